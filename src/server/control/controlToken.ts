// The control plane's token. On a loopback address the browser guard (http/browserGuard.ts) is enough: only this
// machine's processes reach serve, and web pages are refused. On any other address every host of the network could
// reset the emulator and empty its journal, so the control plane needs a token there; and under --verify-sigv4,
// whose users asked for authenticated calls, too (the control plane is not an AWS API, so SigV4 does not apply).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLoopbackName } from '../http/browserGuard.js';

/** Whether serve on `host` (with or without --verify-sigv4) must protect its control plane with a token. */
export function controlTokenRequired(host: string, verifySigv4: boolean): boolean {
  return verifySigv4 || !isLoopbackName(host);
}

/** A fresh token: 192 random bits, URL-safe. */
export function generateControlToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Why `token` cannot be a control token, or undefined. Never quotes it. */
export function controlTokenProblem(token: string): string | undefined {
  if (token.length < 16 || token.length > 256 || !/^[\x21-\x7e]+$/.test(token))
    return '--control-token must be 16 to 256 printable characters without spaces';
  return undefined;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function tokenMatches(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  if (header === undefined || !/^Bearer /i.test(header)) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}
