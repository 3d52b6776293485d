// Shared helpers of the server tests: start `switchyard serve` from the built bundle (dist/cli.js) on port 0, or a
// server in-process from src/; raw HTTP over node:net, JSON requests.
//
// `startBuiltServer` is the default: what is tested is what ships. `startServer` (in-process, from src/) is kept only
// where a test needs what `serve` has no option for:
// - ports other than the engine (test doubles that record calls or raise errors the engine never does):
//   aws/protocol.system.test.ts, aws/sigv4.system.test.ts, the stub-ports part of aws/sdkWire.system.test.ts;
// - server settings `serve` does not expose (shorter timeouts, a lower connection cap, an injected clock):
//   aws/protocol.system.test.ts, aws/sigv4.system.test.ts (its clock; serve's SigV4 check reads the real one);
// - an engine read back in-process (admin records, a virtual clock, records added mid-test):
//   backends/aws/contract.system.test.ts; the GitHub route tests (github/helpers.ts: the rate-limit engine's snapshot on a
//   virtual clock), whose bundle-level counterparts are the system tests here that call startBundleServe.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetToJson, type Dataset } from '../../src/engine/index.js';
import { createSwitchyardServer, type SwitchyardServerOptions } from '../../src/server/createServer.js';
import { startBundleServe } from '../helpers/bundle.js';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  errors: string[];
  http: Server;
}

export async function startServer(options: SwitchyardServerOptions): Promise<RunningServer> {
  const errors: string[] = [];
  const server = createSwitchyardServer({ logError: (m) => errors.push(m), ...options });
  const { port, url } = await server.listen(0, '127.0.0.1');
  return { url, port, close: () => server.close(), errors, http: server.server };
}

export interface BuiltServer {
  url: string;
  port: number;
  /** The lines `serve` wrote to stderr (its error log). */
  readonly errors: string[];
  close(): Promise<void>;
}

/** `node dist/cli.js serve --port 0 [--data <dataset written to a temporary file>] ...args`. */
export async function startBuiltServer(options: { dataset?: Dataset; args?: string[] } = {}): Promise<BuiltServer> {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-serve-'));
  const args = [...(options.args ?? [])];
  if (options.dataset !== undefined) {
    const file = join(dir, 'dataset.json');
    writeFileSync(file, JSON.stringify(datasetToJson(options.dataset)));
    args.unshift('--data', file);
  }
  try {
    const serve = await startBundleServe(args);
    return {
      url: serve.url,
      port: serve.port,
      get errors() {
        return serve
          .stderr()
          .split('\n')
          .filter((line) => line.trim() !== '');
      },
      async close() {
        await serve.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses one HTTP/1.1 response with a Content-Length body out of raw bytes. */
export function parseRawResponse(raw: string): RawResponse | undefined {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const [statusLine, ...lines] = raw.slice(0, headEnd).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '')?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = Buffer.from(raw.slice(headEnd + 4), 'latin1')
    .subarray(0, length)
    .toString('utf8');
  return { status, headers, body };
}

/**
 * Sends raw bytes and collects everything the server writes until it closes the connection (or `idleMs` passes
 * without data, for a keep-alive answer). Resolves with the raw text; never rejects on resets.
 */
export function sendRaw(
  port: number,
  chunks: (string | Buffer)[],
  options: { endAfterWrite?: boolean; idleMs?: number } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(received).toString('latin1'));
    };
    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(done, options.idleMs ?? 2_000);
    };
    socket.on('data', (d) => {
      received.push(d);
      const text = Buffer.concat(received).toString('latin1');
      const parsed = parseRawResponse(text);
      if (parsed !== undefined && Buffer.byteLength(parsed.body) >= Number(parsed.headers['content-length'] ?? 0))
        done();
      else arm();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
      if (options.endAfterWrite) socket.end();
      arm();
    });
  });
}

export async function request(
  url: string,
  method: string,
  path: string,
  options: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: options.headers ?? (options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}
