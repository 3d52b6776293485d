// An offline word-list attack on a file, as someone who copied it would run one: every salt- or key-like value in
// the file (a run of 32+ hex digits, or any JSON string) is tried as an HMAC-SHA256 key over every candidate, and
// each candidate is also hashed plainly (SHA-256); a digest found in the file confirms the candidate.
import { createHash, createHmac } from 'node:crypto';

/** The digests (hex) computed from `text`'s own values over `candidates` that `text` contains. */
export function wordListHits(text: string, candidates: readonly string[]): string[] {
  const hex = new Set(text.match(/[0-9a-f]{32,}/gi) ?? []);
  const strings = new Set([...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!));
  const keys: Buffer[] = [];
  for (const h of hex) if (h.length % 2 === 0) keys.push(Buffer.from(h, 'hex'));
  for (const s of [...hex, ...strings]) keys.push(Buffer.from(s, 'utf8'));
  const hits: string[] = [];
  for (const candidate of candidates) {
    const digests = [createHash('sha256').update(candidate).digest('hex')];
    for (const key of keys) digests.push(createHmac('sha256', key).update(candidate).digest('hex'));
    for (const digest of digests) if (text.includes(digest)) hits.push(digest);
  }
  return hits;
}

/** What an attacker would digest for an app authorization's credential: the secret alone and the request forms. */
export function authorizationCandidates(request: {
  appBundleArn: string;
  app: string;
  authType: string;
  tenant: [string, string];
  credential: unknown[];
  tags?: unknown[];
}): string[] {
  const secretParts = request.credential.map(String);
  return [
    ...secretParts,
    JSON.stringify(request.credential),
    JSON.stringify([
      request.appBundleArn,
      request.app,
      request.authType,
      request.tenant,
      request.credential,
      request.tags ?? [],
    ]),
  ];
}
