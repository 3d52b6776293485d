import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import { ReadCache, readCacheKey } from '../../../src/server/aws/readCache.js';
import { request, startServer, type RunningServer } from '../helpers.js';
import { recordingPorts, type RecordingPorts } from './recordingPorts.js';

const answer = (n: number) => ({ status: 200, body: Buffer.alloc(n) });

describe('ReadCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new ReadCache(2, 1_000_000);
    cache.set('a', answer(1));
    cache.set('b', answer(1));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', answer(1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps its bytes under maxBytes and refuses an answer larger than the whole budget', () => {
    const cache = new ReadCache(100, 1_000);
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, answer(300));
    expect(cache.sizeBytes).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);
    cache.set('huge', answer(2_000));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new ReadCache(10, 10_000);
    cache.set('a', answer(100));
    cache.set('a', answer(50));
    expect(cache.sizeBytes).toBe(50 + 1);
  });

  it('does not key large bodies', () => {
    expect(readCacheKey('Op', '/p', '', Buffer.alloc(5_000))).toBeUndefined();
    expect(readCacheKey('Op', '/p', 'a=1', Buffer.from('{}'))).not.toBe(readCacheKey('Op', '/p', 'a=2', Buffer.from('{}')));
  });
});

describe('serve with cacheReads', () => {
  let ports: RecordingPorts;
  let server: RunningServer;
  const path = '/collaborations/0f2b7c4e-1a2b-4c3d-8e9f-001122334455/members?maxResults=2';

  beforeAll(async () => {
    ports = recordingPorts();
    server = await startServer({ engine: ports, cacheReads: true });
  });
  afterAll(() => server.close());

  it('serialises a successful read once and replays it with a fresh request id', async () => {
    ports.next = { output: { memberSummaries: [], nextToken: 'n1' } };
    const first = await request(server.url, 'GET', path);
    const second = await request(server.url, 'GET', path);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('x-amzn-requestid')).not.toBe(first.headers.get('x-amzn-requestid'));
    expect(ports.calls.filter((c) => c.operation === 'listMembers')).toHaveLength(1);
    await request(server.url, 'GET', `${path}&nextToken=n1`);
    expect(ports.calls.filter((c) => c.operation === 'listMembers')).toHaveLength(2);
  });

  it('never caches errors or writes', async () => {
    ports.calls.length = 0;
    ports.next = { error: new ServiceError({ name: 'ValidationException', service: 'appflow', httpStatus: 400, message: 'bad' }) };
    await request(server.url, 'POST', '/describe-connector-profiles', { body: '{"maxResults":0}' });
    await request(server.url, 'POST', '/describe-connector-profiles', { body: '{"maxResults":0}' });
    ports.next = {};
    await request(server.url, 'POST', '/appbundles/0f2b7c4e-1a2b-4c3d-8e9f-001122334455/appauthorizations', { body: '{}' });
    await request(server.url, 'POST', '/appbundles/0f2b7c4e-1a2b-4c3d-8e9f-001122334455/appauthorizations', { body: '{}' });
    expect(ports.calls.map((c) => c.operation)).toEqual(['describe', 'describe', 'create', 'create']);
  });
});

describe('serve without cacheReads (the default)', () => {
  it('asks the ports every time, so changes behind the server are seen', async () => {
    const ports = recordingPorts();
    const server = await startServer({ engine: ports });
    await request(server.url, 'GET', '/collaborations');
    await request(server.url, 'GET', '/collaborations');
    expect(ports.calls).toHaveLength(2);
    await server.close();
  });
});
