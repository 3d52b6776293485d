// A quick yes to "is this dataset member valid?" for a million-member file: validateMemberSummary builds the JSON path
// of every field it checks and copies each list to find duplicates, which was most of the check thread's time. This
// answers true only when validateMemberSummary (draft mode) would find nothing, checking each leaf by the same
// rules (CLEANROOMS_FIELDS) but building no path; on anything else (a problem, or a shape it does not handle, such as
// a null member) it answers false and the caller runs validateMemberSummary for the issues.
import { checkField, ruleOf, type FieldRule, type Issue } from '../validation.js';
import { CLEANROOMS_FIELDS } from './validators.js';

const MEMBER_KEYS: ReadonlySet<string> = new Set([
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
]);
const LEAVES: readonly (readonly [string, FieldRule])[] = [
  'accountId',
  'status',
  'displayName',
  'createTime',
  'updateTime',
  'membershipId',
  'membershipArn',
].map((key) => [key, ruleOf(CLEANROOMS_FIELDS, key)] as const);
const ABILITY = ruleOf(CLEANROOMS_FIELDS, 'abilities[]');
const ML_ABILITY = ruleOf(CLEANROOMS_FIELDS, 'mlAbilities.customMLMemberAbilities[]');
const IS_RESPONSIBLE = ruleOf(CLEANROOMS_FIELDS, 'paymentConfiguration.queryCompute.isResponsible');
const PAYMENT_KEYS: ReadonlySet<string> = new Set(['queryCompute', 'machineLearning', 'jobCompute']);
const ML_PAYMENT_KEYS: ReadonlySet<string> = new Set(['modelTraining', 'modelInference', 'syntheticDataGeneration']);

/** Issues of the leaf checks, never read: a check that fails answers false at once. */
const ignored: Issue[] = [];

/** True only when validateMemberSummary(record, path) finds no issue (draft mode). */
export function isValidMemberDraft(record: unknown): boolean {
  ignored.length = 0;
  if (!isRecord(record) || !onlyKeys(record, MEMBER_KEYS)) return false;
  for (const [key, rule] of LEAVES) if (!checkField(ignored, '', record[key], rule)) return false;
  if (!isEnumSet(record.abilities, ABILITY)) return false;
  const ml = record.mlAbilities;
  if (ml !== undefined) {
    if (!isRecord(ml) || !onlyKeys(ml, ML_ABILITY_KEYS) || !isEnumSet(ml.customMLMemberAbilities, ML_ABILITY))
      return false;
  }
  const payment = record.paymentConfiguration;
  if (payment === undefined) return true;
  if (!isRecord(payment) || !onlyKeys(payment, PAYMENT_KEYS)) return false;
  if (!isResponsibility(payment.queryCompute) || !isResponsibility(payment.jobCompute)) return false;
  const machineLearning = payment.machineLearning;
  if (machineLearning === undefined) return true;
  if (!isRecord(machineLearning) || !onlyKeys(machineLearning, ML_PAYMENT_KEYS)) return false;
  for (const key of ML_PAYMENT_KEYS) if (!isResponsibility(machineLearning[key])) return false;
  return true;
}

const ML_ABILITY_KEYS: ReadonlySet<string> = new Set(['customMLMemberAbilities']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKeys(value: Record<string, unknown>, known: ReadonlySet<string>): boolean {
  for (const key of Object.keys(value)) if (!known.has(key)) return false;
  return true;
}

/** A list of distinct values of the enum `rule` (strings: distinct as JSON text exactly when distinct). */
function isEnumSet(value: unknown, rule: FieldRule): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) {
    const item: unknown = value[i];
    if (typeof item !== 'string' || !checkField(ignored, '', item, rule)) return false;
    for (let j = 0; j < i; j += 1) if (value[j] === item) return false;
  }
  return true;
}

/** An absent IsResponsible, or one with only a boolean `isResponsible`. */
function isResponsibility(value: unknown): boolean {
  if (value === undefined) return true;
  return (
    isRecord(value) &&
    onlyKeys(value, IS_RESPONSIBLE_KEYS) &&
    checkField(ignored, '', value.isResponsible, IS_RESPONSIBLE)
  );
}

const IS_RESPONSIBLE_KEYS: ReadonlySet<string> = new Set(['isResponsible']);
