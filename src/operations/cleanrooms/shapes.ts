// Clean Rooms structures shared by several operations (botocore cleanrooms 2022-02-17), members in model order.
import {
  CUSTOM_ML_MEMBER_ABILITIES,
  MEMBER_ABILITIES,
  MEMBER_STATUSES,
  QUERY_LOG_STATUSES,
} from '../../domain/cleanrooms/types.js';
import {
  ANALYSIS_METHODS,
  ANALYSIS_RULE_TYPES,
  ANALYTICS_ENGINES,
  LOG_STATUSES,
  MEMBERSHIP_STATUSES,
  SELECTED_ANALYSIS_METHODS,
} from '../../domain/cleanrooms/writes.js';
import { bool, enumOf, listOf, mapOf, opt, req, str, struct, timestamp, union } from '../shape.js';

/** MemberAbility as CreateCollaboration accepts it (CAN_EXPORT_QUERY_ANALYSIS_LOG is read-only here). */
export const memberAbilities = listOf(enumOf(MEMBER_ABILITIES.filter((a) => a !== 'CAN_EXPORT_QUERY_ANALYSIS_LOG')));
export const mlMemberAbilities = struct({
  customMLMemberAbilities: req(listOf(enumOf(CUSTOM_ML_MEMBER_ABILITIES)), 'The custom ML member abilities.'),
});
const responsible = struct({ isResponsible: req(bool, 'Whether the member pays for these costs.') });
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
  memberAbilities: req(memberAbilities),
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

export const COLLABORATION_ID_DOC = 'The identifier for the collaboration.';
export const MEMBERSHIP_ID_DOC = 'The identifier for a membership resource.';
export const TABLE_ID_DOC = 'The unique ID for the configured table.';
export const RESOURCE_ARN_DOC = 'The Amazon Resource Name (ARN) associated with the resource.';
export const TAGS_DOC = 'An optional label that you can assign to a resource when you create it.';
