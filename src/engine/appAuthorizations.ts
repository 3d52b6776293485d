// AppFabric in memory: app bundles (create with idempotency and the one-per-Region quota, list, get, delete), the
// app authorization lifecycle (create with idempotency, list, get, connect, update, delete) and the tags of both.
// Every change goes through `save`, `remove`, `saveBundle`, `removeBundle` or `setTags`, inside `journal.run`: one
// transaction of the engine's store, which makes the change durable (with `--state`) before the call returns and
// first applies what other processes sharing the store wrote.
// The credential is never kept: idempotent retries are compared through requestFingerprint.ts (the journal keeps a
// SHA-256 of the non-secret parameters only; the credential's HMAC is keyed by this process and stays in memory).
// A bundle lives in the Region and account of its ARN, and its authorizations with it: a caller sees the bundles of
// its own account in its Region (callerScope.ts; every Region when it names none), and any other is unknown to it.
// Quotas count per Region and account, as AWS keeps them; client tokens per account (a caller that names no Region
// reaches the bundles of every Region: a token it used with one bundle is refused with another, as it was before
// Regions were kept apart).
import type {
  AppFabricListTagsForResourceResponse,
  AppFabricResourceArnRequest,
  AppFabricTagResourceRequest,
  AppFabricTagsResponse,
  AppFabricUntagResourceRequest,
  AppAuthorization,
  AppAuthorizationRequest,
  AppBundle,
  CreateAppBundleRequest,
  CreateAppBundleResponse,
  DeleteAppBundleRequest,
  DeleteAppBundleResponse,
  AppAuthorizationStatus,
  AppAuthorizationSummary,
  AppBundleSummary,
  ConnectAppAuthorizationRequest,
  ConnectAppAuthorizationResponse,
  CreateAppAuthorizationRequest,
  CreateAppAuthorizationResponse,
  DeleteAppAuthorizationResponse,
  GetAppAuthorizationResponse,
  GetAppBundleRequest,
  GetAppBundleResponse,
  ListAppAuthorizationsRequest,
  ListAppAuthorizationsResponse,
  ListAppBundlesRequest,
  ListAppBundlesResponse,
  UpdateAppAuthorizationRequest,
  UpdateAppAuthorizationResponse,
} from '../domain/appfabric/types.js';
import type { Clock } from '../domain/clock.js';
import {
  validateAppFabricResourceArnRequest,
  validateAppFabricTagResourceRequest,
  validateAppFabricUntagResourceRequest,
  validateCreateAppBundleRequest,
  validateDeleteAppBundleRequest,
  validateAppAuthorization,
  validateAppAuthorizationRequest,
  validateConnectAppAuthorizationRequest,
  validateCreateAppAuthorizationRequest,
  validateGetAppBundleRequest,
  validateListAppAuthorizationsRequest,
  validateUpdateAppAuthorizationRequest,
} from '../domain/appfabric/validators.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { AppAuthorizationsPort, CallOptions } from '../service/ports.js';
import { cloneRecord } from './clone.js';
import { checkAppBundleArn } from './dataset/sections.js';
import {
  appAuthorizationNotFound,
  APP_AUTHORIZATIONS_PER_REGION,
  appAuthorizationQuotaExceeded,
  appBundleInUse,
  appBundleNotFound,
  appBundleQuotaExceeded,
  appBundleTokenMismatch,
  appFabricResourceNotFound,
  idempotentParameterMismatch,
  internalError,
} from './errors.js';
import { sameScope, scopeKey, type CallerAccounts, type CallerScope } from './callerScope.js';
import { ResourceTags, storedTagEntries, type TagEntries } from './resourceTags.js';
import { validateBrowseRequest } from '../domain/browse.js';
import { PageTokenCodec } from './pageTokens.js';
import {
  fingerprintOf,
  journaledFingerprint,
  replayedFingerprint,
  sameRequest,
  type RequestFingerprint,
} from './requestFingerprint.js';
import { SequencedList } from './sequence.js';
import { StoreWriter } from './store/storeWriter.js';
import { StateStoreError, type EngineStore, type StoredEvent } from './store/types.js';

