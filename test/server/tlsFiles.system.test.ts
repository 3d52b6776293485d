// `serve --tls-cert/--tls-key` checks its files at start (issue 28, item 12), from the shipped bundle: before, an
// empty certificate or key still printed `listening on https://`, then every handshake failed.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTlsFiles } from '../../src/server/tlsFiles.js';
import { runBundle, startBundleServe } from '../helpers/bundle.js';
import { makeCertificate } from '../helpers/tlsFiles.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-tls-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const good = makeCertificate(dir, 'good');
const other = makeCertificate(dir, 'other');
const empty = join(dir, 'empty.pem');
writeFileSync(empty, '');

describe('serve refuses TLS files it cannot use, naming the file', () => {
  it.each([
    ['an empty certificate', empty, good.key, `--tls-cert ${empty} holds no PEM certificate`],
    ['an empty key', good.cert, empty, `--tls-key ${empty} holds no PEM private key`],
    ['a key that is not the certificate’s', good.cert, other.key, `--tls-key ${other.key} is not the private key`],
  ])('%s', async (_name, cert, key, message) => {
    const result = await runBundle(['serve', '--port', '0', '--tls-cert', cert, '--tls-key', key]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain(readFileSync(other.key, 'utf8').split('\n')[1]!);
  });

  it('starts with a warning for a key under 2048 bits that every user can read, or stops naming it', async () => {
    const weak = makeCertificate(dir, 'weak', { key: 'rsa:1024' });
    chmodSync(weak.key, 0o644);
    let nodeTakesIt = true;
    try {
      createSecureContext({ cert: readFileSync(weak.cert), key: readFileSync(weak.key) });
    } catch {
      nodeTakesIt = false; // Node 24's OpenSSL security level refuses it ("ee key too small"); Node 22's takes it.
    }
    if (!nodeTakesIt) {
      const refused = await runBundle(['serve', '--port', '0', '--tls-cert', weak.cert, '--tls-key', weak.key]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `--tls-key ${weak.key} cannot be used by this Node's TLS, a 1024-bit RSA key (under 2048 bits): `,
      );
      return;
    }
    const serve = await startBundleServe(['--tls-cert', weak.cert, '--tls-key', weak.key]);
    try {
      expect(serve.url).toMatch(/^https:/);
      expect(serve.stderr()).toContain(`--tls-key ${weak.key} is a 1024-bit RSA key (under 2048 bits)`);
      expect(serve.stderr()).toContain(`--tls-key ${weak.key} can be read by every user`);
    } finally {
      await serve.stop();
    }
  });

  it('warns on a certificate that has expired or is not valid yet', () => {
    chmodSync(good.key, 0o600);
    const files = {
      certPath: good.cert,
      keyPath: good.key,
      cert: readFileSync(good.cert, 'utf8'),
      key: readFileSync(good.key, 'utf8'),
    };
    expect(checkTlsFiles(files)).toEqual({ warnings: [] });
    expect(checkTlsFiles(files, Date.now() + 3 * 86_400_000).warnings).toEqual([expect.stringContaining('expired on')]);
    expect(checkTlsFiles(files, Date.now() - 86_400_000).warnings).toEqual([
      expect.stringContaining('not valid before'),
    ]);
  });
});
