// One Octokit per caller: @octokit/core with plugin-retry (5xx and network retries) and plugin-throttling (GitHub's
// recommended pacing of writes and searches, and the classification of primary vs secondary limit answers).
// The throttling handlers return false: waiting before a retry is the rate-limit retry policy's job (run on the
// injected clock and sleep, so testable on virtual time, and never early), and so is reporting the limit.
import { Octokit } from '@octokit/core';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { FetchLike } from './observingFetch.js';
import { certificateErrorsFinal } from './certificateErrorsFinal.js';

export const GITHUB_API_URL = 'https://api.github.com';

// certificateErrorsFinal comes first: its error hook must see a failure before plugin-retry's does.
export const GithubOctokit = Octokit.plugin(certificateErrorsFinal, retry, throttling);
export type GithubOctokit = InstanceType<typeof GithubOctokit>;

export interface OctokitClientOptions {
  baseUrl: string;
  /** Omitted for the unauthenticated caller. */
  token?: string;
  /** Distinguishes this caller's throttling queues from every other Octokit in the process. */
  throttleId: string;
  fetch: FetchLike;
  /** Log sink; messages are passed through `redact` before they reach it. */
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  redact: (text: string) => string;
  /** plugin-retry options; `{ enabled: false }` in tests that must not wait on real timers. */
  retry?: { enabled?: boolean; retries?: number; retryAfterBaseValue?: number; doNotRetry?: number[] };
  userAgent?: string;
}

export function createOctokitClient(options: OctokitClientOptions): GithubOctokit {
  // Octokit logs through two objects: `log` (plugins) and `request.log` (@octokit/request's deprecation notices,
  // which default to console and quote response headers). Both go through the redactor to the one sink.
  const logAt =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string): void =>
      options.log(level, options.redact(String(message)));
  const log = { debug: logAt('debug'), info: logAt('info'), warn: logAt('warn'), error: logAt('error') };
  return new GithubOctokit({
    baseUrl: options.baseUrl,
    ...(options.token !== undefined ? { auth: options.token } : {}),
    userAgent: options.userAgent ?? 'switchyard',
    request: { fetch: options.fetch, log },
    log,
    retry: options.retry ?? {},
    throttle: {
      id: options.throttleId,
      onRateLimit: () => false,
      onSecondaryRateLimit: () => false,
    },
  });
}