/** Stored events of authorizations: a record created or changed (with its client token when created), or deleted. */
export const APP_AUTHORIZATION_SAVED = 'appAuthorization.saved';
export const APP_AUTHORIZATION_REMOVED = 'appAuthorization.removed';
/** Stored events of bundles: one created (with its client token and request), or deleted. */
export const APP_BUNDLE_SAVED = 'appBundle.saved';
export const APP_BUNDLE_REMOVED = 'appBundle.removed';
/** The whole tag set of an AppFabric resource after a change. */
export const APPFABRIC_TAGS_SET = 'appfabric.tags';

/** AppFabric's documented limit of tags on one resource (TagList: at most 50). */
const TAGS_PER_RESOURCE = 50;

interface BundleEntry {
  arn: string;
  uuid: string;
  region: string;
  accountId: string;
  customerManagedKeyArn?: string;
}

/** The client token a bundle was created with, and its request (nothing secret: compared as it is). */
interface BundleToken {
  request: string;
  arn: string;
}

interface StoredAuthorization {
  /** Creation order: list pages resume after it. */
  seq: number;
  uuid: string;
  bundle: BundleEntry;
  record: AppAuthorization;
}

/** What ConnectAppAuthorization ends in when no fault is queued. */
export type ConnectFailure = Extract<AppAuthorizationStatus, 'ConnectionValidationFailed' | 'TokenAutoRotationFailed'>;

interface IdempotencyEntry {
  fingerprint: RequestFingerprint;
  record: AppAuthorization;
}

/** The client token a create used, and what its request was (to compare retries with). */
interface CreatedBy {
  clientToken: string;
  fingerprint: RequestFingerprint;
}

const DEFAULT_PAGE_SIZE = 50;

export class EngineAppAuthorizations implements AppAuthorizationsPort {
  private readonly bundles = new SequencedList<BundleEntry>();
  private readonly bundlesByArn = new Map<string, BundleEntry>();
  private readonly bundlesByUuid = new Map<string, BundleEntry>();
  private readonly byClientToken = new Map<string, IdempotencyEntry>();
  /** By ARN, in creation order. */
  private readonly records = new Map<string, StoredAuthorization>();
  private readonly arnByUuid = new Map<string, string>();
  /** Authorizations per Region and account (`scopeKey`), for the quota. */
  private readonly countByScope = new Map<string, number>();
  private readonly connectFailures: ConnectFailure[] = [];
  private readonly bundleTokens = new Map<string, BundleToken>();
  private readonly tags = new ResourceTags();
  private nextSeq = 0;
  /** Set while `write` runs: where `save` and `remove` record their events. */
  private readonly journal = new StoreWriter(() => this.store, 'appfabric', 'an authorization');

  constructor(
    bundleArns: readonly string[],
    private readonly clock: Clock,
    private readonly newUuid: () => string,
    private readonly store: EngineStore,
    private readonly tokens: PageTokenCodec,
    private readonly accounts: CallerAccounts,
    initial: readonly AppAuthorization[] = [],
  ) {
    // Dataset bundles and authorizations were validated when the dataset was loaded (or built by the demo). The
    // dataset's authorizations are where the engine starts, not writes: stored events replayed later change them.
    for (const arn of bundleArns) this.insertBundle(arn);
    for (const record of initial) {
      const bundle = this.bundlesByArn.get(record.appBundleArn);
      if (bundle === undefined) continue;
      const uuid = record.appAuthorizationArn.slice(record.appAuthorizationArn.lastIndexOf('/') + 1);
      this.applySave({ seq: this.nextSeq++, uuid, bundle, record: cloneRecord(record) });
    }
  }

  /** Engine-only: registers an app bundle (tests, datasets built in code); a known ARN is left as it is. */
  addAppBundle(arn: string): void {
    const issues: Issue[] = [];
    checkAppBundleArn(issues, 'arn', arn);
    assertValid('appfabric', issues);
    this.insertBundle(arn);
  }

