// Clean Rooms' wire shapes (botocore cleanrooms 2022-02-17), written once, members in model order: the operations
// (src/operations/cleanrooms/) read them for argv, help, the skeletons, the emulator and the masking of secrets, and
// types.ts and writes.ts derive every request and response type from them (`Infer<typeof ...Shape>`).

import { FILTERABLE_MEMBER_STATUSES } from '../browse.js';
import { bool, enumOf, int, listOf, mapOf, opt, req, str, struct, timestamp, union } from '../shape.js';
import { CUSTOM_ML_MEMBER_ABILITIES, MEMBER_ABILITIES, MEMBER_STATUSES, QUERY_LOG_STATUSES } from './types.js';
import {
  ANALYSIS_METHODS,
  ANALYSIS_RULE_TYPES,
  ANALYTICS_ENGINES,
  LOG_STATUSES,
  MEMBERSHIP_STATUSES,
  SELECTED_ANALYSIS_METHODS,
} from './writes.js';

/** MemberAbility as CreateCollaboration accepts it (CAN_EXPORT_QUERY_ANALYSIS_LOG is read-only here). */
export const memberAbilities = listOf(enumOf(MEMBER_ABILITIES.filter((a) => a !== 'CAN_EXPORT_QUERY_ANALYSIS_LOG')));
export const mlMemberAbilities = struct({
  customMLMemberAbilities: req(listOf(enumOf(CUSTOM_ML_MEMBER_ABILITIES)), 'The custom ML member abilities.'),
});
export const responsible = struct({ isResponsible: req(bool, 'Whether the member pays for these costs.') });
export const paymentConfiguration = struct({
  queryCompute: req(responsible, 'Who pays for query compute.'),
  machineLearning: opt(
    struct({
      modelTraining: opt(responsible),
      modelInference: opt(responsible),
      syntheticDataGeneration: opt(responsible),
    }),
    'Who pays for machine learning.',
  ),
  jobCompute: opt(responsible, 'Who pays for job compute.'),
});
export const tagMap = mapOf(str);
export const analyticsEngine = enumOf(ANALYTICS_ENGINES);
export const logStatus = enumOf(LOG_STATUSES);

export const dataEncryptionMetadata = struct({
  allowCleartext: req(bool, 'Whether encrypted tables can contain cleartext data.'),
  allowDuplicates: req(bool, 'Whether Fingerprint columns can contain duplicate entries.'),
  allowJoinsOnColumnsWithDifferentNames: req(bool, 'Whether Fingerprint columns can be joined on any other column.'),
  preserveNulls: req(bool, 'Whether NULL values are kept as NULL.'),
});

export const collaboration = struct({
  id: req(str),
  arn: req(str),
  name: req(str),
  description: opt(str),
  creatorAccountId: req(str),
  creatorDisplayName: req(str),
  createTime: req(timestamp),
  updateTime: req(timestamp),
  memberStatus: req(enumOf(MEMBER_STATUSES)),
  membershipId: opt(str),
  membershipArn: opt(str),
  dataEncryptionMetadata: opt(dataEncryptionMetadata),
  queryLogStatus: req(enumOf(QUERY_LOG_STATUSES)),
  jobLogStatus: opt(logStatus),
  analyticsEngine: opt(analyticsEngine),
  autoApprovedChangeTypes: opt(listOf(str)),
  allowedResultRegions: opt(listOf(str)),
  isMetricsEnabled: opt(bool),
});

const membershipSummaryMembers = {
  id: req(str),
  arn: req(str),
  collaborationArn: req(str),
  collaborationId: req(str),
  collaborationCreatorAccountId: req(str),
  collaborationCreatorDisplayName: req(str),
  collaborationName: req(str),
  createTime: req(timestamp),
  updateTime: req(timestamp),
  status: req(enumOf(MEMBERSHIP_STATUSES)),
  memberAbilities: req(listOf(enumOf(MEMBER_ABILITIES))),
  mlMemberAbilities: opt(mlMemberAbilities),
};
export const membershipSummary = struct({
  ...membershipSummaryMembers,
  paymentConfiguration: req(paymentConfiguration),
});
export const membership = struct({
  ...membershipSummaryMembers,
  queryLogStatus: req(logStatus),
  jobLogStatus: opt(logStatus),
  paymentConfiguration: req(paymentConfiguration),
  isMetricsEnabled: opt(bool),
});

