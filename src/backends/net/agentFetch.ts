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
    const response = await (await nodeFetch)(url, { ...(init as object), agent: pick });
    return response as unknown as Response;
  }) as typeof fetch;
}
