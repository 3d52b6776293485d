// Writing GitHub-shaped answers: JSON bodies with GitHub's headers, entity tags, and the fixed error bodies.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export const DOCS_REST = 'https://docs.github.com/rest';

/** GitHub's ETag for a body: weak, from a digest of the bytes (the caller's identity is mixed in by the caller). */
export function entityTag(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('hex')}"`;
}

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches any current representation. */
export function ifNoneMatchHits(tags: readonly string[], etag: string): boolean {
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return tags.some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/** Writes a JSON answer. `headers` is completed in place (the caller built it for this response alone). */
export function writeJson(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: unknown | undefined,
): void {
  writeJsonText(res, status, headers, body === undefined ? '' : JSON.stringify(body));
}

export function writeJsonText(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  text: string,
): void {
  headers['x-github-media-type'] = 'github.v3; format=json';
  if (status !== 304) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = String(Buffer.byteLength(text));
  }
  res.writeHead(status, headers);
  res.end(status === 304 ? undefined : text);
}
