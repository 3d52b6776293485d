// What `switchyard github rate-limit` and `switchyard metrics` read GitHub's budgets through: the rate-limit port of
// the GitHub backend plus the raw `GET /rate_limit` call (its body is printed as GitHub sent it). Built by
// `openGithubRateLimits` in select.ts; never carries a token.
import type { RetryPolicyOptions } from '../domain/ratelimits/retryPolicy.js';
import type { RateLimitsPort } from './rateLimitsPort.js';

export interface GithubCallAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

export interface GithubRateLimitSource extends RateLimitsPort {
  /** The API root in use (never contains a token). */
  readonly baseUrl: string;
  /** What token resolution tried; never contains a token. */
  readonly notes: readonly string[];
  /** What the user should hear about their token settings (printed on stderr); never contains a token. */
  readonly warnings?: readonly string[];
  /** Polls every caller now; resolves when all have answered. */
  refresh(): Promise<void>;
  /** One API call as a caller, under the retry policy. Throws a ServiceError on failure. */
  request(callerId: string, route: string, parameters?: Record<string, unknown>): Promise<GithubCallAnswer>;
}

export interface GithubSourceOptions {
  /** API root (`https://api.github.com`, `https://HOST/api/v3`, the emulator's); default GH_HOST's, else api.github.com. */
  githubUrl?: string;
  /** Tokens, one caller each; default the host's token variables as gh reads them, then `gh auth token`. */
  tokens?: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  /** The AWS profile whose `ca_bundle` is trusted (default AWS_PROFILE, else `default`). */
  profile?: string;
  /** `--ca-bundle`: trusted in addition to the default roots; over AWS_CA_BUNDLE and the profile's `ca_bundle`. */
  caBundle?: string;
  /** `--no-verify-ssl` gives false. */
  verifySsl?: boolean;
  /** Poll on this interval from the start; absent: no polling (one-shot readers call `request`). */
  pollIntervalMs?: number;
  /** `--cli-connect-timeout` in milliseconds; absent: 60 s; 0: none. */
  connectTimeoutMs?: number;
  /** The retry policy of rate-limited calls (`--max-retries`); absent: the defaults. */
  retryPolicy?: Partial<RetryPolicyOptions>;
}