  private insertBundle(arn: string, customerManagedKeyArn?: string): void {
    if (this.bundlesByArn.has(arn)) return;
    const entry: BundleEntry = {
      arn,
      uuid: arn.slice(arn.lastIndexOf('/') + 1),
      region: arn.split(':')[3] ?? '',
      accountId: arn.split(':')[4] ?? '',
      ...(customerManagedKeyArn !== undefined ? { customerManagedKeyArn } : {}),
    };
    this.bundles.push(entry);
    this.bundlesByArn.set(arn, entry);
    this.bundlesByUuid.set(entry.uuid, entry);
  }

  /** Engine-only: the dataset's tags of one of this part's resources (where the engine starts, not a write). */
  seedTags(arn: string, tags: Readonly<Record<string, string>>): void {
    this.tags.set(arn, Object.entries(tags));
  }

  /** Engine-only: every tagged resource with its tags (the dataset dump). */
  tagSnapshot(): { resourceArn: string; tags: Record<string, string> }[] {
    return this.tags.all();
  }

  /** Engine-only: the ARNs of every app bundle, in the order they were added. */
  bundleArns(): string[] {
    return this.bundles.all().map((b) => b.arn);
  }

  /** Engine-only: every authorization that exists, in creation order (copies). */
  listCreated(): AppAuthorization[] {
    return [...this.records.values()].map((e) => cloneRecord(e.record));
  }

  /** Engine-only (faults): the next `count` ConnectAppAuthorization calls end in `status` instead of Connected. */
  failNextConnects(status: ConnectFailure, count = 1): void {
    for (let i = 0; i < count; i += 1) this.connectFailures.push(status);
  }

  /** The one write path of authorizations: a new or changed record (with the client token that created it). */
  private save(entry: StoredAuthorization, created?: CreatedBy): void {
    const journaled =
      created === undefined ? {} : { clientToken: created.clientToken, ...journaledFingerprint(created.fingerprint) };
    this.journal.record({ type: APP_AUTHORIZATION_SAVED, record: entry.record, ...journaled });
    this.applySave(entry, created);
  }

  private applySave(entry: StoredAuthorization, created?: CreatedBy): void {
    const isNew = !this.records.has(entry.record.appAuthorizationArn);
    if (created !== undefined)
      this.byClientToken.set(tokenKey(entry.bundle, created.clientToken), {
        fingerprint: created.fingerprint,
        record: entry.record,
      });
    this.records.set(entry.record.appAuthorizationArn, entry);
    this.arnByUuid.set(entry.uuid, entry.record.appAuthorizationArn);
    const where = scopeKey(entry.bundle);
    if (isNew) this.countByScope.set(where, (this.countByScope.get(where) ?? 0) + 1);
  }

  /** The one delete path of authorizations. */
  private remove(entry: StoredAuthorization): void {
    this.journal.record({ type: APP_AUTHORIZATION_REMOVED, appAuthorizationArn: entry.record.appAuthorizationArn });
    this.applyRemove(entry);
  }

  /** Replays a stored event (earlier runs at start, or another process sharing the store). */
  restore(event: StoredEvent): void {
    if (event.type === APP_BUNDLE_SAVED || event.type === APP_BUNDLE_REMOVED || event.type === APPFABRIC_TAGS_SET) {
      this.restoreBundleOrTags(event);
      return;
    }
    if (event.type === APP_AUTHORIZATION_REMOVED) {
      const entry = this.records.get(String(event.appAuthorizationArn));
      if (entry !== undefined) this.applyRemove(entry);
      return;
    }
    const stored = event.record as Record<string, unknown> | undefined;
    if (typeof stored !== 'object' || stored === null)
      throw new StateStoreError(`state ${this.store.location}: a stored authorization has no record`);
    const record = {
      ...stored,
      createdAt: new Date(stored.createdAt as string),
      updatedAt: new Date(stored.updatedAt as string),
    } as AppAuthorization;
    const problems = validateAppAuthorization(record, 'appAuthorization');
    if (problems.length > 0)
      throw new StateStoreError(
        `state ${this.store.location}: a stored authorization is not valid: ${validationError('appfabric', problems).message}`,
      );
    const bundle = this.bundlesByArn.get(record.appBundleArn);
    // An authorization of a bundle the dataset no longer has cannot be reached: it is left out.
    if (bundle === undefined) return;
    const existing = this.records.get(record.appAuthorizationArn);
    const uuid = record.appAuthorizationArn.slice(record.appAuthorizationArn.lastIndexOf('/') + 1);
    const { clientToken } = event;
    const created =
      typeof clientToken === 'string' ? { clientToken, fingerprint: replayedFingerprint(event) } : undefined;
    this.applySave({ seq: existing?.seq ?? this.nextSeq++, uuid, bundle, record }, created);
  }

