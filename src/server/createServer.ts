// The switchyard HTTP server: AWS restJson1 routes over the ports, and a mount point for the GitHub handler
// (requests under /api/v3 and POST /api/graphql). Bad input of any kind gets a well-formed error; only a failure
// inside the ports themselves yields a 500, and nothing a client sends stops the server.
import { callerOf, signingServiceOf } from './aws/caller.js';

import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { isServiceError, ServiceError } from '../domain/errors.js';
import { errorToWire, internalError, type AwsService } from './aws/errorWire.js';
import { decodeLabels, matchAwsRoute } from './aws/router.js';
import type { AwsOperation, AwsPorts } from './aws/operations.js';
import { createSigV4Verifier, type AwsCredentialPair, type SigV4Verifier } from './aws/sigv4Verify.js';
import { BodyAbortedError, BodyTooLargeError, MAX_BODY_BYTES, readBody } from './http/readBody.js';
import { sendJson, sendJsonText } from './http/respond.js';
import { answerMissingHost, installProtocolErrors, missingHost, trackRequest } from './http/protocolErrors.js';
import { controlBodyProblem, foreignRequest, type ForeignRequest } from './http/browserGuard.js';
import { WireJson } from '../formats/wireOutput.js';

/** The largest control-plane body: a dataset document loaded through POST /_switchyard/state. */
const MAX_STATE_BODY_BYTES = 256 * 1024 * 1024;

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

const GITHUB_PREFIX = '/api/v3';
/** With the 1 MiB body limit this bounds buffered request bodies to about 1 GiB however many clients connect. */
const DEFAULT_MAX_CONNECTIONS = 1024;

