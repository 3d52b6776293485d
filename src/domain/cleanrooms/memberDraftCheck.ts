// A quick yes to "is this dataset member valid?" for a million-member file: validateMemberSummary builds the JSON path
// of every field it checks and copies each list to find duplicates, which was most of the check thread's time. This
// answers true only when validateMemberSummary (draft mode) would find nothing, checking each leaf by the same
// rules (CLEANROOMS_FIELDS) but building no path; on anything else (a problem, or a shape it does not handle, such as
// a null member) it answers false and the caller runs validateMemberSummary for the issues.
import { checkField, ruleOf, type FieldRule, type Issue } from '../validation.js';
import { CLEANROOMS_FIELDS, WIRE_MEMBER_KEYS } from './validators.js';

const MEMBER_KEYS: ReadonlySet<string> = new Set(WIRE_MEMBER_KEYS);
/**
 * Yes-only shortcuts for the usual values of the leaves whose rules use a regular expression, checked code by code
 * (the regular expressions were a fifth of the check thread's time on a million members): a yes implies the rule's
 * yes; anything else (a tab or non-ASCII character in a name, an invalid value) is left to the rule itself.
 */
const USUAL: Readonly<Record<string, (value: unknown) => boolean>> = {
  accountId: (value) => typeof value === 'string' && value.length === 12 && isDigits(value),
  membershipId: isLowercaseUuid,
  displayName: isAsciiName,
};
const LEAVES: readonly (readonly [string, FieldRule, ((value: unknown) => boolean) | undefined])[] = [
  'accountId',
  'status',
  'displayName',
  'createTime',
  'updateTime',
  'membershipId',
  'membershipArn',
].map((key) => [key, ruleOf(CLEANROOMS_FIELDS, key), USUAL[key]] as const);
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
  for (const [key, rule, usual] of LEAVES) {
    const value = record[key];
    if (!usual?.(value) && !checkField(ignored, '', value, rule)) return false;
  }
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
  // for-in, not Object.keys (no array made per object): it also lists inherited enumerable keys, which can only turn
  // a yes into a no, and a no is checked again by the full validation.
  for (const key in value) if (!known.has(key)) return false;
  return true;
}

/** 12 digits (accountId: length 12, `^\d+$`). */
function isDigits(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** A lowercase UUID (membershipId: length 36, LOWERCASE_UUID_PATTERN). */
function isLowercaseUuid(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 36) return false;
  for (let i = 0; i < 36; i += 1) {
    const c = value.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/**
 * 1-100 printable ASCII characters, not all spaces: a displayName DISPLAY_NAME_PATTERN accepts (its `\s` lookahead
 * matches no ASCII printable character but the space).
 */
function isAsciiName(value: unknown): boolean {
  if (typeof value !== 'string' || value.length < 1 || value.length > 100) return false;
  let blank = true;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
    if (c !== 0x20) blank = false;
  }
  return !blank;
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
