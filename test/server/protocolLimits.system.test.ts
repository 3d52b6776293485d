// `switchyard serve` (the shipped bundle) under hostile connections: idle sockets cannot lock other clients out,
// a request pipelined before bytes that are not HTTP keeps its own answer, and protocol-level oddities (no Host,
// an unknown Expect, CONNECT) get the documented JSON error instead of an empty answer or none.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/demoCallers.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';
import { parseRawResponse, sendRaw } from './helpers.js';

const DEMO_PAT = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;
const HEADER_TIMEOUT_MS = 10_000;

let serve: BundleServe;
beforeAll(async () => {
  serve = await startBundleServe();
});
afterAll(() => serve?.stop());

/** Splits a byte stream of HTTP/1.1 responses (Content-Length bodies) into responses. */
function splitResponses(raw: string): { status: number; body: string; headers: Record<string, string> }[] {
  const out: { status: number; body: string; headers: Record<string, string> }[] = [];
  let rest = raw;
  for (;;) {
    const parsed = parseRawResponse(rest);
    if (parsed === undefined) return out;
    out.push(parsed);
    const headEnd = rest.indexOf('\r\n\r\n');
    rest = rest.slice(headEnd + 4 + Number(parsed.headers['content-length'] ?? 0));
  }
}

/** Writes `bytes` and collects everything until the server closes the connection. */
function exchangeUntilClose(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
  });
}

describe('pipelined request followed by garbage', () => {
  it('a create gets its own 201 before the 400 for the garbage', async () => {
    const body = JSON.stringify({
      app: 'SLACK',
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
      tenant: { tenantIdentifier: 'pipelined', tenantDisplayName: 'Pipelined' },
    });
    const path = `/appbundles/${encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]!)}/appauthorizations`;
    const request =
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answers = splitResponses(await exchangeUntilClose(serve.port, `${request}\u0001\u0002 not http\r\n\r\n`));
    expect(answers.map((a) => a.status)).toEqual([201, 400]);
    expect(JSON.parse(answers[0]!.body).appAuthorization.tenant.tenantIdentifier).toBe('pipelined');
    expect(JSON.parse(answers[1]!.body)).toHaveProperty('message');
  });

  it('a GitHub GET gets its own 200 before the 400 for the garbage', async () => {
    const request = `GET /api/v3/user HTTP/1.1\r\nHost: localhost\r\nAuthorization: token ${DEMO_PAT}\r\n\r\n`;
    const answers = splitResponses(await exchangeUntilClose(serve.port, `${request}BAD BYTES\u0000\r\n\r\n`));
    expect(answers.map((a) => a.status)).toEqual([200, 400]);
    expect(answers[0]!.headers['x-ratelimit-resource']).toBe('core');
    expect(answers[1]!.headers['content-type']).toBe('application/json');
  });
});

describe('protocol oddities get the JSON error', () => {
  const cases: [string, string, number][] = [
    ['no Host (HTTP/1.1)', 'GET /appbundles HTTP/1.1\r\n\r\n', 400],
    ['no Host on a GitHub path', 'GET /api/v3/user HTTP/1.1\r\n\r\n', 400],
    ['an unknown Expect', 'GET /appbundles HTTP/1.1\r\nHost: localhost\r\nExpect: something-else\r\n\r\n', 417],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  ];
  for (const [name, bytes, status] of cases) {
    it(name, async () => {
      const answer = parseRawResponse(await sendRaw(serve.port, [bytes]));
      expect(answer?.status).toBe(status);
      expect(answer?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer!.body).message).toMatch(/\w/);
    });
  }
});

/**
 * One try at a request: resolves with what came back once the server closes, the answer is whole, or 1 s passes (a
 * connection attempt stuck in SYN retries while the accept queue is full is abandoned and tried afresh, rather than
 * waiting out the kernel's 1, 3, 7 s retry schedule).
 */
function attempt(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, 1_000);
    socket.on('data', (d) => {
      chunks.push(d);
      const parsed = parseRawResponse(Buffer.concat(chunks).toString('latin1'));
      if (parsed !== undefined && Buffer.byteLength(parsed.body) >= Number(parsed.headers['content-length'] ?? 0))
        done();
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}

describe('idle connections cannot lock other clients out', () => {
  it('after 1,100 idle sockets, a normal request is served within the header timeout plus a second', async () => {
    const idle: Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          { length: 1_100 },
          () =>
            new Promise<void>((resolve) => {
              // allowHalfOpen: this peer never closes its side, whatever the server sends (as an attacker would).
              const s = connect({ port: serve.port, host: '127.0.0.1', allowHalfOpen: true }, () => resolve());
              s.on('error', () => resolve());
              s.on('data', () => undefined);
              idle.push(s);
            }),
        ),
      );
      // The clock starts once every idle socket is open (connecting 1,100 takes a while on a loaded machine, and
      // the server's header timeout of the first ones is already running by then, so this never flatters).
      const openedAt = Date.now();
      let servedAt: number | undefined;
      // Keep trying well past the bound, so a late answer is reported with its figure rather than as none.
      while (Date.now() - openedAt < HEADER_TIMEOUT_MS + 20_000) {
        const answer = parseRawResponse(
          await attempt(serve.port, 'GET /appbundles/x/appauthorizations HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        );
        if (answer !== undefined && answer.status < 500) {
          servedAt = Date.now();
          break;
        }
        // A refused connection is closed at once: retry soon, so polling adds little to the figure.
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(servedAt, 'no request was served while the idle sockets stayed open').toBeDefined();
      expect(servedAt! - openedAt).toBeLessThanOrEqual(HEADER_TIMEOUT_MS + 1_000);
    } finally {
      for (const s of idle) s.destroy();
    }
  }, 120_000);
});
