// AppFlow in memory: DescribeConnectorProfiles and the profile lifecycle (Create, Update, DeleteConnectorProfile).
// Every filter combination is answered from an index (by name, by type, by label, by type and label), all kept in
// the global insertion order, so a page costs O(log n + page) even over 100,000 profiles: no call scans.
// Every change goes through `save` and `remove` inside `write`, one transaction of the engine's store (the same
// journal authorizations use with `--state`), durable before the call returns.
// Credentials are checked and dropped: a profile keeps only a generated credentialsArn, and idempotent retries are
// compared through requestFingerprint.ts (the journal keeps a SHA-256 of the non-secret parameters only; the
// credentials' HMAC is keyed by this process and stays in memory), so nothing kept can confirm a guessed secret.
import { randomUUID } from 'node:crypto';
import type {
  ConnectorProfile,
  ConnectorType,
  CreateConnectorProfileRequest,
  CreateConnectorProfileResponse,
  DeleteConnectorProfileRequest,
  DeleteConnectorProfileResponse,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
  UpdateConnectorProfileRequest,
  UpdateConnectorProfileResponse,
} from '../domain/appflow/types.js';
import {
  validateAppFlowResourceArnRequest,
  validateAppFlowTagResourceRequest,
  validateAppFlowUntagResourceRequest,
  APPFLOW_TAGS_SIZE,
  type AppFlowListTagsForResourceResponse,
  type AppFlowResourceArnRequest,
  type AppFlowTagResourceRequest,
  type AppFlowTagsResponse,
  type AppFlowUntagResourceRequest,
} from '../domain/appflow/tags.js';
import {
  validateConnectorProfile,
  validateCreateConnectorProfileRequest,
  validateDeleteConnectorProfileRequest,
  validateDescribeConnectorProfilesRequest,
  validateUpdateConnectorProfileRequest,
} from '../domain/appflow/validators.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { ServiceError } from '../domain/errors.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { CallOptions, ConnectorProfilesPort } from '../service/ports.js';
import { cloneRecord } from './clone.js';
import { internalError } from './errors.js';
import { scopeDigest, type PageTokenCodec } from './pageTokens.js';
import {
  fingerprintOf,
  journaledFingerprint,
  replayedFingerprint,
  sameRequest,
  type RequestFingerprint,
} from './requestFingerprint.js';
import { ResourceTags, storedTagEntries, type TagEntries } from './resourceTags.js';
import { SequencedList } from './sequence.js';
import { createMemoryStore } from './store/memoryStore.js';
import { StoreWriter } from './store/storeWriter.js';
import { StateStoreError, type EngineStore, type StoredEvent } from './store/types.js';

/** Stored events of profiles: a profile created or changed (with its client token when created), or deleted. */
export const CONNECTOR_PROFILE_SAVED = 'connectorProfile.saved';
export const CONNECTOR_PROFILE_REMOVED = 'connectorProfile.removed';
/** The whole tag set of an AppFlow resource after a change. */
export const APPFLOW_TAGS_SET = 'appflow.tags';

/** Where created profiles live: the Region and account of their ARNs. */
export interface ProfileAccount {
  region: string;
  accountId: string;
}

export interface ProfileWrites {
  clock: Clock;
  newUuid: () => string;
  store: EngineStore;
  account: ProfileAccount;
}

interface IdempotencyEntry {
  fingerprint: RequestFingerprint;
  connectorProfileName: string;
}

/** The client token a create used, and what its request was (to compare retries with). */
interface CreatedBy {
  clientToken: string;
  fingerprint: RequestFingerprint;
}

/** AppFlow's documented default page size. */
export const DEFAULT_PROFILES_PAGE_SIZE = 20;

interface NamedEntry {
  seq: number;
  profile: ConnectorProfile;
}

export class EngineConnectorProfiles implements ConnectorProfilesPort {
  private readonly everything = new SequencedList<ConnectorProfile>();
  private readonly byName = new Map<string, NamedEntry>();
  private readonly byType = new Map<ConnectorType, SequencedList<ConnectorProfile>>();
  private readonly byLabel = new Map<string, SequencedList<ConnectorProfile>>();
  private readonly byTypeAndLabel = new Map<string, SequencedList<ConnectorProfile>>();
  private readonly byClientToken = new Map<string, IdempotencyEntry>();
  private readonly tags = new ResourceTags();
  private nextSeq = 0;
  /** Set while `write` runs: where `save` and `remove` record their events. */
  private readonly journal = new StoreWriter(() => this.writes.store, 'appflow', 'a connector profile');
  private readonly writes: ProfileWrites;

