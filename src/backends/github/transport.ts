// The fetch the GitHub backend sends with: node-fetch through the shared agents (src/backends/net), so GitHub
// requests take the same proxy (HTTP_PROXY / HTTPS_PROXY / NO_PROXY), trust (AWS_CA_BUNDLE, the setting the AWS side
// reads) and connect timeout (`--cli-connect-timeout`, default 60 s, 0 = none) as AWS ones. Node's own fetch cannot
// be given an agent, and its built-in connect timeout is a fixed 10 s.
import { readFile } from 'node:fs/promises';
import { rootCertificates } from 'node:tls';
import { agentFetch } from '../net/agentFetch.js';
import { createAgents } from '../net/agents.js';
import type { FetchLike } from './observingFetch.js';

/** The connect timeout when none is given: the AWS CLI's 60 s. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 60_000;

export async function githubFetch(
  env: Readonly<Record<string, string | undefined>>,
  caBundle: string | undefined = env.AWS_CA_BUNDLE || undefined,
  connectTimeoutMs: number = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<FetchLike> {
  let ca: string[] | undefined;
  if (caBundle !== undefined) {
    // Added to the usual roots (and NODE_EXTRA_CA_CERTS), not instead of them: api.github.com must stay trusted.
    const extra = env.NODE_EXTRA_CA_CERTS ? [await readFile(env.NODE_EXTRA_CA_CERTS, 'utf8')] : [];
    ca = [...rootCertificates, ...extra, await readFile(caBundle, 'utf8')];
  }
  const agents = await createAgents({ ...(ca !== undefined ? { ca } : {}), env, connectTimeoutMs });
  const send = agentFetch(agents);
  return (input, init) => send(input, init);
}
