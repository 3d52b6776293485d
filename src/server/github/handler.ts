// The emulator's GitHub routes: `GET /api/v3/rate_limit`, every other path under /api/v3 and `POST /api/graphql`.
// Each request is identified (token or client address) and counted by the rate-limit engine, and answered with the
// engine's x-ratelimit-* headers; limited requests get the engine's primary or secondary answer. Every rule (buckets,
// limits, windows, the limited answers) is the engine's; this file only speaks HTTP.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../domain/clock.js';
import { isRateLimitStatusRequest, resourceForRequest } from '../../domain/ratelimits/resources.js';
import {
  decisionHeaders,
  rateLimitHeaders,
  type Decision,
  type EngineCaller,
  type GithubLimiter,
  type RateInfo,
} from '../../service/githubLimiter.js';
import { answerGraphql } from './graphql/answer.js';
import { authenticatedUserAnswer, graphqlViewer, identityHeaders } from './identity.js';
import { normalizeAddress, parseGithubRequest, type GithubWireRequest } from './parseRequest.js';
import { DOCS_REST, entityTag, ifNoneMatchHits, writeJson, writeJsonText } from './responses.js';

export type GithubHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => void;

export interface GithubHandlerOptions {
  engine: GithubLimiter;
  clock: Clock;
  /**
   * Each allowed response is held this long before it is written, counted as concurrent all the while, so an
   * ordinary burst from one token reaches the concurrent-requests secondary limit (answers are otherwise instant).
   */
  holdMs?: number;
  /** Where an engine failure is reported (the client gets a 500). Default: stderr. Never given request data. */
  logError?: (message: string) => void;
}

const CONDITIONAL_METHODS = new Set(['GET', 'HEAD']);

function isRateLimitStatus(request: GithubWireRequest): boolean {
  return request.api === 'rest' && isRateLimitStatusRequest(request.method, request.path);
}

/**
 * A REST answer that depends only on the request and the caller (so its tag is known before counting): `GET /user`
 * answers the caller's login; any other path the accepted body.
 */
function restAnswer(
  request: GithubWireRequest,
  caller: EngineCaller,
  resource: string,
): { status: number; text: string } {
  if (request.path === '/user' && CONDITIONAL_METHODS.has(request.method)) {
    const { status, body } = authenticatedUserAnswer(caller);
    return { status, text: JSON.stringify(body) };
  }
  const body = { message: 'Accepted by the switchyard emulator', method: request.method, path: request.path, resource };
  return { status: request.method === 'POST' ? 201 : 200, text: JSON.stringify(body) };
}

/** The GraphQL answer once the request is counted: its errors when refused, else the run document's data. */
function graphqlText(request: GithubWireRequest, caller: EngineCaller, rate: RateInfo): string {
  const check = request.graphql;
  if (check === undefined || !check.ok) return JSON.stringify({ errors: check?.errors ?? [] });
  return JSON.stringify(answerGraphql(check, { viewer: graphqlViewer(caller), rate }));
}

