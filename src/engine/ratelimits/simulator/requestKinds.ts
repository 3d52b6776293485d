// What each kind of the simulator's request mix sends, and how long it holds a connection and the CPU.

import { REQUEST_MIX_KINDS, type RequestMix } from '../../../domain/ratelimits/simulatorSettings.js';
import type { EngineCaller, EngineRequest } from '../types.js';

export type RequestKind = keyof RequestMix;

export interface SimulatedRequest {
  request: EngineRequest;
  /** How long the request stays in flight (concurrency). */
  latencyMs: number;
  /** CPU time GitHub would count (the docs suggest estimating it as the response time). */
  cpuMs: number;
}

const READ_PATHS = [
  '/repos/acme/web/issues',
  '/repos/acme/web/pulls',
  '/repos/acme/web/commits',
  '/user',
  '/repos/acme/web/contents/README.md',
];

const WITHOUT_GRAPHQL = REQUEST_MIX_KINDS.filter((k) => k !== 'graphql' && k !== 'graphqlMutations');

/** The kinds of request a caller sends: unauthenticated callers cannot use GraphQL (401); their mix leaves it out. */
export function kindsFor(caller: EngineCaller): readonly RequestKind[] {
  return caller.kind === 'unauthenticated' ? WITHOUT_GRAPHQL : REQUEST_MIX_KINDS;
}

/** Why a caller has nothing to send under the current mix. */
export function idleReason(caller: EngineCaller): string {
  return caller.kind === 'unauthenticated' ? 'GraphQL needs a token' : 'the mix is empty';
}

/** `random` returns a float in [0, 1). */
export function requestOfKind(kind: RequestKind, random: () => number): SimulatedRequest {
  const n = 1 + Math.floor(random() * 50);
  switch (kind) {
    case 'reads':
      return {
        request: { method: 'GET', path: READ_PATHS[Math.floor(random() * READ_PATHS.length)]! },
        latencyMs: 40,
        cpuMs: 40,
      };
    case 'writes':
      return { request: { method: 'PATCH', path: `/repos/acme/web/issues/${n}` }, latencyMs: 120, cpuMs: 120 };
    case 'contentCreation':
      return { request: { method: 'POST', path: `/repos/acme/web/issues/${n}/comments` }, latencyMs: 150, cpuMs: 150 };
    case 'search':
      return { request: { method: 'GET', path: '/search/issues?q=is%3Aopen' }, latencyMs: 200, cpuMs: 200 };
    case 'graphql':
      return { request: { method: 'POST', path: '/graphql' }, latencyMs: 250, cpuMs: 250 };
    case 'graphqlMutations':
      return { request: { method: 'POST', path: '/graphql', graphqlMutation: true }, latencyMs: 400, cpuMs: 400 };
    case 'bursts':
      // One request of a burst: a cheap read held open long enough for the burst to pile up.
      return { request: { method: 'GET', path: '/repos/acme/web/actions/runs' }, latencyMs: 1_500, cpuMs: 30 };
  }
}

/** Picks a kind by weight; `random` in [0, 1). Undefined when every weight is 0. */
export function pickKind(
  mix: RequestMix,
  kinds: readonly RequestKind[],
  random: () => number,
): RequestKind | undefined {
  let total = 0;
  for (const k of kinds) total += mix[k];
  if (total <= 0) return undefined;
  let r = random() * total;
  for (const k of kinds) {
    r -= mix[k];
    if (r < 0 && mix[k] > 0) return k;
  }
  return kinds.filter((k) => mix[k] > 0).at(-1);
}