export const tableReference = union({
  glue: opt(
    struct({
      region: opt(str, 'The Region of the Glue table.'),
      tableName: req(str, 'The name of the Glue table.'),
      databaseName: req(str, 'The name of the database the Glue table belongs to.'),
    }),
    'A reference to the Glue table.',
  ),
  athena: opt(
    struct({
      region: opt(str, 'The Region of the Athena table.'),
      workGroup: req(str, 'The workgroup of the Athena table reference.'),
      outputLocation: opt(str, 'The output location for the Athena table.'),
      databaseName: req(str, 'The database name.'),
      tableName: req(str, 'The table reference.'),
      catalogName: opt(str, 'The catalog name.'),
    }),
    'If present, a reference to the Athena table.',
  ),
});
export const analysisMethod = enumOf(ANALYSIS_METHODS);
export const selectedAnalysisMethods = listOf(enumOf(SELECTED_ANALYSIS_METHODS));

const tableSummaryMembers = {
  id: req(str),
  arn: req(str),
  name: req(str),
};
export const configuredTableSummary = struct({
  ...tableSummaryMembers,
  createTime: req(timestamp),
  updateTime: req(timestamp),
  analysisRuleTypes: req(listOf(enumOf(ANALYSIS_RULE_TYPES))),
  analysisMethod: req(analysisMethod),
  selectedAnalysisMethods: opt(selectedAnalysisMethods),
});
export const configuredTable = struct({
  ...tableSummaryMembers,
  description: opt(str),
  tableReference: req(tableReference),
  createTime: req(timestamp),
  updateTime: req(timestamp),
  analysisRuleTypes: req(listOf(enumOf(ANALYSIS_RULE_TYPES))),
  analysisMethod: req(analysisMethod),
  allowedColumns: req(listOf(str)),
  selectedAnalysisMethods: opt(selectedAnalysisMethods),
});

export const collaborationSummary = struct({
  id: req(str),
  arn: req(str),
  name: req(str),
  creatorAccountId: req(str),
  creatorDisplayName: req(str),
  createTime: req(timestamp),
  updateTime: req(timestamp),
  memberStatus: req(enumOf(MEMBER_STATUSES)),
  membershipId: opt(str),
  membershipArn: opt(str),
  analyticsEngine: opt(analyticsEngine),
});

export const COLLABORATION_ID_DOC = 'The identifier for the collaboration.';
export const MEMBERSHIP_ID_DOC = 'The identifier for a membership resource.';
export const TABLE_ID_DOC = 'The unique ID for the configured table.';
export const RESOURCE_ARN_DOC = 'The Amazon Resource Name (ARN) associated with the resource.';
export const TAGS_DOC = 'An optional label that you can assign to a resource when you create it.';

export const CreateCollaborationInputShape = struct({
  members: req(
    listOf(
      struct({
        accountId: req(str, 'The identifier used to reference members of the collaboration.'),
        memberAbilities: req(memberAbilities, 'The abilities granted to the collaboration member.'),
        mlMemberAbilities: opt(mlMemberAbilities, 'The ML abilities granted to the collaboration member.'),
        displayName: req(str, "The member's display name."),
        paymentConfiguration: opt(
          paymentConfiguration,
          "The collaboration member's payment responsibilities set by the collaboration creator.",
        ),
      }),
    ),
    'A list of initial members, not including the creator.',
  ),
  name: req(str, 'The display name for a collaboration.'),
  description: req(str, 'A description of the collaboration provided by the collaboration owner.'),
  creatorMemberAbilities: req(memberAbilities, 'The abilities granted to the collaboration creator.'),
  creatorMLMemberAbilities: opt(mlMemberAbilities, 'The ML abilities granted to the collaboration creator.'),
  creatorDisplayName: req(str, 'The display name of the collaboration creator.'),
  dataEncryptionMetadata: opt(
    dataEncryptionMetadata,
    'The settings for client-side encryption with Cryptographic Computing for Clean Rooms.',
  ),
  queryLogStatus: req(
    enumOf(QUERY_LOG_STATUSES),
    'An indicator as to whether query logging has been enabled or disabled for the collaboration.',
  ),
  jobLogStatus: opt(logStatus, 'Specifies whether job logs are enabled for this collaboration.'),
  tags: opt(tagMap, TAGS_DOC),
  creatorPaymentConfiguration: opt(
    paymentConfiguration,
    "The collaboration creator's payment responsibilities set by the collaboration creator.",
  ),
  analyticsEngine: opt(analyticsEngine, 'The analytics engine.'),
  isMetricsEnabled: opt(
    bool,
    'An indicator as to whether metrics have been enabled or disabled for the collaboration.',
  ),
});

