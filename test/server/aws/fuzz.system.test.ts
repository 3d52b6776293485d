// Fuzz: at least 10,000 generated malformed or hostile requests at `serve`. Well-formed HTTP
// with hostile content (bad JSON, wrong types, huge bodies, bad labels, bad methods, bad headers) goes over keep-alive
// connections; broken HTTP (bad request lines, bad headers, bad framing, truncated requests) over raw sockets.
// Every answer must be a well-formed response: never a 500, errors as JSON with a `message` and a bare error name in
// X-Amzn-Errortype; the server must keep serving and report no internal failure.
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../../src/engine/index.js';
import { parseRawResponse, sendRaw, startBuiltServer, type BuiltServer } from '../helpers.js';

const WELL_FORMED_RUNS = Number(process.env.SY_FUZZ_RUNS ?? 360); // x 25 requests
const RAW_RUNS = 1_200;
const HUGE = 1024 * 1024 + 10;

let server: BuiltServer;
let agent: Agent;

beforeAll(async () => {
  // `switchyard serve` from the built bundle, as shipped: its own timeouts, the demo dataset.
  server = await startBuiltServer();
  agent = new Agent({ keepAlive: true, maxSockets: 25 });
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

// ---- generators ------------------------------------------------------------------------------------------------

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '..',
    '../..',
    '%2F..%2F',
    '\u0000',
    'a'.repeat(5000),
    '{}',
    'null',
    '-1',
    '1e309',
    '0x10',
    '１２',
  ),
  fc.uuid(),
);

const label = fc.oneof(
  hostileText.map((t) => encodeURIComponent(t)),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%FF',
    '%%',
    DEMO_COLLABORATION_IDS.retail,
    encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]),
    'A'.repeat(3000),
  ),
);

const queryValue = fc.oneof(
  hostileText.map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '0', '101', '-5', '1.5', 'abc', '99999999999999999999', ''),
);
const query = fc
  .array(fc.tuple(fc.constantFrom('maxResults', 'nextToken', 'memberStatus', 'x', '', '%'), queryValue), {
    maxLength: 4,
  })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));

const path = fc.oneof(
  fc.tuple(label, query).map(([l, q]) => `/collaborations/${l}/members${q}`),
  query.map((q) => `/collaborations${q}`),
  query.map((q) => `/appbundles${q}`),
  label.map((l) => `/appbundles/${l}/appauthorizations`),
  query.map((q) => `/describe-connector-profiles${q}`),
  fc.tuple(label, label).map(([a, b]) => `/${a}/${b}`),
  fc.constantFrom(
    '/',
    '//',
    '/collaborations/',
    '/appbundles//appauthorizations',
    '/describe-connector-profiles/',
    '/api',
    '/%',
    '/../etc/passwd',
  ),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
  { weight: 2, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
  { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'MKCOL', 'PURGE', 'SEARCH') },
);

/** Bodies that are valid JSON but hostile: members of the real shapes with values of any type. */
const hostileMembers = fc.dictionary(
  fc.constantFrom(
    'app',
    'authType',
    'credential',
    'tenant',
    'tags',
    'clientToken',
    'connectorProfileNames',
    'connectorType',
    'connectorLabel',
    'maxResults',
    'nextToken',
    '__proto__',
    'constructor',
  ),
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      { oauth2Credential: fc.jsonValue({ maxDepth: 2 }), apiKeyCredential: fc.jsonValue({ maxDepth: 2 }) },
      { requiredKeys: [] },
    ),
    fc.record(
      { tenantIdentifier: fc.jsonValue({ maxDepth: 1 }), tenantDisplayName: fc.jsonValue({ maxDepth: 1 }) },
      { requiredKeys: [] },
    ),
    fc.array(
      fc.record({ key: fc.jsonValue({ maxDepth: 1 }), value: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
      { maxLength: 60 },
    ),
  ),
);

const body = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: hostileMembers.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"app":',
      '[1,2',
      '{"a":1}}',
      '\u0000',
      '{"maxResults": 1e400}',
      '{"a":"\\ud800"}',
      '"' + 'x'.repeat(1000) + '"',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('<huge>', '<limit>') },
);

/** Large bodies are generated as markers and built when sent, so a counterexample stays readable. */
function materialise(body: string | undefined): string | undefined {
  if (body === '<huge>') return `{"nextToken":"${'a'.repeat(HUGE)}"}`;
  if (body === '<limit>') return `{"nextToken":"${'a'.repeat(1024 * 1024 - 16)}"}`;
  return body;
}

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-amz-json-1.1',
    '',
    'application/xml',
    'multipart/form-data; boundary=x',
  ),
  fc.constant(undefined),
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'authorization',
    'x-amz-date',
    'x-amz-content-sha256',
    'accept',
    'x-forwarded-for',
    'expect',
    'x-amz-security-token',
  ),
  fc.oneof(
    fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, '')),
    fc.constantFrom(
      'AWS4-HMAC-SHA256 Credential=x/y',
      'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/cleanrooms/aws4_request, SignedHeaders=host, Signature=' +
        '0'.repeat(64),
    ),
  ),
  { maxKeys: 3 },
);

const wellFormedRequest = fc.record({ method, path, body, contentType, headers: extraHeaders });
type WellFormed = typeof wellFormedRequest extends fc.Arbitrary<infer T> ? T : never;

