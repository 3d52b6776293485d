// Validation of the dataset sections that no wire validator covers: app bundles, the collaboration wrapper and the
// emulator's access keys. Leaf rules come from the domain tables; the rules here are only what the engine needs to
// identify things (the app bundle ARN's region and UUID, uniqueness).
import { APP_AUTHORIZATION_FIELDS } from '../../domain/appfabric/validators.js';
import { CLEANROOMS_FIELDS, DISPLAY_NAME_PATTERN } from '../../domain/cleanrooms/validators.js';
import { checkField, checkString, joinPath, ruleOf, type Issue } from '../../domain/validation.js';

/** What the engine needs from an app bundle ARN: its Region (for the quota) and its UUID (lookup by UUID). */
export const APP_BUNDLE_ARN_PATTERN =
  /^arn:aws[\w-]*:appfabric:[a-z0-9-]+:\d{12}:appbundle\/[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

export function checkAppBundleArn(out: Issue[], path: string, value: unknown): boolean {
  if (!checkField(out, path, value, ruleOf(APP_AUTHORIZATION_FIELDS, 'appBundleArn'))) return false;
  return checkString(out, path, value, {
    pattern: APP_BUNDLE_ARN_PATTERN,
    patternText: 'arn:aws:appfabric:REGION:ACCOUNT:appbundle/UUID',
  });
}

/**
 * A dataset profile's ARN, when it has one: AppFlow's shape, whose Region and account are where the profile lives (a
 * caller of another Region or account does not see it) and whose last part is the profile's name.
 */
export const CONNECTOR_PROFILE_ARN_SHAPE = /^arn:aws[\w-]*:appflow:[a-z0-9-]+:\d{12}:connectorprofile\/(.+)$/;

/** Checks a dataset profile's ARN (already checked against the model's rule) against its name. */
export function checkConnectorProfileArn(out: Issue[], path: string, arn: string, name: unknown): boolean {
  const named = CONNECTOR_PROFILE_ARN_SHAPE.exec(arn)?.[1];
  if (named === undefined) {
    out.push({
      path,
      rule: 'pattern',
      message:
        'Member must be arn:aws:appflow:REGION:ACCOUNT:connectorprofile/NAME (ACCOUNT 12 digits): the Region and account the profile lives in',
    });
    return false;
  }
  if (typeof name === 'string' && named !== name) {
    out.push({
      path,
      rule: 'mismatch',
      message: `Member must end in connectorprofile/${name}, the profile's connectorProfileName`,
    });
    return false;
  }
  return true;
}

/** Collaboration names follow the same rule as member display names (1-100 printable characters). */
export function checkCollaborationName(out: Issue[], path: string, value: unknown): boolean {
  return checkString(out, path, value, {
    min: 1,
    max: 100,
    pattern: DISPLAY_NAME_PATTERN,
    patternText: 'printable characters and tab, not only whitespace',
  });
}

export function checkAccountId(out: Issue[], path: string, value: unknown): boolean {
  return checkField(out, path, value, ruleOf(CLEANROOMS_FIELDS, 'accountId'));
}

export const ACCESS_KEY_ID_RULE = {
  min: 16,
  max: 128,
  pattern: /^[A-Z0-9]+$/,
  patternText: 'upper-case letters and digits',
};

/** Records each value's first path; reports later duplicates at their own path, naming the first. */
export class UniquenessCheck {
  private readonly seen = new Map<string, string>();
  constructor(private readonly what: string) {}

  check(out: Issue[], path: string, value: string): void {
    const first = this.seen.get(value);
    if (first !== undefined) {
      out.push({
        path,
        rule: 'unique',
        message: `Member must be unique: the same ${this.what} is already used at ${first}`,
      });
    } else {
      this.seen.set(value, path);
    }
  }
}

export function at(base: string, ...keys: (string | number)[]): string {
  return keys.reduce<string>((path, key) => joinPath(path, key), base);
}
