// loadDataset: JSON -> Dataset, validating every record with the domain validators and the payment rules. Every
// problem is collected with its JSON path and the file is rejected whole (DatasetError), never half-loaded.
import type { AppBundleSummary } from '../../domain/appfabric/types.js';
import type { ConnectorProfile } from '../../domain/appflow/types.js';
import { validateConnectorProfile } from '../../domain/appflow/validators.js';
import { applyPaymentRules, type MemberDraft } from '../../domain/cleanrooms/payment.js';
import { MEMBER_STATUSES, type CollaborationSummary, type MemberStatus } from '../../domain/cleanrooms/types.js';
import {
  CLEANROOMS_FIELDS,
  validateCollaborationIdentifier,
  validateMemberSummary,
} from '../../domain/cleanrooms/validators.js';
import { validateGithubSection } from '../../domain/ratelimits/callers.js';
import {
  checkEnum,
  checkField,
  checkList,
  checkString,
  checkStructure,
  checkTimestamp,
  ruleOf,
  toDate,
  type Issue,
} from '../../domain/validation.js';
import { cloneRecord } from '../clone.js';
import {
  ACCESS_KEY_ID_RULE,
  at,
  checkAccountId,
  checkAppBundleArn,
  checkCollaborationName,
  UniquenessCheck,
} from './sections.js';
import { DatasetError, type Dataset, type DatasetAwsCredential, type DatasetCollaboration } from './types.js';

const ROOT_KEYS = ['appBundles', 'collaborations', 'connectorProfiles', 'github', 'awsCredentials'] as const;
const COLLABORATION_KEYS = [
  'id',
  'name',
  'creatorAccountId',
  'members',
  'arn',
  'region',
  'creatorDisplayName',
  'createTime',
  'updateTime',
  'memberStatus',
  'membershipId',
  'membershipArn',
] as const;
const DEFAULT_REGION = 'us-east-1';

/** Builds a Dataset from parsed JSON, or throws a DatasetError listing every problem. */
export function loadDataset(json: unknown, source = 'dataset'): Dataset {
  const issues: Issue[] = [];
  const root = checkStructure(issues, '', json, { required: true, known: ROOT_KEYS });
  if (root === undefined) throw new DatasetError(source, issues);
  const dataset: Dataset = {
    appBundles: loadAppBundles(issues, root.appBundles),
    collaborations: loadCollaborations(issues, root.collaborations),
    connectorProfiles: loadConnectorProfiles(issues, root.connectorProfiles),
    github: loadGithub(issues, root.github),
    awsCredentials: loadAwsCredentials(issues, root.awsCredentials),
  };
  if (issues.length > 0) throw new DatasetError(source, issues);
  return dataset;
}

/** A section is optional; when present it must be a list. Returns its items, or [] after reporting. */
function section(issues: Issue[], path: string, value: unknown): unknown[] {
  if (value === undefined) return [];
  return checkList(issues, path, value, {}) ? value : [];
}

function loadAppBundles(issues: Issue[], value: unknown): AppBundleSummary[] {
  const arns = new UniquenessCheck('app bundle ARN');
  const uuids = new UniquenessCheck('app bundle UUID');
  const out: AppBundleSummary[] = [];
  section(issues, 'appBundles', value).forEach((item, i) => {
    const path = at('appBundles', i);
    const bundle = checkStructure(issues, path, item, { required: true, known: ['arn'] });
    if (bundle === undefined || !checkAppBundleArn(issues, at(path, 'arn'), bundle.arn)) return;
    const arn = bundle.arn as string;
    arns.check(issues, at(path, 'arn'), arn);
    uuids.check(issues, at(path, 'arn'), arn.slice(arn.lastIndexOf('/') + 1));
    out.push({ arn });
  });
  return out;
}

function loadCollaborations(issues: Issue[], value: unknown): DatasetCollaboration[] {
  const ids = new UniquenessCheck('collaboration id');
  const out: DatasetCollaboration[] = [];
  section(issues, 'collaborations', value).forEach((item, i) => {
    const loaded = loadCollaboration(issues, at('collaborations', i), item, ids);
    if (loaded !== undefined) out.push(loaded);
  });
  return out;
}

