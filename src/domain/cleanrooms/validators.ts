// Validators for Clean Rooms ListMembers input and MemberSummary records.
//
// Every leaf constraint lives once in CLEANROOMS_FIELDS (keyed by path template, list indices written `[]`); the
// validators walk the structure and check leaves through it, and validateCleanRoomsField(path, value) lets a form or
// the argv parser check one field by the same rule. The payment rules, which relate members to each other, are in
// payment.ts.

import {
  checkField,
  checkLeaves,
  checkList,
  checkRequired,
  checkStructure,
  joinPath,
  ruleOf,
  validateFieldWith,
  type FieldTable,
  type Issue,
} from '../validation.js';
import { CUSTOM_ML_MEMBER_ABILITIES, MEMBER_ABILITIES, MEMBER_STATUSES, PAYMENT_ITEMS } from './types.js';

export const LOWERCASE_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * MembershipArn, as the spec writes it: `arn:<partition>:<service>:<region>:<12-digit account>:membership/<id>`.
 * The model's `^arn:aws:[\w]+:[\w]{2}-[\w]{4,9}-[\d]:...` knows only the `aws` partition and no three-part Region
 * (`us-gov-west-1`); here the partition is any of the `aws` family (`aws`, `aws-cn`, `aws-us-gov`, ...) and the
 * Region any `xx-name(-name)-N` with one digit.
 */
export const MEMBERSHIP_ARN_PATTERN =
  /^arn:aws(?:-[a-z]+)*:[\w]+:[a-z]{2}(?:-[a-z]+)+-\d:[\d]{12}:membership\/[\d\w-]+$/;
/**
 * DisplayName: "printable characters and tab" (the spec). The model's class `[\u0020-\uD7FF\uE000-\uFFFD\uD800
 * \uDBFF-\uDC00\uDFFF\t]` is a Java-era way of saying "any character from space up, except lone surrogates and
 * U+FFFE/U+FFFF, plus tab"; read literally in UTF-16 code units it would reject most emoji, and it lets DEL and the
 * C1 controls (U+007F-U+009F) through, which are not printable. We state the intent with the `u` flag: U+0020-U+007E,
 * U+00A0-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF (as surrogate pairs) and tab; lone surrogates, newlines, DEL and
 * every other control are rejected; a name of only whitespace is rejected by the lookahead (JS `\s`, which also
 * counts Unicode spaces such as U+3000).
 */
export const DISPLAY_NAME_PATTERN = /^(?!\s*$)[\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}\t]*$/u;

const COLLABORATION_IDENTIFIER = {
  type: 'string',
  required: true,
  min: 36,
  max: 36,
  pattern: LOWERCASE_UUID_PATTERN,
  patternText: 'a lowercase UUID',
} as const;
const IS_RESPONSIBLE = { type: 'boolean', required: true } as const;

export const CLEANROOMS_FIELDS: FieldTable = {
  collaborationIdentifier: COLLABORATION_IDENTIFIER,
  nextToken: { type: 'string', min: 0, max: 10240 },
  maxResults: { type: 'integer', min: 1, max: 100 },
  accountId: { type: 'string', required: true, min: 12, max: 12, pattern: /^\d+$/, patternText: '12 digits' },
  status: { type: 'enum', required: true, values: MEMBER_STATUSES },
  displayName: {
    type: 'string',
    required: true,
    min: 1,
    max: 100,
    pattern: DISPLAY_NAME_PATTERN,
    patternText: 'printable characters and tab, not only whitespace',
  },
  'abilities[]': { type: 'enum', required: true, values: MEMBER_ABILITIES },
  'mlAbilities.customMLMemberAbilities[]': { type: 'enum', required: true, values: CUSTOM_ML_MEMBER_ABILITIES },
  createTime: { type: 'timestamp', required: true },
  updateTime: { type: 'timestamp', required: true },
  membershipId: { type: 'string', min: 36, max: 36, pattern: LOWERCASE_UUID_PATTERN, patternText: 'a lowercase UUID' },
  membershipArn: { type: 'string', max: 100, pattern: MEMBERSHIP_ARN_PATTERN, patternText: 'a membership ARN' },
  'paymentConfiguration.queryCompute.isResponsible': IS_RESPONSIBLE,
  'paymentConfiguration.jobCompute.isResponsible': IS_RESPONSIBLE,
  'paymentConfiguration.machineLearning.modelTraining.isResponsible': IS_RESPONSIBLE,
  'paymentConfiguration.machineLearning.modelInference.isResponsible': IS_RESPONSIBLE,
  'paymentConfiguration.machineLearning.syntheticDataGeneration.isResponsible': IS_RESPONSIBLE,
  'defaultedPayments[]': { type: 'enum', required: true, values: PAYMENT_ITEMS },
};

const LIST_MEMBERS_KEYS = ['collaborationIdentifier', 'nextToken', 'maxResults'] as const;
/** A MemberSummary's members as the API sends them. */
export const WIRE_MEMBER_KEYS = [
  'accountId',
  'status',
  'displayName',
  'abilities',
  'mlAbilities',
  'createTime',
  'updateTime',
  'membershipId',
  'membershipArn',
  'paymentConfiguration',
] as const;
const LEAF_KEYS = [
  'accountId',
  'status',
  'displayName',
  'createTime',
  'updateTime',
  'membershipId',
  'membershipArn',
] as const;
const ML_PAYMENT_KEYS = ['modelTraining', 'modelInference', 'syntheticDataGeneration'] as const;

