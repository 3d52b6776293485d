// Validators of the Clean Rooms write operations (writes.ts), with the constraints of botocore's cleanrooms model:
// every leaf rule is in CLEANROOMS_WRITE_FIELDS (by path template, as CLEANROOMS_FIELDS is), and each input's
// structure (members, which are required, lists, maps, unions) is stated once below as a small tree the walker
// checks. Like every validator here, it reports every bad field at once, each with its path and rule.

import {
  checkField,
  checkList,
  checkMapSize,
  checkObject,
  checkRequired,
  checkStructure,
  joinPath,
  type FieldRule,
  type FieldTable,
  type Issue,
} from '../validation.js';
import { CUSTOM_ML_MEMBER_ABILITIES, MEMBER_ABILITIES, QUERY_LOG_STATUSES } from './types.js';
import { DISPLAY_NAME_PATTERN, LOWERCASE_UUID_PATTERN } from './validators.js';
import {
  ANALYSIS_METHODS,
  ANALYSIS_RULE_TYPES,
  ANALYTICS_ENGINES,
  LOG_STATUSES,
  MEMBERSHIP_STATUSES,
  SELECTED_ANALYSIS_METHODS,
} from './writes.js';

/** The model's name pattern with `\r\n` allowed (CollaborationDescription, TableDescription). */
const DESCRIPTION_PATTERN = /^[\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}\t\r\n]*$/u;
const NON_BLANK_DESCRIPTION = /^(?!\s*$)[\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}\t\r\n]*$/u;
const UUID = {
  type: 'string',
  min: 36,
  max: 36,
  pattern: LOWERCASE_UUID_PATTERN,
  patternText: 'a lowercase UUID',
} as const;
const NAME = {
  type: 'string',
  min: 1,
  max: 100,
  pattern: DISPLAY_NAME_PATTERN,
  patternText: 'printable characters and tab, not only whitespace',
} as const;
const GLUE_NAME = /^[a-zA-Z0-9_](([a-zA-Z0-9_ ]+-)*([a-zA-Z0-9_ ]+))?$/;
const BOOLEAN = { type: 'boolean' } as const;
/** CleanroomsArn. The model knows only the `aws` partition; as for membership ARNs, any of its family is accepted. */
export const CLEANROOMS_ARN_PATTERN = /^arn:aws(?:-[a-z]+)*:cleanrooms:[a-z]{2}(?:-[a-z]+)+-\d:\d{12}:[\d\w/-]+$/;

