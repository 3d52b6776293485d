// The switchyard HTTP server: AWS restJson1 routes over the ports, and a mount point for the GitHub handler
// (requests under /api/v3 and POST /api/graphql). Bad input of any kind gets a well-formed error; only a failure
// inside the ports themselves yields a 500, and nothing a client sends stops the server. This file sorts each request
// to its front (control plane, GitHub, AWS: controlRequest.ts, githubRequest.ts, awsRequest.ts) and owns the
// listening socket.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { AwsService } from './aws/errorWire.js';
import type { AwsPorts } from './aws/operations.js';
import { createSigV4Verifier, type AwsCredentialPair } from './aws/sigv4Verify.js';
import { handleAwsRequest, type AwsRequestContext } from './awsRequest.js';
import { handleControlRequest } from './controlRequest.js';
import { handleGithubRequest, isGithubPath } from './githubRequest.js';
import { MAX_BODY_BYTES } from './http/readBody.js';
import { sendJson } from './http/respond.js';
import { answerMissingHost, installProtocolErrors, missingHost, trackRequest } from './http/protocolErrors.js';
import { foreignRequest, type ForeignRequest } from './http/browserGuard.js';

/**
 * Handles one GitHub request (`src/server/github/`). The body is already read (within the
 * 1 MiB limit); the handler must answer through `res`.
 */
export type GithubHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

export interface ServerTimeouts {
  /** Time allowed to receive a request's headers. */
  headersMs: number;
  /** Time allowed to receive a whole request. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveMs: number;
  /**
   * How often node checks the two limits above: a timed-out connection is answered up to this much after its limit.
   * A quarter of a second keeps a slot held by an idle socket well within a second of the header timeout; the check
   * walks only connections still receiving a request, so it stays cheap at 1,024 of them.
   */
  checkIntervalMs: number;
  /**
   * HTTPS only: time allowed for the TLS handshake. The header timeout starts only once the handshake is done, so
   * without this bound a socket that never starts one holds its slot for node's default of 120 s.
   */
  handshakeMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 250,
  handshakeMs: 10_000,
};

export interface SwitchyardServerOptions {
  /** The ports the AWS routes serve: the engine, or any other implementation. */
  engine: AwsPorts;
  githubHandler?: GithubHandler;
  /** Verify SigV4 signatures against `credentials`; without it, signed and unsigned requests are both accepted. */
  verifySigv4?: boolean;
  credentials?: readonly AwsCredentialPair[];
  /** With verifySigv4: the region requests must be signed for (any region when absent). */
  region?: string;
  /** Server time for the SigV4 skew check (ms since the epoch). */
  now?: () => number;
  maxBodyBytes?: number;
  /** Open connections at most (each may buffer up to maxBodyBytes); further ones are closed at once. Default 1024. */
  maxConnections?: number;
  timeouts?: Partial<ServerTimeouts>;
  /** Where failures inside the ports are reported (never request bodies). Default: stderr. */
  logError?: (message: string) => void;
  /** Serve HTTPS with this certificate chain and private key (PEM); plain HTTP without. */
  tls?: { cert: string; key: string };
  /** The emulator's control plane, request log and faults (src/server/emulator.ts); none for a bare server. */
  hooks?: ServerHooks;
}

/** What one finished API request was, for the request log. */
export interface FinishedRequest {
  req: IncomingMessage;
  res: ServerResponse;
  rawPath: string;
  service: string;
  operation?: string;
}

export interface ServerHooks {
  /** Answers a request under the control prefix; such a request never reaches an AWS or GitHub route. */
  control?: {
    matches(rawPath: string): boolean;
    handle(req: IncomingMessage, res: ServerResponse, rawPath: string, body: Buffer): Promise<void>;
  };
  /** Runs before an AWS operation's port call: may wait, or throw a ServiceError that becomes the answer. */
  beforeAws?(service: AwsService, operation: string): Promise<void>;
  /** Called once per API request (never for control requests) when its response has been sent. */
  finished?(request: FinishedRequest): void;
}

export interface SwitchyardServer {
  readonly server: Server;
  listen(port: number, host?: string): Promise<{ host: string; port: number; url: string }>;
  /** Stops the server: requests in flight get up to `graceMs` (default 2 s) to finish. */
  close(graceMs?: number): Promise<void>;
}

/** With the 1 MiB body limit this bounds buffered request bodies to about 1 GiB however many clients connect. */
const DEFAULT_MAX_CONNECTIONS = 1024;

