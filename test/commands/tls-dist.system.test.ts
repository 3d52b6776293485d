// `serve --tls-cert/--tls-key` and the trust settings of command mode (dist/cli.js): a self-signed endpoint is
// refused with a certificate error (255) unless --ca-bundle, AWS_CA_BUNDLE or the profile's ca_bundle trusts it, or
// --no-verify-ssl turns the check off (with the AWS CLI's warning). The certificate is made here, at test time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-tls-'));
const cert = join(dir, 'cert.pem');
const key = join(dir, 'key.pem');
let serve: DistServe;

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  serve = await startDistServe(['--tls-cert', cert, '--tls-key', key]);
});

afterAll(() => {
  stopAllServes();
  rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}, config = '[default]\nregion = us-east-1\n'): Record<string, string> {
  const file = join(dir, `config-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, config);
  return { HOME: dir, AWS_CONFIG_FILE: file, AWS_SHARED_CREDENTIALS_FILE: join(dir, 'none'), ...extra };
}

const call = () => [
  'cleanrooms',
  'list-members',
  '--collaboration-identifier',
  DEMO_COLLABORATION_IDS.retail,
  '--endpoint-url',
  serve.url,
  '--no-sign-request',
  '--max-items',
  '1',
];

describe('serve over TLS', () => {
  it('says https in its ready line', () => {
    expect(serve.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuses the self-signed endpoint with a certificate error, exit 255', async () => {
    const result = await runDist(call(), env());
    expect(result.code).toBe(255);
    expect(result.stderr).toContain('SSL validation failed: certificate verify failed');
    expect(result.stderr).toContain('--ca-bundle');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('trusts it with --ca-bundle', async () => {
    const result = await runDist([...call(), '--ca-bundle', cert], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('trusts it with AWS_CA_BUNDLE', async () => {
    const result = await runDist(call(), env({ AWS_CA_BUNDLE: cert }));
    expect(result.code).toBe(0);
  });

  it("trusts it with the profile's ca_bundle", async () => {
    const result = await runDist(call(), env({}, `[default]\nregion = us-east-1\nca_bundle = ${cert}\n`));
    expect(result.code).toBe(0);
  });

  it('accepts it with --no-verify-ssl, warning as the AWS CLI does', async () => {
    const result = await runDist([...call(), '--no-verify-ssl'], env());
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "InsecureRequestWarning: Unverified HTTPS request is being made to host '127.0.0.1'. Adding certificate verification is strongly advised.\n",
    );
  });

  it('names an unreadable CA bundle and where it came from', async () => {
    const result = await runDist(call(), env({ AWS_CA_BUNDLE: join(dir, 'missing.pem') }));
    expect(result.code).toBe(255);
    expect(result.stderr).toContain(`Cannot read the CA bundle '${join(dir, 'missing.pem')}' (from env AWS_CA_BUNDLE)`);
  });
});
