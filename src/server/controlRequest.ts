// Answers a request under the emulator's control prefix (/_switchyard/...): checks its media type, reads its body
// within the control plane's limits, and hands it to the control hook. Such a request never reaches an AWS or GitHub
// route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerHooks } from './createServer.js';
import { controlBodyProblem } from './http/browserGuard.js';
import { BodyTooLargeError, readBody } from './http/readBody.js';
import { sendJson } from './http/respond.js';

/** The largest control-plane body: a dataset document loaded through POST /_switchyard/state. */
const MAX_STATE_BODY_BYTES = 256 * 1024 * 1024;

export async function handleControlRequest(
  control: NonNullable<ServerHooks['control']>,
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  maxBodyBytes: number,
): Promise<void> {
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
  await control.handle(req, res, rawPath, body);
}
