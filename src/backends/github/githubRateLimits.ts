// The GitHub backend of the rate-limit port: one Octokit per token (or one unauthenticated caller), each polling
// `GET /rate_limit` (free for primary) on the injected clock and timers, reading the x-ratelimit-* headers of every
// response, running its requests under the retry policy, and estimating its own secondary-limit usage.
import { systemClock, type Clock } from '../../domain/clock.js';
import { ServiceError } from '../../domain/errors.js';
import { DEFAULT_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS } from '../../domain/ratelimits/polling.js';
import type { RetryPolicyOptions } from '../../domain/ratelimits/retryPolicy.js';
import { validationError } from '../../domain/validation.js';
import type {
  CallerSnapshot,
  RateLimitCaller,
  RateLimitEvent,
  RateLimitsPort,
  Unsubscribe,
  WatchOptions,
} from '../../service/rateLimitsPort.js';
import { kindOfToken, tokenCaller, unauthenticatedCaller } from './callerIdentity.js';
import { CallerChannel, type GithubCallResult } from './callerChannel.js';
import { GITHUB_API_URL } from './octokitClient.js';
import { githubApiUrlFromEnv, githubHostOfApiUrl, isEnterpriseHost } from './hosts.js';
import { githubFetch, type GithubTrust } from './transport.js';
import type { FetchLike } from './observingFetch.js';
import { createRedactor } from './redact.js';
import { systemTimers, sleepOn, type TimerHandle, type Timers } from '../../domain/timers.js';
import { resolveGithubTokens, type GhTokenReader } from './tokens.js';
import { WatchHub } from './watchHub.js';

export { DEFAULT_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS };

export interface GithubRateLimitsOptions {
  /**
   * API root: `https://api.github.com`, `https://HOST/api/v3` (GHES), or the emulator's `http://HOST:PORT/api/v3`.
   * Default: GH_HOST's API root as gh derives it, else api.github.com.
   */
  baseUrl?: string;
  /**
   * Tokens to watch, one caller each; default the host's variables as gh reads them (GH_TOKEN / GITHUB_TOKEN, or
   * GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN for GHES), then `gh auth token --hostname HOST`.
   */
  tokens?: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  readGhToken?: GhTokenReader;
  /** How often each caller polls GET /rate_limit (default 15 s, at least 1 s). */
  pollIntervalMs?: number;
  /** Poll on the interval from the start (default). Off for one-shot readers, which call `refresh` or `request`. */
  poll?: boolean;
  clock?: Clock;
  timers?: Timers;
  fetch?: FetchLike;
  /** Certificates to trust in addition to the default roots, and the certificate check (default: AWS_CA_BUNDLE, on). */
  trust?: GithubTrust;
  /** `--cli-connect-timeout` in milliseconds (default 60 s, 0 = none); see src/backends/net/connectTimeout.ts. */
  connectTimeoutMs?: number;
  retryPolicy?: Partial<RetryPolicyOptions>;
  /** plugin-retry for 5xx and network failures; `{ enabled: false }` in tests. */
  transportRetry?: { enabled?: boolean; retries?: number; retryAfterBaseValue?: number };
  /** Where the backend's log lines go (already redacted); default: dropped (the explorer owns the terminal). */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}

export interface GithubRateLimits extends RateLimitsPort {
  readonly mode: 'github';
  /** The API root in use (never contains a token). */
  readonly baseUrl: string;
  /** What token resolution tried, for the header or the log; never contains a token. */
  readonly notes: readonly string[];
  /** A token setting this host ignores (see resolveGithubTokens); never contains a token. */
  readonly warnings: readonly string[];
  /** Polls every caller now; resolves when all have answered. */
  refresh(): Promise<void>;
  /** One API call as a caller, under the retry policy; its headers move that caller's gauges. */
  request(callerId: string, route: string, parameters?: Record<string, unknown>): Promise<GithubCallResult>;
}

/** `https://ghe.example.com` -> `https://ghe.example.com/api/v3` (the GHES API root); api.github.com and GHE.com tenants' `https://api.TENANT.ghe.com` stay as they are. */
export function normalizeGithubBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationError('github', [
      {
        path: 'baseUrl',
        rule: 'pattern',
        message: 'must be an absolute http or https URL, e.g. https://ghe.example.com/api/v3',
      },
    ]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw validationError('github', [{ path: 'baseUrl', rule: 'pattern', message: 'must use http or https' }]);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw validationError('github', [
      {
        path: 'baseUrl',
        rule: 'pattern',
        message: 'must not carry credentials, a query or a fragment (pass tokens separately)',
      },
    ]);
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '' && isEnterpriseHost(url.host)) return `${url.origin}/api/v3`;
  return `${url.origin}${path}`;
}

