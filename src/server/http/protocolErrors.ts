// Answers at the HTTP protocol level, before or around the routes: bytes node's parser rejects, an `Expect` it does
// not know, CONNECT, a request without `Host`. Every answer is a complete HTTP/1.1 response with a JSON error body,
// and a connection that is closed after it is destroyed once the answer is written (or after a short grace), so its
// slot under `maxConnections` is freed whatever the peer does (a peer that never closes its side cannot hold it).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sendJson, writeRawError } from './respond.js';

/** How long a closing connection may take to flush its last answer before it is destroyed. */
export const CLOSE_GRACE_MS = 1_000;

interface ConnectionState {
  /** Requests parsed on this connection whose responses have not finished. */
  inFlight: Set<IncomingMessage>;
  /** A protocol error seen while responses were in flight: written once they are all done. */
  deferredError?: () => void;
}

const connections = new WeakMap<Socket, ConnectionState>();

function stateOf(socket: Socket): ConnectionState {
  let state = connections.get(socket);
  if (state === undefined) {
    state = { inFlight: new Set() };
    connections.set(socket, state);
  }
  return state;
}

/** Ends the socket with `answer`, then destroys it when the bytes are flushed or the grace has passed. */
export function closeWith(socket: Socket, answer: (socket: Socket) => void): void {
  const cut = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.once('finish', () => socket.destroy());
  answer(socket);
}

/**
 * Counts a request as in flight on its connection until its response is done: a protocol error that follows it on
 * the same connection (a pipelined request, then bytes that are not HTTP) is answered only after it.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  const state = stateOf(socket);
  state.inFlight.add(req);
  res.once('close', () => {
    state.inFlight.delete(req);
    if (state.inFlight.size === 0 && state.deferredError !== undefined) {
      const write = state.deferredError;
      state.deferredError = undefined;
      write();
    }
  });
}

export interface ProtocolErrorOptions {
  /** Status, error type and message for a node client error code (bad bytes, header timeout, headers too large). */
  answerFor(code: string | undefined): [number, string, string];
}

export function installProtocolErrors(server: Server, options: ProtocolErrorOptions): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET' || error.code === 'EPIPE') {
      socket.destroy();
      return;
    }
    const [status, type, message] = options.answerFor(error.code);
    const write = (): void => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      closeWith(socket, (s) => writeRawError(s, status, type, message, randomUUID()));
    };
    const state = connections.get(socket);
    // A request whose body is still arriving is the one the error is about (a broken chunk, a body never finished):
    // it is answered now. Requests received whole keep their answers, which go out first.
    const waiting = state === undefined ? [] : [...state.inFlight];
    if (waiting.length > 0 && waiting.every((req) => req.complete)) {
      // Stop reading: nothing after the bad bytes is a request. The answers already owed go out first.
      socket.pause();
      state!.deferredError = write;
      const cut = setTimeout(() => socket.destroy(), 30_000);
      cut.unref();
      socket.once('close', () => clearTimeout(cut));
    } else write();
  });

  // An `Expect` other than 100-continue: node would answer 417 with an empty body.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    sendJson(
      res,
      417,
      { message: `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported` },
      { 'X-Amzn-Errortype': 'ExpectationFailedException', 'x-amzn-RequestId': randomUUID() },
      { close: true },
    );
  });

  // CONNECT: node would drop the connection without a word; this server is no proxy.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    closeWith(socket, (s) =>
      writeRawError(s, 405, 'MethodNotAllowedException', 'CONNECT is not supported', randomUUID()),
    );
  });
}

/** HTTP/1.1 requires `Host` (RFC 9112 §3.2); node's own check would answer 400 with an empty body. */
export function missingHost(req: IncomingMessage): boolean {
  return req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && req.headers.host === undefined;
}

export function answerMissingHost(req: IncomingMessage, res: ServerResponse, github: boolean): void {
  req.resume();
  const message = 'An HTTP/1.1 request must have a Host header';
  if (github) sendJson(res, 400, { message, documentation_url: 'https://docs.github.com/rest' }, {}, { close: true });
  else
    sendJson(
      res,
      400,
      { message },
      { 'X-Amzn-Errortype': 'BadRequestException', 'x-amzn-RequestId': randomUUID() },
      { close: true },
    );
}
