// The emulator as one object: the engine and the GitHub routes over a dataset (built by backend selection,
// `createEmulatorBackend` in compose/select.ts), the HTTP server, and the control plane that resets them, moves their
// clock, injects faults and records calls. `switchyard serve` and the JS API (`switchyard-cli/emulator`) both start
// here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import packageJson from '../../package.json' with { type: 'json' };
import { DOCS, secondaryLimitMessage } from '../domain/ratelimits/messages.js';
import { createSwitchyardServer, type SwitchyardServer } from './createServer.js';
import type { AwsPorts } from './aws/operations.js';
import type { EmulatedEngine, EmulatorBackend } from '../service/emulatorBackend.js';
import { createGithubRoutes, type GithubRoutes } from './github/index.js';
import { writeJson } from './github/responses.js';
import { callerFingerprint } from './control/callerFingerprint.js';
import { ControlClock } from './control/controlClock.js';
import { handleControl, isControlPath, type ControlTarget } from './control/controlPlane.js';
import { awsFaultError, FaultRegistry, type Fault } from './control/faults.js';
import { RequestLog } from './control/requestLog.js';

export const EMULATED_SERVICES = ['appfabric', 'appflow', 'cleanrooms', 'github'] as const;

export interface EmulatorOptions<E extends EmulatedEngine = EmulatedEngine> {
  /** The dataset's engine, GitHub limiter and store (`createEmulatorBackend`); the emulator does not close it. */
  backend: EmulatorBackend<E>;
  verifySigv4?: boolean;
  /** With verifySigv4: the region AWS requests must be signed for (any when absent). */
  region?: string;
  /** Each allowed GitHub response is held this long while it counts as concurrent (default 0). */
  githubHoldMs?: number;
  /** Entries kept by the request log (default 1000). */
  requestLogSize?: number;
  logError?: (message: string) => void;
  /** Serve HTTPS with this certificate chain and private key (PEM). */
  tls?: { cert: string; key: string };
  /** Control requests (but health) must carry `Authorization: Bearer <controlToken>` (controlToken.ts). */
  controlToken?: string;
}

export interface Emulator<E extends EmulatedEngine = EmulatedEngine> {
  readonly server: SwitchyardServer;
  readonly clock: ControlClock;
  readonly faults: FaultRegistry;
  readonly requests: RequestLog;
  /** The engine serving requests now (a new one after each reset). */
  engine(): E;
  /** Back to the dataset loaded at start: created records, windows and counters, faults and the log cleared. */
  reset(): Promise<void>;
  /**
   * Replaces the world with a dataset document (validated whole: a bad one throws the DatasetError naming every
   * problem, and nothing changes); the GitHub windows start full. `POST /_switchyard/state`.
   */
  loadState(json: unknown): void;
  /** The world as a dataset document, never with secrets (no awsCredentials, no github). `GET /_switchyard/state`. */
  dumpState(): Record<string, unknown>;
  /** Generated IDs and page tokens deterministic from now on, resets included. `POST /_switchyard/seed`. */
  seed(seed: number): void;
}

