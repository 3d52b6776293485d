// Who made a request, for the request log, without keeping anything that authenticates: the SigV4 access key ID or
// the GitHub token is reduced to the same 8-hex-digit digest the explorer shows for tokens.
import type { IncomingMessage } from 'node:http';
import { tokenFingerprint } from '../../domain/ratelimits/fingerprint.js';

export function callerFingerprint(req: IncomingMessage): string {
  const authorization = req.headers.authorization;
  if (typeof authorization === 'string' && authorization.length > 0) {
    const sigv4 = /Credential=([^/,\s]+)/.exec(authorization);
    if (sigv4 !== null) return tokenFingerprint(sigv4[1]!);
    const token = /^\s*(?:token|bearer)\s+(\S+)/i.exec(authorization);
    return tokenFingerprint(token !== null ? token[1]! : authorization);
  }
  return `ip:${req.socket.remoteAddress ?? 'unknown'}`;
}
