// What the GitHub routes need from the rate-limit engine, in the emulator's terms. The one implementation
// (engineGate.ts) adapts the engine of issue 3; every rule (buckets, limits, windows, answers) lives there.
import type { Credentials } from './parseRequest.js';

export interface GateCaller {
  /** Stable id of the budget owner, used to vary entity tags per caller; never a token. */
  readonly id: string;
}

export type CallerResolution = { kind: 'caller'; caller: GateCaller } | { kind: 'bad-credentials' };

export interface GateRequest {
  method: string;
  /** GitHub API path (`/repos/o/r`, `/graphql`). */
  path: string;
  graphqlMutation: boolean;
  /** Answered 304 because If-None-Match hit: free for the primary limit. */
  notModified: boolean;
}

export interface GateDecision {
  outcome: 'allow' | 'primary' | 'secondary';
  /** HTTP status of a limited answer (403 or 429); unused when allowed. */
  status: number;
  /** x-ratelimit-* headers, plus retry-after when the engine knows the wait. */
  headers: Record<string, string>;
  /** Error body of a limited answer. */
  body?: unknown;
  /** Handed back to `end` when the response is finished. */
  ticket: unknown;
}

export interface GithubGate {
  resolveCaller(credentials: Credentials, clientAddress: string): CallerResolution;
  resourceFor(method: string, path: string): string;
  begin(caller: GateCaller, request: GateRequest, nowMs: number): GateDecision;
  end(ticket: unknown, nowMs: number, cpuMs: number): void;
  /** The GET /rate_limit body for the caller (2022-11-28 shape: `resources` and `rate`). */
  rateLimitBody(caller: GateCaller, nowMs: number): unknown;
  /** x-ratelimit-* headers of the client address's unauthenticated core budget, without counting anything. */
  peekUnauthenticatedHeaders(clientAddress: string, nowMs: number): Record<string, string>;
}
