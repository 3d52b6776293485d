// The HTTP side of `switchyard metrics`: `GET /metrics` answers the exposition of every watched caller, read from the
// rate-limit port at the time of the scrape (the port polls on its own interval); anything else is a 404.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GithubRateLimitSource } from '../../service/githubRateLimitSource.js';
import { foreignRequest } from '../http/browserGuard.js';
import { prometheusText, PROMETHEUS_CONTENT_TYPE, type ExposedCaller } from '../../formats/exposition.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

export async function exposedCallers(source: GithubRateLimitSource): Promise<ExposedCaller[]> {
  const host = new URL(source.baseUrl).host;
  const callers = await source.listCallers();
  return Promise.all(
    callers.map(async (caller) => {
      const snapshot = await source.snapshot(caller.id);
      return {
        caller: caller.fingerprint ?? 'unauthenticated',
        host,
        buckets: snapshot.buckets.filter((b) => !b.estimated),
        secondary: snapshot.secondary,
      };
    }),
  );
}

export async function startMetricsServer(
  source: GithubRateLimitSource,
  port: number,
  host: string,
  onError: (message: string) => void,
): Promise<MetricsServer> {
  // The same bounds as serve (createServer.ts): idle and slow sockets cannot hold the exporter's slots for long.
  const options = {
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 250,
  };
  const server: Server = createServer(options, (req, res) => {
    const path = requestPath(req);
    if (path === undefined) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end('bad request: the request target is not a path\n');
      return;
    }
    // A page in the user's browser (or one rebinding its name to this address) must not read the token fingerprints.
    const foreign = foreignRequest(req, host);
    if (foreign !== undefined) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end(`forbidden: ${foreign.message}\n`);
      return;
    }
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(path === '/metrics' ? 'method not allowed\n' : 'not found: the metrics are at /metrics\n');
      return;
    }
    exposedCallers(source)
      .then(prometheusText)
      .then(
        (text) => {
          res.writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'content-length': Buffer.byteLength(text) });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          onError(`switchyard metrics: scrape failed: ${error instanceof Error ? error.message : String(error)}`);
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('scrape failed\n');
        },
      );
  });
  server.maxConnections = 1024;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The path of a request target (origin or absolute form), or undefined when it is none (`http://[`). */
function requestPath(req: IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? '/', 'http://metrics.invalid').pathname;
  } catch {
    return undefined;
  }
}
