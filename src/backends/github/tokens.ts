// Where the GitHub backend's tokens come from: explicit options, then the environment as gh reads it for the host
// (GH_TOKEN / GITHUB_TOKEN for github.com and GHE.com tenants, GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN for
// GitHub Enterprise Server), then `gh auth token [--hostname HOST]`. `gh` is run only if an executable named `gh` is
// on PATH; its absence (or failure) just means "no token from gh".
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

import { GITHUB_COM, isEnterpriseHost, normalizeGithubHost } from './hosts.js';

export type TokenOrigin =
  'option' | 'GH_TOKEN' | 'GITHUB_TOKEN' | 'GH_ENTERPRISE_TOKEN' | 'GITHUB_ENTERPRISE_TOKEN' | 'gh auth token';

export interface ResolvedToken {
  token: string;
  origin: TokenOrigin;
}

export interface TokenResolution {
  tokens: ResolvedToken[];
  /** Why no token was found, or what was tried; never contains a token. */
  notes: string[];
  /** A token the user set that this host never gets (a github.com variable beside a GHES host): worth saying. */
  warnings?: string[];
}

/** Runs `gh auth token` (optionally for a GHES host) and resolves its stdout, or undefined when gh is unusable. */
export type GhTokenReader = (hostname: string | undefined) => Promise<string | undefined>;

export interface ResolveTokensOptions {
  tokens?: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * The gh host the tokens are for (`github.com` when absent): it picks the variables and is passed to
   * `gh auth token --hostname`.
   */
  ghHostname?: string;
  readGhToken?: GhTokenReader;
}

export async function resolveGithubTokens(options: ResolveTokensOptions = {}): Promise<TokenResolution> {
  const notes: string[] = [];
  const explicit = distinct((options.tokens ?? []).map((t) => t.trim()).filter((t) => t !== ''));
  if (explicit.length > 0) return { tokens: explicit.map((token) => ({ token, origin: 'option' })), notes };

  const env = options.env ?? process.env;
  const host = normalizeGithubHost(options.ghHostname ?? GITHUB_COM);
  const names = tokenVariables(host, env);
  const fromEnv: ResolvedToken[] = [];
  for (const name of names) {
    const value = env[name]?.trim();
    if (value && !fromEnv.some((t) => t.token === value)) fromEnv.push({ token: value, origin: name });
  }
  if (fromEnv.length > 0) return { tokens: fromEnv, notes };

  const readGh = options.readGhToken ?? readGhAuthToken;
  // The host is always named: a bare `gh auth token` would answer for GH_HOST's host, not necessarily this one.
  const fromGh = await readGh(host);
  if (fromGh) return { tokens: [{ token: fromGh, origin: 'gh auth token' }], notes };
  notes.push(`no token in ${names.join(', ')} or \`gh auth token\`: watching the unauthenticated budget`);
  // As gh does, a github.com token is never sent to another host; a user who set one for this host hears why not.
  const ignored = (['GH_TOKEN', 'GITHUB_TOKEN'] as const).filter((name) => !names.includes(name) && env[name]?.trim());
  const warnings = ignored.map(
    (name) => `${name} is set but is sent only to github.com; for ${host} set GH_ENTERPRISE_TOKEN (as gh reads it)`,
  );
  return { tokens: [], notes, ...(warnings.length > 0 ? { warnings } : {}) };
}

/**
 * The variables gh reads for a host, in its order: a GitHub Enterprise Server host takes only the enterprise ones
 * (and GITHUB_TOKEN inside a Codespace, as gh does), so a github.com token never goes to another server.
 */
export function tokenVariables(
  host: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Exclude<TokenOrigin, 'option' | 'gh auth token'>[] {
  if (!isEnterpriseHost(host)) return ['GH_TOKEN', 'GITHUB_TOKEN'];
  return [
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    ...(env.CODESPACES === 'true' ? ['GITHUB_TOKEN' as const] : []),
  ];
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

async function findOnPath(command: string, pathValue: string | undefined): Promise<string | undefined> {
  for (const dir of (pathValue ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return undefined;
}

/** The default GhTokenReader: `gh auth token [--hostname H]` with a 5 s timeout; stderr is discarded unread. */
export const readGhAuthToken: GhTokenReader = async (hostname) => {
  const gh = await findOnPath('gh', process.env.PATH);
  if (gh === undefined) return undefined;
  const args = ['auth', 'token', ...(hostname ? ['--hostname', hostname] : [])];
  return new Promise((resolve) => {
    execFile(gh, args, { timeout: 5_000, windowsHide: true }, (error, stdout) => {
      const token = String(stdout).trim();
      resolve(error || token === '' ? undefined : token);
    });
  });
};
