// loadDataset: JSON -> Dataset, validating every record with the domain validators and the payment rules. Every
// problem is collected with its JSON path and the file is rejected whole (DatasetError), never half-loaded.
import { checkCollaborationSettings, COLLABORATION_SETTING_KEYS } from '../../domain/cleanrooms/writeValidators.js';
import type { AppAuthorization, AppBundleSummary } from '../../domain/appfabric/types.js';
import { validateAppAuthorization } from '../../domain/appfabric/validators.js';
import type { ConnectorProfile } from '../../domain/appflow/types.js';
import { validateConnectorProfile } from '../../domain/appflow/validators.js';
import { PaymentRules, type MemberDraft, type PaymentRulesState } from '../../domain/cleanrooms/payment.js';
import {
  MEMBER_STATUSES,
  type CollaborationSummary,
  type MemberStatus,
  type MemberSummary,
} from '../../domain/cleanrooms/types.js';
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
  timestampMs,
  toDate,
  type Issue,
} from '../../domain/validation.js';
import { defaultAccountOf, scopeKey, scopeOfArn } from '../callerScope.js';
import { cloneRecord } from '../clone.js';
import { PackedMembers, type PackedColumns } from '../packedMembers.js';
import { isValidMemberDraft } from '../../domain/cleanrooms/memberDraftCheck.js';
import { PackedKeyIndex } from './keyIndex.js';
import { FastMembers } from './fastMembers.js';
import { MemberFields, readMember, skipWhitespace } from './memberBytes.js';
import { KeyColumn, membershipIdKey, type SortedKeys } from './sortedKeys.js';
import {
  ACCESS_KEY_ID_RULE,
  at,
  checkAccountId,
  checkAppBundleArn,
  checkConnectorProfileArn,
  checkCollaborationName,
  UniquenessCheck,
} from './sections.js';
import { loadTags, type TaggedService } from './tags.js';
import { loadConfiguredTables, loadMemberships } from './cleanRoomsRecords.js';
import { DatasetError, type Dataset, type DatasetAwsCredential, type DatasetCollaboration } from './types.js';

const ROOT_KEYS = [
  'appBundles',
  'appAuthorizations',
  'collaborations',
  'connectorProfiles',
  'github',
  'awsCredentials',
  'defaultAccountId',
  'tags',
  'memberships',
  'configuredTables',
] as const;
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
  'analyticsEngine',
  'visibleToMembers',
  ...COLLABORATION_SETTING_KEYS,
] as const;
const DEFAULT_REGION = 'us-east-1';
const ACCOUNT_ID = /^\d{12}$/;
const NO_ISSUES: readonly Issue[] = [];

/**
 * What a `check` loader found over a list's members, for the `store` loader of the same list (file.ts): the issues,
 * the member each is about, and whether every member passed its own validation (duplicate keys aside).
 */
export interface CheckedMembers {
  issues: readonly Issue[];
  members: readonly number[];
  valid: boolean;
}

/** The members of the second half of a list, loaded by another thread (`split` mode), for the first half's loader. */
export interface MemberListHalf {
  columns: PackedColumns;
  payments: PaymentRulesState;
  latestUpdateMs: number;
  keys: SortedKeys;
}

/** Builds a Dataset from parsed JSON, or throws a DatasetError listing every problem. */
export function loadDataset(json: unknown, source = 'dataset'): Dataset {
  const issues: Issue[] = [];
  const root = checkStructure(issues, '', json, { required: true, known: ROOT_KEYS });
  if (root === undefined) throw new DatasetError(source, issues);
  const appBundles = loadAppBundles(issues, root.appBundles);
  const appAuthorizations = loadAppAuthorizations(issues, root.appAuthorizations, appBundles);
  const collaborations = loadCollaborations(issues, root.collaborations);
  // Where a profile without an ARN lives (an invalid defaultAccountId is reported below, in its place).
  const defaultAccountId = defaultAccountOf({
    collaborations,
    appBundles,
    connectorProfiles: Array.isArray(root.connectorProfiles)
      ? (root.connectorProfiles as unknown[]).filter((p): p is ConnectorProfile => typeof p === 'object' && p !== null)
      : [],
    ...(typeof root.defaultAccountId === 'string' ? { defaultAccountId: root.defaultAccountId } : {}),
  });
  const dataset: Dataset = {
    appBundles,
    appAuthorizations,
    collaborations,
    connectorProfiles: loadConnectorProfiles(issues, root.connectorProfiles, defaultAccountId),
    github: loadGithub(issues, root.github),
    awsCredentials: loadAwsCredentials(issues, root.awsCredentials),
  };
  const memberships = loadMemberships(issues, root.memberships, dataset.collaborations);
  if (memberships !== undefined) dataset.memberships = memberships;
  const configuredTables = loadConfiguredTables(issues, root.configuredTables);
  if (configuredTables !== undefined) dataset.configuredTables = configuredTables;
  if (root.defaultAccountId !== undefined && checkAccountId(issues, 'defaultAccountId', root.defaultAccountId))
    dataset.defaultAccountId = root.defaultAccountId as string;
  const tags = loadTags(issues, root.tags, taggedServiceOf(dataset));
  if (tags !== undefined) dataset.tags = tags;
  if (issues.length > 0) throw new DatasetError(source, issues);
  return dataset;
}

