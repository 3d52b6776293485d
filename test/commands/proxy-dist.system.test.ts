// HTTP_PROXY / HTTPS_PROXY / NO_PROXY (either case) for every AWS request of command mode (dist/cli.js), through a
// real forward proxy (the `proxy` package) started here on loopback.
import { createServer, type IncomingMessage } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-proxy-'));
const proxy = createProxy(createServer());
let proxyUrl: string;
const seen: string[] = [];
let plain: DistServe;
let tls: DistServe;
const cert = join(dir, 'cert.pem');

beforeAll(async () => {
  proxy.on('request', (req: IncomingMessage) => seen.push(`${req.method} ${req.url}`));
  proxy.on('connect', (req: IncomingMessage) => seen.push(`CONNECT ${req.url}`));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
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
  [plain, tls] = await Promise.all([startDistServe([]), startDistServe(['--tls-cert', cert, '--tls-key', key])]);
});

afterAll(() => {
  stopAllServes();
  proxy.close();
  rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string>): Record<string, string> {
  const config = join(dir, 'config');
  writeFileSync(config, '[default]\nregion = us-east-1\n');
  return { HOME: dir, AWS_CONFIG_FILE: config, AWS_SHARED_CREDENTIALS_FILE: join(dir, 'none'), ...extra };
}

const members = (url: string) => [
  'cleanrooms',
  'list-members',
  '--collaboration-identifier',
  DEMO_COLLABORATION_IDS.retail,
  '--endpoint-url',
  url,
  '--no-sign-request',
  '--max-items',
  '1',
];

describe('proxies', () => {
  it('HTTP_PROXY carries an http request (SDK client)', async () => {
    seen.length = 0;
    const result = await runDist(members(plain.url), env({ HTTP_PROXY: proxyUrl }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(seen.some((line) => line.startsWith(`GET ${plain.url}/collaborations/`))).toBe(true);
  });

  it('https_proxy (lower case) tunnels an https request with CONNECT, certificate still checked', async () => {
    seen.length = 0;
    const refused = await runDist(members(tls.url), env({ https_proxy: proxyUrl }));
    expect(refused.code).toBe(255);
    expect(refused.stderr).toContain('SSL validation failed');
    const result = await runDist([...members(tls.url), '--ca-bundle', cert], env({ https_proxy: proxyUrl }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(seen).toContain(`CONNECT ${new URL(tls.url).host}`);
  });

  it('NO_PROXY sends the request directly', async () => {
    seen.length = 0;
    const result = await runDist(members(plain.url), env({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' }));
    expect(result.code).toBe(0);
    expect(seen).toEqual([]);
  });

  it('the AppFabric request goes through the proxy too', async () => {
    seen.length = 0;
    const result = await runDist(
      [
        'appfabric',
        'create-app-authorization',
        '--endpoint-url',
        plain.url,
        '--no-sign-request',
        '--app-bundle-identifier',
        'arn:aws:appfabric:us-east-1:123456789012:appbundle/00000000-0000-4000-8000-000000000000',
        '--app',
        'SLACK',
        '--auth-type',
        'apiKey',
        '--tenant',
        'tenantIdentifier=T1,tenantDisplayName=Team',
        '--credential',
        'apiKeyCredential={apiKey=sy-proxy-secret-1}',
      ],
      env({ HTTP_PROXY: proxyUrl }),
    );
    expect(result.stdout + result.stderr).not.toContain('sy-proxy-secret-1');
    expect(seen.some((line) => line.startsWith(`POST ${plain.url}/appbundles/`))).toBe(true);
  });
});
