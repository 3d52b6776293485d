// Writing JSON responses and raw protocol-level errors.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  options: { close?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return;
  // Encoded to a Buffer first: one encode, and the exact Content-Length comes with it.
  sendJsonBytes(res, status, Buffer.from(JSON.stringify(body), 'utf8'), headers, options);
}

/** Sends an already serialised JSON body. */
function sendJsonBytes(
  res: ServerResponse,
  status: number,
  payload: Buffer,
  headers: Record<string, string> = {},
  options: { close?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return;
  headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(payload.length);
  if (options.close) headers.Connection = 'close';
  res.writeHead(status, headers);
  res.end(payload);
}

/**
 * Sends a JSON body given as text. node encodes it to UTF-8 while writing, so no Buffer is allocated for it: large
 * bodies allocated as Buffers are external memory, and at thousands of 50 KB answers per second that pressure made V8
 * run full collections far more often.
 */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  byteLength = Buffer.byteLength(text, 'utf8'),
): void {
  if (res.headersSent || res.destroyed) return;
  // 204 No Content (DeleteAppAuthorization) has no body by definition: no body and no length that promises one.
  if (status === 204) {
    res.writeHead(204);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(byteLength) });
  res.end(text, 'utf8');
}

/**
 * Answers a request node's HTTP parser rejected before any handler ran (bad request line, bad header, header too
 * large, request timeout): a complete HTTP/1.1 response with an AWS-style JSON error, then the socket is closed
 * because its byte stream cannot be trusted any more.
 */
export function writeRawError(
  socket: Socket,
  status: number,
  errorType: string,
  message: string,
  requestId: string,
): void {
  const body = JSON.stringify({ message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Amzn-Errortype: ${errorType}`,
    `x-amzn-RequestId: ${requestId}`,
    'Connection: close',
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
}