export async function createGithubRateLimits(options: GithubRateLimitsOptions = {}): Promise<GithubRateLimits> {
  const env = options.env ?? process.env;
  const baseUrl = normalizeGithubBaseUrl(options.baseUrl ?? githubApiUrlFromEnv(env) ?? GITHUB_API_URL);
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs < MIN_POLL_INTERVAL_MS) {
    throw validationError('github', [
      { path: 'pollIntervalMs', rule: 'range', message: `must be at least ${MIN_POLL_INTERVAL_MS} ms` },
    ]);
  }
  const resolution = await resolveGithubTokens({
    ...(options.tokens !== undefined ? { tokens: options.tokens } : {}),
    env,
    ghHostname: githubHostOfApiUrl(baseUrl),
    ...(options.readGhToken !== undefined ? { readGhToken: options.readGhToken } : {}),
  });
  const fetch = options.fetch ?? (await githubFetch(env, options.trust, options.connectTimeoutMs));
  return new GithubBackend(baseUrl, pollIntervalMs, resolution, env, { ...options, fetch });
}

class GithubBackend implements GithubRateLimits {
  readonly mode = 'github' as const;
  readonly notes: readonly string[];
  readonly warnings: readonly string[];
  private readonly channels: CallerChannel[] = [];
  private readonly byId = new Map<string, CallerChannel>();
  private readonly listeners = new Set<(event: RateLimitEvent) => void>();
  private readonly hub: WatchHub;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly abort = new AbortController();
  private readonly pollTimers = new Map<string, TimerHandle>();
  private closed = false;

  constructor(
    readonly baseUrl: string,
    private readonly pollIntervalMs: number,
    resolution: Awaited<ReturnType<typeof resolveGithubTokens>>,
    env: Readonly<Record<string, string | undefined>>,
    options: GithubRateLimitsOptions,
  ) {
    this.notes = resolution.notes;
    this.warnings = resolution.warnings ?? [];
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    const redact = createRedactor(resolution.tokens.map((t) => t.token));
    const log = options.log ?? (() => {});
    const sleep = sleepOn(this.timers);
    this.hub = new WatchHub(
      this.clock,
      this.timers,
      () => this.channels.map((c) => c.caller.id),
      (id) => this.channel(id).snapshot(),
    );
    const identities =
      resolution.tokens.length > 0
        ? resolution.tokens.map((t) => ({
            token: t.token as string | undefined,
            caller: tokenCaller(t.token, t.origin, kindOfToken(t.token, t.origin, env)),
          }))
        : [{ token: undefined, caller: unauthenticatedCaller(new URL(this.baseUrl).host) }];
    for (const { token, caller } of identities) {
      const channel = new CallerChannel({
        caller,
        token,
        baseUrl: this.baseUrl,
        clock: this.clock,
        sleep,
        signal: this.abort.signal,
        fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
        redact,
        log: (level, message) => log(level, redact(message)),
        retryPolicy: options.retryPolicy ?? {},
        transportRetry: options.transportRetry ?? {},
        onChange: () => this.hub.changed(caller.id),
        emit: (event) => this.emit(event),
      });
      this.channels.push(channel);
      this.byId.set(caller.id, channel);
      if (options.poll !== false) this.schedulePoll(channel, 0);
    }
  }

  private channel(callerId: string): CallerChannel {
    const channel = this.byId.get(callerId);
    if (channel === undefined) {
      throw new ServiceError({
        name: 'ResourceNotFoundException',
        service: 'github',
        httpStatus: 404,
        message: `No caller with id '${callerId}'`,
      });
    }
    return channel;
  }

  private schedulePoll(channel: CallerChannel, delayMs: number): void {
    if (this.closed) return;
    const handle = this.timers.setTimeout(() => {
      this.pollTimers.delete(channel.caller.id);
      void channel.poll().finally(() => this.schedulePoll(channel, this.pollIntervalMs));
    }, delayMs);
    this.pollTimers.set(channel.caller.id, handle);
  }

  private emit(event: RateLimitEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  async listCallers(): Promise<RateLimitCaller[]> {
    return this.channels.map((c) => ({ ...c.caller }));
  }

  async snapshot(callerId: string): Promise<CallerSnapshot> {
    return this.channel(callerId).snapshot();
  }

  watch(listener: (snapshots: CallerSnapshot[]) => void, options?: WatchOptions): Unsubscribe {
    return this.hub.watch(listener, options);
  }

  subscribe(listener: (event: RateLimitEvent) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async refresh(): Promise<void> {
    await Promise.all(this.channels.map((c) => c.poll()));
  }

  request(callerId: string, route: string, parameters?: Record<string, unknown>): Promise<GithubCallResult> {
    return this.channel(callerId).call(route, parameters);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const handle of this.pollTimers.values()) this.timers.clearTimeout(handle);
    this.pollTimers.clear();
    this.abort.abort();
    this.hub.close();
    this.listeners.clear();
  }
}