export const CreateCollaborationOutputShape = struct({
  collaboration: req(collaboration),
});

export const CreateConfiguredTableInputShape = struct({
  name: req(str, 'The name of the configured table.'),
  description: opt(str, 'A description for the configured table.'),
  tableReference: req(tableReference, 'A reference to the table being configured.'),
  allowedColumns: req(
    listOf(str),
    'The columns of the underlying table that can be used by collaborations or analysis rules.',
  ),
  analysisMethod: req(analysisMethod, 'The analysis method allowed for the configured tables.'),
  selectedAnalysisMethods: opt(selectedAnalysisMethods, 'The analysis methods to enable for the configured table.'),
  tags: opt(tagMap, TAGS_DOC),
});

export const CreateConfiguredTableOutputShape = struct({
  configuredTable: req(configuredTable),
});

export const CreateMembershipInputShape = struct({
  collaborationIdentifier: req(str, 'The unique ID for the associated collaboration.'),
  queryLogStatus: req(
    logStatus,
    'An indicator as to whether query logging has been enabled or disabled for the membership.',
  ),
  jobLogStatus: opt(
    logStatus,
    'An indicator as to whether job logging has been enabled or disabled for the collaboration.',
  ),
  tags: opt(tagMap, TAGS_DOC),
  paymentConfiguration: opt(paymentConfiguration, 'The payment responsibilities accepted by the collaboration member.'),
  isMetricsEnabled: opt(bool, 'An indicator as to whether metrics have been enabled or disabled for the membership.'),
});

export const CreateMembershipOutputShape = struct({
  membership: req(membership),
});

export const DeleteCollaborationInputShape = struct({
  collaborationIdentifier: req(str, COLLABORATION_ID_DOC),
});

export const DeleteCollaborationOutputShape = struct({});

export const DeleteConfiguredTableInputShape = struct({
  configuredTableIdentifier: req(str, 'The unique ID for the configured table to delete.'),
});

export const DeleteConfiguredTableOutputShape = struct({});

export const DeleteMemberInputShape = struct({
  collaborationIdentifier: req(str, 'The unique identifier for the associated collaboration.'),
  accountId: req(str, 'The account ID of the member to remove.'),
});

export const DeleteMemberOutputShape = struct({});

export const DeleteMembershipInputShape = struct({
  membershipIdentifier: req(str, MEMBERSHIP_ID_DOC),
});

export const DeleteMembershipOutputShape = struct({});

export const GetCollaborationInputShape = struct({
  collaborationIdentifier: req(str, 'The identifier for the collaboration.'),
});

export const GetCollaborationOutputShape = struct({ collaboration: req(collaboration) });

export const GetConfiguredTableInputShape = struct({
  configuredTableIdentifier: req(str, TABLE_ID_DOC),
});

export const GetConfiguredTableOutputShape = struct({
  configuredTable: req(configuredTable),
});

export const GetMembershipInputShape = struct({
  membershipIdentifier: req(str, MEMBERSHIP_ID_DOC),
});

export const GetMembershipOutputShape = struct({
  membership: req(membership),
});

export const ListCollaborationsInputShape = struct({
  nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
  maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
  memberStatus: opt(enumOf(FILTERABLE_MEMBER_STATUSES), "The caller's status in a collaboration."),
});

export const ListCollaborationsOutputShape = struct({
  nextToken: opt(str),
  collaborationList: req(listOf(collaborationSummary)),
});

export const ListConfiguredTablesInputShape = struct({
  nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
  maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
});

export const ListConfiguredTablesOutputShape = struct({
  nextToken: opt(str),
  configuredTableSummaries: req(listOf(configuredTableSummary)),
});

