// A plain node:http server around the GitHub handler, for wire tests that do not need `switchyard serve`.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../src/domain/clock.js';
import type { RateLimitEngine } from '../../../src/engine/ratelimits/types.js';
import { createGithubHandler } from '../../../src/server/github/handler.js';
import { createSwitchyardServer } from '../../../src/server/createServer.js';
import { createEngine, demoDataset } from '../../../src/engine/index.js';

export const TEST_SECRET = 'sy-test-secret-7Hq2Zx';

export interface TestServer {
  origin: string;
  /** Octokit's baseUrl for the emulator. */
  baseUrl: string;
  close(): Promise<void>;
}

/** Where the handler runs: a bare node:http server, or `switchyard serve`'s HTTP core (its GitHub mount). */
export type ServerKind = 'node:http' | 'serve';

export async function startGithubServer(
  engine: RateLimitEngine,
  clock: Clock,
  kind: ServerKind = 'node:http',
): Promise<TestServer> {
  const handler = createGithubHandler({ engine, clock });
  if (kind === 'serve') {
    const errors: string[] = [];
    const serve = createSwitchyardServer({
      engine: createEngine({ dataset: demoDataset(), clock }),
      githubHandler: handler,
      logError: (m) => errors.push(m),
    });
    const { url } = await serve.listen(0, '127.0.0.1');
    return {
      origin: url,
      baseUrl: `${url}/api/v3`,
      close: async () => {
        await serve.close();
        if (errors.length > 0) throw new Error(`serve logged errors: ${errors.join('; ')}`);
      },
    };
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/api/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request with node:http, optionally from a chosen loopback source address (127.0.0.2, ...). */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  // The path goes out byte for byte (no URL normalisation of `..` or `%2e`): hostile paths must reach the server.
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        agent: false,
        ...(options.localAddress !== undefined ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
