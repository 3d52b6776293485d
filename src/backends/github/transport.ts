// The fetch the GitHub backend sends with. Node's own fetch when nothing needs changing (it honours
// NODE_EXTRA_CA_CERTS); the shared agents (src/backends/net) when a proxy variable is set or a CA bundle is given
// (AWS_CA_BUNDLE, the same setting the AWS side reads), so GitHub requests take the same proxy and trust as AWS ones.
import { readFile } from 'node:fs/promises';
import { rootCertificates } from 'node:tls';
import { agentFetch } from '../net/agentFetch.js';
import { createAgents, proxyConfigured } from '../net/agents.js';
import type { FetchLike } from './observingFetch.js';

export async function githubFetch(
  env: Readonly<Record<string, string | undefined>>,
  caBundle: string | undefined = env.AWS_CA_BUNDLE || undefined,
): Promise<FetchLike | undefined> {
  if (!proxyConfigured(env) && caBundle === undefined) return undefined;
  let ca: string[] | undefined;
  if (caBundle !== undefined) {
    // Added to the usual roots (and NODE_EXTRA_CA_CERTS), not instead of them: api.github.com must stay trusted.
    const extra = env.NODE_EXTRA_CA_CERTS ? [await readFile(env.NODE_EXTRA_CA_CERTS, 'utf8')] : [];
    ca = [...rootCertificates, ...extra, await readFile(caBundle, 'utf8')];
  }
  const agents = await createAgents({ ...(ca !== undefined ? { ca } : {}), env });
  const send = agentFetch(agents);
  return (input, init) => send(input, init);
}
