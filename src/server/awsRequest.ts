// Answers one AWS API request of `serve`: matches the route, reads the body within its limit, verifies SigV4 when
// asked, and calls the operation's port. Bad input of any kind gets the service's error shape; only a failure inside
// the ports themselves yields a 500.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { isServiceError, ServiceError } from '../domain/errors.js';
import { WireJson } from '../formats/wireOutput.js';
import { callerOf, signingServiceOf } from './aws/caller.js';
import { errorToWire, internalError, type AwsService } from './aws/errorWire.js';
import type { AwsOperation, AwsPorts } from './aws/operations.js';
import { decodeLabels, matchAwsRoute, type RouteMatch } from './aws/router.js';
import type { SigV4Verifier } from './aws/sigv4Verify.js';
import type { ServerHooks } from './createServer.js';
import { BodyAbortedError, BodyTooLargeError, readBody } from './http/readBody.js';
import { sendJson, sendJsonText } from './http/respond.js';

/** What an AWS request is answered with: the server's options, resolved once. */
export interface AwsRequestContext {
  engine: AwsPorts;
  maxBodyBytes: number;
  /** Present with --verify-sigv4. */
  verifier: SigV4Verifier | undefined;
  hooks: ServerHooks | undefined;
  /** Reports a failure inside a port (never a request body). */
  logFailure(what: string, error: unknown): void;
}

export async function handleAwsRequest(
  context: AwsRequestContext,
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  rawQuery: string,
): Promise<void> {
  res.setHeader('x-amzn-RequestId', randomUUID());
  const route = matchAwsRoute(req.method ?? 'GET', rawPath, signingServiceOf(req, new URLSearchParams(rawQuery)));
  const finished = context.hooks?.finished;
  if (finished) {
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
    body = await readBody(req, context.maxBodyBytes);
  } catch (error) {
    answerBodyError(res, operation.service, error, context.maxBodyBytes);
    return;
  }
  await invokeOperation(context, route, req, res, rawPath, rawQuery, body);
}

/** Checks the request (signature, media type), calls the port and writes its output or its error. */
async function invokeOperation(
  context: AwsRequestContext,
  { operation, rawLabels }: Extract<RouteMatch, { kind: 'operation' }>,
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  rawQuery: string,
  body: Buffer,
): Promise<void> {
  const signal = connectionSignal(req.socket);
  try {
    const query = new URLSearchParams(rawQuery);
    // Authentication first, as AWS does: an unsigned request learns nothing about the operation's input rules.
    if (context.verifier !== undefined) await context.verifier.verify(operation.service, req, rawPath, query, body);
    checkContentType(operation, req, body);
    const labels = decodeLabels(operation.service, rawLabels);
    if (context.hooks?.beforeAws) await context.hooks.beforeAws(operation.service, operation.name);
    const caller = callerOf(req, query);
    const output = await operation.invoke(context.engine, { labels, query, body, signal, caller });
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
      context.logFailure(`${operation.name} failed`, error);
      sendError(res, operation.service, internalError(operation.service));
    }
  }
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
