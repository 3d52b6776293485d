// Certificates for the HTTPS tests of `serve`, made at test time with openssl into a temporary directory.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface TlsFiles {
  cert: string;
  key: string;
}

/** A self-signed certificate for 127.0.0.1; `kind` picks the key (a P-256 key unless told). */
export function makeCertificate(
  dir: string,
  name: string,
  options: { key?: 'ec' | 'rsa:1024' | 'rsa:2048'; days?: number } = {},
): TlsFiles {
  const cert = join(dir, `${name}.cert.pem`);
  const key = join(dir, `${name}.key.pem`);
  const keyArgs =
    (options.key ?? 'ec') === 'ec'
      ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1']
      : ['-newkey', options.key!];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...keyArgs,
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      String(options.days ?? 1),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
