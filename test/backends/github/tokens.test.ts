import { describe, expect, it } from 'vitest';
import { readGhAuthToken, resolveGithubTokens } from '../../../src/backends/github/tokens.js';
import { createRedactor } from '../../../src/backends/github/redact.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

describe('resolveGithubTokens', () => {
  it('prefers explicit tokens, deduplicated', async () => {
    const resolved = await resolveGithubTokens({ tokens: ['a', ' a ', 'b'], env: { GH_TOKEN: 'c' } });
    expect(resolved.tokens).toEqual([
      { token: 'a', origin: 'option' },
      { token: 'b', origin: 'option' },
    ]);
  });
  it('takes GH_TOKEN and GITHUB_TOKEN (one caller each when they differ)', async () => {
    const never = async () => {
      throw new Error('gh must not run when the environment has a token');
    };
    expect(
      (await resolveGithubTokens({ env: { GH_TOKEN: 'x', GITHUB_TOKEN: 'y' }, readGhToken: never })).tokens,
    ).toEqual([
      { token: 'x', origin: 'GH_TOKEN' },
      { token: 'y', origin: 'GITHUB_TOKEN' },
    ]);
    expect(
      (await resolveGithubTokens({ env: { GH_TOKEN: 'x', GITHUB_TOKEN: 'x' }, readGhToken: never })).tokens,
    ).toHaveLength(1);
  });
  it('falls back to gh auth token, passing the GHES host', async () => {
    const hosts: Array<string | undefined> = [];
    const resolved = await resolveGithubTokens({
      env: {},
      ghHostname: 'ghe.example.com',
      readGhToken: async (host) => {
        hosts.push(host);
        return SECRET;
      },
    });
    expect(hosts).toEqual(['ghe.example.com']);
    expect(resolved.tokens).toEqual([{ token: SECRET, origin: 'gh auth token' }]);
  });
  it('for a GHES host takes GH_ENTERPRISE_TOKEN, then GITHUB_ENTERPRISE_TOKEN, never GH_TOKEN or GITHUB_TOKEN', async () => {
    const none = async () => undefined;
    const all = { GH_TOKEN: 'a', GITHUB_TOKEN: 'b', GH_ENTERPRISE_TOKEN: 'c', GITHUB_ENTERPRISE_TOKEN: 'd' };
    const ghes = { ghHostname: 'ghe.example.com', readGhToken: none };
    expect((await resolveGithubTokens({ env: all, ...ghes })).tokens).toEqual([
      { token: 'c', origin: 'GH_ENTERPRISE_TOKEN' },
      { token: 'd', origin: 'GITHUB_ENTERPRISE_TOKEN' },
    ]);
    expect((await resolveGithubTokens({ env: { GITHUB_ENTERPRISE_TOKEN: 'd' }, ...ghes })).tokens).toEqual([
      { token: 'd', origin: 'GITHUB_ENTERPRISE_TOKEN' },
    ]);
    expect((await resolveGithubTokens({ env: { GH_TOKEN: 'a', GITHUB_TOKEN: 'b' }, ...ghes })).tokens).toEqual([]);
    // and the other way round: github.com never takes the enterprise variables.
    expect(
      (await resolveGithubTokens({ env: { GH_ENTERPRISE_TOKEN: 'c' }, ghHostname: 'github.com', readGhToken: none }))
        .tokens,
    ).toEqual([]);
  });
  it('names the host to `gh auth token` for github.com too (a bare call would answer for GH_HOST)', async () => {
    const hosts: Array<string | undefined> = [];
    await resolveGithubTokens({ env: {}, readGhToken: async (host) => (hosts.push(host), undefined) });
    expect(hosts).toEqual(['github.com']);
  });
  it('with no token anywhere, says so without failing', async () => {
    const resolved = await resolveGithubTokens({ env: {}, readGhToken: async () => undefined });
    expect(resolved.tokens).toEqual([]);
    expect(resolved.notes.join(' ')).toMatch(/unauthenticated/);
  });
  it('warns when a github.com token is set but the host is a GHES one, naming the variable, never the token', async () => {
    const resolved = await resolveGithubTokens({
      env: { GH_TOKEN: 'ghp_setButIgnored123' },
      ghHostname: 'ghe.example.com',
      readGhToken: async () => undefined,
    });
    expect(resolved.tokens).toEqual([]);
    expect(resolved.warnings).toEqual([
      'GH_TOKEN is set but is sent only to github.com; for ghe.example.com set GH_ENTERPRISE_TOKEN (as gh reads it)',
    ]);
    const quiet = await resolveGithubTokens({
      env: {},
      ghHostname: 'ghe.example.com',
      readGhToken: async () => undefined,
    });
    expect(quiet.warnings).toBeUndefined();
  });
  it('the default gh reader copes with gh being absent from PATH', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent-dir-for-switchyard-test';
    try {
      await expect(readGhAuthToken(undefined)).resolves.toBeUndefined();
    } finally {
      process.env.PATH = saved;
    }
  });
});

describe('createRedactor', () => {
  it('replaces every occurrence of every token with its fingerprint', () => {
    const redact = createRedactor([SECRET, 'ghp_other']);
    const out = redact(`a ${SECRET} b ${SECRET}x ghp_other`);
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain('ghp_other');
    expect(out).toMatch(/^a \[token [0-9a-f]{8}\] b \[token [0-9a-f]{8}\]x \[token [0-9a-f]{8}\]$/);
  });
});