export const CLEANROOMS_WRITE_FIELDS: FieldTable = {
  collaborationIdentifier: UUID,
  membershipIdentifier: UUID,
  configuredTableIdentifier: UUID,
  accountId: { type: 'string', min: 12, max: 12, pattern: /^\d+$/, patternText: '12 digits' },
  name: NAME,
  displayName: NAME,
  creatorDisplayName: NAME,
  collaborationDescription: {
    type: 'string',
    min: 1,
    max: 255,
    pattern: NON_BLANK_DESCRIPTION,
    patternText: 'printable characters, tab and line breaks, not only whitespace',
  },
  tableDescription: {
    type: 'string',
    min: 0,
    max: 255,
    pattern: DESCRIPTION_PATTERN,
    patternText: 'printable characters, tab and line breaks',
  },
  ability: { type: 'enum', values: MEMBER_ABILITIES.filter((a) => a !== 'CAN_EXPORT_QUERY_ANALYSIS_LOG') },
  mlAbility: { type: 'enum', values: CUSTOM_ML_MEMBER_ABILITIES },
  queryLogStatus: { type: 'enum', values: QUERY_LOG_STATUSES },
  logStatus: { type: 'enum', values: LOG_STATUSES },
  analyticsEngine: { type: 'enum', values: ANALYTICS_ENGINES },
  membershipStatus: { type: 'enum', values: MEMBERSHIP_STATUSES },
  analysisMethod: { type: 'enum', values: ANALYSIS_METHODS },
  selectedAnalysisMethod: { type: 'enum', values: SELECTED_ANALYSIS_METHODS },
  boolean: BOOLEAN,
  nextToken: { type: 'string', min: 0, max: 10240 },
  maxResults: { type: 'integer', min: 1, max: 100 },
  column: {
    type: 'string',
    min: 0,
    max: 128,
    pattern: /^[a-z0-9_](([a-z0-9_ ]+-)*([a-z0-9_ ]+))?$/,
    patternText: 'lowercase letters, digits, _, spaces and inner hyphens',
  },
  glueTableName: { type: 'string', min: 0, max: 128, pattern: GLUE_NAME, patternText: 'a Glue table name' },
  glueDatabaseName: {
    type: 'string',
    min: 0,
    max: 128,
    pattern: /^[a-zA-Z0-9_](([a-zA-Z0-9_]+-)*([a-zA-Z0-9_]+))?$/,
    patternText: 'a Glue database name',
  },
  region: { type: 'string', min: 1, max: 32, pattern: /^[a-z]{2}(?:-[a-z]+)+-\d$/, patternText: 'a Region' },
  athenaName: { type: 'string', min: 1, max: 256 },
  resourceArn: { type: 'string', min: 0, max: 100, pattern: CLEANROOMS_ARN_PATTERN, patternText: 'a Clean Rooms ARN' },
  autoApprovedChangeType: { type: 'enum', values: ['ADD_MEMBER'] },
  memberAbility: { type: 'enum', values: MEMBER_ABILITIES },
  analysisRuleType: { type: 'enum', values: ANALYSIS_RULE_TYPES },
  timestamp: { type: 'timestamp' },
  tagKey: { type: 'string', min: 1, max: 128 },
  tagValue: { type: 'string', min: 0, max: 256 },
};

/** A node of an input's structure; leaves name their rule in CLEANROOMS_WRITE_FIELDS. */
type Spec =
  | { leaf: string }
  | { list: Spec; min?: number; unique?: boolean }
  | { tags: true }
  | { struct: Record<string, [required: boolean, spec: Spec]>; union?: boolean };

const leaf = (rule: string): Spec => ({ leaf: rule });
const R = (spec: Spec): [boolean, Spec] => [true, spec];
const O = (spec: Spec): [boolean, Spec] => [false, spec];
const TAGS: Spec = { tags: true };
const responsible: Spec = { struct: { isResponsible: R(leaf('boolean')) } };
const PAYMENT: Spec = {
  struct: {
    queryCompute: R(responsible),
    machineLearning: O({
      struct: {
        modelTraining: O(responsible),
        modelInference: O(responsible),
        syntheticDataGeneration: O(responsible),
      },
    }),
    jobCompute: O(responsible),
  },
};
/** As PAYMENT, but queryCompute may be left out: the payment rules then fill it (the default payer). */
const PAYMENT_DRAFT: Spec = {
  struct: { ...(PAYMENT as { struct: Record<string, [boolean, Spec]> }).struct, queryCompute: O(responsible) },
};
const ABILITIES: Spec = { list: leaf('ability'), unique: true };
const ML_ABILITIES: Spec = {
  struct: { customMLMemberAbilities: R({ list: leaf('mlAbility'), min: 1, unique: true }) },
};
const TABLE_REFERENCE: Spec = {
  union: true,
  struct: {
    glue: O({
      struct: {
        region: O(leaf('region')),
        tableName: R(leaf('glueTableName')),
        databaseName: R(leaf('glueDatabaseName')),
      },
    }),
    athena: O({
      struct: {
        region: O(leaf('region')),
        workGroup: R(leaf('athenaName')),
        outputLocation: O(leaf('athenaName')),
        databaseName: R(leaf('athenaName')),
        tableName: R(leaf('athenaName')),
        catalogName: O(leaf('athenaName')),
      },
    }),
  },
};