  constructor(
    profiles: readonly ConnectorProfile[],
    private readonly tokens: PageTokenCodec,
    writes?: Partial<ProfileWrites>,
  ) {
    for (const p of profiles) this.insert(p);
    this.writes = {
      clock: writes?.clock ?? systemClock,
      newUuid: writes?.newUuid ?? (() => randomUUID()),
      store: writes?.store ?? createMemoryStore(),
      account: writes?.account ?? { region: 'us-east-1', accountId: '111122223333' },
    };
  }

  /** Engine-only: adds one profile, validated like a dataset record (tests, datasets built in code). */
  addConnectorProfile(profile: ConnectorProfile): void {
    const issues: Issue[] = validateConnectorProfile(profile, 'profile');
    const name = profile.connectorProfileName;
    if (name !== undefined && this.byName.has(name)) {
      issues.push({
        path: 'profile.connectorProfileName',
        rule: 'unique',
        message: `Member ${name} is already the name of a profile`,
      });
    }
    assertValid('appflow', issues);
    this.insert(cloneRecord(profile));
  }

  /** Engine-only: the dataset's tags of one of this part's resources (where the engine starts, not a write). */
  seedTags(arn: string, tags: Readonly<Record<string, string>>): void {
    this.tags.set(arn, Object.entries(tags));
  }

  /** Engine-only: every tagged resource with its tags (the dataset dump). */
  tagSnapshot(): { resourceArn: string; tags: Record<string, string> }[] {
    return this.tags.all();
  }

  /** Engine-only: every profile, in insertion order (copies). */
  listAll(): ConnectorProfile[] {
    return this.everything.all().map(cloneRecord);
  }

  /** Engine-only: how many profiles are stored. */
  get size(): number {
    return this.everything.size;
  }

