// Reads a request body into memory with a hard size limit, so no client can make the server buffer more than it.
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

const EMPTY = Buffer.alloc(0);

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body exceeds the limit of ${limit} bytes`);
  }
}

export class BodyAbortedError extends Error {}

/** Resolves with the whole body, or rejects with BodyTooLargeError as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  if (req.readableEnded) return Promise.resolve(EMPTY);
  // No Content-Length and no Transfer-Encoding: HTTP/1.1 says there is no body (RFC 9112 §6.3), so skip the stream.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return Promise.resolve(EMPTY);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => {
      cleanup();
      reject(new BodyAbortedError('The client closed the connection before the body was complete'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}