export function createEmulator<E extends EmulatedEngine>(options: EmulatorOptions<E>): Emulator<E> {
  const clock = new ControlClock();
  const faults = new FaultRegistry();
  const requests = new RequestLog(options.requestLogSize);
  const backend = options.backend;
  const buildEngine = (): E => backend.createEngine(clock);
  const buildGithub = (): GithubRoutes =>
    createGithubRoutes({
      limiter: backend.createGithubLimiter(),
      clock,
      ...(options.githubHoldMs !== undefined ? { holdMs: options.githubHoldMs } : {}),
      ...(options.logError !== undefined ? { logError: options.logError } : {}),
    });
  let engine = buildEngine();
  let github = buildGithub();

  // Reset swaps the engine and the routes; the server reads them through these indirections.
  const ports: AwsPorts = {
    get appAuthorizations() {
      return engine.appAuthorizations;
    },
    get members() {
      return engine.members;
    },
    get connectorProfiles() {
      return engine.connectorProfiles;
    },
  };

  async function reset(): Promise<void> {
    backend.resetStore();
    engine = buildEngine();
    github = buildGithub();
    faults.clear();
    requests.clear();
    clock.restore();
  }

  function loadState(json: unknown): void {
    backend.loadState(json);
    engine = buildEngine();
    github = buildGithub();
  }
  const dumpState = (): Record<string, unknown> => backend.dumpState(engine);
  const seed = (value: number): void => backend.seed(value, engine);

  const target: ControlTarget = {
    version: packageJson.version,
    services: EMULATED_SERVICES,
    clock,
    faults,
    requests,
    reset,
    state: { load: loadState, dump: dumpState, seed },
    ...(options.controlToken !== undefined ? { controlToken: options.controlToken } : {}),
  };

  const server = createSwitchyardServer({
    engine: ports,
    githubHandler: async (req, res, body) => {
      const fault = faults.takeGithub(githubPath(req));
      if (fault !== undefined) {
        if (fault.latencyMs !== undefined) await delay(fault.latencyMs);
        if (fault.error !== undefined) {
          answerGithubFault(res, fault, github.uncountedHeaders(req));
          return;
        }
      }
      github.handler(req, res, body);
    },
    verifySigv4: options.verifySigv4 ?? false,
    ...(options.region !== undefined ? { region: options.region } : {}),
    credentials: backend.awsCredentials,
    // SigV4's skew check compares with the time real clients sign with, not the emulated clock a test moved.
    now: () => Date.now(),
    ...(options.logError !== undefined ? { logError: options.logError } : {}),
    ...(options.tls !== undefined ? { tls: options.tls } : {}),
    hooks: {
      control: {
        matches: isControlPath,
        handle: (req, res, rawPath, body) => handleControl(target, req, res, rawPath, body),
      },
      async beforeAws(service, operation) {
        const fault = faults.takeAws(service, operation);
        if (fault === undefined || fault.service === 'github') return;
        if (fault.latencyMs !== undefined) await delay(fault.latencyMs);
        if (fault.connectStatus !== undefined) engine.admin.failNextConnects(fault.connectStatus, 1);
        const error = awsFaultError(fault);
        if (error !== undefined) throw error;
      },
      finished({ req, res, rawPath, service, operation }) {
        requests.add({
          time: new Date(clock.now()).toISOString(),
          method: req.method ?? 'GET',
          path: rawPath.length > 512 ? `${rawPath.slice(0, 512)}...` : rawPath,
          service,
          ...(operation !== undefined ? { operation } : {}),
          status: res.statusCode,
          caller: callerFingerprint(req),
        });
      },
    },
  });

  return { server, clock, faults, requests, engine: () => engine, reset, loadState, dumpState, seed };
}

/** The path a GitHub fault matches: relative to /api/v3, `/graphql` for POST /api/graphql, no query string. */
function githubPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === '/api/graphql') return '/graphql';
  return path.startsWith('/api/v3') ? path.slice('/api/v3'.length) || '/' : path;
}

/** A GitHub fault's answer, with the request's x-ratelimit-* headers (uncounted) as every GitHub answer has them. */
function answerGithubFault(
  res: ServerResponse,
  fault: Fault & { service: 'github' },
  rateHeaders: Record<string, string>,
): void {
  if (fault.error === 'secondary') {
    writeJson(
      res,
      fault.status ?? 403,
      { ...rateHeaders, 'retry-after': String(fault.retryAfter ?? 60) },
      { message: secondaryLimitMessage('concurrency'), documentation_url: DOCS.secondary },
    );
    return;
  }
  writeJson(
    res,
    fault.status ?? 500,
    { ...rateHeaders },
    { message: 'Server Error', documentation_url: 'https://docs.github.com/rest' },
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
