// GitHub hosts the way the gh CLI names them: `GH_HOST` picks the host when no API root is given, a host's API root
// follows from its name (github.com, a GHE.com tenant, or GitHub Enterprise Server), and the kind of host decides
// which token variables apply (GH_TOKEN / GITHUB_TOKEN for github.com and tenants, GH_ENTERPRISE_TOKEN /
// GITHUB_ENTERPRISE_TOKEN for GHES), so a github.com token is never sent to another server.
import { validationError } from '../../domain/validation.js';

export const GITHUB_COM = 'github.com';
const LOCALHOST = 'github.localhost';
const TENANCY = 'ghe.com';

/** gh's host normalisation: lower case; any *.github.com is github.com; api.TENANT.ghe.com is TENANT.ghe.com. */
export function normalizeGithubHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host === GITHUB_COM || host.endsWith(`.${GITHUB_COM}`)) return GITHUB_COM;
  if (host === LOCALHOST || host.endsWith(`.${LOCALHOST}`)) return LOCALHOST;
  if (host.endsWith(`.${TENANCY}`)) {
    const before = host.slice(0, -(TENANCY.length + 1));
    return `${before.slice(before.lastIndexOf('.') + 1)}.${TENANCY}`;
  }
  return host;
}

/** GitHub Enterprise Server: neither github.com, nor gh's development host, nor a GHE.com tenant. */
export function isEnterpriseHost(host: string): boolean {
  const normalized = normalizeGithubHost(host);
  return normalized !== GITHUB_COM && normalized !== LOCALHOST && !normalized.endsWith(`.${TENANCY}`);
}

/** The API root gh uses for a host: api.github.com, https://api.TENANT.ghe.com, or https://HOST/api/v3 (GHES). */
export function githubApiUrlForHost(raw: string): string {
  const trimmed = raw.trim();
  // A host name, optionally with a port: what gh accepts in GH_HOST (it has no way to say http or a path).
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(trimmed) || /^[.-]|[.-]$/.test(trimmed.replace(/:\d+$/, ''))) {
    throw validationError('github', [
      {
        path: 'GH_HOST',
        rule: 'pattern',
        message: `must be a host name such as ghe.example.com (no scheme or path; use --github-url for a full API root), got '${trimmed}'`,
      },
    ]);
  }
  const host = normalizeGithubHost(trimmed);
  if (host === GITHUB_COM) return 'https://api.github.com';
  if (host === LOCALHOST) return `http://api.${LOCALHOST}`;
  if (!isEnterpriseHost(host)) return `https://api.${host}`;
  return `https://${host}/api/v3`;
}

/** The gh host name an API root belongs to (`https://api.github.com` -> github.com, `https://ghe.example.com/api/v3` -> ghe.example.com). */
export function githubHostOfApiUrl(apiUrl: string): string {
  return normalizeGithubHost(new URL(apiUrl).host);
}

/** `GH_HOST`'s API root when it is set (and not empty), else undefined. */
export function githubApiUrlFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const host = env.GH_HOST?.trim();
  return host === undefined || host === '' ? undefined : githubApiUrlForHost(host);
}
