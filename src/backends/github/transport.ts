// The fetch the GitHub backend sends with: node-fetch through the shared agents (src/backends/net), so GitHub
// requests take the same proxy (HTTP_PROXY / HTTPS_PROXY / NO_PROXY), trust and connect timeout
// (`--cli-connect-timeout`, default 60 s, 0 = none) as AWS ones. Node's own fetch cannot be given an agent, and its
// built-in connect timeout is a fixed 10 s. The callers resolve the CA bundle with the AWS settings' precedence
// (`--ca-bundle`, AWS_CA_BUNDLE, the profile's `ca_bundle`).
import { readFile } from 'node:fs/promises';
import { rootCertificates } from 'node:tls';
import { AwsSettingError } from '../../service/awsSettings/types.js';
import { agentFetch } from '../net/agentFetch.js';
import { createAgents } from '../net/agents.js';
import type { FetchLike } from './observingFetch.js';

/** The connect timeout when none is given: the AWS CLI's 60 s. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 60_000;

export interface GithubTrust {
  /** PEM file of certificates to trust in addition to the default roots; `source` names where it was set. */
  caBundle?: { path: string; source: string };
  /** False for `--no-verify-ssl`. */
  verifySsl?: boolean;
}

export async function githubFetch(
  env: Readonly<Record<string, string | undefined>>,
  trust: GithubTrust = env.AWS_CA_BUNDLE ? { caBundle: { path: env.AWS_CA_BUNDLE, source: 'env AWS_CA_BUNDLE' } } : {},
  connectTimeoutMs: number = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<FetchLike> {
  const { caBundle } = trust;
  const verifySsl = trust.verifySsl ?? true;
  let ca: string[] | undefined;
  if (caBundle !== undefined) {
    // Added to the usual roots (and NODE_EXTRA_CA_CERTS), not instead of them: api.github.com must stay trusted.
    const extra = env.NODE_EXTRA_CA_CERTS ? [await readFile(env.NODE_EXTRA_CA_CERTS, 'utf8')] : [];
    ca = [...rootCertificates, ...extra, await readBundle(caBundle)];
  }
  const agents = await createAgents({ ...(ca !== undefined ? { ca } : {}), verifySsl, env, connectTimeoutMs });
  const send = agentFetch(agents);
  return (input, init) => send(input, init);
}

async function readBundle(bundle: { path: string; source: string }): Promise<string> {
  try {
    return await readFile(bundle.path, 'utf8');
  } catch (error) {
    throw new AwsSettingError(
      `Cannot read the CA bundle '${bundle.path}' (from ${bundle.source}): ${(error as Error).message}`,
    );
  }
}