/** The input of each write operation; test/domain/fieldTablesMatchShapes.test.ts walks it against the wire shapes. */
export const CLEANROOMS_WRITE_INPUTS = {
  createCollaboration: {
    struct: {
      members: R({
        list: {
          struct: {
            accountId: R(leaf('accountId')),
            memberAbilities: R(ABILITIES),
            mlMemberAbilities: O(ML_ABILITIES),
            displayName: R(leaf('displayName')),
            paymentConfiguration: O(PAYMENT_DRAFT),
          },
        },
      }),
      name: R(leaf('name')),
      description: R(leaf('collaborationDescription')),
      creatorMemberAbilities: R(ABILITIES),
      creatorMLMemberAbilities: O(ML_ABILITIES),
      creatorDisplayName: R(leaf('creatorDisplayName')),
      dataEncryptionMetadata: O({
        struct: {
          allowCleartext: R(leaf('boolean')),
          allowDuplicates: R(leaf('boolean')),
          allowJoinsOnColumnsWithDifferentNames: R(leaf('boolean')),
          preserveNulls: R(leaf('boolean')),
        },
      }),
      queryLogStatus: R(leaf('queryLogStatus')),
      jobLogStatus: O(leaf('logStatus')),
      tags: O(TAGS),
      creatorPaymentConfiguration: O(PAYMENT_DRAFT),
      analyticsEngine: O(leaf('analyticsEngine')),
      isMetricsEnabled: O(leaf('boolean')),
    },
  },
  updateCollaboration: {
    struct: {
      collaborationIdentifier: R(leaf('collaborationIdentifier')),
      name: O(leaf('name')),
      description: O(leaf('collaborationDescription')),
      analyticsEngine: O(leaf('analyticsEngine')),
    },
  },
  collaborationIdentifier: { struct: { collaborationIdentifier: R(leaf('collaborationIdentifier')) } },
  deleteMember: {
    struct: { collaborationIdentifier: R(leaf('collaborationIdentifier')), accountId: R(leaf('accountId')) },
  },
  createMembership: {
    struct: {
      collaborationIdentifier: R(leaf('collaborationIdentifier')),
      queryLogStatus: R(leaf('logStatus')),
      jobLogStatus: O(leaf('logStatus')),
      tags: O(TAGS),
      paymentConfiguration: O(PAYMENT),
      isMetricsEnabled: O(leaf('boolean')),
    },
  },
  membershipIdentifier: { struct: { membershipIdentifier: R(leaf('membershipIdentifier')) } },
  listMemberships: {
    struct: { nextToken: O(leaf('nextToken')), maxResults: O(leaf('maxResults')), status: O(leaf('membershipStatus')) },
  },
  updateMembership: {
    struct: {
      membershipIdentifier: R(leaf('membershipIdentifier')),
      queryLogStatus: O(leaf('logStatus')),
      jobLogStatus: O(leaf('logStatus')),
    },
  },
  createConfiguredTable: {
    struct: {
      name: R(leaf('name')),
      description: O(leaf('tableDescription')),
      tableReference: R(TABLE_REFERENCE),
      allowedColumns: R({ list: leaf('column'), min: 1, unique: true }),
      analysisMethod: R(leaf('analysisMethod')),
      selectedAnalysisMethods: O({ list: leaf('selectedAnalysisMethod'), unique: true }),
      tags: O(TAGS),
    },
  },
  configuredTableIdentifier: { struct: { configuredTableIdentifier: R(leaf('configuredTableIdentifier')) } },
  listConfiguredTables: { struct: { nextToken: O(leaf('nextToken')), maxResults: O(leaf('maxResults')) } },
  updateConfiguredTable: {
    struct: {
      configuredTableIdentifier: R(leaf('configuredTableIdentifier')),
      name: O(leaf('name')),
      description: O(leaf('tableDescription')),
      tableReference: O(TABLE_REFERENCE),
      allowedColumns: O({ list: leaf('column'), min: 1, unique: true }),
      analysisMethod: O(leaf('analysisMethod')),
      selectedAnalysisMethods: O({ list: leaf('selectedAnalysisMethod'), unique: true }),
    },
  },
  tagResource: { struct: { resourceArn: R(leaf('resourceArn')), tags: R(TAGS) } },
  untagResource: {
    struct: { resourceArn: R(leaf('resourceArn')), tagKeys: R({ list: leaf('tagKey'), min: 1, unique: true }) },
  },
  resourceArn: { struct: { resourceArn: R(leaf('resourceArn')) } },
} satisfies Record<string, Spec>;

