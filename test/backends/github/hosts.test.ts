// GitHub hosts the gh way: GH_HOST -> API root, the host an API root belongs to, and which token variables apply.
import { describe, expect, it } from 'vitest';
import {
  githubApiUrlForHost,
  githubApiUrlFromEnv,
  githubHostOfApiUrl,
  isEnterpriseHost,
} from '../../../src/backends/github/hosts.js';
import { createGithubRateLimits } from '../../../src/backends/github/index.js';
import { tokenVariables } from '../../../src/backends/github/tokens.js';

describe('GH_HOST -> API root, as gh derives it', () => {
  it.each([
    ['github.com', 'https://api.github.com'],
    ['GitHub.com', 'https://api.github.com'],
    ['api.github.com', 'https://api.github.com'],
    ['ghe.example.com', 'https://ghe.example.com/api/v3'],
    ['GHE.Example.com', 'https://ghe.example.com/api/v3'],
    ['ghe.example.com:8443', 'https://ghe.example.com:8443/api/v3'],
    ['127.0.0.1:4000', 'https://127.0.0.1:4000/api/v3'],
    ['acme.ghe.com', 'https://api.acme.ghe.com'],
    ['api.acme.ghe.com', 'https://api.acme.ghe.com'],
    ['github.localhost', 'http://api.github.localhost'],
  ])('%s -> %s', (host, url) => {
    expect(githubApiUrlForHost(host)).toBe(url);
  });

  it.each(['https://ghe.example.com', 'ghe.example.com/api/v3', 'ghe example', '.ghe.example.com', ''])(
    'refuses %j: a host name only, with a message naming GH_HOST',
    (host) => {
      expect(() => githubApiUrlForHost(host)).toThrow(/GH_HOST|host name/);
    },
  );

  it('is read from GH_HOST only when set and not empty', () => {
    expect(githubApiUrlFromEnv({})).toBeUndefined();
    expect(githubApiUrlFromEnv({ GH_HOST: '' })).toBeUndefined();
    expect(githubApiUrlFromEnv({ GH_HOST: 'ghe.example.com' })).toBe('https://ghe.example.com/api/v3');
  });
});

describe('the host of an API root, and the token variables of a host', () => {
  it.each([
    ['https://api.github.com', 'github.com', ['GH_TOKEN', 'GITHUB_TOKEN']],
    ['https://ghe.example.com/api/v3', 'ghe.example.com', ['GH_ENTERPRISE_TOKEN', 'GITHUB_ENTERPRISE_TOKEN']],
    ['http://127.0.0.1:4000/api/v3', '127.0.0.1:4000', ['GH_ENTERPRISE_TOKEN', 'GITHUB_ENTERPRISE_TOKEN']],
    ['https://api.acme.ghe.com', 'acme.ghe.com', ['GH_TOKEN', 'GITHUB_TOKEN']],
  ])('%s: host %s, variables %j', (url, host, variables) => {
    expect(githubHostOfApiUrl(url)).toBe(host);
    expect(tokenVariables(host)).toEqual(variables);
  });

  it('GITHUB_TOKEN also serves a GHES host inside a Codespace, as with gh', () => {
    expect(tokenVariables('ghe.example.com', { CODESPACES: 'true' })).toEqual([
      'GH_ENTERPRISE_TOKEN',
      'GITHUB_ENTERPRISE_TOKEN',
      'GITHUB_TOKEN',
    ]);
  });

  it('only github.com, its subdomains, gh’s development host and GHE.com tenants are not enterprise', () => {
    expect(['github.com', 'uploads.github.com', 'github.localhost', 'acme.ghe.com'].map(isEnterpriseHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isEnterpriseHost('github.example.com')).toBe(true);
  });
});

describe('the backend picks its API root and tokens from GH_HOST', () => {
  const noGh = async () => undefined;
  it.each([
    [{}, 'https://api.github.com'],
    [{ GH_HOST: 'ghe.example.com' }, 'https://ghe.example.com/api/v3'],
    [{ GH_HOST: 'acme.ghe.com' }, 'https://api.acme.ghe.com'],
  ])('env %j -> %s', async (env, url) => {
    const backend = await createGithubRateLimits({ env, readGhToken: noGh, poll: false });
    try {
      expect(backend.baseUrl).toBe(url);
    } finally {
      backend.close();
    }
  });

  it('an explicit API root wins over GH_HOST', async () => {
    const backend = await createGithubRateLimits({
      baseUrl: 'https://other.example.com/api/v3',
      env: { GH_HOST: 'ghe.example.com' },
      readGhToken: noGh,
      poll: false,
    });
    expect(backend.baseUrl).toBe('https://other.example.com/api/v3');
    backend.close();
  });

  it.each([
    [{ GH_HOST: 'ghe.example.com', GH_TOKEN: 'gh-dot-com', GH_ENTERPRISE_TOKEN: 'ghes' }, ['GH_ENTERPRISE_TOKEN']],
    [{ GH_HOST: 'ghe.example.com', GITHUB_ENTERPRISE_TOKEN: 'ghes' }, ['GITHUB_ENTERPRISE_TOKEN']],
    [{ GH_HOST: 'ghe.example.com', GH_TOKEN: 'gh-dot-com' }, []],
    [{ GH_HOST: 'github.com', GH_TOKEN: 'gh-dot-com', GH_ENTERPRISE_TOKEN: 'ghes' }, ['GH_TOKEN']],
  ])('env %j: callers from %j', async (env, origins) => {
    const hosts: (string | undefined)[] = [];
    const backend = await createGithubRateLimits({
      env,
      readGhToken: async (host) => {
        hosts.push(host);
        return undefined;
      },
      poll: false,
    });
    try {
      const labels = (await backend.listCallers()).map((c) => c.label);
      if (origins.length === 0) {
        expect(labels).toEqual([expect.stringMatching(/^unauthenticated/)]);
        expect(hosts).toEqual(['ghe.example.com']);
      } else expect(labels.map((l) => l.split(' · ')[1])).toEqual(origins);
    } finally {
      backend.close();
    }
  });
});