  private applyRemove(entry: StoredAuthorization): void {
    this.records.delete(entry.record.appAuthorizationArn);
    this.tags.delete(entry.record.appAuthorizationArn);
    this.arnByUuid.delete(entry.uuid);
    const where = scopeKey(entry.bundle);
    this.countByScope.set(where, Math.max((this.countByScope.get(where) ?? 1) - 1, 0));
    // A client token that created it may create again.
    for (const [token, idem] of this.byClientToken) {
      if (idem.record.appAuthorizationArn === entry.record.appAuthorizationArn) this.byClientToken.delete(token);
    }
  }

  async create(input: CreateAppAuthorizationRequest, options?: CallOptions): Promise<CreateAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    // Everything below is synchronous: concurrent calls with one client token cannot interleave between the
    // idempotency check and the insert.
    assertValid('appfabric', validateCreateAppAuthorizationRequest(input));
    const bundle = this.findBundle(input.appBundleIdentifier, this.accounts.scopeOf(options));
    if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);

    const fingerprint = this.fingerprint(bundle.arn, input);
    // The check and the write are one store transaction: another process sharing the store cannot slip a create
    // with the same client token in between.
    return this.journal.run(() => this.createChecked(input, bundle, fingerprint));
  }

  private createChecked(
    input: CreateAppAuthorizationRequest,
    bundle: BundleEntry,
    fingerprint: Required<RequestFingerprint>,
  ): CreateAppAuthorizationResponse {
    const clientToken = input.clientToken ?? this.newUuid();
    const previous = this.byClientToken.get(tokenKey(bundle, clientToken));
    if (previous !== undefined) {
      if (!sameRequest(previous.fingerprint, fingerprint))
        throw idempotentParameterMismatch(clientToken, previous.record.appAuthorizationArn);
      const current = this.records.get(previous.record.appAuthorizationArn)?.record ?? previous.record;
      return { appAuthorization: cloneRecord(current) };
    }
    const inRegion = this.countByScope.get(scopeKey(bundle)) ?? 0;
    if (inRegion >= APP_AUTHORIZATIONS_PER_REGION) throw appAuthorizationQuotaExceeded(bundle.region, bundle.arn);

    const now = this.clock.now();
    const uuid = this.newUuid();
    const record: AppAuthorization = {
      appAuthorizationArn: `${bundle.arn}/appauthorization/${uuid}`,
      appBundleArn: bundle.arn,
      app: input.app,
      tenant: { tenantIdentifier: input.tenant.tenantIdentifier, tenantDisplayName: input.tenant.tenantDisplayName },
      authType: input.authType,
      status: 'PendingConnect',
      createdAt: new Date(now),
      updatedAt: new Date(now),
      persona: 'admin',
    };
    const problems = validateAppAuthorization(record, 'appAuthorization');
    if (problems.length > 0)
      throw internalError(
        'appfabric',
        `engine built an invalid record: ${validationError('appfabric', problems).message}`,
      );

    this.save({ seq: this.nextSeq++, uuid, bundle, record }, { clientToken, fingerprint });
    if (input.tags !== undefined && input.tags.length > 0)
      this.setTags(
        record.appAuthorizationArn,
        input.tags.map((t) => [t.key, t.value]),
      );
    return { appAuthorization: cloneRecord(record) };
  }

  async list(input: ListAppAuthorizationsRequest, options?: CallOptions): Promise<ListAppAuthorizationsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateListAppAuthorizationsRequest(input));
    this.journal.catchUp();
    const bundle = this.findBundle(input.appBundleIdentifier, this.accounts.scopeOf(options));
    if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);
    const pageSize = input.maxResults ?? DEFAULT_PAGE_SIZE;
    const binding = { kind: 'appAuthorizations' as const, scope: bundle.arn, pageSize };
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appfabric', [decoded.issue]);
      after = decoded.after;
    }
    // At most 50 authorizations per Region (the quota): a scan costs less than an index per bundle.
    const matching = [...this.records.values()].filter((e) => e.bundle === bundle && e.seq > after);
    const page = matching.slice(0, pageSize);
    const out: ListAppAuthorizationsResponse = {
      appAuthorizationSummaryList: page.map((e) => summaryOf(e.record)),
    };
    if (matching.length > pageSize) out.nextToken = this.tokens.encode(binding, page[page.length - 1]!.seq);
    return out;
  }

  async get(input: AppAuthorizationRequest, options?: CallOptions): Promise<GetAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateAppAuthorizationRequest(input));
    this.journal.catchUp();
    return { appAuthorization: cloneRecord(this.findAuthorization(input, this.accounts.scopeOf(options)).record) };
  }

  async connect(
    input: ConnectAppAuthorizationRequest,
    options?: CallOptions,
  ): Promise<ConnectAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateConnectAppAuthorizationRequest(input));
    const scope = this.accounts.scopeOf(options);
    return this.journal.run(() => this.connectFound(input, scope));
  }

  private connectFound(input: ConnectAppAuthorizationRequest, scope: CallerScope): ConnectAppAuthorizationResponse {
    const entry = this.findAuthorization(input, scope);
    if (entry.record.authType === 'oauth2' && input.authRequest === undefined) {
      throw validationError('appfabric', [
        {
          path: 'authRequest',
          rule: 'required',
          message: 'Member is required when the app authorization uses oauth2',
        },
      ]);
    }
    // The authorization code is checked by the application in the real service and never kept here.
    const status: AppAuthorizationStatus = this.connectFailures.shift() ?? 'Connected';
    const record = { ...entry.record, status, updatedAt: new Date(this.clock.now()) };
    this.save({ ...entry, record });
    return { appAuthorizationSummary: summaryOf(record) };
  }

  async update(input: UpdateAppAuthorizationRequest, options?: CallOptions): Promise<UpdateAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateUpdateAppAuthorizationRequest(input));
    const scope = this.accounts.scopeOf(options);
    return this.journal.run(() => this.updateFound(input, scope));
  }

  private updateFound(input: UpdateAppAuthorizationRequest, scope: CallerScope): UpdateAppAuthorizationResponse {
    const entry = this.findAuthorization(input, scope);
    // The credential must match the authorization's authType, which only the stored record knows.
    assertValid('appfabric', validateUpdateAppAuthorizationRequest(input, entry.record.authType));
    const record: AppAuthorization = { ...entry.record, updatedAt: new Date(this.clock.now()) };
    if (input.tenant !== undefined) {
      record.tenant = {
        tenantIdentifier: input.tenant.tenantIdentifier,
        tenantDisplayName: input.tenant.tenantDisplayName,
      };
    }
    // New credentials have not been connected yet.
    if (input.credential !== undefined) record.status = 'PendingConnect';
    this.save({ ...entry, record });
    return { appAuthorization: cloneRecord(record) };
  }

  async delete(input: AppAuthorizationRequest, options?: CallOptions): Promise<DeleteAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateAppAuthorizationRequest(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => this.remove(this.findAuthorization(input, scope)));
    return {};
  }

  async getAppBundle(input: GetAppBundleRequest, options?: CallOptions): Promise<GetAppBundleResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateGetAppBundleRequest(input));
    this.journal.catchUp();
    const bundle = this.findBundle(input.appBundleIdentifier, this.accounts.scopeOf(options));
    if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);
    return { appBundle: bundleOf(bundle) };
  }

  // ---- app bundles ---------------------------------------------------------------------------------------------

  async createAppBundle(input: CreateAppBundleRequest, options?: CallOptions): Promise<CreateAppBundleResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateCreateAppBundleRequest(input));
    const scope = this.accounts.scopeOf(options);
    const keyArn = input.customerManagedKeyIdentifier?.startsWith('arn:')
      ? input.customerManagedKeyIdentifier
      : input.customerManagedKeyIdentifier === undefined
        ? undefined
        : `arn:aws:kms:${scope.region}:${scope.accountId}:key/${input.customerManagedKeyIdentifier}`;
    const tags: TagEntries = (input.tags ?? []).map((t) => [t.key, t.value]);
    // What makes a retry "the same request": where it creates, the key and the tags (as a set).
    const request = JSON.stringify([scope.region, scope.accountId, keyArn ?? null, [...tags].sort(compareTags)]);
    return this.journal.run(() => {
      const clientToken = input.clientToken ?? this.newUuid();
      const previous = this.bundleTokens.get(scopeKey(scope, clientToken));
      if (previous !== undefined) {
        const existing = this.bundlesByArn.get(previous.arn);
        if (previous.request !== request) throw appBundleTokenMismatch(clientToken, previous.arn);
        if (existing !== undefined) return { appBundle: bundleOf(existing) };
      }
      const taken = this.bundles.all().find((b) => b.region === scope.region && b.accountId === scope.accountId);
      if (taken !== undefined) throw appBundleQuotaExceeded(scope.region, taken.arn);
      const arn = `arn:aws:appfabric:${scope.region}:${scope.accountId}:appbundle/${this.freshBundleUuid()}`;
      this.saveBundle(arn, keyArn, { clientToken, request });
      if (tags.length > 0) this.setTags(arn, tags);
      return { appBundle: bundleOf(this.bundlesByArn.get(arn)!) };
    });
  }

  async deleteAppBundle(input: DeleteAppBundleRequest, options?: CallOptions): Promise<DeleteAppBundleResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateDeleteAppBundleRequest(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => {
      const bundle = this.findBundle(input.appBundleIdentifier, scope);
      if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);
      // AppFabric: "You must delete all associated app authorizations before you can delete an app bundle."
      const held = [...this.records.values()].filter((e) => e.bundle === bundle).length;
      if (held > 0) throw appBundleInUse(bundle.arn, held);
      this.journal.record({ type: APP_BUNDLE_REMOVED, arn: bundle.arn });
      this.applyRemoveBundle(bundle);
    });
    return {};
  }

  /** A bundle UUID no bundle has (a re-seeded generator repeats its IDs). */
  private freshBundleUuid(): string {
    for (;;) {
      const uuid = this.newUuid();
      if (!this.bundlesByUuid.has(uuid)) return uuid;
    }
  }

  private saveBundle(
    arn: string,
    customerManagedKeyArn: string | undefined,
    created: { clientToken: string; request: string },
  ): void {
    this.journal.record({
      type: APP_BUNDLE_SAVED,
      arn,
      ...(customerManagedKeyArn !== undefined ? { customerManagedKeyArn } : {}),
      clientToken: created.clientToken,
      request: created.request,
    });
    this.insertBundle(arn, customerManagedKeyArn);
    this.bundleTokens.set(scopeKey(this.bundlesByArn.get(arn)!, created.clientToken), {
      request: created.request,
      arn,
    });
  }

  private applyRemoveBundle(bundle: BundleEntry): void {
    this.bundles.remove(bundle);
    this.bundlesByArn.delete(bundle.arn);
    this.bundlesByUuid.delete(bundle.uuid);
    this.tags.delete(bundle.arn);
    // A client token that created it may create again.
    for (const [token, entry] of this.bundleTokens) if (entry.arn === bundle.arn) this.bundleTokens.delete(token);
  }

  private restoreBundleOrTags(event: StoredEvent): void {
    const bad = (what: string): StateStoreError =>
      new StateStoreError(`state ${this.store.location}: a stored ${what} is not valid`);
    if (event.type === APPFABRIC_TAGS_SET) {
      const entries = storedTagEntries(event.entries);
      if (typeof event.resourceArn !== 'string' || entries === undefined) throw bad('AppFabric tag set');
      this.tags.set(event.resourceArn, entries);
      return;
    }
    const arn = event.arn;
    const issues: Issue[] = [];
    if (typeof arn === 'string') checkAppBundleArn(issues, 'arn', arn);
    if (typeof arn !== 'string' || issues.length > 0) throw bad('app bundle');
    if (event.type === APP_BUNDLE_REMOVED) {
      const bundle = this.bundlesByArn.get(arn);
      if (bundle !== undefined) this.applyRemoveBundle(bundle);
      return;
    }
    const keyArn = typeof event.customerManagedKeyArn === 'string' ? event.customerManagedKeyArn : undefined;
    this.insertBundle(arn, keyArn);
    if (typeof event.clientToken === 'string' && typeof event.request === 'string')
      this.bundleTokens.set(scopeKey(this.bundlesByArn.get(arn)!, event.clientToken), { request: event.request, arn });
  }

  // ---- tags ----------------------------------------------------------------------------------------------------

  async tagResource(input: AppFabricTagResourceRequest, options?: CallOptions): Promise<AppFabricTagsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateAppFabricTagResourceRequest(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn, scope);
      const next = this.tags.merged(
        input.resourceArn,
        input.tags.map((t) => [t.key, t.value]),
      );
      if (next.length > TAGS_PER_RESOURCE)
        throw validationError('appfabric', [
          { path: 'tags', rule: 'size', message: `A resource can have at most ${TAGS_PER_RESOURCE} tags` },
        ]);
      this.setTags(input.resourceArn, next);
    });
    return {};
  }

  async untagResource(input: AppFabricUntagResourceRequest, options?: CallOptions): Promise<AppFabricTagsResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateAppFabricUntagResourceRequest(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => {
      this.findTaggable(input.resourceArn, scope);
      this.setTags(input.resourceArn, this.tags.without(input.resourceArn, input.tagKeys));
    });
    return {};
  }

  async listTagsForResource(
    input: AppFabricResourceArnRequest,
    options?: CallOptions,
  ): Promise<AppFabricListTagsForResourceResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateAppFabricResourceArnRequest(input));
    this.journal.catchUp();
    this.findTaggable(input.resourceArn, this.accounts.scopeOf(options));
    return { tags: this.tags.entries(input.resourceArn).map(([key, value]) => ({ key, value })) };
  }

  /** The one write path of tags: the resource's whole tag set after the change. */
  private setTags(arn: string, entries: TagEntries): void {
    this.journal.record({ type: APPFABRIC_TAGS_SET, resourceArn: arn, entries });
    this.tags.set(arn, entries);
  }

  /**
   * An app bundle or app authorization that exists in the caller's view (its bundle's Region and account), by its
   * ARN, else ResourceNotFoundException.
   */
  private findTaggable(arn: string, scope: CallerScope): void {
    const bundle = this.bundlesByArn.get(arn) ?? this.records.get(arn)?.bundle;
    if (bundle !== undefined && sameScope(bundle, scope)) return;
    throw appFabricResourceNotFound(arn);
  }

  /** The authorization both identifiers name, or ResourceNotFoundException (its bundle first). */
  private findAuthorization(input: AppAuthorizationRequest, scope: CallerScope): StoredAuthorization {
    const bundle = this.findBundle(input.appBundleIdentifier, scope);
    if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);
    const id = input.appAuthorizationIdentifier;
    const arn = id.startsWith('arn:') ? id : this.arnByUuid.get(id);
    const entry = arn === undefined ? undefined : this.records.get(arn);
    if (entry === undefined || entry.bundle !== bundle) throw appAuthorizationNotFound(id);
    return entry;
  }

  async listAppBundles(input?: ListAppBundlesRequest, options?: CallOptions): Promise<ListAppBundlesResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateBrowseRequest(input));
    this.journal.catchUp();
    const scope = this.accounts.scopeOf(options);
    const pageSize = input?.maxResults ?? DEFAULT_PAGE_SIZE;
    // A token lists on in the view it was issued for: another Region or account cannot resume it.
    const binding = { kind: 'appBundles' as const, scope: scope.anyRegion ? scopeKey(scope, '*') : scopeKey(scope) };
    let after = -1;
    if (input?.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appfabric', [decoded.issue]);
      after = decoded.after;
    }
    // One bundle per Region and account (the quota): the caller's are few, a scan costs less than an index.
    const seen: { bundle: BundleEntry; seq: number }[] = [];
    this.bundles.forEachSeq((bundle, seq) => {
      if (seq > after && sameScope(bundle, scope)) seen.push({ bundle, seq });
    });
    const page = seen.slice(0, pageSize);
    const out: ListAppBundlesResponse = {
      appBundleSummaryList: page.map(({ bundle }): AppBundleSummary => ({ arn: bundle.arn })),
    };
    if (seen.length > pageSize) out.nextToken = this.tokens.encode(binding, page[page.length - 1]!.seq);
    return out;
  }

  /** The bundle an ARN or UUID names, when the caller sees it (its Region and account), else undefined. */
  private findBundle(identifier: string, scope: CallerScope): BundleEntry | undefined {
    const bundle = identifier.startsWith('arn:')
      ? this.bundlesByArn.get(identifier)
      : this.bundlesByUuid.get(identifier);
    return bundle !== undefined && sameScope(bundle, scope) ? bundle : undefined;
  }

  /**
   * The parameters that make two requests "the same": the resolved bundle (so its ARN and its UUID are the same
   * bundle), app, authType, tenant, the tags as a set (absent == empty, order ignored), and the credential (kept
   * apart: see requestFingerprint.ts).
   */
  private fingerprint(bundleArn: string, input: CreateAppAuthorizationRequest): Required<RequestFingerprint> {
    const tags = [...(input.tags ?? [])]
      .map((t) => [t.key, t.value] as const)
      .sort((a, b) => (a[0] === b[0] ? compare(a[1], b[1]) : compare(a[0], b[0])));
    const parameters = JSON.stringify([
      bundleArn,
      input.app,
      input.authType,
      [input.tenant.tenantIdentifier, input.tenant.tenantDisplayName],
      tags,
    ]);
    return fingerprintOf(parameters, JSON.stringify(canonicalCredential(input.credential)));
  }
}

/** An authorization's client token is its account's (see the top of this file). */
function tokenKey(bundle: BundleEntry, clientToken: string): string {
  return `${bundle.accountId}\u0000${clientToken}`;
}

function bundleOf(bundle: BundleEntry): AppBundle {
  return {
    arn: bundle.arn,
    ...(bundle.customerManagedKeyArn !== undefined ? { customerManagedKeyArn: bundle.customerManagedKeyArn } : {}),
  };
}

function compareTags(a: readonly [string, string], b: readonly [string, string]): number {
  return a[0] === b[0] ? compare(a[1], b[1]) : compare(a[0], b[0]);
}

function summaryOf(record: AppAuthorization): AppAuthorizationSummary {
  return {
    appAuthorizationArn: record.appAuthorizationArn,
    appBundleArn: record.appBundleArn,
    app: record.app,
    tenant: { ...record.tenant },
    status: record.status,
    updatedAt: new Date(record.updatedAt),
  };
}

function canonicalCredential(credential: CreateAppAuthorizationRequest['credential']): unknown[] {
  if ('oauth2Credential' in credential)
    return ['oauth2', credential.oauth2Credential.clientId, credential.oauth2Credential.clientSecret];
  return ['apiKey', credential.apiKeyCredential.apiKey];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