/** The members of the model's Collaboration beyond its summary, as a dataset may give them (all optional). */
const COLLABORATION_SETTINGS: Record<string, [boolean, Spec]> = {
  description: O(leaf('collaborationDescription')),
  dataEncryptionMetadata: (CLEANROOMS_WRITE_INPUTS.createCollaboration.struct as Record<string, [boolean, Spec]>)
    .dataEncryptionMetadata!,
  queryLogStatus: O(leaf('queryLogStatus')),
  jobLogStatus: O(leaf('logStatus')),
  analyticsEngine: O(leaf('analyticsEngine')),
  autoApprovedChangeTypes: O({ list: leaf('autoApprovedChangeType'), unique: true }),
  allowedResultRegions: O({ list: leaf('region'), unique: true }),
  isMetricsEnabled: O(leaf('boolean')),
};
export const COLLABORATION_SETTING_KEYS = Object.keys(COLLABORATION_SETTINGS);

/** Checks the Collaboration settings members of a dataset record (`collaborations[i]`); absent ones pass. */
export function checkCollaborationSettings(out: Issue[], basePath: string, record: Record<string, unknown>): void {
  for (const [key, [, spec]] of Object.entries(COLLABORATION_SETTINGS))
    check(out, joinPath(basePath, key), record[key], false, spec);
}

/**
 * The model's Membership and ConfiguredTable, as GetMembership and GetConfiguredTable answer them: what a dataset's
 * `memberships` and `configuredTables` records are. Abilities are any of the model's (a dataset's members may hold
 * CAN_EXPORT_QUERY_ANALYSIS_LOG, which CreateCollaboration does not grant).
 */
const RECORDS = {
  membership: {
    struct: {
      id: R(leaf('membershipIdentifier')),
      arn: R(leaf('resourceArn')),
      collaborationArn: R(leaf('resourceArn')),
      collaborationId: R(leaf('collaborationIdentifier')),
      collaborationCreatorAccountId: R(leaf('accountId')),
      collaborationCreatorDisplayName: R(leaf('displayName')),
      collaborationName: R(leaf('name')),
      createTime: R(leaf('timestamp')),
      updateTime: R(leaf('timestamp')),
      status: R(leaf('membershipStatus')),
      memberAbilities: R({ list: leaf('memberAbility'), unique: true }),
      mlMemberAbilities: O(ML_ABILITIES),
      queryLogStatus: R(leaf('logStatus')),
      jobLogStatus: O(leaf('logStatus')),
      paymentConfiguration: R(PAYMENT),
      isMetricsEnabled: O(leaf('boolean')),
    },
  },
  configuredTable: {
    struct: {
      id: R(leaf('configuredTableIdentifier')),
      arn: R(leaf('resourceArn')),
      name: R(leaf('name')),
      description: O(leaf('tableDescription')),
      tableReference: R(TABLE_REFERENCE),
      createTime: R(leaf('timestamp')),
      updateTime: R(leaf('timestamp')),
      analysisRuleTypes: R({ list: leaf('analysisRuleType'), unique: true }),
      analysisMethod: R(leaf('analysisMethod')),
      selectedAnalysisMethods: O({ list: leaf('selectedAnalysisMethod'), unique: true }),
      allowedColumns: R({ list: leaf('column'), min: 1, unique: true }),
    },
  },
} satisfies Record<string, Spec>;

/** A dataset's Membership record at `path` (`memberships[2]`), by the model's constraints. */
export function validateMembershipRecord(record: unknown, path: string): Issue[] {
  const out: Issue[] = [];
  check(out, path, record, true, RECORDS.membership);
  return out;
}

/** A dataset's ConfiguredTable record at `path` (`configuredTables[0]`), by the model's constraints. */
export function validateConfiguredTableRecord(record: unknown, path: string): Issue[] {
  const out: Issue[] = [];
  check(out, path, record, true, RECORDS.configuredTable);
  return out;
}