// ListMembers' own copy of the payment members (no docs: output members are not documented in help).
const paidBy = struct({ isResponsible: req(bool) });

export const ListMembersInputShape = struct({
  collaborationIdentifier: req(str, 'The identifier of the collaboration in which the members are listed.'),
  nextToken: opt(str, 'The token value retrieved from a previous call to access the next page of results.'),
  maxResults: opt(int, 'The maximum size of the results that is returned per call.'),
});

export const ListMembersOutputShape = struct({
  nextToken: opt(str),
  memberSummaries: req(
    listOf(
      struct({
        accountId: req(str),
        status: req(enumOf(MEMBER_STATUSES)),
        displayName: req(str),
        abilities: req(listOf(enumOf(MEMBER_ABILITIES))),
        mlAbilities: opt(struct({ customMLMemberAbilities: req(listOf(enumOf(CUSTOM_ML_MEMBER_ABILITIES))) })),
        createTime: req(timestamp),
        updateTime: req(timestamp),
        membershipId: opt(str),
        membershipArn: opt(str),
        paymentConfiguration: req(
          struct({
            queryCompute: req(paidBy),
            machineLearning: opt(
              struct({
                modelTraining: opt(paidBy),
                modelInference: opt(paidBy),
                syntheticDataGeneration: opt(paidBy),
              }),
            ),
            jobCompute: opt(paidBy),
          }),
        ),
      }),
    ),
  ),
});

export const ListMembershipsInputShape = struct({
  nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
  maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
  status: opt(enumOf(MEMBERSHIP_STATUSES), 'A filter which will return only memberships in the specified status.'),
});

export const ListMembershipsOutputShape = struct({
  nextToken: opt(str),
  membershipSummaries: req(listOf(membershipSummary)),
});

export const ListTagsForResourceInputShape = struct({
  resourceArn: req(str, RESOURCE_ARN_DOC),
});

export const ListTagsForResourceOutputShape = struct({
  tags: req(tagMap),
});

export const TagResourceInputShape = struct({
  resourceArn: req(str, 'The Amazon Resource Name (ARN) associated with the resource you want to tag.'),
  tags: req(tagMap, 'A map of objects specifying each key name and value.'),
});

export const TagResourceOutputShape = struct({});

export const UntagResourceInputShape = struct({
  resourceArn: req(str, 'The Amazon Resource Name (ARN) associated with the resource you want to remove the tag from.'),
  tagKeys: req(listOf(str), 'A list of key names of tags to be removed.'),
});

export const UntagResourceOutputShape = struct({});

export const UpdateCollaborationInputShape = struct({
  collaborationIdentifier: req(str, COLLABORATION_ID_DOC),
  name: opt(str, 'A human-readable identifier provided by the collaboration owner.'),
  description: opt(str, 'A description of the collaboration.'),
  analyticsEngine: opt(analyticsEngine, 'The analytics engine.'),
});

export const UpdateCollaborationOutputShape = struct({
  collaboration: req(collaboration),
});

export const UpdateConfiguredTableInputShape = struct({
  configuredTableIdentifier: req(str, TABLE_ID_DOC),
  name: opt(str, 'A new name for the configured table.'),
  description: opt(str, 'A new description for the configured table.'),
  tableReference: opt(tableReference, 'A reference to the table being configured.'),
  allowedColumns: opt(
    listOf(str),
    'The columns of the underlying table that can be used by collaborations or analysis rules.',
  ),
  analysisMethod: opt(analysisMethod, 'The analysis method for the configured table.'),
  selectedAnalysisMethods: opt(
    selectedAnalysisMethods,
    'The selected analysis methods for the table configuration update.',
  ),
});

export const UpdateConfiguredTableOutputShape = struct({
  configuredTable: req(configuredTable),
});

export const UpdateMembershipInputShape = struct({
  membershipIdentifier: req(str, 'The unique identifier of the membership.'),
  queryLogStatus: opt(
    logStatus,
    'An indicator as to whether query logging has been enabled or disabled for the membership.',
  ),
  jobLogStatus: opt(
    logStatus,
    'An indicator as to whether job logging has been enabled or disabled for the collaboration.',
  ),
});

export const UpdateMembershipOutputShape = struct({
  membership: req(membership),
});