// ---- senders and checks ----------------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(r: WellFormed): Promise<Answer | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...r.headers };
    if (r.contentType !== undefined) headers['content-type'] = r.contentType;
    if (headers.expect !== undefined) delete headers.expect;
    const payload = materialise(r.body);
    // node's client frames a GET/DELETE body only when told its length; without it the bytes would be sent raw.
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method: r.method, path: r.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error: NodeJS.ErrnoException) => resolve(`reset ${error.code ?? error.message}`));
      },
    );
    // A 413 answered before the whole body is sent closes the connection: the client may see a reset instead.
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`reset ${error.code ?? error.message}`));
    req.end(payload);
  });
}

function checkAnswer(method: string, answer: Answer): void {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
  expect(answer.status, answer.text).toBeLessThan(500);
  if (method === 'HEAD') return;
  const json: unknown = JSON.parse(answer.text);
  expect(typeof json).toBe('object');
  if (answer.status >= 400) {
    expect(typeof (json as { message?: unknown }).message).toBe('string');
    expect(answer.headers['x-amzn-errortype']).toMatch(/^[A-Za-z]+$/);
  }
}

// Broken HTTP: `mustAnswer` cases are complete (the server must reply with a JSON 4xx); truncated ones may get none.
const rawRequest = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).map((s) => ({ text: `${s}\r\n\r\n`, mustAnswer: false })),
  fc.constantFrom(
    { text: 'GARBAGE\r\n\r\n', mustAnswer: true },
    { text: 'GET /appbundles HTTP/9.9\r\nHost: localhost\r\n\r\n', mustAnswer: true },
    { text: 'GET /appbundles HTTP/1.1\r\nBad Header: v\r\n\r\n', mustAnswer: true },
    { text: 'GET /appbundles HTTP/1.1\r\nX-Ctl: a\u0001b\r\n\r\n', mustAnswer: true },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}',
      mustAnswer: true,
    },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      mustAnswer: true,
    },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      mustAnswer: true,
    },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      mustAnswer: true,
    },
    { text: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', mustAnswer: true },
    { text: `GET /appbundles HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`, mustAnswer: true },
    { text: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, mustAnswer: true },
    {
      text: `POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${HUGE}\r\n\r\n{`,
      mustAnswer: true,
    },
    { text: 'GET http://evil.example/appbundles HTTP/1.1\r\nHost: localhost\r\n\r\n', mustAnswer: true },
    { text: 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n', mustAnswer: true },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"max',
      mustAnswer: false,
    },
    { text: 'GET /collaborations HTTP/1.1\r\nHost: localhost\r\n', mustAnswer: false },
    { text: 'GET /collab', mustAnswer: false },
    {
      text: 'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a"',
      mustAnswer: false,
    },
  ),
  fc
    .tuple(
      fc.constantFrom(
        'GET /appbundles HTTP/1.1\r\nHost: localhost\r\n\r\n',
        'POST /describe-connector-profiles HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Type: application/json\r\n\r\n{}',
      ),
      fc.nat(),
    )
    .map(([full, n]) => ({
      text: full.slice(0, n % full.length),
      mustAnswer: false,
    })),
);

describe('fuzz', () => {
  let sent = 0;

  it(
    'answers generated hostile requests over keep-alive with well-formed responses, never a 500',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(wellFormedRequest, { minLength: 25, maxLength: 25 }), async (requests) => {
          const answers = await Promise.all(requests.map(send));
          answers.forEach((answer, i) => {
            const r = requests[i] as WellFormed;
            if (typeof answer === 'string') {
              // Only a body over the limit may end in a reset (the server answers 413 and closes mid-upload).
              expect(r.body, answer).toBe('<huge>');
              return;
            }
            checkAnswer(r.method, answer);
          });
          sent += requests.length;
        }),
        { numRuns: WELL_FORMED_RUNS },
      );
    },
  );

  it(
    'answers broken HTTP with a JSON 4xx or closes a truncated connection, and keeps serving',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(rawRequest, { minLength: 10, maxLength: 10 }), async (batch) => {
          const raws = await Promise.all(
            batch.map((r) =>
              sendRaw(server.port, [Buffer.from(r.text, 'latin1')], { endAfterWrite: true, idleMs: 5_000 }),
            ),
          );
          raws.forEach((raw, i) => {
            const r = batch[i] as { text: string; mustAnswer: boolean };
            const parsed = parseRawResponse(raw);
            if (parsed === undefined) {
              expect(r.mustAnswer, `no answer to ${JSON.stringify(r.text.slice(0, 120))}`).toBe(false);
              return;
            }
            expect(parsed.status, raw.slice(0, 200)).toBeLessThan(500);
            expect(parsed.status, raw.slice(0, 200)).toBeGreaterThanOrEqual(200);
            if (parsed.status >= 400) {
              expect(typeof (JSON.parse(parsed.body) as { message?: unknown }).message).toBe('string');
              expect(parsed.headers['x-amzn-errortype']).toMatch(/^[A-Za-z]+$/);
            }
          });
          sent += batch.length;
        }),
        { numRuns: RAW_RUNS / 10 },
      );
    },
  );

  it('sent at least 10,000 requests, and the server still answers and reported no internal failure', async () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    const response = await fetch(`${server.url}/collaborations/${DEMO_COLLABORATION_IDS.retail}/members`);
    expect(response.status).toBe(200);
    expect(server.errors).toEqual([]);
  });
});
