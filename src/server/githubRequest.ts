// Answers a GitHub request of `serve` (under /api/v3, and POST /api/graphql): reads the body within the API's limit
// and hands it to the GitHub handler (src/server/github/), answering a failure inside it with GitHub's 500 shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GithubHandler } from './createServer.js';
import { BodyTooLargeError, readBody } from './http/readBody.js';
import { sendJson } from './http/respond.js';

const GITHUB_PREFIX = '/api/v3';

export function isGithubPath(method: string, rawPath: string): boolean {
  if (rawPath === GITHUB_PREFIX || rawPath.startsWith(`${GITHUB_PREFIX}/`)) return true;
  return method === 'POST' && rawPath === '/api/graphql';
}

export async function handleGithubRequest(
  handler: GithubHandler,
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
  logFailure: (what: string, error: unknown) => void,
): Promise<void> {
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
    logFailure('GitHub handler failed', error);
    if (!res.headersSent) sendJson(res, 500, { message: 'An internal error occurred' });
    else res.destroy();
  }
}
