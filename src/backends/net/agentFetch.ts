// A fetch whose requests go through the given Node agents (proxy, CA bundle, certificate checking). Node's global
// fetch cannot take an http.Agent, so this is node-fetch, which can; it is loaded on the first request.
import type { Agents } from './agents.js';

type NodeFetch = typeof import('node-fetch').default;
let nodeFetch: Promise<NodeFetch> | undefined;

export function agentFetch(agents: Agents): typeof fetch {
  const pick = (url: URL) => (url.protocol === 'http:' ? agents.http : agents.https);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    nodeFetch ??= import('node-fetch').then((m) => m.default);
    const url = typeof input === 'string' || input instanceof URL ? input.toString() : input.url;
    // node-fetch answers an already-aborted signal by destroying the request body stream with no listener on it,
    // which becomes an uncaught exception; refuse before it starts, as the global fetch does.
    if (init?.signal?.aborted === true) throw abortReason(init.signal);
    const response = await (await nodeFetch)(url, { ...(init as object), agent: pick });
    // node-fetch emits an abort as an 'error' event on the body; a body already read (or never read) has no listener
    // then, and the event would become an uncaught exception. Reading the body still sees the error.
    response.body?.on('error', () => undefined);
    return response as unknown as Response;
  }) as typeof fetch;
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}