function loadCollaboration(
  issues: Issue[],
  path: string,
  value: unknown,
  ids: UniquenessCheck,
): DatasetCollaboration | undefined {
  const c = checkStructure(issues, path, value, { required: true, known: COLLABORATION_KEYS });
  if (c === undefined) return undefined;
  const before = issues.length;
  const idIssues = validateCollaborationIdentifier(c.id, at(path, 'id'));
  if (c.id === undefined) idIssues.push({ path: at(path, 'id'), rule: 'required', message: 'Member must not be null' });
  issues.push(...idIssues);
  if (idIssues.length === 0) ids.check(issues, at(path, 'id'), c.id as string);
  checkCollaborationName(issues, at(path, 'name'), c.name);
  const creatorIdOk = checkAccountId(issues, at(path, 'creatorAccountId'), c.creatorAccountId);
  if (c.region !== undefined)
    checkString(issues, at(path, 'region'), c.region, {
      min: 1,
      max: 32,
      pattern: /^[a-z]{2}(-[a-z]+)+-\d$/,
      patternText: 'a Region such as us-east-1',
    });
  if (c.arn !== undefined)
    checkString(issues, at(path, 'arn'), c.arn, {
      min: 1,
      max: 100,
      pattern: /^arn:aws(?:-[a-z]+)*:cleanrooms:[\w-]+:\d{12}:collaboration\/[\da-f-]+$/,
      patternText: 'a collaboration ARN',
    });
  if (c.creatorDisplayName !== undefined)
    checkField(issues, at(path, 'creatorDisplayName'), c.creatorDisplayName, ruleOf(CLEANROOMS_FIELDS, 'displayName'));
  for (const key of ['createTime', 'updateTime'] as const)
    if (c[key] !== undefined) checkTimestamp(issues, at(path, key), c[key]);
  if (c.memberStatus !== undefined) checkEnum(issues, at(path, 'memberStatus'), c.memberStatus, MEMBER_STATUSES);
  if (c.membershipId !== undefined)
    checkField(issues, at(path, 'membershipId'), c.membershipId, ruleOf(CLEANROOMS_FIELDS, 'membershipId'));
  if (c.membershipArn !== undefined)
    checkField(issues, at(path, 'membershipArn'), c.membershipArn, ruleOf(CLEANROOMS_FIELDS, 'membershipArn'));

  const membersPath = at(path, 'members');
  if (c.members === undefined) {
    issues.push({ path: membersPath, rule: 'required', message: 'Member must not be null' });
    return undefined;
  }
  if (!checkList(issues, membersPath, c.members, { min: 1 })) return undefined;
  const drafts: MemberDraft[] = [];
  const accounts = new UniquenessCheck('accountId');
  const memberships = new UniquenessCheck('membershipId');
  let membersValid = true;
  c.members.forEach((raw, j) => {
    const memberPath = at(membersPath, j);
    const memberIssues = validateMemberSummary(raw, memberPath);
    issues.push(...memberIssues);
    // Keys are checked for duplicates whenever the key itself is valid, even when another field of the record is not.
    checkUniqueKey(issues, accounts, memberIssues, raw, memberPath, 'accountId');
    checkUniqueKey(issues, memberships, memberIssues, raw, memberPath, 'membershipId');
    if (memberIssues.length > 0) {
      membersValid = false;
      return;
    }
    const draft = cloneRecord(raw) as MemberDraft & { createTime: unknown; updateTime: unknown };
    draft.createTime = toDate(draft.createTime)!;
    draft.updateTime = toDate(draft.updateTime)!;
    drafts.push(draft);
  });
  if (!membersValid) return undefined;
  const creator = drafts.find((m) => m.accountId === c.creatorAccountId);
  if (creator === undefined && creatorIdOk) {
    issues.push({
      path: at(path, 'creatorAccountId'),
      rule: 'mismatch',
      message: 'Member must be the accountId of one of the collaboration members',
    });
  }
  // The payment rules relate members to each other: only judged on a member list that is itself valid.
  const applied = applyPaymentRules(drafts, membersPath);
  issues.push(...applied.issues);
  if (issues.length > before || creator === undefined) return undefined;

  const region = (c.region as string | undefined) ?? DEFAULT_REGION;
  const memberStatus = (c.memberStatus as MemberStatus | undefined) ?? creator.status;
  let updated = creator.updateTime;
  for (const m of applied.members) if (m.updateTime > updated) updated = m.updateTime;
  const summary: CollaborationSummary = {
    id: c.id as string,
    arn:
      (c.arn as string | undefined) ??
      `arn:aws:cleanrooms:${region}:${creator.accountId}:collaboration/${c.id as string}`,
    name: c.name as string,
    creatorAccountId: creator.accountId,
    creatorDisplayName: (c.creatorDisplayName as string | undefined) ?? creator.displayName,
    createTime: c.createTime !== undefined ? toDate(c.createTime)! : new Date(creator.createTime.getTime()),
    updateTime: c.updateTime !== undefined ? toDate(c.updateTime)! : new Date(updated.getTime()),
    memberStatus,
  };
  const membershipId =
    (c.membershipId as string | undefined) ?? (memberStatus !== 'INVITED' ? creator.membershipId : undefined);
  const membershipArn =
    (c.membershipArn as string | undefined) ?? (memberStatus !== 'INVITED' ? creator.membershipArn : undefined);
  if (membershipId !== undefined) summary.membershipId = membershipId;
  if (membershipArn !== undefined) summary.membershipArn = membershipArn;
  return { summary, members: applied.members };
}