export function createSwitchyardServer(options: SwitchyardServerOptions): SwitchyardServer {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const verifier: SigV4Verifier | undefined = options.verifySigv4
    ? createSigV4Verifier(options.credentials ?? [], options.now, options.region)
    : undefined;

  const serverOptions: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
    // Checked in handle(), which answers with the JSON error every other bad request gets.
    requireHostHeader: false,
  };
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    trackRequest(req, res);
    handle(req, res).catch((error: unknown) => {
      // Last line of defence: handle() answers every error itself, so reaching here is a bug in the server.
      logError(`switchyard serve: unexpected error: ${describeError(error)}`);
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
  // https.Server is an http.Server over TLS: the same request, timeout and connection API.
  const server: Server =
    options.tls === undefined
      ? createServer(serverOptions, listener)
      : (createTlsServer(
          { ...serverOptions, ...options.tls, handshakeTimeout: timeouts.handshakeMs },
          listener,
        ) as unknown as Server);
  const scheme = options.tls === undefined ? 'http' : 'https';
  /** The address given to listen(): the browser guard's idea of which Host names are this server. */
  let listenHost = '127.0.0.1';

  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;

  installProtocolErrors(server, { answerFor: clientErrorAnswer });

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
      const bodyProblem = controlBodyProblem(req);
      if (bodyProblem !== undefined) {
        req.resume();
        sendJson(res, 415, { message: bodyProblem, field: 'content-type' }, {}, { close: true });
        return;
      }
      let body: Buffer;
      try {
        // A dataset document (POST /_switchyard/state) may be far larger than any API request; every other control
        // body has the API's bound.
        const limit = rawPath.startsWith('/_switchyard/state')
          ? Math.max(maxBodyBytes, MAX_STATE_BODY_BYTES)
          : maxBodyBytes;
        body = await readBody(req, limit);
      } catch (error) {
        // Answered like every other route: a JSON 413, and the connection closed (the rest is not read).
        if (error instanceof BodyTooLargeError)
          sendJson(res, 413, { message: error.message, field: 'body' }, {}, { close: true });
        else res.destroy();
        return;
      }
      await hooks.control.handle(req, res, rawPath, body);
      return;
    }

    if (options.githubHandler !== undefined && isGithubPath(method, rawPath)) {
      if (hooks?.finished) res.once('finish', () => hooks.finished!({ req, res, rawPath, service: 'github' }));
      await handleGithub(options.githubHandler, req, res);
      return;
    }

    res.setHeader('x-amzn-RequestId', randomUUID());
    const route = matchAwsRoute(method, rawPath, signingServiceOf(req, new URLSearchParams(rawQuery)));
    if (hooks?.finished) {
      const finished = hooks.finished;
      const service = route.kind === 'operation' ? route.operation.service : (route.service ?? 'unknown');
      const operation = route.kind === 'operation' ? route.operation.name : undefined;
      res.once('finish', () =>
        finished({ req, res, rawPath, service, ...(operation !== undefined ? { operation } : {}) }),
      );
    }
    if (route.kind === 'unknown') {
      req.resume();
      sendError(res, route.service, route.error);
      return;
    }
    const { operation } = route;
    let body: Buffer;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (error) {
      answerBodyError(res, operation.service, error, maxBodyBytes);
      return;
    }
    const signal = connectionSignal(req.socket);
    try {
      const query = new URLSearchParams(rawQuery);
      // Authentication first, as AWS does: an unsigned request learns nothing about the operation's input rules.
      if (verifier !== undefined) await verifier.verify(operation.service, req, rawPath, query, body);
      checkContentType(operation, req, body);
      const labels = decodeLabels(operation.service, route.rawLabels);
      if (hooks?.beforeAws) await hooks.beforeAws(operation.service, operation.name);
      const caller = callerOf(req, query);
      const output = await operation.invoke(options.engine, { labels, query, body, signal, caller });
      const wire = output instanceof WireJson ? output : undefined;
      const text = wire?.text ?? JSON.stringify(output);
      sendJsonText(res, operation.successStatus, text, wire?.byteLength);
    } catch (error) {
      if (signal.aborted) {
        // The client went away and the port stopped on our signal: nobody is left to answer, nothing failed.
        return;
      }
      if (isServiceError(error)) {
        sendError(res, operation.service, error);
      } else {
        logError(`switchyard serve: ${operation.name} failed: ${describeError(error)}`);
        sendError(res, operation.service, internalError(operation.service));
      }
    }
  }

  async function handleGithub(handler: GithubHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: Buffer;
    try {
      body = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) sendJson(res, 413, { message: error.message }, {}, { close: true });
      else res.destroy();
      return;
    }
    try {
      await handler(req, res, body);
    } catch (error) {
      logError(`switchyard serve: GitHub handler failed: ${describeError(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'An internal error occurred' });
      else res.destroy();
    }
  }

  return {
    server,
    listen(port, host = '127.0.0.1') {
      listenHost = host;
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ host: address.address, port: address.port, url: `${scheme}://${shownHost}:${address.port}` });
        });
      });
    },
    close(graceMs = 2_000) {
      // Stop accepting, close idle keep-alive connections now, let requests in flight finish, then cut the rest.
      return new Promise((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/**
 * The abort signal of the port calls made for a connection's requests: aborted when the connection closes, i.e. when
 * the client goes away. One per connection rather than one per request (creating an AbortController and a 'close'
 * listener for every request was ~3% of a list-members request): an HTTP/1.1 connection carries its requests one
 * after another, and once it is closed none of them has anyone left to answer.
 */
const connectionAborts = new WeakMap<Socket, AbortController>();

function connectionSignal(socket: Socket): AbortSignal {
  let controller = connectionAborts.get(socket);
  if (controller === undefined) {
    const created = new AbortController();
    if (socket.destroyed) created.abort();
    else socket.once('close', () => created.abort());
    connectionAborts.set(socket, created);
    controller = created;
  }
  return controller.signal;
}

function isGithubPath(method: string, rawPath: string): boolean {
  if (rawPath === GITHUB_PREFIX || rawPath.startsWith(`${GITHUB_PREFIX}/`)) return true;
  return method === 'POST' && rawPath === '/api/graphql';
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

function sendError(res: ServerResponse, service: AwsService | undefined, error: ServiceError, close = false): void {
  const wire = errorToWire(service, error);
  sendJson(res, wire.status, wire.body, wire.headers, { close });
}

function answerBodyError(res: ServerResponse, service: AwsService, error: unknown, limit: number): void {
  if (error instanceof BodyTooLargeError) {
    // The rest of the body is not read, so this connection cannot carry another request.
    const tooLarge = new ServiceError({
      name: 'RequestEntityTooLargeException',
      service,
      httpStatus: 413,
      message: `The request body exceeds the limit of ${limit} bytes`,
    });
    sendError(res, service, tooLarge, true);
    return;
  }
  if (!(error instanceof BodyAbortedError)) {
    const failed = new ServiceError({
      name: 'ValidationException',
      service,
      httpStatus: 400,
      message: 'The request body could not be read',
    });
    sendError(res, service, failed, true);
    return;
  }
  res.destroy();
}

/** restJson1: a body must be `application/json` (any parameters); an empty body needs no Content-Type. */
function checkContentType(operation: AwsOperation, req: IncomingMessage, body: Buffer): void {
  if (!operation.hasBody || body.length === 0) return;
  const contentType = req.headers['content-type'];
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ServiceError({
      name: 'UnsupportedMediaTypeException',
      service: operation.service,
      httpStatus: 415,
      message: `${operation.name} requires Content-Type: application/json${contentType === undefined ? '' : `, got ${contentType.slice(0, 100)}`}`,
    });
  }
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