function check(out: Issue[], path: string, value: unknown, required: boolean, spec: Spec): void {
  if (value === undefined || value === null) {
    if (required) checkRequired(out, path, value);
    return;
  }
  if ('leaf' in spec) {
    const rule: FieldRule | undefined = CLEANROOMS_WRITE_FIELDS[spec.leaf];
    if (rule === undefined) throw new Error(`no field rule ${spec.leaf}`);
    checkField(out, path, value, rule);
  } else if ('list' in spec) {
    if (
      !checkList(out, path, value, {
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        unique: spec.unique ?? false,
      })
    )
      return;
    value.forEach((item, index) => check(out, joinPath(path, index), item, true, spec.list));
  } else if ('tags' in spec) {
    if (!checkObject(out, path, value)) return;
    if (!checkMapSize(out, path, value, { min: 0, max: 200 })) return;
    for (const [key, tagValue] of Object.entries(value)) {
      const before = out.length;
      checkField(out, `${path}.${key}`, key, CLEANROOMS_WRITE_FIELDS.tagKey!);
      // A bad key is named once; its value is checked only when the key passed.
      if (out.length === before)
        checkField(out, `${path}.${key}`, tagValue, { ...CLEANROOMS_WRITE_FIELDS.tagValue!, required: true });
    }
  } else {
    const known = Object.keys(spec.struct);
    const record = checkStructure(out, path, value, { required, known });
    if (record === undefined) return;
    if (spec.union) {
      const set = known.filter((k) => record[k] !== undefined && record[k] !== null);
      if (set.length !== 1)
        out.push({ path, rule: 'union', message: `Member must set exactly one of: ${known.join(', ')}` });
    }
    for (const [key, [memberRequired, memberSpec]] of Object.entries(spec.struct))
      check(out, joinPath(path, key), record[key], memberRequired, memberSpec);
  }
}

function validatorOf(spec: Spec): (input: unknown) => Issue[] {
  return (input) => {
    const out: Issue[] = [];
    check(out, '', input, true, spec);
    return out;
  };
}

export const validateCreateCollaborationInput = validatorOf(CLEANROOMS_WRITE_INPUTS.createCollaboration);
export const validateUpdateCollaborationInput = validatorOf(CLEANROOMS_WRITE_INPUTS.updateCollaboration);
export const validateCollaborationIdentifierInput = validatorOf(CLEANROOMS_WRITE_INPUTS.collaborationIdentifier);
export const validateDeleteMemberInput = validatorOf(CLEANROOMS_WRITE_INPUTS.deleteMember);
export const validateCreateMembershipInput = validatorOf(CLEANROOMS_WRITE_INPUTS.createMembership);
export const validateMembershipIdentifierInput = validatorOf(CLEANROOMS_WRITE_INPUTS.membershipIdentifier);
export const validateListMembershipsInput = validatorOf(CLEANROOMS_WRITE_INPUTS.listMemberships);
export const validateUpdateMembershipInput = validatorOf(CLEANROOMS_WRITE_INPUTS.updateMembership);
export const validateCreateConfiguredTableInput = validatorOf(CLEANROOMS_WRITE_INPUTS.createConfiguredTable);
export const validateConfiguredTableIdentifierInput = validatorOf(CLEANROOMS_WRITE_INPUTS.configuredTableIdentifier);
export const validateListConfiguredTablesInput = validatorOf(CLEANROOMS_WRITE_INPUTS.listConfiguredTables);
export const validateUpdateConfiguredTableInput = validatorOf(CLEANROOMS_WRITE_INPUTS.updateConfiguredTable);
export const validateTagResourceInput = validatorOf(CLEANROOMS_WRITE_INPUTS.tagResource);
export const validateUntagResourceInput = validatorOf(CLEANROOMS_WRITE_INPUTS.untagResource);
export const validateResourceArnInput = validatorOf(CLEANROOMS_WRITE_INPUTS.resourceArn);
