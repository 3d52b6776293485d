// The HTTP layer of serve: routing, label decoding, query and body parsing, limits, content types, the error
// format of each service, the GitHub mount point, and robustness against broken HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import { parseRawResponse, request, sendRaw, startServer, type RunningServer } from '../helpers.js';
import { recordingPorts, type RecordingPorts } from './recordingPorts.js';

const COLLAB = '0f2b7c4e-1a2b-4c3d-8e9f-001122334455';
const BUNDLE_ARN = 'arn:aws:appfabric:us-east-1:123456789012:appbundle/0f2b7c4e-1a2b-4c3d-8e9f-001122334455';

let ports: RecordingPorts;
let server: RunningServer;
const githubSeen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  ports = recordingPorts();
  server = await startServer({
    engine: ports,
    timeouts: { headersMs: 300, requestMs: 600, checkIntervalMs: 100 },
    githubHandler: (req, res, body) => {
      githubSeen.push({ method: req.method ?? '', url: req.url ?? '', body: body?.toString('utf8') ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  ports.calls.length = 0;
  ports.next = {};
});

function expectWellFormedError(
  result: { status: number; headers: Headers; json: Record<string, unknown> },
  name: string,
  status: number,
) {
  expect(result.status).toBe(status);
  expect(result.headers.get('x-amzn-errortype')).toBe(name);
  expect(result.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  expect(result.headers.get('content-type')).toBe('application/json');
  expect(typeof result.json.message).toBe('string');
}

describe('routing', () => {
  it('answers an unknown route with 404 UnknownOperationException', async () => {
    expectWellFormedError(await request(server.url, 'GET', '/nothing/here'), 'UnknownOperationException', 404);
    expectWellFormedError(
      await request(server.url, 'DELETE', `/collaborations/${COLLAB}/members`),
      'UnknownOperationException',
      404,
    );
    expectWellFormedError(
      // GET on this path is ListAppAuthorizations; PUT is no operation.
      await request(server.url, 'PUT', '/appbundles/x/appauthorizations'),
      'UnknownOperationException',
      404,
    );
    for (const prototypeKey of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expectWellFormedError(await request(server.url, 'GET', `/${prototypeKey}/x`), 'UnknownOperationException', 404);
    }
    expect(server.errors).toEqual([]);
  });

  it('percent-decodes path labels', async () => {
    await request(server.url, 'POST', `/appbundles/${encodeURIComponent(BUNDLE_ARN)}/appauthorizations`, {
      body: '{}',
    });
    expect(ports.calls[0]).toMatchObject({ operation: 'create', input: { appBundleIdentifier: BUNDLE_ARN } });
  });

  it('answers a label that does not decode with a ValidationException naming it', async () => {
    const result = await request(server.url, 'GET', '/collaborations/%E0%A4%A/members');
    expectWellFormedError(result, 'ValidationException', 400);
    expect(result.json.fieldList).toEqual([{ name: 'collaborationIdentifier', message: expect.any(String) }]);
    expect(result.json.reason).toBe('FIELD_VALIDATION_FAILED');
    expect(ports.calls).toHaveLength(0);
  });

  it('reads query members: maxResults as an integer, nextToken decoded', async () => {
    await request(server.url, 'GET', `/collaborations/${COLLAB}/members?maxResults=5&nextToken=a%2Fb%20c&other=1`);
    expect(ports.calls[0]?.input).toEqual({ collaborationIdentifier: COLLAB, maxResults: 5, nextToken: 'a/b c' });
    await request(server.url, 'GET', '/collaborations?memberStatus=ACTIVE&maxResults=2');
    expect(ports.calls[1]?.input).toEqual({ memberStatus: 'ACTIVE', maxResults: 2 });
    await request(server.url, 'GET', '/appbundles?nextToken=t');
    expect(ports.calls[2]?.input).toEqual({ nextToken: 't' });
  });

  it('answers a string where an integer is expected with a ValidationException naming the member', async () => {
    const query = await request(server.url, 'GET', `/collaborations/${COLLAB}/members?maxResults=ten`);
    expectWellFormedError(query, 'ValidationException', 400);
    expect(query.json.fieldList).toEqual([{ name: 'maxResults', message: 'Member must be an integer' }]);
    const body = await request(server.url, 'POST', '/describe-connector-profiles', {
      body: '{"maxResults":"10","connectorProfileNames":[1]}',
    });
    expectWellFormedError(body, 'ValidationException', 400);
    expect(Object.keys(body.json)).toEqual(['message']);
    expect(body.json.message).toContain("'maxResults'");
    expect(body.json.message).toContain("'connectorProfileNames[0]'");
    expect(ports.calls).toHaveLength(0);
  });
});

describe('bodies', () => {
  it('answers a body that is not JSON with AppFabric cannotParse', async () => {
    const result = await request(server.url, 'POST', `/appbundles/${COLLAB}/appauthorizations`, {
      body: '{"app": "SLACK",',
    });
    expectWellFormedError(result, 'ValidationException', 400);
    expect(result.json.reason).toBe('cannotParse');
  });

  it('answers a body that is not JSON with an AppFlow message-only ValidationException', async () => {
    const result = await request(server.url, 'POST', '/describe-connector-profiles', { body: 'nope' });
    expectWellFormedError(result, 'ValidationException', 400);
    expect(Object.keys(result.json)).toEqual(['message']);
  });

  it('accepts an empty body without Content-Type as {}', async () => {
    const result = await request(server.url, 'POST', '/describe-connector-profiles', { headers: {} });
    expect(result.status).toBe(200);
    expect(ports.calls[0]?.input).toEqual({});
  });

  it('answers a body with the wrong content type with 415 UnsupportedMediaTypeException', async () => {
    const result = await request(server.url, 'POST', '/describe-connector-profiles', {
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expectWellFormedError(result, 'UnsupportedMediaTypeException', 415);
    const charset = await request(server.url, 'POST', '/describe-connector-profiles', {
      body: '{}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
  });

  it('answers a declared body over 1 MiB with 413 before reading it', async () => {
    const raw = await sendRaw(server.port, [
      `POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024 + 1}\r\n\r\n{`,
    ]);
    const parsed = parseRawResponse(raw);
    expect(parsed?.status).toBe(413);
    expect(parsed?.headers['x-amzn-errortype']).toBe('RequestEntityTooLargeException');
    expect(JSON.parse(parsed?.body ?? '')).toEqual({ message: expect.stringContaining('1048576') });
  });

  it('answers a chunked body that grows over 1 MiB with 413', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const chunks: (string | Buffer)[] = [
      'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    ];
    for (let i = 0; i < 20; i += 1) chunks.push(`${chunk.length.toString(16)}\r\n`, chunk, '\r\n');
    const parsed = parseRawResponse(await sendRaw(server.port, chunks));
    expect(parsed?.status).toBe(413);
    expect(ports.calls).toHaveLength(0);
  });

  it('accepts a body of exactly 1 MiB', async () => {
    const body = `{"nextToken":"${'a'.repeat(1024 * 1024 - 16)}"}`;
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);
    const result = await request(server.url, 'POST', '/describe-connector-profiles', { body });
    expect(result.status).toBe(200);
  });
});

describe('port errors', () => {
  it('serialises a ServiceError from the port in the service style, Retry-After for AppFabric', async () => {
    ports.next = {
      error: new ServiceError({
        name: 'ThrottlingException',
        service: 'appfabric',
        httpStatus: 429,
        message: 'slow down',
        retryAfterSeconds: 3,
      }),
    };
    const result = await request(server.url, 'GET', '/appbundles');
    expectWellFormedError(result, 'ThrottlingException', 429);
    expect(result.headers.get('retry-after')).toBe('3');
  });

  it('answers a failure inside the port with 500 InternalServerException and keeps serving', async () => {
    ports.next = { error: new TypeError('boom') };
    const result = await request(server.url, 'GET', '/collaborations');
    expectWellFormedError(result, 'InternalServerException', 500);
    expect(JSON.stringify(result.json)).not.toContain('boom');
    expect(server.errors.some((e) => e.includes('boom'))).toBe(true);
    ports.next = {};
    expect((await request(server.url, 'GET', '/collaborations')).status).toBe(200);
  });

  it('aborts the port call when the client goes away', async () => {
    let release!: () => void;
    ports.next = { wait: new Promise<void>((r) => (release = r)) };
    const errorsBefore = server.errors.length;
    const controller = new AbortController();
    const pending = fetch(`${server.url}/collaborations`, { signal: controller.signal }).catch(() => undefined);
    await expect.poll(() => ports.calls.length).toBe(1);
    controller.abort();
    await expect.poll(() => ports.calls[0]?.signal?.aborted).toBe(true);
    ports.next.error = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    release();
    await pending;
    // A port that stops on the signal is not an internal failure.
    expect(server.errors.slice(errorsBefore)).toEqual([]);
  });
});

describe('broken HTTP', () => {
  it('answers an invalid request line with a JSON 400 and stays up', async () => {
    const parsed = parseRawResponse(await sendRaw(server.port, ['GARBAGE\r\n\r\n']));
    expect(parsed?.status).toBe(400);
    expect(JSON.parse(parsed?.body ?? '')).toEqual({ message: expect.any(String) });
    expect((await request(server.url, 'GET', '/appbundles')).status).toBe(200);
  });

  it('answers headers over the size limit with 431', async () => {
    const parsed = parseRawResponse(
      await sendRaw(server.port, [
        `GET /appbundles HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ]),
    );
    expect(parsed?.status).toBe(431);
  });

  it('times out a client that never finishes its headers', async () => {
    const raw = await sendRaw(server.port, ['GET /appbundles HTTP/1.1\r\nHost: localhost\r\n'], { idleMs: 5_000 });
    const parsed = parseRawResponse(raw);
    expect(parsed?.status).toBe(408);
  });

  it('times out a client that never finishes its body', async () => {
    const raw = await sendRaw(
      server.port,
      [
        'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
      ],
      { idleMs: 5_000 },
    );
    const parsed = parseRawResponse(raw);
    expect(parsed?.status).toBe(408);
  });
});

describe('no replayed answers', () => {
  it('asks the ports every time, so changes behind the server are seen', async () => {
    const own = recordingPorts();
    const running = await startServer({ engine: own });
    await request(running.url, 'GET', '/collaborations');
    await request(running.url, 'GET', '/collaborations');
    expect(own.calls).toHaveLength(2);
    await running.close();
  });
});

describe('connection limit', () => {
  it('closes connections beyond maxConnections at once and keeps serving the others', async () => {
    const { connect } = await import('node:net');
    const limited = await startServer({ engine: recordingPorts(), maxConnections: 2 });
    const sockets = [connect(limited.port, '127.0.0.1'), connect(limited.port, '127.0.0.1')];
    await Promise.all(sockets.map((s) => new Promise((r) => s.once('connect', r))));
    await expect.poll(() => new Promise<number>((r) => limited.http.getConnections((_e, n) => r(n)))).toBe(2);
    const third = connect(limited.port, '127.0.0.1');
    await new Promise<void>((resolve) => third.once('close', () => resolve()));
    for (const s of sockets) s.destroy();
    await expect.poll(() => new Promise<number>((r) => limited.http.getConnections((_e, n) => r(n)))).toBe(0);
    expect((await request(limited.url, 'GET', '/collaborations')).status).toBe(200);
    await limited.close();
  });
});

describe('stopping', () => {
  it('lets a request in flight finish, then closes', async () => {
    const own = recordingPorts();
    const running = await startServer({ engine: own });
    let release!: () => void;
    own.next = { wait: new Promise<void>((r) => (release = r)) };
    const pending = request(running.url, 'GET', '/collaborations');
    await expect.poll(() => own.calls.length).toBe(1);
    let closed = false;
    const closing = running.close().then(() => (closed = true));
    // No new connections are accepted, but close has not resolved while the request is still being answered.
    await expect.poll(() => running.http.listening).toBe(false);
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
    expect(closed).toBe(false);
    release();
    expect((await pending).status).toBe(200);
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(`${running.url}/collaborations`)).rejects.toThrow();
  });
});

describe('GitHub mount point', () => {
  it('hands /api/v3 requests and POST /api/graphql to the GitHub handler with their body', async () => {
    githubSeen.length = 0;
    expect((await request(server.url, 'GET', '/api/v3/rate_limit')).json).toEqual({ ok: true });
    await request(server.url, 'POST', '/api/graphql', { body: '{"query":"{ viewer { login } }"}' });
    expect(githubSeen).toEqual([
      { method: 'GET', url: '/api/v3/rate_limit', body: '' },
      { method: 'POST', url: '/api/graphql', body: '{"query":"{ viewer { login } }"}' },
    ]);
    expect(ports.calls).toHaveLength(0);
  });
});
