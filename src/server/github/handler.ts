// The emulator's GitHub routes: `GET /api/v3/rate_limit`, every other path under /api/v3 and `POST /api/graphql`.
// Each request is identified (token or client address), counted by the rate-limit engine, and answered with the
// engine's x-ratelimit-* headers; limited requests get the engine's primary or secondary answer.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../domain/clock.js';
import type { GateCaller, GateDecision, GithubGate } from './gate.js';
import { normalizeAddress, parseGithubRequest, type GithubWireRequest } from './parseRequest.js';
import { BAD_CREDENTIALS_BODY, DOCS_REST, entityTag, ifNoneMatchHits, writeJson } from './responses.js';

export type GithubHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => void;

export interface GithubHandlerOptions {
  gate: GithubGate;
  clock: Clock;
}

const CONDITIONAL_METHODS = new Set(['GET', 'HEAD']);

function isRateLimitStatus(request: GithubWireRequest): boolean {
  return request.api === 'rest' && request.path.replace(/\/+$/, '') === '/rate_limit' && CONDITIONAL_METHODS.has(request.method);
}

function acceptedBody(request: GithubWireRequest, resource: string): unknown {
  if (request.api === 'graphql') return { data: {} };
  return { message: 'Accepted by the switchyard emulator', method: request.method, path: request.path, resource };
}

function successStatus(request: GithubWireRequest): number {
  return request.api === 'rest' && request.method === 'POST' ? 201 : 200;
}

export function createGithubHandler({ gate, clock }: GithubHandlerOptions): GithubHandler {
  return (req, res, body) => {
    const startedAt = clock.now();
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const base = { 'x-github-request-id': requestId };
    try {
      const parsed = parseGithubRequest(req, body);
      if (!parsed.ok) {
        const address = normalizeAddress(req.socket.remoteAddress);
        const headers = { ...base, ...gate.peekUnauthenticatedHeaders(address, startedAt) };
        writeJson(res, parsed.status, headers, { message: parsed.message, documentation_url: DOCS_REST });
        return;
      }
      const request = parsed.request;
      const resolution = gate.resolveCaller(request.credentials, request.clientAddress);
      if (resolution.kind === 'bad-credentials') {
        const headers = { ...base, ...gate.peekUnauthenticatedHeaders(request.clientAddress, startedAt) };
        writeJson(res, 401, headers, BAD_CREDENTIALS_BODY);
        return;
      }
      answerCounted(gate, clock, request, resolution.caller, res, base, startedAt);
    } catch {
      // Only an engine failure lands here: parsing and answering do not throw on any input.
      if (!res.headersSent) writeJson(res, 500, base, { message: 'Server Error', documentation_url: DOCS_REST });
      else res.destroy();
    }
  };
}

function answerCounted(
  gate: GithubGate,
  clock: Clock,
  request: GithubWireRequest,
  caller: GateCaller,
  res: ServerResponse,
  base: Record<string, string>,
  startedAt: number,
): void {
  const rateLimitStatus = isRateLimitStatus(request);
  const resource = gate.resourceFor(request.method, request.path);
  const conditional = CONDITIONAL_METHODS.has(request.method);
  // The accepted body depends only on the request and the caller, so its tag is known before counting, and a hit
  // can be counted as a free 304. /rate_limit's body changes with every count; it is free for primary anyway.
  const fixedBody = rateLimitStatus ? undefined : acceptedBody(request, resource);
  const fixedTag = fixedBody === undefined ? undefined : entityTag(caller.id, request.method, request.path, JSON.stringify(fixedBody));
  const notModified = conditional && fixedTag !== undefined && ifNoneMatchHits(request.ifNoneMatch, fixedTag);

  const decision: GateDecision = gate.begin(
    caller,
    { method: request.method, path: request.path, graphqlMutation: request.graphqlMutation, notModified },
    startedAt,
  );
  let ended = false;
  res.once('close', () => {
    if (ended) return;
    ended = true;
    const now = clock.now();
    // GitHub's docs estimate CPU time as total response time.
    gate.end(decision.ticket, now, Math.max(0, now - startedAt));
  });

  if (decision.outcome !== 'allow') {
    writeJson(res, decision.status, { ...base, ...decision.headers }, decision.body);
    return;
  }
  const responseBody = fixedBody ?? gate.rateLimitBody(caller, startedAt);
  const tag = fixedTag ?? entityTag(caller.id, JSON.stringify(responseBody));
  const headers: Record<string, string> = { ...base, ...decision.headers };
  if (conditional) headers.etag = tag;
  if (notModified || (rateLimitStatus && ifNoneMatchHits(request.ifNoneMatch, tag))) {
    writeJson(res, 304, headers, undefined);
  } else if (request.method === 'HEAD') {
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end();
  } else {
    writeJson(res, successStatus(request), headers, responseBody);
  }
}