function loadConnectorProfiles(issues: Issue[], value: unknown): ConnectorProfile[] {
  const names = new UniquenessCheck('connectorProfileName');
  const arns = new UniquenessCheck('connectorProfileArn');
  const out: ConnectorProfile[] = [];
  section(issues, 'connectorProfiles', value).forEach((raw, i) => {
    const path = at('connectorProfiles', i);
    const problems = validateConnectorProfile(raw, path);
    issues.push(...problems);
    // Every top-level member is optional: a name or ARN is unique when given (and valid, whatever the rest).
    checkUniqueKey(issues, names, problems, raw, path, 'connectorProfileName');
    checkUniqueKey(issues, arns, problems, raw, path, 'connectorProfileArn');
    if (problems.length > 0) return;
    const profile = cloneRecord(raw) as ConnectorProfile & { createdAt?: unknown; lastUpdatedAt?: unknown };
    if (profile.createdAt !== undefined) profile.createdAt = toDate(profile.createdAt)!;
    if (profile.lastUpdatedAt !== undefined) profile.lastUpdatedAt = toDate(profile.lastUpdatedAt)!;
    out.push(profile);
  });
  return out;
}

/** Checks a record's key for duplicates when it is present and its own validation found nothing wrong with it. */
function checkUniqueKey(
  issues: Issue[],
  check: UniquenessCheck,
  recordIssues: readonly Issue[],
  record: unknown,
  recordPath: string,
  key: string,
): void {
  if (typeof record !== 'object' || record === null) return;
  const value = (record as Record<string, unknown>)[key];
  const path = at(recordPath, key);
  if (typeof value !== 'string' || recordIssues.some((issue) => issue.path === path)) return;
  check.check(issues, path, value);
}

function loadGithub(issues: Issue[], value: unknown): Dataset['github'] {
  if (value === undefined) return { callers: [] };
  issues.push(...validateGithubSection(value, 'github'));
  const callers = (value as { callers?: unknown }).callers;
  return { ...(value as object), callers: Array.isArray(callers) ? callers : [] };
}

function loadAwsCredentials(issues: Issue[], value: unknown): DatasetAwsCredential[] {
  const keyIds = new UniquenessCheck('accessKeyId');
  const out: DatasetAwsCredential[] = [];
  section(issues, 'awsCredentials', value).forEach((raw, i) => {
    const path = at('awsCredentials', i);
    const credential = checkStructure(issues, path, raw, { required: true, known: ['accessKeyId', 'secretAccessKey'] });
    if (credential === undefined) return;
    const idOk = checkString(issues, at(path, 'accessKeyId'), credential.accessKeyId, ACCESS_KEY_ID_RULE);
    const secretOk = checkString(issues, at(path, 'secretAccessKey'), credential.secretAccessKey, {
      min: 1,
      max: 1024,
    });
    if (idOk) keyIds.check(issues, at(path, 'accessKeyId'), credential.accessKeyId as string);
    if (!idOk || !secretOk) return;
    out.push({ accessKeyId: credential.accessKeyId as string, secretAccessKey: credential.secretAccessKey as string });
  });
  return out;
}
