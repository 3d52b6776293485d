// The emulator's control plane under /_switchyard/ (docs/emulator.md): health, reset, the clock, faults and the
// request log. Its paths are matched before any AWS or GitHub route, so no API request can reach them by accident
// and no control request is ever counted, faulted or logged as an API call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.js';
import { clockRangeProblem, parseRfc3339 } from '../../domain/clockBounds.js';
import { ControlError } from './controlError.js';
import { tokenMatches } from './controlToken.js';
import type { ControlClock } from './controlClock.js';
import type { FaultRegistry } from './faults.js';
import type { RequestLog } from './requestLog.js';
import { loadWorld, seedWorld, type WorldState } from './state.js';

export const CONTROL_PREFIX = '/_switchyard';

export interface ControlTarget {
  /**
   * When set, every control request but health must carry `Authorization: Bearer <token>` (serve on a non-loopback
   * address or with --verify-sigv4: see controlToken.ts).
   */
  controlToken?: string;
  version: string;
  services: readonly string[];
  clock: ControlClock;
  faults: FaultRegistry;
  requests: RequestLog;
  reset(): Promise<void>;
  /** Load, dump and seed the world (state.ts). */
  state: WorldState;
}

export function isControlPath(rawPath: string): boolean {
  return rawPath === CONTROL_PREFIX || rawPath.startsWith(`${CONTROL_PREFIX}/`);
}

export async function handleControl(
  target: ControlTarget,
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  body: Buffer,
): Promise<void> {
  try {
    const path = rawPath.slice(CONTROL_PREFIX.length);
    if (target.controlToken !== undefined && path !== '/health' && !tokenMatches(req, target.controlToken))
      throw new ControlError(
        'authorization',
        'the control plane needs the token serve printed at start (or --control-token), sent as Authorization: Bearer TOKEN',
        401,
      );
    const answer = await route(target, req.method ?? 'GET', path, body);
    sendJson(res, answer.status, answer.body);
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    sendJson(res, error.status, { message: error.message, ...(error.field !== '' ? { field: error.field } : {}) });
  }
}

interface Answer {
  status: number;
  body: unknown;
}

const METHODS: Record<string, readonly string[]> = {
  '/health': ['GET'],
  '/reset': ['POST'],
  '/clock': ['GET', 'POST'],
  '/faults': ['GET', 'POST', 'DELETE'],
  '/requests': ['GET'],
  '/state': ['GET', 'POST'],
  '/seed': ['POST'],
};

async function route(target: ControlTarget, method: string, path: string, body: Buffer): Promise<Answer> {
  const allowed = Object.hasOwn(METHODS, path) ? METHODS[path]! : undefined;
  if (allowed === undefined)
    throw new ControlError('path', `no control endpoint ${CONTROL_PREFIX}${path.slice(0, 100)}`, 404);
  if (!allowed.includes(method))
    throw new ControlError('method', `${CONTROL_PREFIX}${path} accepts ${allowed.join(', ')}, not ${method}`, 405);
  switch (`${method} ${path}`) {
    case 'GET /health':
      return { status: 200, body: { status: 'ok', version: target.version, services: target.services } };
    case 'POST /reset':
      await target.reset();
      return { status: 200, body: { status: 'reset' } };
    case 'GET /clock':
      return { status: 200, body: target.clock.state() };
    case 'POST /clock':
      applyClock(target.clock, parseObject(body));
      return { status: 200, body: target.clock.state() };
    case 'GET /faults':
      return { status: 200, body: { faults: target.faults.list() } };
    case 'POST /faults':
      return { status: 201, body: { fault: target.faults.add(parseObject(body)) } };
    case 'DELETE /faults':
      target.faults.clear();
      return { status: 200, body: { faults: [] } };
    case 'GET /state':
      return { status: 200, body: target.state.dump() };
    case 'POST /state':
      loadWorld(target.state, body);
      return { status: 200, body: { status: 'loaded' } };
    case 'POST /seed':
      return { status: 200, body: { seed: seedWorld(target.state, parseObject(body)) } };
    default:
      return { status: 200, body: { requests: target.requests.entries() } };
  }
}

function parseObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.length === 0 ? '{}' : body.toString('utf8'));
  } catch {
    throw new ControlError('', 'the body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ControlError('', 'the body must be a JSON object');
  return value as Record<string, unknown>;
}

/** Ten years either way is more than any window or token lifetime a test could need. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 86_400;

function applyClock(clock: ControlClock, input: Record<string, unknown>): void {
  const known = ['advanceSeconds', 'set', 'freeze'];
  for (const key of Object.keys(input))
    if (!known.includes(key)) throw new ControlError(key, `${key} is not a clock field (${known.join(', ')})`);
  if (Object.keys(input).length === 0) throw new ControlError('', `give one of ${known.join(', ')}`);
  if (input.advanceSeconds !== undefined && input.set !== undefined)
    throw new ControlError('set', 'give set or advanceSeconds, not both');
  // Validate everything before changing anything: a bad request leaves the clock as it was.
  const { advanceSeconds, set, freeze } = input;
  if (
    advanceSeconds !== undefined &&
    (typeof advanceSeconds !== 'number' ||
      !Number.isFinite(advanceSeconds) ||
      Math.abs(advanceSeconds) > MAX_ADVANCE_SECONDS)
  )
    throw new ControlError(
      'advanceSeconds',
      `advanceSeconds must be a number of seconds within ±${MAX_ADVANCE_SECONDS}`,
    );
  let setMs: number | undefined;
  if (set !== undefined) {
    setMs = typeof set === 'string' ? parseRfc3339(set) : undefined;
    if (setMs === undefined)
      throw new ControlError('set', 'set must be an existing RFC 3339 date-time such as 2026-01-01T00:00:00Z');
    const problem = clockRangeProblem(setMs);
    if (problem !== undefined) throw new ControlError('set', `set: ${problem}`);
  }
  if (freeze !== undefined && typeof freeze !== 'boolean')
    throw new ControlError('freeze', 'freeze must be true or false');
  if (typeof advanceSeconds === 'number') {
    const problem = clockRangeProblem(clock.now() + advanceSeconds * 1000);
    if (problem !== undefined) throw new ControlError('advanceSeconds', `advanceSeconds: ${problem}`);
  }
  if (freeze !== undefined) clock.freeze(freeze);
  if (setMs !== undefined) clock.set(setMs);
  if (typeof advanceSeconds === 'number') clock.advance(advanceSeconds * 1000);
}
