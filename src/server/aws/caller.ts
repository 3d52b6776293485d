// Who an AWS request comes from, as far as the engine keeps resources apart: the Region of its SigV4 scope and the
// access key that signed it (the engine maps keys to accounts). Read whether or not signatures are verified: an
// unsigned request, or one whose Authorization header does not parse, is the default caller.
import type { IncomingMessage } from 'node:http';
import type { AwsCaller } from '../../service/ports.js';

const CREDENTIAL = /Credential=([^/,\s]+)\/\d{8}\/([a-z0-9-]{1,32})\/([^/,\s]+)\/aws4_request/;

function credentialOf(req: IncomingMessage, query: URLSearchParams): RegExpExecArray | null {
  const header = req.headers.authorization;
  return CREDENTIAL.exec(typeof header === 'string' ? header : `Credential=${query.get('X-Amz-Credential') ?? ''}`);
}

export function callerOf(req: IncomingMessage, query: URLSearchParams): AwsCaller {
  const match = credentialOf(req, query);
  if (match === null) return {};
  return { accessKeyId: match[1]!, region: match[2]! };
}

/** The service a request was signed for (the credential scope's signing name), when it is signed. */
export function signingServiceOf(req: IncomingMessage, query: URLSearchParams): string | undefined {
  return credentialOf(req, query)?.[3];
}
