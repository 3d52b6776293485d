// AppFabric in memory: app bundles and CreateAppAuthorization with idempotency.
// The credential is never kept: idempotent retries are compared through an HMAC of the request parameters under a
// per-engine random salt, so nothing stored can be turned back into the secret or checked against a guess offline.
import { createHmac } from 'node:crypto';
import type {
  AppAuthorization,
  AppBundleSummary,
  CreateAppAuthorizationRequest,
  CreateAppAuthorizationResponse,
  ListAppBundlesRequest,
  ListAppBundlesResponse,
} from '../domain/appfabric/types.js';
import type { Clock } from '../domain/clock.js';
import { validateAppAuthorization, validateCreateAppAuthorizationRequest } from '../domain/appfabric/validators.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { AppAuthorizationsPort, CallOptions } from '../service/ports.js';
import { cloneRecord } from './clone.js';
import { checkAppBundleArn } from './dataset/sections.js';
import {
  APP_AUTHORIZATIONS_PER_REGION,
  appAuthorizationQuotaExceeded,
  appBundleNotFound,
  idempotentParameterMismatch,
  internalError,
} from './errors.js';
import { validateBrowseRequest } from '../domain/browse.js';
import { PageTokenCodec } from './pageTokens.js';
import { SequencedList } from './sequence.js';

interface BundleEntry {
  arn: string;
  uuid: string;
  region: string;
}

interface IdempotencyEntry {
  /** HMAC-SHA256 (hex) of the canonical request parameters, credential included, under the engine's salt. */
  digest: string;
  record: AppAuthorization;
}

const DEFAULT_PAGE_SIZE = 50;

export class EngineAppAuthorizations implements AppAuthorizationsPort {
  private readonly bundles = new SequencedList<BundleEntry>();
  private readonly bundlesByArn = new Map<string, BundleEntry>();
  private readonly bundlesByUuid = new Map<string, BundleEntry>();
  private readonly byClientToken = new Map<string, IdempotencyEntry>();
  private readonly records: AppAuthorization[] = [];
  private readonly countByRegion = new Map<string, number>();

  constructor(
    bundleArns: readonly string[],
    private readonly clock: Clock,
    private readonly newUuid: () => string,
    private readonly salt: Buffer,
    private readonly tokens: PageTokenCodec,
  ) {
    // Dataset bundles were validated when the dataset was loaded (or built by the demo).
    for (const arn of bundleArns) this.insertBundle(arn);
  }

  /** Engine-only: registers an app bundle (tests, datasets built in code); a known ARN is left as it is. */
  addAppBundle(arn: string): void {
    const issues: Issue[] = [];
    checkAppBundleArn(issues, 'arn', arn);
    assertValid('appfabric', issues);
    this.insertBundle(arn);
  }

  private insertBundle(arn: string): void {
    if (this.bundlesByArn.has(arn)) return;
    const entry: BundleEntry = {
      arn,
      uuid: arn.slice(arn.lastIndexOf('/') + 1),
      region: arn.split(':')[3] ?? '',
    };
    this.bundles.push(entry);
    this.bundlesByArn.set(arn, entry);
    this.bundlesByUuid.set(entry.uuid, entry);
  }

  /** Engine-only: every authorization created so far, in creation order (copies). */
  listCreated(): AppAuthorization[] {
    return this.records.map(cloneRecord);
  }

  async create(input: CreateAppAuthorizationRequest, options?: CallOptions): Promise<CreateAppAuthorizationResponse> {
    options?.signal?.throwIfAborted();
    // Everything below is synchronous: concurrent calls with one client token cannot interleave between the
    // idempotency check and the insert.
    assertValid('appfabric', validateCreateAppAuthorizationRequest(input));
    const bundle = this.findBundle(input.appBundleIdentifier);
    if (bundle === undefined) throw appBundleNotFound(input.appBundleIdentifier);

    const digest = this.digest(bundle.arn, input);
    const clientToken = input.clientToken ?? this.newUuid();
    const previous = this.byClientToken.get(clientToken);
    if (previous !== undefined) {
      if (previous.digest !== digest)
        throw idempotentParameterMismatch(clientToken, previous.record.appAuthorizationArn);
      return { appAuthorization: cloneRecord(previous.record) };
    }
    const inRegion = this.countByRegion.get(bundle.region) ?? 0;
    if (inRegion >= APP_AUTHORIZATIONS_PER_REGION) throw appAuthorizationQuotaExceeded(bundle.region, bundle.arn);

    const now = this.clock.now();
    const record: AppAuthorization = {
      appAuthorizationArn: `${bundle.arn}/appauthorization/${this.newUuid()}`,
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

    this.byClientToken.set(clientToken, { digest, record });
    this.records.push(record);
    this.countByRegion.set(bundle.region, inRegion + 1);
    return { appAuthorization: cloneRecord(record) };
  }

  async listAppBundles(input?: ListAppBundlesRequest, options?: CallOptions): Promise<ListAppBundlesResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appfabric', validateBrowseRequest(input));
    const pageSize = input?.maxResults ?? DEFAULT_PAGE_SIZE;
    const binding = { kind: 'appBundles' as const, scope: 'all' };
    let after = -1;
    if (input?.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appfabric', [decoded.issue]);
      after = decoded.after;
    }
    const page = this.bundles.page(after, pageSize);
    const out: ListAppBundlesResponse = {
      appBundleSummaryList: page.items.map((b): AppBundleSummary => ({ arn: b.arn })),
    };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  private findBundle(identifier: string): BundleEntry | undefined {
    return identifier.startsWith('arn:') ? this.bundlesByArn.get(identifier) : this.bundlesByUuid.get(identifier);
  }

  /**
   * The parameters that make two requests "the same": the resolved bundle (so its ARN and its UUID are the same
   * bundle), app, authType, tenant, credential, and the tags as a set (absent == empty, order ignored).
   */
  private digest(bundleArn: string, input: CreateAppAuthorizationRequest): string {
    const tags = [...(input.tags ?? [])]
      .map((t) => [t.key, t.value] as const)
      .sort((a, b) => (a[0] === b[0] ? compare(a[1], b[1]) : compare(a[0], b[0])));
    const canonical = JSON.stringify([
      bundleArn,
      input.app,
      input.authType,
      [input.tenant.tenantIdentifier, input.tenant.tenantDisplayName],
      canonicalCredential(input.credential),
      tags,
    ]);
    return createHmac('sha256', this.salt).update(canonical).digest('hex');
  }
}

function canonicalCredential(credential: CreateAppAuthorizationRequest['credential']): unknown[] {
  if ('oauth2Credential' in credential)
    return ['oauth2', credential.oauth2Credential.clientId, credential.oauth2Credential.clientSecret];
  return ['apiKey', credential.apiKeyCredential.apiKey];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
