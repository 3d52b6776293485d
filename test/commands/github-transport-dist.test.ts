// The GitHub side takes the same proxy and CA settings as the AWS side: `switchyard github rate-limit` (dist/cli.js)
// against `serve` over TLS, trusted through AWS_CA_BUNDLE or NODE_EXTRA_CA_CERTS, and through a forward proxy.
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-gh-tls-'));
const cert = join(dir, 'cert.pem');
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
  tls = await startDistServe(['--tls-cert', cert, '--tls-key', key]);
  proxy.on('connect', (req: IncomingMessage) => connects.push(String(req.url)));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
});

afterAll(() => {
  stopAllServes();
  proxy.close();
  rmSync(dir, { recursive: true, force: true });
});

const rateLimit = () => ['github', 'rate-limit', '--github-url', `${tls.url}/api/v3`, '--output', 'json'];
const home = { HOME: dir };

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
