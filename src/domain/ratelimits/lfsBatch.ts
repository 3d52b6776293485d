// The number of objects in a Git LFS batch request (`POST .../info/lfs/objects/batch`, body
// `{"operation": "download", "objects": [{"oid": ..., "size": ...}, ...]}`): GitHub takes at most 100 per request
// (docs: "the batch API handles 100 objects per call"), and the rate-limit engine refuses more with 413 as the LFS
// batch API specifies. Undefined when the body is not a batch request (the engine then counts the request as usual).
import { isLfsPath } from './resources.js';

export function lfsBatchObjectCount(
  method: string,
  path: string,
  body: Buffer | string | undefined,
): number | undefined {
  if (method !== 'POST' || !isLfsPath(path) || !path.endsWith('/objects/batch') || body === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return undefined;
  }
  const objects = typeof parsed === 'object' && parsed !== null ? (parsed as { objects?: unknown }).objects : undefined;
  return Array.isArray(objects) ? objects.length : undefined;
}