/** Validates one field of ListMembersInput or MemberSummary by path (`maxResults`, `abilities[1]`). */
export function validateCleanRoomsField(path: string, value: unknown): Issue[] {
  return validateFieldWith(CLEANROOMS_FIELDS, path, value);
}

export function validateCollaborationIdentifier(value: unknown, path: string): Issue[] {
  const out: Issue[] = [];
  checkField(out, path, value, COLLABORATION_IDENTIFIER);
  return out;
}

export function validateListMembersInput(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: LIST_MEMBERS_KEYS });
  if (request !== undefined) checkLeaves(out, '', request, CLEANROOMS_FIELDS, '', LIST_MEMBERS_KEYS);
  return out;
}

export interface MemberSummaryValidation {
  /**
   * `draft` (default): a dataset record in wire shape, before the payment rules; `paymentConfiguration` may be
   * absent or partial (no `queryCompute`), and `defaultedPayments` (an engine-computed extension) is not accepted.
   * `complete`: a record after the payment rules (engine output); `paymentConfiguration.queryCompute` is required
   * and `defaultedPayments` is allowed.
   */
  mode?: 'draft' | 'complete';
}

export function validateMemberSummary(
  record: unknown,
  basePath: string,
  options: MemberSummaryValidation = {},
): Issue[] {
  const complete = options.mode === 'complete';
  const out: Issue[] = [];
  const known = complete ? [...WIRE_MEMBER_KEYS, 'defaultedPayments'] : WIRE_MEMBER_KEYS;
  const member = checkStructure(out, basePath, record, { required: true, known });
  if (member === undefined) return out;
  checkLeaves(out, basePath, member, CLEANROOMS_FIELDS, '', LEAF_KEYS);
  checkEnumList(out, joinPath(basePath, 'abilities'), member.abilities, true, 'abilities[]');
  const ml = checkStructure(out, joinPath(basePath, 'mlAbilities'), member.mlAbilities, {
    required: false,
    known: ['customMLMemberAbilities'],
  });
  // The 2025 model had @length(min: 1) on customMLMemberAbilities; botocore dropped it on 2026-06-30, so an empty
  // list is accepted (uniqueness still holds).
  if (ml !== undefined) {
    checkEnumList(
      out,
      joinPath(basePath, 'mlAbilities.customMLMemberAbilities'),
      ml.customMLMemberAbilities,
      true,
      'mlAbilities.customMLMemberAbilities[]',
    );
  }
  checkPaymentConfiguration(out, joinPath(basePath, 'paymentConfiguration'), member.paymentConfiguration, complete);
  if (complete)
    checkEnumList(out, joinPath(basePath, 'defaultedPayments'), member.defaultedPayments, false, 'defaultedPayments[]');
  return out;
}

/** A unique list of enum values (abilities, ML abilities, defaulted payment items). */
function checkEnumList(out: Issue[], path: string, value: unknown, required: boolean, itemTemplate: string): void {
  if (value === undefined || value === null) {
    if (required) checkRequired(out, path, value);
    return;
  }
  if (!checkList(out, path, value, { unique: true })) return;
  const rule = ruleOf(CLEANROOMS_FIELDS, itemTemplate);
  value.forEach((item, index) => checkField(out, joinPath(path, index), item, rule));
}

function checkPaymentConfiguration(out: Issue[], path: string, value: unknown, complete: boolean): void {
  const payment = checkStructure(out, path, value, {
    required: complete,
    known: ['queryCompute', 'machineLearning', 'jobCompute'],
  });
  if (payment === undefined) return;
  checkIsResponsible(out, path, payment, 'queryCompute', complete, 'paymentConfiguration.queryCompute');
  checkIsResponsible(out, path, payment, 'jobCompute', false, 'paymentConfiguration.jobCompute');
  const mlPath = joinPath(path, 'machineLearning');
  const ml = checkStructure(out, mlPath, payment.machineLearning, { required: false, known: ML_PAYMENT_KEYS });
  if (ml === undefined) return;
  for (const key of ML_PAYMENT_KEYS)
    checkIsResponsible(out, mlPath, ml, key, false, `paymentConfiguration.machineLearning.${key}`);
}

function checkIsResponsible(
  out: Issue[],
  parentPath: string,
  parent: Record<string, unknown>,
  key: string,
  required: boolean,
  template: string,
): void {
  const path = joinPath(parentPath, key);
  const config = checkStructure(out, path, parent[key], { required, known: ['isResponsible'] });
  if (config !== undefined) checkLeaves(out, path, config, CLEANROOMS_FIELDS, template, ['isResponsible']);
}

export function validateGetCollaborationInput(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: ['collaborationIdentifier'] });
  if (request !== undefined) checkLeaves(out, '', request, CLEANROOMS_FIELDS, '', ['collaborationIdentifier']);
  return out;
}
