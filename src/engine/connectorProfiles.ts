// AppFlow in memory: DescribeConnectorProfiles and the profile lifecycle (Create, Update, DeleteConnectorProfile).
// A profile lives in the Region and account of its ARN (callerScope.ts): a caller sees its own account's profiles in
// its Region (in every Region when it names none), and a name is unique in one Region of one account.
// Every filter combination is answered from an index (by name, by type, by label, by type and label) of the caller's
// view, all kept in the global insertion order, so a page costs O(log n + page) even over 100,000 profiles: no call
// scans.
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
import {
  CallerAccounts,
  DEFAULT_REGION,
  FALLBACK_ACCOUNT_ID,
  sameScope,
  scopeKey,
  scopeOfArn,
  type CallerScope,
} from './callerScope.js';
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

export interface ProfileWrites {
  clock: Clock;
  newUuid: () => string;
  store: EngineStore;
  /** Which Region and account a call acts in, and the account of a dataset profile without an ARN. */
  accounts: CallerAccounts;
}

interface IdempotencyEntry {
  fingerprint: RequestFingerprint;
  /** The profile it created: `scopeKey(scope, name)`. */
  profileKey: string;
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
  /** Where the profile lives: the Region and account of its ARN. */
  place: Place;
}

/** One Region of one account: its profiles by name, its shelf, and its account's shelf of every Region. */
interface Place {
  scope: CallerScope;
  byName: Map<string, NamedEntry>;
  shelf: ProfileShelf;
  /**
   * Every Region of the account, once it has profiles in two (before, its only place's shelf is that view): most
   * datasets hold one Region of one account, and need not index every profile twice.
   */
  accountShelf?: ProfileShelf;
}

/** The indexes of one view (one Region of an account, or all its Regions), each in the global insertion order. */
class ProfileShelf {
  readonly everything = new SequencedList<ConnectorProfile>();
  private readonly byType = new Map<ConnectorType, SequencedList<ConnectorProfile>>();
  private readonly byLabel = new Map<string, SequencedList<ConnectorProfile>>();
  private readonly byTypeAndLabel = new Map<string, SequencedList<ConnectorProfile>>();

  /** Every list of this shelf a profile is in (created on demand). */
  listsOf(profile: ConnectorProfile): SequencedList<ConnectorProfile>[] {
    const lists = [this.everything];
    const { connectorType: type, connectorLabel: label } = profile;
    if (type !== undefined) lists.push(indexed(this.byType, type));
    if (label !== undefined) {
      lists.push(indexed(this.byLabel, label));
      if (type !== undefined) lists.push(indexed(this.byTypeAndLabel, typeAndLabel(type, label)));
    }
    return lists;
  }

  /** Adds a profile at the end of every list of this shelf it belongs in. */
  add(profile: ConnectorProfile, seq: number): void {
    for (const list of this.listsOf(profile)) list.append(profile, seq);
  }

  /** The profiles of the given type and label (either may be absent), in insertion order. */
  matching(type: ConnectorType | undefined, label: string | undefined): SequencedList<ConnectorProfile> | undefined {
    if (type !== undefined && label !== undefined) return this.byTypeAndLabel.get(typeAndLabel(type, label));
    if (type !== undefined) return this.byType.get(type);
    if (label !== undefined) return this.byLabel.get(label);
    return this.everything;
  }
}

/** The view of a caller that names no Region, in its page tokens: every Region of its account. */
const ALL_REGIONS = '*';

