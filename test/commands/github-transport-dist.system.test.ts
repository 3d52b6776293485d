// The GitHub side takes the same proxy and CA settings as the AWS side: `switchyard github rate-limit` (dist/cli.js)
// against `serve` over TLS, trusted through --ca-bundle, AWS_CA_BUNDLE, the profile's ca_bundle or
// NODE_EXTRA_CA_CERTS, unchecked with --no-verify-ssl, and through a forward proxy; GH_HOST names that server as gh
// users name a GHES host (gh has no way to say http, so the host speaks HTTPS), with its enterprise token. The
// explorer's GitHub backend takes the same trust settings (built in-process through backend selection).
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFingerprint } from '../../src/domain/ratelimits/fingerprint.js';
import { createServices } from '../../src/compose/select.js';
import type { GithubRateLimitSource } from '../../src/service/githubRateLimitSource.js';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const OTHER = 'sy-test-other-token-Qm4';
const dir = mkdtempSync(join(tmpdir(), 'sy-gh-tls-'));
const cert = join(dir, 'cert.pem');
const outputs: string[] = [];
const proxy = createProxy(createServer());
const connects: string[] = [];
let proxyUrl: string;
let tls: DistServe;

beforeAll(async () => {
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key].concat([
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  const data = join(dir, 'dataset.json');
  writeFileSync(
    data,
    JSON.stringify({
      github: {
        callers: [
          { id: 'ghes', kind: 'user', token: SECRET, userId: 5 },
          { id: 'dotcom', kind: 'user', token: OTHER, userId: 6 },
        ],
      },
    }),
  );
  tls = await startDistServe(['--tls-cert', cert, '--tls-key', key, '--data', data]);
  proxy.on('connect', (req: IncomingMessage) => connects.push(String(req.url)));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
});

afterAll(() => {
  for (const text of outputs) expect(text).not.toContain(SECRET);
  stopAllServes();
  proxy.close();
  rmSync(dir, { recursive: true, force: true });
});

const rateLimit = () => ['github', 'rate-limit', '--github-url', `${tls.url}/api/v3`, '--output', 'json'];
const home = { HOME: dir };

async function run(args: string[], env: Record<string, string>) {
  const result = await runDist(args, env);
  outputs.push(result.stdout, result.stderr);
  return result;
}

/** A fake AWS config file (the profile's ca_bundle is the GitHub backend's too). */
function awsConfig(text: string): Record<string, string> {
  const file = join(dir, `config-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, text);
  return { AWS_CONFIG_FILE: file, AWS_SHARED_CREDENTIALS_FILE: join(dir, 'none') };
}

describe('GitHub requests: CA and proxy settings', () => {
  it('refuse the self-signed endpoint without trust', async () => {
    const result = await runDist(rateLimit(), home);
    expect(result.code).not.toBe(0);
  });

  it('trust it with AWS_CA_BUNDLE', async () => {
    const result = await runDist(rateLimit(), { ...home, AWS_CA_BUNDLE: cert });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('trust it with --ca-bundle', async () => {
    const result = await run([...rateLimit(), '--ca-bundle', cert], home);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it("trust it with the default profile's ca_bundle", async () => {
    const result = await run(rateLimit(), { ...home, ...awsConfig(`[default]\nca_bundle = ${cert}\n`) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('trust it with the ca_bundle of the profile --profile (or AWS_PROFILE) names', async () => {
    const config = awsConfig(`[default]\nregion = us-east-1\n[profile corp]\nca_bundle = ${cert}\n`);
    expect((await run([...rateLimit(), '--profile', 'corp'], { ...home, ...config })).code).toBe(0);
    expect((await run(rateLimit(), { ...home, ...config, AWS_PROFILE: 'corp' })).code).toBe(0);
  });

  it('--ca-bundle wins over AWS_CA_BUNDLE, and an unreadable bundle is named with where it came from', async () => {
    const missing = join(dir, 'missing.pem');
    const over = await run([...rateLimit(), '--ca-bundle', cert], { ...home, AWS_CA_BUNDLE: missing });
    expect(over.code).toBe(0);
    const bad = await run(rateLimit(), { ...home, AWS_CA_BUNDLE: missing });
    expect(bad.code).toBe(255);
    expect(bad.stderr).toContain(`Cannot read the CA bundle '${missing}' (from env AWS_CA_BUNDLE)`);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });

  it('skip the check with --no-verify-ssl, with the AWS CLI warning on stderr', async () => {
    const result = await run([...rateLimit(), '--no-verify-ssl'], home);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "InsecureRequestWarning: Unverified HTTPS request is being made to host '127.0.0.1'. Adding certificate verification is strongly advised.\n",
    );
  });

  it('trust it with NODE_EXTRA_CA_CERTS', async () => {
    const result = await runDist(rateLimit(), { ...home, NODE_EXTRA_CA_CERTS: cert });
    expect(result.code).toBe(0);
  });

  it('go through HTTPS_PROXY', async () => {
    connects.length = 0;
    const result = await runDist(rateLimit(), { ...home, AWS_CA_BUNDLE: cert, HTTPS_PROXY: proxyUrl });
    expect(result.code).toBe(0);
    expect(connects).toContain(new URL(tls.url).host);
  });
});

describe('GH_HOST and the enterprise tokens, as gh reads them', () => {
  const table = (extra: Record<string, string>) =>
    run(['github', 'rate-limit', '--output', 'text', '--ca-bundle', cert], { ...home, ...extra });
  const host = () => new URL(tls.url).host;

  it('GH_HOST=HOST:PORT reads https://HOST:PORT/api/v3 with GH_ENTERPRISE_TOKEN, never GH_TOKEN', async () => {
    const result = await table({ GH_HOST: host(), GH_ENTERPRISE_TOKEN: SECRET, GH_TOKEN: OTHER });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const callers = new Set(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[1]),
    );
    expect([...callers]).toEqual([tokenFingerprint(SECRET)]);
    expect(result.stdout).toContain(host());
  });

  it('GITHUB_ENTERPRISE_TOKEN when GH_ENTERPRISE_TOKEN is not set', async () => {
    const result = await table({ GH_HOST: host(), GITHUB_ENTERPRISE_TOKEN: SECRET });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(tokenFingerprint(SECRET));
  });

  it('without an enterprise token, GH_TOKEN is not sent to the GHES host: the unauthenticated budget', async () => {
    const result = await table({ GH_HOST: host(), GH_TOKEN: OTHER });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(tokenFingerprint(OTHER));
    expect(result.stdout).toMatch(/^RATELIMITS\tunauthenticated\t/m);
    expect(result.stderr).toContain('switchyard: warning: GH_TOKEN is set but is sent only to github.com');
    expect(result.stderr).not.toContain(OTHER);
  });

  it('--github-url wins over GH_HOST', async () => {
    const result = await run(
      ['github', 'rate-limit', '--github-url', `${tls.url}/api/v3`, '--output', 'text', '--ca-bundle', cert],
      { ...home, GH_HOST: 'ghe.invalid', GH_ENTERPRISE_TOKEN: SECRET },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(tokenFingerprint(SECRET));
  });

  it('a GH_HOST that is not a host name is refused, naming GH_HOST', async () => {
    const result = await run(['github', 'rate-limit'], { ...home, GH_HOST: tls.url });
    expect(result.code).toBe(252);
    expect(result.stderr).toMatch(/^Error parsing GH_HOST: must be a host name/);
  });
});

describe("the explorer's GitHub backend takes the same trust settings", () => {
  async function state(options: Parameters<typeof createServices>[0]): Promise<string | undefined> {
    const services = await createServices({ github: true, githubUrl: `${tls.url}/api/v3`, ...options });
    try {
      await (services.rateLimits as unknown as GithubRateLimitSource).refresh();
      const [caller] = await services.rateLimits.listCallers();
      return (await services.rateLimits.snapshot(caller!.id)).source?.state;
    } finally {
      services.rateLimits.close();
    }
  }
  const base = { HOME: dir, ...awsConfig('') };

  it('refused without trust; trusted through caBundle (--ca-bundle), the profile, or verifySsl false', async () => {
    expect(await state({ env: base })).toBe('unreachable');
    expect(await state({ env: base, caBundle: cert })).toBe('ok');
    expect(
      await state({ env: { ...base, ...awsConfig(`[profile corp]\nca_bundle = ${cert}\n`) }, profile: 'corp' }),
    ).toBe('ok');
    expect(await state({ env: base, verifySsl: false })).toBe('ok');
  });

  it('GH_HOST and GH_ENTERPRISE_TOKEN reach it when the explorer says only --github', async () => {
    const host = new URL(tls.url).host;
    const services = await createServices({
      github: true,
      caBundle: cert,
      env: { ...base, GH_HOST: host, GH_ENTERPRISE_TOKEN: SECRET, GH_TOKEN: OTHER },
    });
    try {
      expect(services.backend.rateLimitsLabel).toBe(`GitHub ${host}`);
      const callers = await services.rateLimits.listCallers();
      expect(callers.map((c) => c.fingerprint)).toEqual([tokenFingerprint(SECRET)]);
      await (services.rateLimits as unknown as GithubRateLimitSource).refresh();
      expect((await services.rateLimits.snapshot(callers[0]!.id)).source?.state).toBe('ok');
    } finally {
      services.rateLimits.close();
    }
  });
});