/**
 * Which service holds the resource an ARN names, among the dataset's records. The index is built on the first
 * question, so a dataset without tags (a large one, most often) pays nothing for it.
 */
function taggedServiceOf(dataset: Dataset): (arn: string) => TaggedService | undefined {
  let services: Map<string, TaggedService> | undefined;
  return (arn) => {
    if (services === undefined) {
      services = new Map();
      for (const b of dataset.appBundles) services.set(b.arn, 'appfabric');
      for (const a of dataset.appAuthorizations ?? []) services.set(a.appAuthorizationArn, 'appfabric');
      for (const c of dataset.collaborations) services.set(c.summary.arn, 'cleanrooms');
      for (const m of dataset.memberships ?? []) services.set(m.arn, 'cleanrooms');
      for (const t of dataset.configuredTables ?? []) services.set(t.arn, 'cleanrooms');
      for (const p of dataset.connectorProfiles)
        if (p.connectorProfileArn) services.set(p.connectorProfileArn, 'appflow');
    }
    return services.get(arn);
  };
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

/** AppAuthorization records in wire shape (never a credential: the record has none), each of a listed bundle. */
function loadAppAuthorizations(issues: Issue[], value: unknown, bundles: AppBundleSummary[]): AppAuthorization[] {
  const known = new Set(bundles.map((b) => b.arn));
  const arns = new UniquenessCheck('appAuthorizationArn');
  const out: AppAuthorization[] = [];
  section(issues, 'appAuthorizations', value).forEach((raw, i) => {
    const path = at('appAuthorizations', i);
    const problems = validateAppAuthorization(raw, path);
    issues.push(...problems);
    if (problems.length > 0) return;
    const record = cloneRecord(raw) as AppAuthorization;
    const bundleProblems: Issue[] = [];
    if (!known.has(record.appBundleArn))
      bundleProblems.push({
        path: at(path, 'appBundleArn'),
        rule: 'mismatch',
        message: `no app bundle ${record.appBundleArn} in appBundles`,
      });
    else if (!record.appAuthorizationArn.startsWith(`${record.appBundleArn}/appauthorization/`))
      bundleProblems.push({
        path: at(path, 'appAuthorizationArn'),
        rule: 'mismatch',
        message: `must be an authorization of its bundle (${record.appBundleArn}/appauthorization/<uuid>)`,
      });
    issues.push(...bundleProblems);
    if (bundleProblems.length > 0) return;
    arns.check(issues, at(path, 'appAuthorizationArn'), record.appAuthorizationArn);
    record.createdAt = toDate(record.createdAt)!;
    record.updatedAt = toDate(record.updatedAt)!;
    out.push(record);
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
  if (c.visibleToMembers !== undefined && typeof c.visibleToMembers !== 'boolean')
    issues.push({ path: at(path, 'visibleToMembers'), rule: 'type', message: 'Member must be true or false' });
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
  checkCollaborationSettings(issues, path, c);

  const membersPath = at(path, 'members');
  let list: MemberListLoader;
  if (c.members instanceof MemberListLoader) {
    // Members a file loader already read and checked one by one (src/engine/dataset/file.ts).
    list = c.members;
    if (list.count === 0) {
      checkList(issues, membersPath, [], { min: 1 });
      return undefined;
    }
  } else {
    if (c.members === undefined) {
      issues.push({ path: membersPath, rule: 'required', message: 'Member must not be null' });
      return undefined;
    }
    if (!checkList(issues, membersPath, c.members, { min: 1 })) return undefined;
    list = new MemberListLoader(membersPath);
    for (const raw of c.members) list.add(raw);
  }
  const loaded = list.finish();
  for (const issue of loaded.issues) issues.push(issue);
  if (loaded.members === undefined) return undefined;
  const creator = typeof c.creatorAccountId === 'string' ? loaded.byAccountId(c.creatorAccountId) : undefined;
  if (creator === undefined && creatorIdOk) {
    issues.push({
      path: at(path, 'creatorAccountId'),
      rule: 'mismatch',
      message: 'Member must be the accountId of one of the collaboration members',
    });
  }
  // The payment rules relate members to each other: only judged on a member list that is itself valid.
  for (const issue of loaded.paymentIssues) issues.push(issue);
  if (issues.length > before || creator === undefined) return undefined;

  const region = (c.region as string | undefined) ?? DEFAULT_REGION;
  const memberStatus = (c.memberStatus as MemberStatus | undefined) ?? creator.status;
  const summary: CollaborationSummary = {
    id: c.id as string,
    arn:
      (c.arn as string | undefined) ??
      `arn:aws:cleanrooms:${region}:${creator.accountId}:collaboration/${c.id as string}`,
    name: c.name as string,
    creatorAccountId: creator.accountId,
    creatorDisplayName: (c.creatorDisplayName as string | undefined) ?? creator.displayName,
    createTime: c.createTime !== undefined ? toDate(c.createTime)! : new Date(creator.createTime.getTime()),
    updateTime: c.updateTime !== undefined ? toDate(c.updateTime)! : new Date(loaded.latestUpdateMs),
    memberStatus,
  };
  const membershipId =
    (c.membershipId as string | undefined) ?? (memberStatus !== 'INVITED' ? creator.membershipId : undefined);
  const membershipArn =
    (c.membershipArn as string | undefined) ?? (memberStatus !== 'INVITED' ? creator.membershipArn : undefined);
  if (membershipId !== undefined) summary.membershipId = membershipId;
  if (membershipArn !== undefined) summary.membershipArn = membershipArn;
  // The rest of the model's Collaboration, as given (GetCollaboration answers it).
  for (const key of ['analyticsEngine', ...COLLABORATION_SETTING_KEYS])
    if (c[key] !== undefined) (summary as unknown as Record<string, unknown>)[key] = structuredClone(c[key]);
  return { summary, members: loaded.members, ...(c.visibleToMembers === true ? { visibleToMembers: true } : {}) };
}

/**
 * The members of one collaboration, checked and stored as they arrive: each is validated, its keys checked for
 * duplicates, fed to the payment rules and kept only in the engine's stored form (frozenMember), so a large list is
 * never held as parsed JSON, drafts and completed members at once. A file is read member by member into one of
 * these (file.ts); a JSON value's list is fed to one the same way. Once a member is invalid the list will be
 * rejected, so later members are still checked (every problem is reported) but no longer stored.
 */
export class MemberListLoader {
  count = 0;
  private readonly issues: Issue[] = [];
  /** In `check` mode: the member each of `issues` is about. */
  private readonly issueMembers: number[] = [];
  /** In `store` mode: the membership-ID duplicates, and the member each is about. */
  private readonly storedIssues: Issue[] = [];
  private readonly storedIssueMembers: number[] = [];
  private readonly members = new PackedMembers();
  private valid = true;
  /** In `store` mode: a member could not be stored (it is invalid; the checks made elsewhere say how). */
  private broken = false;
  private checkedElsewhere: CheckedMembers | undefined;
  private latestUpdateMs = -Infinity;
  private readonly accountIds = PackedKeyIndex.accountIds();
  private readonly membershipIds = PackedKeyIndex.uuids();
  /** In `split` mode: the membership IDs as numbers, sorted at the end to find duplicates (sortedKeys.ts). */
  private readonly membershipKeys = new KeyColumn();
  private readonly rules: PaymentRules;
  /** In `split` mode: the fast path of members given as bytes (addBytes), made on first use. */
  private fast: { fields: MemberFields; members: FastMembers } | undefined;

  /**
   * `mode`: `all` checks and stores each member; `check` only checks (validation and account-ID duplicates),
   * `store` stores and checks membership-ID duplicates, for a file whose members are checked by another thread at
   * the same time (file.ts): the checks' issues are then given with `setCheckedElsewhere` before `finish`. The
   * membership IDs are checked by the storing thread because the checking thread is the slower one; its duplicates
   * are right only when every member is valid, so file.ts loads a file with an invalid member on one thread (`all`).
   * `split` checks and stores each member, and only tells whether every member is valid and whether a key may repeat
   * (`sortedKeys`): a list loaded in two halves by two threads (splitLoad.ts), which is loaded another way when
   * anything is wrong with it.
   */
  constructor(
    private readonly path: string,
    private readonly mode: 'all' | 'check' | 'store' | 'split' = 'all',
  ) {
    this.rules = new PaymentRules(path);
  }

  add(raw: unknown): void {
    const index = this.count;
    this.count += 1;
    if (this.mode === 'split') {
      if (!this.valid) return;
      if (!isValidMemberDraft(raw) && validateMemberSummary(raw, at(this.path, index)).length > 0) {
        this.valid = false;
        return;
      }
      this.store(raw);
      const membershipId = (raw as { membershipId?: unknown }).membershipId;
      if (typeof membershipId === 'string') this.membershipKeys.push(membershipIdKey(membershipId));
      return;
    }
    if (this.mode !== 'store') {
      // The full validation (with paths) only for a member the quick check does not pass.
      const memberIssues = isValidMemberDraft(raw) ? NO_ISSUES : validateMemberSummary(raw, at(this.path, index));
      for (const issue of memberIssues) this.note(issue, index);
      // Keys are checked for duplicates whenever the key itself is valid, even when another field is not.
      this.checkUnique(this.accountIds, memberIssues, raw, index, 'accountId');
      if (this.mode === 'all') this.checkUnique(this.membershipIds, memberIssues, raw, index, 'membershipId');
      if (memberIssues.length > 0) this.valid = false;
      if (!this.valid || this.mode === 'check') return;
      this.store(raw);
      return;
    }
    if (this.broken) return;
    try {
      this.store(raw);
    } catch {
      // Not a valid member: the checks made elsewhere report it, and the list is not kept.
      this.broken = true;
      return;
    }
    // Stored, so valid as far as this thread can tell: used only when the checks elsewhere found every member valid.
    const membershipId = (raw as { membershipId?: unknown }).membershipId;
    if (typeof membershipId !== 'string') return;
    const first = this.membershipIds.firstOrAdd(membershipId, index);
    if (first === -1) return;
    this.storedIssues.push(this.duplicateIssue(index, first, 'membershipId'));
    this.storedIssueMembers.push(index);
  }

  /**
   * `split` mode: adds the members in `buf`, whole list elements joined by commas (the text between a list's
   * brackets, or part of it, from the start of an element). Returns where it stopped: `buf.length` when every
   * element was added, else the offset of the first element not added (one the reader cannot follow to its end, or
   * the text after a trailing comma), for the caller to parse the rest as text. A member the fast path cannot take
   * (fastMembers.ts) is parsed alone with JSON.parse and added as `add` adds it; a SyntaxError there is thrown.
   */
  addBytes(buf: Buffer): number {
    if (this.mode !== 'split') throw new Error('members are added as bytes in split mode only');
    const fast = (this.fast ??= { fields: new MemberFields(), members: new FastMembers() });
    const { fields } = fast;
    const end = buf.length;
    let at = 0;
    for (;;) {
      const next = readMember(buf, at, end, fields);
      if (next < 0) return at;
      const after = skipWhitespace(buf, next, end);
      if (after < end && buf[after] !== 0x2c) return at;
      // Once a member is invalid the list is loaded another way: the rest is only counted.
      if (!this.valid) this.count += 1;
      else if (!fields.plain || !this.addTaken(buf, fast.members.take(buf, fields))) this.addParsed(buf, at, next);
      if (after >= end) return end;
      if (after + 1 >= end) return after;
      at = after + 1;
    }
  }

  private addTaken(buf: Buffer, member: ReturnType<FastMembers['take']>): boolean {
    if (member === undefined) return false;
    this.count += 1;
    // The parts of a shape tell the payment rules the same each time: only the first is looked at.
    if (member.told) this.rules.countAlike();
    else this.rules.addAlike(member.like);
    if (member.updateMs > this.latestUpdateMs) this.latestUpdateMs = member.updateMs;
    const { accountId, nameAt, nameEnd, createMs, updateMs, membershipId, shapeId, arnPrefixId } = member;
    this.members.pushTaken(accountId, buf, nameAt, nameEnd, createMs, updateMs, membershipId, shapeId, arnPrefixId);
    if (membershipId !== undefined) this.membershipKeys.push(member.membershipKey);
    return true;
  }

  /** A member of `addBytes` the fast path could not take: parsed alone and added; the fast path learns from it. */
  private addParsed(buf: Buffer, from: number, to: number): void {
    const raw: unknown = JSON.parse(buf.toString('utf8', from, to));
    const row = this.members.length;
    this.add(raw);
    const { fast } = this;
    if (fast !== undefined && fast.fields.plain && this.valid && this.members.length === row + 1)
      fast.members.learn(buf, fast.fields, raw as MemberDraft, this.members, row);
  }

  /** What a `check` loader found over the same members (`store` mode). */
  setCheckedElsewhere(checked: CheckedMembers): void {
    this.checkedElsewhere = checked;
  }

  /** `split` mode: whether every member added so far is valid on its own. */
  get membersValid(): boolean {
    return this.valid;
  }

  /** `split` mode: the keys of the members added here, sorted, to find duplicates. */
  sortedKeys(): SortedKeys {
    return { accountIds: this.members.sortedAccountIds(), membershipIds: this.membershipKeys.sorted() };
  }

  /** `split` mode, every member valid: what the loader of the list's first half needs of this, its second half. */
  half(): MemberListHalf {
    return {
      columns: this.members.columns(),
      payments: this.rules.state(),
      latestUpdateMs: this.latestUpdateMs,
      keys: this.sortedKeys(),
    };
  }

  /** `split` mode: the list's second half (another loader's `half()`), after the members added here. */
  appendHalf(half: MemberListHalf): void {
    this.members.append(half.columns);
    this.rules.absorb(half.payments);
    this.count += half.columns.length;
    if (half.latestUpdateMs > this.latestUpdateMs) this.latestUpdateMs = half.latestUpdateMs;
  }

  /** What a `check` loader found, to hand to the `store` loader of the same list. */
  checkIssues(): CheckedMembers {
    return { issues: this.issues, members: this.issueMembers, valid: this.valid };
  }

  private note(issue: Issue, member: number): void {
    this.issues.push(issue);
    if (this.mode === 'check') this.issueMembers.push(member);
  }

  private duplicateIssue(index: number, first: number, key: 'accountId' | 'membershipId'): Issue {
    return {
      path: at(this.path, index, key),
      rule: 'unique',
      message: `Member must be unique: the same ${key} is already used at ${at(this.path, first, key)}`,
    };
  }

  private store(raw: unknown): void {
    const record = raw as MemberDraft & { createTime: unknown; updateTime: unknown };
    // Kept as epoch milliseconds (PackedMembers): no Date is made for a member until it is read.
    const createMs = timestampMs(record.createTime);
    const updateMs = record.updateTime === record.createTime ? createMs : timestampMs(record.updateTime);
    if (updateMs > this.latestUpdateMs) this.latestUpdateMs = updateMs;
    this.members.push(record, this.rules.addPayments(record), createMs, updateMs);
  }

  /** Checks a member's key for duplicates when it is present and its own validation found nothing wrong with it. */
  private checkUnique(
    seen: PackedKeyIndex,
    memberIssues: readonly Issue[],
    record: unknown,
    index: number,
    key: 'accountId' | 'membershipId',
  ): void {
    if (typeof record !== 'object' || record === null) return;
    const value = (record as Record<string, unknown>)[key];
    if (typeof value !== 'string') return;
    // Paths are built only when needed: a million members would otherwise build two million strings for nothing.
    if (memberIssues.length > 0) {
      const path = at(this.path, index, key);
      if (memberIssues.some((issue) => issue.path === path)) return;
    }
    // The key is valid here (no issue at its path), as PackedKeyIndex needs.
    const first = seen.firstOrAdd(value, index);
    if (first === -1) return;
    this.note(this.duplicateIssue(index, first, key), index);
  }

  /**
   * The members' own issues; when every member is valid, the stored members (payment rules applied), the issues of
   * the payment rules, and a lookup by account ID.
   */
  finish(): {
    issues: readonly Issue[];
    members?: PackedMembers;
    paymentIssues: readonly Issue[];
    latestUpdateMs: number;
    byAccountId(accountId: string): MemberSummary | undefined;
  } {
    const { members, accountIds } = this;
    let issues: readonly Issue[] = this.issues;
    let valid = this.valid;
    if (this.mode === 'store') {
      const checked = this.checkedElsewhere;
      if (checked === undefined) throw new Error('the members were not checked');
      if (!checked.valid) throw new Error('a list with invalid members is loaded on one thread');
      // In member order, a member's account-ID duplicate before its membership-ID one, as one thread reports them.
      issues = mergeByMember(checked.issues, checked.members, this.storedIssues, this.storedIssueMembers);
      valid = true;
      // Storing failed on a member the checks found valid: a defect, never a dataset to load half-checked.
      if (valid && this.broken) throw new Error('a member passed the checks but could not be stored');
    }
    // Its duplicate keys were looked for by the caller (sortedKeys), and the list loaded another way if any.
    if (this.mode === 'split' && !valid) throw new Error('a list with invalid members is loaded another way');
    const byAccountId = (accountId: string): MemberSummary | undefined => {
      // Without its own duplicate table (store and split modes), the one lookup of the creator is a scan of the packed IDs.
      // Every member is valid when this is asked, so a key of another shape matches none of them.
      if (!ACCOUNT_ID.test(accountId)) return undefined;
      const scan = this.mode === 'store' || this.mode === 'split';
      const index = scan ? members.indexOfAccountId(accountId) : accountIds.get(accountId);
      return index === -1 ? undefined : members.at(index);
    };
    if (!valid || this.mode === 'check')
      return { issues, paymentIssues: [], latestUpdateMs: this.latestUpdateMs, byAccountId };
    const applied = this.rules.finish();
    if (applied.payer !== undefined) members.replaceParts(applied.payer.index, applied.payer.member);
    return { issues, members, paymentIssues: applied.issues, latestUpdateMs: this.latestUpdateMs, byAccountId };
  }
}

/**
 * Connector profiles, each living in the Region and account of its ARN (us-east-1 and `defaultAccountId` without
 * one): a name is unique in one Region of one account, an ARN everywhere.
 */
function loadConnectorProfiles(issues: Issue[], value: unknown, defaultAccountId: string): ConnectorProfile[] {
  const names = new UniquenessCheck('connectorProfileName in one Region and account');
  const arns = new UniquenessCheck('connectorProfileArn');
  const out: ConnectorProfile[] = [];
  section(issues, 'connectorProfiles', value).forEach((raw, i) => {
    const path = at('connectorProfiles', i);
    const problems = validateConnectorProfile(raw, path);
    const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const arnPath = at(path, 'connectorProfileArn');
    if (typeof record.connectorProfileArn === 'string' && !problems.some((p) => p.path === arnPath))
      checkConnectorProfileArn(problems, arnPath, record.connectorProfileArn, record.connectorProfileName);
    issues.push(...problems);
    // Every top-level member is optional: a name or ARN is unique when given (and valid, whatever the rest).
    const namePath = at(path, 'connectorProfileName');
    if (typeof record.connectorProfileName === 'string' && !problems.some((p) => p.path === namePath)) {
      const where = scopeOfArn(
        problems.some((p) => p.path === arnPath) ? undefined : (record.connectorProfileArn as string | undefined),
        defaultAccountId,
      );
      names.check(issues, namePath, scopeKey(where, record.connectorProfileName));
    }
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
    const credential = checkStructure(issues, path, raw, {
      required: true,
      known: ['accessKeyId', 'secretAccessKey', 'accountId'],
    });
    if (credential === undefined) return;
    const idOk = checkString(issues, at(path, 'accessKeyId'), credential.accessKeyId, ACCESS_KEY_ID_RULE);
    const secretOk = checkString(issues, at(path, 'secretAccessKey'), credential.secretAccessKey, {
      min: 1,
      max: 1024,
    });
    const accountOk =
      credential.accountId === undefined || checkAccountId(issues, at(path, 'accountId'), credential.accountId);
    if (idOk) keyIds.check(issues, at(path, 'accessKeyId'), credential.accessKeyId as string);
    if (!idOk || !secretOk || !accountOk) return;
    out.push({
      accessKeyId: credential.accessKeyId as string,
      secretAccessKey: credential.secretAccessKey as string,
      ...(credential.accountId !== undefined ? { accountId: credential.accountId as string } : {}),
    });
  });
  return out;
}

/** Two issue lists, each in member order (`aMembers`, `bMembers`: the member of each issue), merged; `a` first on a tie. */
function mergeByMember(
  a: readonly Issue[],
  aMembers: readonly number[],
  b: readonly Issue[],
  bMembers: readonly number[],
): readonly Issue[] {
  if (b.length === 0) return a;
  const out: Issue[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 1) {
    while (j < b.length && bMembers[j]! < aMembers[i]!) out.push(b[j++]!);
    out.push(a[i]!);
  }
  while (j < b.length) out.push(b[j++]!);
  return out;
}