  async describe(
    input: DescribeConnectorProfilesRequest = {},
    options?: CallOptions,
  ): Promise<DescribeConnectorProfilesResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateDescribeConnectorProfilesRequest(input));
    this.journal.catchUp();
    const pageSize = input.maxResults ?? DEFAULT_PROFILES_PAGE_SIZE;
    const names = input.connectorProfileNames?.length ? [...new Set(input.connectorProfileNames)].sort() : undefined;
    const filter = { names: names ?? null, type: input.connectorType ?? null, label: input.connectorLabel ?? null };
    const binding = { kind: 'connectorProfiles' as const, scope: scopeDigest(filter) };
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appflow', [decoded.issue]);
      after = decoded.after;
    }
    const page = this.candidates(names, input.connectorType, input.connectorLabel).page(after, pageSize);
    const out: DescribeConnectorProfilesResponse = { connectorProfileDetails: page.items.map(cloneRecord) };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  async create(input: CreateConnectorProfileRequest, options?: CallOptions): Promise<CreateConnectorProfileResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateCreateConnectorProfileRequest(input));
    const fingerprint = this.fingerprint(input);
    // The check and the write are one store transaction: another process sharing the store cannot create the same
    // name in between.
    return this.journal.run(() => {
      const name = input.connectorProfileName;
      const existing = this.byName.get(name);
      const previous = input.clientToken === undefined ? undefined : this.byClientToken.get(input.clientToken);
      // A retry of the same request (same client token, same parameters) answers what the first one did.
      if (previous !== undefined && sameRequest(previous.fingerprint, fingerprint) && existing !== undefined)
        return arnOnly(existing.profile);
      if (existing !== undefined) throw profileConflict(name);
      const now = new Date(this.writes.clock.now());
      const record: ConnectorProfile = {
        connectorProfileArn: `${this.arnPrefix('appflow')}connectorprofile/${name}`,
        connectorProfileName: name,
        connectorType: input.connectorType,
        ...(input.connectorLabel !== undefined ? { connectorLabel: input.connectorLabel } : {}),
        connectionMode: input.connectionMode,
        ...(input.connectorProfileConfig.connectorProfileCredentials !== undefined
          ? { credentialsArn: this.credentialsArn(name, now) }
          : {}),
        connectorProfileProperties: cloneRecord(input.connectorProfileConfig.connectorProfileProperties),
        createdAt: now,
        lastUpdatedAt: now,
      };
      this.checkBuilt(record);
      this.save(record, input.clientToken === undefined ? undefined : { clientToken: input.clientToken, fingerprint });
      return arnOnly(record);
    });
  }

  async update(input: UpdateConnectorProfileRequest, options?: CallOptions): Promise<UpdateConnectorProfileResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateUpdateConnectorProfileRequest(input));
    return this.journal.run(() => {
      const entry = this.byName.get(input.connectorProfileName);
      if (entry === undefined) throw profileNotFound(input.connectorProfileName);
      // The properties and credentials key must be the profile's own type's, which only the stored profile knows.
      assertValid('appflow', validateUpdateConnectorProfileRequest(input, entry.profile.connectorType));
      const now = new Date(this.writes.clock.now());
      const record: ConnectorProfile = {
        ...cloneRecord(entry.profile),
        connectionMode: input.connectionMode,
        connectorProfileProperties: cloneRecord(input.connectorProfileConfig.connectorProfileProperties),
        lastUpdatedAt: now,
      };
      if (input.connectionMode === 'Public') delete record.privateConnectionProvisioningState;
      // New credentials replace the secret behind the same ARN; a profile that had none gets one.
      if (input.connectorProfileConfig.connectorProfileCredentials !== undefined && record.credentialsArn === undefined)
        record.credentialsArn = this.credentialsArn(input.connectorProfileName, now);
      this.checkBuilt(record);
      this.save(record);
      return arnOnly(record);
    });
  }

  async delete(input: DeleteConnectorProfileRequest, options?: CallOptions): Promise<DeleteConnectorProfileResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateDeleteConnectorProfileRequest(input));
    // No flow uses a profile here, so forceDelete changes nothing: the profile is deleted either way.
    await this.journal.run(() => {
      const entry = this.byName.get(input.connectorProfileName);
      if (entry === undefined) throw profileNotFound(input.connectorProfileName);
      this.remove(entry.profile);
    });
    return {};
  }

  // ---- tags ----------------------------------------------------------------------------------------------------

  async tagResource(input: AppFlowTagResourceRequest, options?: CallOptions): Promise<AppFlowTagsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateAppFlowTagResourceRequest(input));
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn);
      const next = this.tags.merged(input.resourceArn, Object.entries(input.tags));
      if (next.length > APPFLOW_TAGS_SIZE.max)
        throw validationError('appflow', [
          { path: 'tags', rule: 'size', message: `A resource can have at most ${APPFLOW_TAGS_SIZE.max} tags` },
        ]);
      this.setTags(input.resourceArn, next);
    });
    return {};
  }

  async untagResource(input: AppFlowUntagResourceRequest, options?: CallOptions): Promise<AppFlowTagsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateAppFlowUntagResourceRequest(input));
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn);
      this.setTags(input.resourceArn, this.tags.without(input.resourceArn, input.tagKeys));
    });
    return {};
  }

  async listTagsForResource(
    input: AppFlowResourceArnRequest,
    options?: CallOptions,
  ): Promise<AppFlowListTagsForResourceResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateAppFlowResourceArnRequest(input));
    this.journal.catchUp();
    this.findTaggable(input.resourceArn);
    return { tags: Object.fromEntries(this.tags.entries(input.resourceArn)) };
  }

  /** The one write path of tags: the resource's whole tag set after the change. */
  private setTags(arn: string, entries: TagEntries): void {
    this.journal.record({ type: APPFLOW_TAGS_SET, resourceArn: arn, entries });
    this.tags.set(arn, entries);
  }

  /** A connector profile that exists, by its ARN (flows are not kept here), else ResourceNotFoundException. */
  private findTaggable(arn: string): void {
    const name = /:connectorprofile\/(.+)$/.exec(arn)?.[1];
    const entry = name === undefined ? undefined : this.byName.get(name);
    if (entry !== undefined && entry.profile.connectorProfileArn === arn) return;
    throw new ServiceError({
      name: 'ResourceNotFoundException',
      service: 'appflow',
      httpStatus: 404,
      message: `No connector profile or flow with ARN ${arn} exists`,
    });
  }

  /** Replays a stored event (earlier runs at start, or another process sharing the store). */
  restore(event: StoredEvent): void {
    if (event.type === APPFLOW_TAGS_SET) {
      const entries = storedTagEntries(event.entries);
      if (typeof event.resourceArn !== 'string' || entries === undefined)
        throw new StateStoreError(`state ${this.writes.store.location}: a stored AppFlow tag set is not valid`);
      this.tags.set(event.resourceArn, entries);
      return;
    }
    if (event.type === CONNECTOR_PROFILE_REMOVED) {
      const entry = this.byName.get(String(event.connectorProfileName));
      if (entry !== undefined) this.applyRemove(entry.profile);
      return;
    }
    const stored = event.record as Record<string, unknown> | undefined;
    if (typeof stored !== 'object' || stored === null)
      throw new StateStoreError(`state ${this.writes.store.location}: a stored connector profile has no record`);
    const record = { ...stored } as Record<string, unknown>;
    for (const key of ['createdAt', 'lastUpdatedAt'] as const)
      if (typeof stored[key] === 'string') record[key] = new Date(stored[key]);
    const problems = validateConnectorProfile(record, 'connectorProfile');
    if (problems.length > 0 || typeof record.connectorProfileName !== 'string')
      throw new StateStoreError(
        `state ${this.writes.store.location}: a stored connector profile is not valid: ${validationError('appflow', problems).message}`,
      );
    const { clientToken } = event;
    const created =
      typeof clientToken === 'string' ? { clientToken, fingerprint: replayedFingerprint(event) } : undefined;
    this.applySave(record as ConnectorProfile, created);
  }

  /** The one write path of profiles: a new or changed record (with the client token that created it). */
  private save(record: ConnectorProfile, created?: CreatedBy): void {
    const journaled =
      created === undefined ? {} : { clientToken: created.clientToken, ...journaledFingerprint(created.fingerprint) };
    this.journal.record({ type: CONNECTOR_PROFILE_SAVED, record, ...journaled });
    this.applySave(record, created);
  }

  private remove(profile: ConnectorProfile): void {
    this.journal.record({ type: CONNECTOR_PROFILE_REMOVED, connectorProfileName: profile.connectorProfileName });
    this.applyRemove(profile);
  }

  private applySave(record: ConnectorProfile, created?: CreatedBy): void {
    const name = record.connectorProfileName!;
    if (created !== undefined)
      this.byClientToken.set(created.clientToken, { fingerprint: created.fingerprint, connectorProfileName: name });
    const existing = this.byName.get(name);
    if (existing === undefined) {
      this.insert(record);
      return;
    }
    const old = existing.profile;
    if (old.connectorType !== record.connectorType || old.connectorLabel !== record.connectorLabel) {
      // Another kind under the same name (a dataset changed between runs): it joins the end of the order.
      this.applyRemove(old);
      this.insert(record);
      return;
    }
    for (const list of this.listsOf(old)) list.replaceSeq(existing.seq, record);
    this.byName.set(name, { seq: existing.seq, profile: record });
  }

  private applyRemove(profile: ConnectorProfile): void {
    const name = profile.connectorProfileName!;
    const entry = this.byName.get(name);
    if (entry === undefined) return;
    for (const list of this.listsOf(entry.profile)) list.removeSeq(entry.seq);
    this.byName.delete(name);
    if (entry.profile.connectorProfileArn !== undefined) this.tags.delete(entry.profile.connectorProfileArn);
    // A client token that created it may create again.
    for (const [token, idem] of this.byClientToken) {
      if (idem.connectorProfileName === name) this.byClientToken.delete(token);
    }
  }

  /** Every index list a profile is in. */
  private listsOf(profile: ConnectorProfile): SequencedList<ConnectorProfile>[] {
    const lists = [this.everything];
    const { connectorType: type, connectorLabel: label } = profile;
    if (type !== undefined) lists.push(indexed(this.byType, type));
    if (label !== undefined) {
      lists.push(indexed(this.byLabel, label));
      if (type !== undefined) lists.push(indexed(this.byTypeAndLabel, typeAndLabel(type, label)));
    }
    return lists;
  }

  private checkBuilt(record: ConnectorProfile): void {
    const problems = validateConnectorProfile(record, 'connectorProfile');
    if (problems.length > 0)
      throw internalError(
        'appflow',
        `engine built an invalid profile: ${validationError('appflow', problems).message}`,
      );
  }

  private arnPrefix(service: string): string {
    return `arn:aws:${service}:${this.writes.account.region}:${this.writes.account.accountId}:`;
  }

  /** Where AppFlow keeps a profile's credentials: a Secrets Manager secret it names after the profile. */
  private credentialsArn(name: string, at: Date): string {
    const { accountId } = this.writes.account;
    const suffix = this.writes.newUuid().replace(/-/g, '').slice(0, 6);
    return `${this.arnPrefix('secretsmanager')}secret:appflow!${accountId}-${name}-${Math.floor(at.getTime() / 1000)}-${suffix}`;
  }

  /** Every parameter of a create in a canonical order, the credentials apart (see requestFingerprint.ts). */
  private fingerprint(input: CreateConnectorProfileRequest): Required<RequestFingerprint> {
    const parameters = canonicalJson([
      input.connectorProfileName,
      input.kmsArn ?? null,
      input.connectorType,
      input.connectorLabel ?? null,
      input.connectionMode,
      input.connectorProfileConfig.connectorProfileProperties,
    ]);
    return fingerprintOf(parameters, canonicalJson(input.connectorProfileConfig.connectorProfileCredentials ?? null));
  }

  /** The profiles matching every given filter (AND), in insertion order. */
  private candidates(
    names: string[] | undefined,
    type: ConnectorType | undefined,
    label: string | undefined,
  ): SequencedList<ConnectorProfile> {
    if (names !== undefined) {
      // At most 100 names: look each up and order them.
      const found = names
        .map((n) => this.byName.get(n))
        .filter((e): e is NamedEntry => e !== undefined)
        .filter(
          (e) =>
            (type === undefined || e.profile.connectorType === type) &&
            (label === undefined || e.profile.connectorLabel === label),
        )
        .sort((a, b) => a.seq - b.seq);
      const list = new SequencedList<ConnectorProfile>();
      for (const e of found) list.append(e.profile, e.seq);
      return list;
    }
    const empty = new SequencedList<ConnectorProfile>();
    if (type !== undefined && label !== undefined) return this.byTypeAndLabel.get(typeAndLabel(type, label)) ?? empty;
    if (type !== undefined) return this.byType.get(type) ?? empty;
    if (label !== undefined) return this.byLabel.get(label) ?? empty;
    return this.everything;
  }

  private insert(profile: ConnectorProfile): void {
    // A counter rather than the list's last number: a deleted profile's number is never given again, so a page
    // token taken before the delete still resumes after the right profile.
    const seq = this.nextSeq++;
    this.everything.append(profile, seq);
    if (profile.connectorProfileName !== undefined) this.byName.set(profile.connectorProfileName, { seq, profile });
    if (profile.connectorType !== undefined) indexed(this.byType, profile.connectorType).append(profile, seq);
    if (profile.connectorLabel !== undefined) {
      indexed(this.byLabel, profile.connectorLabel).append(profile, seq);
      if (profile.connectorType !== undefined) {
        indexed(this.byTypeAndLabel, typeAndLabel(profile.connectorType, profile.connectorLabel)).append(profile, seq);
      }
    }
  }
}

function indexed<K>(index: Map<K, SequencedList<ConnectorProfile>>, key: K): SequencedList<ConnectorProfile> {
  let list = index.get(key);
  if (list === undefined) {
    list = new SequencedList<ConnectorProfile>();
    index.set(key, list);
  }
  return list;
}

function typeAndLabel(type: ConnectorType, label: string): string {
  return `${type}\u0000${label}`;
}

function arnOnly(profile: ConnectorProfile): { connectorProfileArn?: string } {
  return profile.connectorProfileArn === undefined ? {} : { connectorProfileArn: profile.connectorProfileArn };
}

function profileConflict(name: string): ServiceError {
  return new ServiceError({
    name: 'ConflictException',
    service: 'appflow',
    httpStatus: 409,
    message: `Connector profile ${name} already exists`,
  });
}

function profileNotFound(name: string): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'appflow',
    httpStatus: 404,
    message: `Connector profile ${name} does not exist`,
  });
}

/** JSON with object keys sorted, so two equal requests digest alike whatever order their members came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
