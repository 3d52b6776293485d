// Git LFS batch requests carry at most 100 objects (issue 27, item 7): `switchyard serve` (the shipped bundle) counts
// the objects of the request body and refuses a 101-object batch with 413, as the LFS batch API does, without
// counting it against the LFS bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lfsBatchObjectCount } from '../../src/domain/ratelimits/lfsBatch.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const BATCH = '/o/r.git/info/lfs/objects/batch';
const objects = (n: number) =>
  JSON.stringify({ operation: 'download', objects: Array.from({ length: n }, (_, i) => ({ oid: `${i}`, size: 1 })) });

describe('lfsBatchObjectCount', () => {
  it('counts the objects of a batch request and nothing else', () => {
    expect(lfsBatchObjectCount('POST', BATCH, objects(101))).toBe(101);
    expect(lfsBatchObjectCount('POST', BATCH, Buffer.from(objects(3)))).toBe(3);
    expect(lfsBatchObjectCount('GET', BATCH, objects(101))).toBeUndefined();
    expect(lfsBatchObjectCount('POST', '/repos/o/r/issues', objects(101))).toBeUndefined();
    expect(lfsBatchObjectCount('POST', BATCH, 'not json')).toBeUndefined();
    expect(lfsBatchObjectCount('POST', BATCH, undefined)).toBeUndefined();
  });
});

describe('serve: the LFS batch limit', () => {
  let serve: BundleServe;
  beforeAll(async () => {
    serve = await startBundleServe();
  });
  afterAll(async () => {
    await serve?.stop();
  });

  const post = (n: number) =>
    fetch(`${serve.url}/api/v3${BATCH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: objects(n),
    });

  it('100 objects are accepted (201, as any REST POST), 101 refused with 413 and the rule', async () => {
    const ok = await post(100);
    expect(ok.status).toBe(201);
    await ok.arrayBuffer();
    const refused = await post(101);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'A batch request carries at most 100 objects.',
    );
  });
});