export class EngineConnectorProfiles implements ConnectorProfilesPort {
  /** Every profile, in insertion order (the dataset dump). */
  private readonly everything = new SequencedList<ConnectorProfile>();
  /** By `scopeKey(scope)`: a name is unique in one Region of one account. */
  private readonly places = new Map<string, Place>();
  /** The same, by the ARN text up to the account (`arn:aws:appflow:REGION:ACCOUNT`): placing a profile parses nothing. */
  private readonly placesByArn = new Map<string, Place>();
  /** The places of each account, in the order they were made. */
  private readonly placesByAccount = new Map<string, Place[]>();
  /** The Regions each account has held profiles in (a caller that names no Region looks a name up in each). */
  private readonly regionsByAccount = new Map<string, Set<string>>();
  /** By `scopeKey(scope, clientToken)`: a client token is the caller's Region's and account's. */
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
    this.writes = {
      clock: writes?.clock ?? systemClock,
      newUuid: writes?.newUuid ?? (() => randomUUID()),
      store: writes?.store ?? createMemoryStore(),
      accounts: writes?.accounts ?? new CallerAccounts(FALLBACK_ACCOUNT_ID, []),
    };
    for (const p of profiles) this.insert(p);
  }

  /** Engine-only: adds one profile, validated like a dataset record (tests, datasets built in code). */
  addConnectorProfile(profile: ConnectorProfile): void {
    const issues: Issue[] = validateConnectorProfile(profile, 'profile');
    const name = profile.connectorProfileName;
    if (name !== undefined && this.placeOfProfile(profile).byName.has(name)) {
      issues.push({
        path: 'profile.connectorProfileName',
        rule: 'unique',
        message: `Member ${name} is already the name of a profile in its Region and account`,
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
    const scope = this.writes.accounts.scopeOf(options);
    const pageSize = input.maxResults ?? DEFAULT_PROFILES_PAGE_SIZE;
    const names = input.connectorProfileNames?.length ? [...new Set(input.connectorProfileNames)].sort() : undefined;
    // The view is part of what a token resumes: another Region or account cannot use it.
    const filter = {
      view: scopeKey({ accountId: scope.accountId, region: scope.anyRegion ? ALL_REGIONS : scope.region }),
      names: names ?? null,
      type: input.connectorType ?? null,
      label: input.connectorLabel ?? null,
    };
    const binding = { kind: 'connectorProfiles' as const, scope: scopeDigest(filter) };
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appflow', [decoded.issue]);
      after = decoded.after;
    }
    const page = this.candidates(scope, names, input.connectorType, input.connectorLabel).page(after, pageSize);
    const out: DescribeConnectorProfilesResponse = { connectorProfileDetails: page.items.map(cloneRecord) };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  async create(input: CreateConnectorProfileRequest, options?: CallOptions): Promise<CreateConnectorProfileResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateCreateConnectorProfileRequest(input));
    const fingerprint = this.fingerprint(input);
    // Created in the caller's Region (us-east-1 when it names none) and account.
    const scope: CallerScope = { ...this.writes.accounts.scopeOf(options), anyRegion: false };
    // The check and the write are one store transaction: another process sharing the store cannot create the same
    // name in between.
    return this.journal.run(() => {
      const name = input.connectorProfileName;
      const existing = this.entry(scope, name);
      const previous =
        input.clientToken === undefined ? undefined : this.byClientToken.get(scopeKey(scope, input.clientToken));
      // A retry of the same request (same client token, same parameters) answers what the first one did.
      if (previous !== undefined && sameRequest(previous.fingerprint, fingerprint) && existing !== undefined)
        return arnOnly(existing.profile);
      if (existing !== undefined) throw profileConflict(name);
      const now = new Date(this.writes.clock.now());
      const record: ConnectorProfile = {
        connectorProfileArn: `${arnPrefix('appflow', scope)}connectorprofile/${name}`,
        connectorProfileName: name,
        connectorType: input.connectorType,
        ...(input.connectorLabel !== undefined ? { connectorLabel: input.connectorLabel } : {}),
        connectionMode: input.connectionMode,
        ...(input.connectorProfileConfig.connectorProfileCredentials !== undefined
          ? { credentialsArn: this.credentialsArn(scope, name, now) }
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
    const scope = this.writes.accounts.scopeOf(options);
    return this.journal.run(() => {
      const entry = this.named(input.connectorProfileName, scope);
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
        record.credentialsArn = this.credentialsArn(entry.place.scope, input.connectorProfileName, now);
      this.checkBuilt(record);
      this.save(record);
      return arnOnly(record);
    });
  }

  async delete(input: DeleteConnectorProfileRequest, options?: CallOptions): Promise<DeleteConnectorProfileResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateDeleteConnectorProfileRequest(input));
    const scope = this.writes.accounts.scopeOf(options);
    // No flow uses a profile here, so forceDelete changes nothing: the profile is deleted either way.
    await this.journal.run(() => {
      const entry = this.named(input.connectorProfileName, scope);
      if (entry === undefined) throw profileNotFound(input.connectorProfileName);
      this.remove(entry.profile);
    });
    return {};
  }

  // ---- tags ----------------------------------------------------------------------------------------------------

  async tagResource(input: AppFlowTagResourceRequest, options?: CallOptions): Promise<AppFlowTagsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateAppFlowTagResourceRequest(input));
    const scope = this.writes.accounts.scopeOf(options);
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn, scope);
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
    const scope = this.writes.accounts.scopeOf(options);
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn, scope);
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
    this.findTaggable(input.resourceArn, this.writes.accounts.scopeOf(options));
    return { tags: Object.fromEntries(this.tags.entries(input.resourceArn)) };
  }

  /** The one write path of tags: the resource's whole tag set after the change. */
  private setTags(arn: string, entries: TagEntries): void {
    this.journal.record({ type: APPFLOW_TAGS_SET, resourceArn: arn, entries });
    this.tags.set(arn, entries);
  }

  /**
   * A connector profile that exists in the caller's view (its Region and account), by its ARN (flows are not kept
   * here), else ResourceNotFoundException.
   */
  private findTaggable(arn: string, caller: CallerScope): void {
    const name = /:connectorprofile\/(.+)$/.exec(arn)?.[1];
    const kept = scopeOfArn(arn);
    const entry = name === undefined ? undefined : this.entry(kept, name);
    if (entry !== undefined && entry.profile.connectorProfileArn === arn && sameScope(kept, caller)) return;
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
      const entry = this.removedEntry(event);
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

  /**
   * The profile a stored delete names: by its ARN (the Region and account it lived in); a journal written before
   * profiles had Regions names only the profile, the first of that name.
   */
  private removedEntry(event: StoredEvent): NamedEntry | undefined {
    const name = String(event.connectorProfileName);
    if (typeof event.connectorProfileArn === 'string') return this.entry(scopeOfArn(event.connectorProfileArn), name);
    for (const place of this.places.values()) {
      const entry = place.byName.get(name);
      if (entry !== undefined) return entry;
    }
    return undefined;
  }

  /** The one write path of profiles: a new or changed record (with the client token that created it). */
  private save(record: ConnectorProfile, created?: CreatedBy): void {
    const journaled =
      created === undefined ? {} : { clientToken: created.clientToken, ...journaledFingerprint(created.fingerprint) };
    this.journal.record({ type: CONNECTOR_PROFILE_SAVED, record, ...journaled });
    this.applySave(record, created);
  }

  private remove(profile: ConnectorProfile): void {
    this.journal.record({
      type: CONNECTOR_PROFILE_REMOVED,
      connectorProfileName: profile.connectorProfileName,
      ...(profile.connectorProfileArn !== undefined ? { connectorProfileArn: profile.connectorProfileArn } : {}),
    });
    this.applyRemove(profile);
  }

  private applySave(record: ConnectorProfile, created?: CreatedBy): void {
    const place = this.placeOfProfile(record);
    const name = record.connectorProfileName!;
    if (created !== undefined)
      this.byClientToken.set(scopeKey(place.scope, created.clientToken), {
        fingerprint: created.fingerprint,
        profileKey: scopeKey(place.scope, name),
      });
    const existing = place.byName.get(name);
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
    for (const list of this.listsOf(old, place)) list.replaceSeq(existing.seq, record);
    place.byName.set(name, { seq: existing.seq, profile: record, place });
  }

  private applyRemove(profile: ConnectorProfile): void {
    const place = this.placeOfProfile(profile);
    const name = profile.connectorProfileName!;
    const entry = place.byName.get(name);
    if (entry === undefined) return;
    for (const list of this.listsOf(entry.profile, place)) list.removeSeq(entry.seq);
    place.byName.delete(name);
    const key = scopeKey(place.scope, name);
    if (entry.profile.connectorProfileArn !== undefined) this.tags.delete(entry.profile.connectorProfileArn);
    // A client token that created it may create again.
    for (const [token, idem] of this.byClientToken) {
      if (idem.profileKey === key) this.byClientToken.delete(token);
    }
  }

  /** Where a profile lives: the Region and account of its ARN; without one, us-east-1 and the default account. */
  private placeOfProfile(profile: ConnectorProfile): Place {
    const arn = profile.connectorProfileArn ?? '';
    const prefix = arn.slice(0, nthColon(arn, 5));
    let place = this.placesByArn.get(prefix);
    if (place === undefined) {
      place = this.place(scopeOfArn(profile.connectorProfileArn, this.writes.accounts.defaultAccountId));
      this.placesByArn.set(prefix, place);
    }
    return place;
  }

  /** The place of one Region of one account, made on first use. */
  private place(scope: Pick<CallerScope, 'region' | 'accountId'>): Place {
    const key = scopeKey(scope);
    let place = this.places.get(key);
    if (place !== undefined) return place;
    place = {
      scope: { region: scope.region, accountId: scope.accountId, anyRegion: false },
      byName: new Map(),
      shelf: new ProfileShelf(),
    };
    const siblings = this.placesByAccount.get(scope.accountId) ?? [];
    this.placesByAccount.set(scope.accountId, [...siblings, place]);
    if (siblings.length === 1) {
      // The account's second Region: its view of every Region becomes a shelf of its own, from the first's.
      const accountShelf = new ProfileShelf();
      siblings[0]!.shelf.everything.forEachSeq((profile, seq) => accountShelf.add(profile, seq));
      siblings[0]!.accountShelf = accountShelf;
    }
    const accountShelf = siblings[0]?.accountShelf;
    if (accountShelf !== undefined) place.accountShelf = accountShelf;
    this.places.set(key, place);
    let regions = this.regionsByAccount.get(scope.accountId);
    if (regions === undefined) {
      // us-east-1 first: where a caller that names no Region creates, so where it looks a name up first.
      regions = new Set([DEFAULT_REGION]);
      this.regionsByAccount.set(scope.accountId, regions);
    }
    regions.add(scope.region);
    return place;
  }

  /** The shelf of every Region of an account: its only place's, or the account's own once it has two. */
  private accountView(accountId: string): ProfileShelf | undefined {
    const places = this.placesByAccount.get(accountId);
    return places?.[0]?.accountShelf ?? places?.[0]?.shelf;
  }

  /** The profile of that name in one Region of one account. */
  private entry(scope: Pick<CallerScope, 'region' | 'accountId'>, name: string): NamedEntry | undefined {
    return this.places.get(scopeKey(scope))?.byName.get(name);
  }

  /**
   * The profile a name means to the caller: in its Region and account; a caller that names no Region finds it in
   * us-east-1 first, then in the Regions in the order the account first held profiles there.
   */
  private named(name: string, scope: CallerScope): NamedEntry | undefined {
    const here = this.entry(scope, name);
    if (here !== undefined || !scope.anyRegion) return here;
    for (const region of this.regionsByAccount.get(scope.accountId) ?? []) {
      const entry = this.entry({ accountId: scope.accountId, region }, name);
      if (entry !== undefined) return entry;
    }
    return undefined;
  }

  /** Every index list a profile is in: the whole order, and the shelves of its Region and of its account. */
  private listsOf(profile: ConnectorProfile, place: Place): SequencedList<ConnectorProfile>[] {
    return [this.everything, ...place.shelf.listsOf(profile), ...(place.accountShelf?.listsOf(profile) ?? [])];
  }

  private checkBuilt(record: ConnectorProfile): void {
    const problems = validateConnectorProfile(record, 'connectorProfile');
    if (problems.length > 0)
      throw internalError(
        'appflow',
        `engine built an invalid profile: ${validationError('appflow', problems).message}`,
      );
  }

  /** Where AppFlow keeps a profile's credentials: a Secrets Manager secret it names after the profile. */
  private credentialsArn(scope: CallerScope, name: string, at: Date): string {
    const suffix = this.writes.newUuid().replace(/-/g, '').slice(0, 6);
    return `${arnPrefix('secretsmanager', scope)}secret:appflow!${scope.accountId}-${name}-${Math.floor(at.getTime() / 1000)}-${suffix}`;
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

  /** The profiles in the caller's view matching every given filter (AND), in insertion order. */
  private candidates(
    scope: CallerScope,
    names: string[] | undefined,
    type: ConnectorType | undefined,
    label: string | undefined,
  ): SequencedList<ConnectorProfile> {
    if (names !== undefined) {
      // At most 100 names: look each up (in every Region of the account for a caller that names none) and order them.
      const regions = scope.anyRegion ? [...(this.regionsByAccount.get(scope.accountId) ?? [])] : [scope.region];
      const found = names
        .flatMap((n) => regions.map((region) => this.entry({ accountId: scope.accountId, region }, n)))
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
    const shelf = scope.anyRegion ? this.accountView(scope.accountId) : this.places.get(scopeKey(scope))?.shelf;
    return shelf?.matching(type, label) ?? new SequencedList<ConnectorProfile>();
  }

  private insert(profile: ConnectorProfile): void {
    // A counter rather than the list's last number: a deleted profile's number is never given again, so a page
    // token taken before the delete still resumes after the right profile.
    const seq = this.nextSeq++;
    const place = this.placeOfProfile(profile);
    this.everything.append(profile, seq);
    place.shelf.add(profile, seq);
    place.accountShelf?.add(profile, seq);
    if (profile.connectorProfileName !== undefined)
      place.byName.set(profile.connectorProfileName, { seq, profile, place });
  }
}

/** The index of the `n`th colon of `text` (its length when it has fewer): the end of an ARN's first `n` parts. */
function nthColon(text: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i += 1) {
    at = text.indexOf(':', at + 1);
    if (at === -1) return text.length;
  }
  return at;
}

function arnPrefix(service: string, scope: Pick<CallerScope, 'region' | 'accountId'>): string {
  return `arn:aws:${service}:${scope.region}:${scope.accountId}:`;
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