function defaultLogError(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Headers of the caller's core budget, for answers that count nothing (401, 404 outside the API, rejections). */
function coreHeaders(engine: GithubLimiter, caller: EngineCaller, now: number): Record<string, string> {
  const core = engine.rateLimitBody(caller, now).resources.core;
  return rateLimitHeaders({ resource: 'core', ...core });
}

/** Unauthenticated answers (401, 404 outside the API) carry the client address's unauthenticated core budget. */
function unauthenticatedHeaders(engine: GithubLimiter, address: string, now: number): Record<string, string> {
  const who = engine.identify(undefined, address);
  return who.ok ? coreHeaders(engine, who.caller, now) : {};
}

export function createGithubHandler({
  engine,
  clock,
  holdMs = 0,
  logError = defaultLogError,
}: GithubHandlerOptions): GithubHandler {
  // Request ids like GitHub's (hex, unique per server): a random prefix and a counter, cheaper than random per request.
  const idPrefix = randomBytes(4).toString('hex').toUpperCase();
  let requestCount = 0;
  return (req, res, body) => {
    const startedAt = clock.now();
    requestCount += 1;
    const base = { 'x-github-request-id': `${idPrefix}:${requestCount.toString(16).toUpperCase()}` };
    try {
      const parsed = parseGithubRequest(req, body);
      if (!parsed.ok) {
        const headers = {
          ...base,
          ...unauthenticatedHeaders(engine, normalizeAddress(req.socket.remoteAddress), startedAt),
        };
        writeJson(res, parsed.status, headers, { message: parsed.message, documentation_url: DOCS_REST });
        return;
      }
      const request = parsed.request;
      const who = engine.identify(request.authorization, request.clientAddress);
      if (!who.ok) {
        const headers = { ...base, ...unauthenticatedHeaders(engine, request.clientAddress, startedAt) };
        writeJson(res, who.status, headers, who.body);
        return;
      }
      answerCounted(engine, clock, request, who.caller, res, base, startedAt, holdMs);
    } catch (error) {
      // Only an engine failure lands here: parsing and answering do not throw on any input.
      logError(
        `switchyard serve: GitHub route failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) writeJson(res, 500, base, { message: 'Server Error', documentation_url: DOCS_REST });
      else res.destroy();
    }
  };
}

function answerCounted(
  engine: GithubLimiter,
  clock: Clock,
  request: GithubWireRequest,
  caller: EngineCaller,
  res: ServerResponse,
  base: Record<string, string>,
  startedAt: number,
  holdMs: number,
): void {
  const rateLimitStatus = isRateLimitStatus(request);
  const conditional = CONDITIONAL_METHODS.has(request.method);
  // A REST body depends only on the request and the caller, so its tag is known before counting and a hit is counted
  // as a free 304. /rate_limit's body changes with every count (and is free for primary anyway), and a GraphQL body
  // reports the count (`rateLimit`).
  const fixed =
    rateLimitStatus || request.api === 'graphql'
      ? undefined
      : restAnswer(request, caller, resourceForRequest(request.method, request.path));
  const fixedTag = fixed === undefined ? undefined : entityTag(caller.id, fixed.text);
  const notModified = conditional && fixedTag !== undefined && ifNoneMatchHits(request.ifNoneMatch, fixedTag);

  const decision: Decision = engine.begin(
    caller,
    {
      method: request.method,
      path: request.path,
      graphqlMutation: request.graphqlMutation,
      graphqlCost: request.graphqlCost,
      ...(request.lfsObjects !== undefined ? { lfsObjects: request.lfsObjects } : {}),
      notModified,
      ip: request.clientAddress,
    },
    startedAt,
  );
  const headers: Record<string, string> =
    decision.rate !== undefined ? decisionHeaders(decision) : coreHeaders(engine, caller, startedAt);
  Object.assign(headers, base, identityHeaders(caller));
  if (decision.outcome !== 'allowed') {
    writeJson(res, decision.status, headers, decision.body);
    return;
  }
  const ticket = decision.ticket;
  const answer =
    fixed ??
    (request.api === 'graphql' ? { status: 200, text: graphqlText(request, caller, decision.rate) } : undefined);
  res.once('close', () => {
    const now = clock.now();
    // GitHub's docs estimate CPU time as total response time.
    engine.end(ticket, now, Math.max(0, now - startedAt));
  });
  if (holdMs > 0) {
    const held = setTimeout(
      () => writeAllowed(engine, request, caller, res, headers, answer, fixedTag, notModified, startedAt),
      holdMs,
    );
    res.once('close', () => clearTimeout(held));
    return;
  }
  writeAllowed(engine, request, caller, res, headers, answer, fixedTag, notModified, startedAt);
}

function writeAllowed(
  engine: GithubLimiter,
  request: GithubWireRequest,
  caller: EngineCaller,
  res: ServerResponse,
  headers: Record<string, string>,
  answer: { status: number; text: string } | undefined,
  fixedTag: string | undefined,
  notModified: boolean,
  startedAt: number,
): void {
  if (res.destroyed) return;
  const rateLimitStatus = isRateLimitStatus(request);
  const conditional = CONDITIONAL_METHODS.has(request.method);
  const responseText = answer?.text ?? JSON.stringify(engine.rateLimitBody(caller, startedAt));
  const tag = fixedTag ?? entityTag(caller.id, responseText);
  if (conditional) headers.etag = tag;
  if (notModified || (rateLimitStatus && ifNoneMatchHits(request.ifNoneMatch, tag))) {
    writeJsonText(res, 304, headers, '');
  } else if (request.method === 'HEAD') {
    res.writeHead(answer?.status ?? 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end();
  } else {
    writeJsonText(res, answer?.status ?? 200, headers, responseText);
  }
}

/**
 * The x-ratelimit-* headers of a request's bucket, read without counting it (and `X-OAuth-Scopes`): an injected fault
 * answers in the request's place, and GitHub's answers all carry them.
 */
export function uncountedHeaders(engine: GithubLimiter, clock: Clock, req: IncomingMessage): Record<string, string> {
  const now = clock.now();
  const parsed = parseGithubRequest(req, undefined);
  if (!parsed.ok) return unauthenticatedHeaders(engine, normalizeAddress(req.socket.remoteAddress), now);
  const { request } = parsed;
  const who = engine.identify(request.authorization, request.clientAddress);
  if (!who.ok) return unauthenticatedHeaders(engine, request.clientAddress, now);
  const resources = engine.rateLimitBody(who.caller, now).resources;
  const wanted = resourceForRequest(request.method, request.path);
  const item = resources[wanted];
  const headers =
    item !== undefined ? rateLimitHeaders({ resource: wanted, ...item }) : coreHeaders(engine, who.caller, now);
  return { ...headers, ...identityHeaders(who.caller) };
}
