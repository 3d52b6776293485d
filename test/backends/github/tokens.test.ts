import { describe, expect, it } from 'vitest';
import { resolveGithubTokens, readGhAuthToken } from '../../../src/backends/github/tokens.js';
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
    expect((await resolveGithubTokens({ env: { GH_TOKEN: 'x', GITHUB_TOKEN: 'y' }, readGhToken: never })).tokens).toEqual([
      { token: 'x', origin: 'GH_TOKEN' },
      { token: 'y', origin: 'GITHUB_TOKEN' },
    ]);
    expect((await resolveGithubTokens({ env: { GH_TOKEN: 'x', GITHUB_TOKEN: 'x' }, readGhToken: never })).tokens).toHaveLength(1);
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
  it('with no token anywhere, says so without failing', async () => {
    const resolved = await resolveGithubTokens({ env: {}, readGhToken: async () => undefined });
    expect(resolved.tokens).toEqual([]);
    expect(resolved.notes.join(' ')).toMatch(/unauthenticated/);
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