export function createSwitchyardServer(options: SwitchyardServerOptions): SwitchyardServer {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const logFailure = (what: string, error: unknown): void =>
    logError(`switchyard serve: ${what}: ${describeError(error)}`);
  const aws: AwsRequestContext = {
    engine: options.engine,
    maxBodyBytes,
    verifier: options.verifySigv4
      ? createSigV4Verifier(options.credentials ?? [], options.now, options.region)
      : undefined,
    hooks: options.hooks,
    logFailure,
  };
  /** The address given to listen(): the browser guard's idea of which Host names are this server. */
  let listenHost = '127.0.0.1';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const method = req.method ?? 'GET';
    const hooks = options.hooks;
    if (missingHost(req)) {
      answerMissingHost(req, res, isGithubPath(method, rawPath));
      return;
    }
    const isControl = hooks?.control?.matches(rawPath) === true;
    const foreign = foreignRequest(req, listenHost);
    if (foreign !== undefined) {
      answerForeign(req, res, foreign, isControl ? 'control' : isGithubPath(method, rawPath) ? 'github' : 'aws');
      return;
    }
    if (isControl && hooks?.control !== undefined) {
      await handleControlRequest(hooks.control, req, res, rawPath, maxBodyBytes);
      return;
    }
    if (options.githubHandler !== undefined && isGithubPath(method, rawPath)) {
      if (hooks?.finished) res.once('finish', () => hooks.finished!({ req, res, rawPath, service: 'github' }));
      await handleGithubRequest(options.githubHandler, req, res, maxBodyBytes, logFailure);
      return;
    }
    await handleAwsRequest(aws, req, res, rawPath, rawQuery);
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    trackRequest(req, res);
    handle(req, res).catch((error: unknown) => {
      // Last line of defence: handle() answers every error itself, so reaching here is a bug in the server.
      logFailure('unexpected error', error);
      if (!res.headersSent)
        sendJson(
          res,
          500,
          { message: 'An internal error occurred' },
          { 'X-Amzn-Errortype': 'InternalServerException' },
        );
      else res.destroy();
    });
  };
  const server = createHttpServer(timeouts, options.tls, listener);
  const scheme = options.tls === undefined ? 'http' : 'https';
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  installProtocolErrors(server, { answerFor: clientErrorAnswer });

  return {
    server,
    listen(port, host = '127.0.0.1') {
      listenHost = host;
      return listenOn(server, scheme, port, host);
    },
    close: (graceMs = 2_000) => closeGracefully(server, graceMs),
  };
}

function createHttpServer(
  timeouts: ServerTimeouts,
  tls: SwitchyardServerOptions['tls'],
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  const serverOptions: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
    // Checked in handle(), which answers with the JSON error every other bad request gets.
    requireHostHeader: false,
  };
  // https.Server is an http.Server over TLS: the same request, timeout and connection API.
  return tls === undefined
    ? createServer(serverOptions, listener)
    : (createTlsServer(
        { ...serverOptions, ...tls, handshakeTimeout: timeouts.handshakeMs },
        listener,
      ) as unknown as Server);
}

function listenOn(
  server: Server,
  scheme: 'http' | 'https',
  port: number,
  host: string,
): Promise<{ host: string; port: number; url: string }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({ host: address.address, port: address.port, url: `${scheme}://${shownHost}:${address.port}` });
    });
  });
}

/** Stop accepting, close idle keep-alive connections now, let requests in flight finish, then cut the rest. */
function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A request from a web page (browserGuard.ts): 403 in the shape of the route it aimed at; the body is not read. */
function answerForeign(
  req: IncomingMessage,
  res: ServerResponse,
  foreign: ForeignRequest,
  route: 'control' | 'github' | 'aws',
): void {
  req.resume();
  const { field, message } = foreign;
  if (route === 'control') sendJson(res, 403, { message, field }, {}, { close: true });
  else if (route === 'github')
    sendJson(res, 403, { message, documentation_url: 'https://docs.github.com/rest' }, {}, { close: true });
  else
    sendJson(
      res,
      403,
      { message },
      { 'X-Amzn-Errortype': 'AccessDeniedException', 'x-amzn-RequestId': randomUUID() },
      { close: true },
    );
}

function clientErrorAnswer(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'RequestTimeoutException', 'The request was not received in time'];
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'RequestHeaderFieldsTooLargeException', 'The request headers are too large'];
    default:
      return [400, 'BadRequestException', 'The request is not valid HTTP/1.1'];
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
