// The certificate and key of `serve --tls-cert/--tls-key`, checked at start: a file that holds no certificate or no
// key, or a key that is not the certificate's, stops serve naming the file (before, serve printed `listening on
// https://` and every handshake then failed). An expired or not-yet-valid certificate, a weak key and a key others
// can read are warned about: serve still starts, since a test may want exactly that.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { statSync } from 'node:fs';
import { createSecureContext } from 'node:tls';

export interface TlsFileCheck {
  /** Why serve cannot use these files, naming the file; undefined when it can. */
  error?: string;
  warnings: string[];
}

export function checkTlsFiles(
  files: { certPath: string; keyPath: string; cert: string; key: string },
  now: number = Date.now(),
): TlsFileCheck {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(files.cert);
  } catch {
    return { error: `--tls-cert ${files.certPath} holds no PEM certificate`, warnings: [] };
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(files.key);
  } catch {
    // The error never quotes the file: it is a private key.
    return {
      error: `--tls-key ${files.keyPath} holds no PEM private key (or one that needs a passphrase)`,
      warnings: [],
    };
  }
  if (!certificate.checkPrivateKey(key))
    return {
      error: `--tls-key ${files.keyPath} is not the private key of the certificate in --tls-cert ${files.certPath}`,
      warnings: [],
    };
  const bits = key.asymmetricKeyDetails?.modulusLength;
  const weak =
    (key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'dsa') && bits !== undefined && bits < 2048;
  const weakWords = weak ? `a ${bits}-bit ${key.asymmetricKeyType!.toUpperCase()} key (under 2048 bits)` : '';
  try {
    // What this Node's OpenSSL accepts decides: Node 24's default security level refuses an RSA key under 2048
    // bits ("ee key too small"), Node 22's takes it. Refused here, it would fail every handshake.
    createSecureContext({ cert: files.cert, key: files.key });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      error: `--tls-key ${files.keyPath} cannot be used by this Node's TLS${weak ? `, ${weakWords}` : ''}: ${reason}`,
      warnings: [],
    };
  }
  const warnings: string[] = [];
  if (Date.parse(certificate.validTo) < now)
    warnings.push(`--tls-cert ${files.certPath} expired on ${certificate.validTo}: clients will refuse it`);
  if (Date.parse(certificate.validFrom) > now)
    warnings.push(`--tls-cert ${files.certPath} is not valid before ${certificate.validFrom}: clients will refuse it`);
  if (weak) warnings.push(`--tls-key ${files.keyPath} is ${weakWords}`);
  try {
    if ((statSync(files.keyPath).mode & 0o004) !== 0)
      warnings.push(`--tls-key ${files.keyPath} can be read by every user: chmod 600 it`);
  } catch {
    // Read a moment ago: a file gone since is not this check's concern.
  }
  return { warnings };
}
