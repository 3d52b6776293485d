// Backend selection, the one composition root: options -> services. The explorer (`createServices`), command mode
// (`createOperationServices`) and `serve` with the JS emulator (`createEmulatorBackend`) all start here, and only this
// file (and tests) imports engine/ or backends/. Every implementation is imported lazily: the engine path never loads
// the AWS SDK or Octokit, and the AWS path never loads the engine (unless the rate-limit screen needs its budgets).

import { basename } from 'node:path';
import { systemClock, type Clock } from '../domain/clock.js';
import type { GithubCaller } from '../domain/ratelimits/callers.js';
import type { Dataset, Engine, EngineStore } from '../engine/index.js';
import type { AwsSettings } from '../service/awsSettings/types.js';
import type { EmulatorBackend } from '../service/emulatorBackend.js';
import type { GithubRateLimitSource, GithubSourceOptions } from '../service/githubRateLimitSource.js';
import type { AwsPorts, BackendInfo, BackendKind, Services } from '../service/ports.js';
import type { RateLimitsPort } from '../service/rateLimitsPort.js';
import { MEMORY_STATE, defaultStatePath } from '../service/stateLocation.js';
import { withReadTimeout } from '../service/readTimeout.js';
import { lazyRateLimits } from './lazyRateLimits.js';
import { systemTimers, type Timers } from '../domain/timers.js';

export interface BackendOptions {
  backend?: BackendKind;
  /** A dataset file for the engine (and for the rate-limit budgets when GitHub is not used); the demo dataset when absent. */
  dataPath?: string;
  clock?: Clock;
  /**
   * Keep engine page tokens valid across processes started on the same dataset (command mode's `--starting-token`).
   * Off by default: the explorer's tokens die with it.
   */
  stablePageTokens?: boolean;
  /**
   * Where the engine keeps what users create: a journal path, `:memory:`, or (absent) the default journal of the
   * dataset under $XDG_STATE_HOME/switchyard/.
   */
  state?: string;
  // AWS backends.
  region?: string;
  profile?: string;
  endpointUrl?: string;
  noSignRequest?: boolean;
  /** AWS settings already resolved from the command line, the environment and the profile (command mode). */
  awsSettings?: AwsSettings;
  // GitHub backend for the rate-limit screen: used when `github` or either of the others is given; the engine's
  // budgets otherwise. Without githubUrl, GH_HOST names the host (as gh reads it), else api.github.com.
  github?: boolean;
  githubUrl?: string;
  githubTokens?: string[];
  // Trust for both backends, resolved with the AWS settings' precedence (`ca_bundle` of the profile included).
  caBundle?: string;
  /** False for `--no-verify-ssl`. */
  verifySsl?: boolean;
  /** The explorer's read timeout on every AWS-shaped call, in ms (0 or absent: none; command mode has its own). */
  readTimeoutMs?: number;
  /** `--cli-connect-timeout` in ms for the explorer's AWS requests (absent: the AWS settings' default). */
  connectTimeoutMs?: number;
  /** The timers the read timeout runs on (the system's by default). */
  timers?: Timers;
  /** Where GH_HOST, the token variables, AWS_CA_BUNDLE and the AWS config files are read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The three AWS-shaped ports of one backend, and what releases them (the AWS SDK clients' sockets). */
export interface OperationServices extends AwsPorts {
  backend: BackendInfo;
  close(): void;
}

/** The explorer's services; `close()` stops the rate-limit feed and destroys the AWS SDK clients. */
export interface ClosableServices extends Services {
  close(): void;
}

/** `identity` false: a file's dataset without its SHA-256 (loadDatasetFile), for engines that never read it. */
async function loadDatasetOption(dataPath: string | undefined, identity = true): Promise<Dataset> {
  const { demoDataset, loadDatasetFile } = await import('../engine/index.js');
  return dataPath === undefined ? demoDataset() : loadDatasetFile(dataPath, { identity });
}

export async function createServices(options: BackendOptions = {}): Promise<ClosableServices> {
  const clock = options.clock ?? systemClock;
  const opened = await openBackend(options);
  let rateLimits: RateLimitsPort;
  try {
    // AWS has no rate-limit budgets of its own: the screen shows GitHub when asked, else the dataset's engine budgets.
    rateLimits = await createRateLimits(options, opened.dataset, clock);
  } catch (error) {
    opened.ports.close();
    throw error;
  }
  const { close, ...unbounded } = opened.ports;
  const ports = withReadTimeout(unbounded, options.readTimeoutMs ?? 0, options.timers ?? systemTimers);
  return {
    ...ports,
    backend: withRateLimitsLabel(ports.backend, rateLimits),
    rateLimits,
    close() {
      rateLimits.close();
      close();
    },
  };
}

/** What command mode calls: the AWS-shaped ports of the engine or of AWS, without the rate-limit feed. */
export async function createOperationServices(options: BackendOptions = {}): Promise<OperationServices> {
  return (await openBackend(options)).ports;
}

interface OpenedBackend {
  ports: OperationServices;
  /** The dataset, loaded only when asked (AWS needs it only for the engine's rate-limit budgets). */
  dataset: () => Promise<Dataset>;
}

async function openBackend(options: BackendOptions): Promise<OpenedBackend> {
  if ((options.backend ?? 'engine') === 'engine') {
    const { engine, dataset } = await openEngine(options);
    const source = options.dataPath === undefined ? 'demo dataset' : basename(options.dataPath);
    return {
      ports: {
        backend: {
          kind: 'engine',
          label: `engine (${source})`,
          shortLabel: options.dataPath === undefined ? 'engine demo' : `engine ${source}`,
        },
        appAuthorizations: engine.appAuthorizations,
        members: engine.members,
        connectorProfiles: engine.connectorProfiles,
        close() {},
      },
      dataset: async () => dataset,
    };
  }
  const { createAwsServices, awsBackendOptions } = await import('../backends/aws/index.js');
  const { destroy, ...aws } = await createAwsServices(
    awsBackendOptions({ ...options, settings: options.awsSettings ?? (await explorerAwsSettings(options)) }),
  );
  return { ports: { ...aws, close: destroy }, dataset: () => loadDatasetOption(options.dataPath) };
}

/** The explorer's AWS settings: its flags, then the environment and the profile, as command mode resolves them. */
async function explorerAwsSettings(options: BackendOptions): Promise<AwsSettings> {
  const { loadAwsSettings } = await import('../service/awsSettings/index.js');
  return loadAwsSettings(
    {
      ...(options.region !== undefined ? { region: options.region } : {}),
      ...(options.profile !== undefined ? { profile: options.profile } : {}),
      ...(options.endpointUrl !== undefined ? { endpointUrl: options.endpointUrl } : {}),
      ...(options.caBundle !== undefined ? { caBundle: options.caBundle } : {}),
      ...(options.verifySsl !== undefined ? { verifySsl: options.verifySsl } : {}),
      ...(options.readTimeoutMs !== undefined ? { readTimeoutSeconds: options.readTimeoutMs / 1000 } : {}),
      ...(options.connectTimeoutMs !== undefined ? { connectTimeoutSeconds: options.connectTimeoutMs / 1000 } : {}),
    },
    options.env ?? process.env,
  );
}

async function openEngine(options: BackendOptions): Promise<{ engine: Engine; dataset: Dataset }> {
  const clock = options.clock ?? systemClock;
  const dataset = await loadDatasetOption(options.dataPath);
  const { createEngine, pageTokenKeyFor } = await import('../engine/index.js');
  const engine = createEngine({
    dataset,
    clock,
    store: await openEngineStore(options.state, dataset),
    ...(options.stablePageTokens && dataset.identity !== undefined
      ? { tokenKey: pageTokenKeyFor(dataset.identity) }
      : {}),
  });
  return { engine, dataset };
}

/** `state`: a journal path, MEMORY_STATE, or undefined for the default journal of `dataset`. */
async function openEngineStore(state: string | undefined, dataset: Dataset): Promise<EngineStore> {
  const { createJournalStore, createMemoryStore, StateLocationError } = await import('../engine/index.js');
  if (state === MEMORY_STATE) return createMemoryStore();
  if (state !== undefined) return createJournalStore(state);
  try {
    return createJournalStore(defaultStatePath(dataset));
  } catch (error) {
    // The default place cannot be written (a read-only or foreign HOME): run as before the store existed, in
    // memory, and say so once. A journal named with --state, or a damaged one, still stops the run.
    if (!(error instanceof StateLocationError)) throw error;
    process.stderr.write(`switchyard: ${error.message}; what this run creates is kept in memory only\n`);
    return createMemoryStore();
  }
}

function usesGithub(options: BackendOptions): boolean {
  return (
    options.github === true ||
    options.githubUrl !== undefined ||
    (options.githubTokens !== undefined && options.githubTokens.length > 0)
  );
}

/** When the budgets come from GitHub, the header of the rate-limit screen names the host, e.g. `GitHub api.github.com`. */
function withRateLimitsLabel(backend: BackendInfo, rateLimits: RateLimitsPort): BackendInfo {
  const baseUrl = (rateLimits as Partial<GithubRateLimitSource>).baseUrl;
  if (rateLimits.mode !== 'github' || baseUrl === undefined) return backend;
  return { ...backend, rateLimitsLabel: `GitHub ${new URL(baseUrl).host}` };
}

/** The CA bundle and certificate check the GitHub backend takes: the AWS side's, resolved the same way. */
async function githubTrust(
  cli: { profile?: string; caBundle?: string; verifySsl?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ caBundle?: { path: string; source: string }; verifySsl: boolean }> {
  const { loadAwsTrustSettings } = await import('../service/awsSettings/index.js');
  const trust = await loadAwsTrustSettings(
    {
      ...(cli.profile !== undefined ? { profile: cli.profile } : {}),
      ...(cli.caBundle !== undefined ? { caBundle: cli.caBundle } : {}),
      ...(cli.verifySsl !== undefined ? { verifySsl: cli.verifySsl } : {}),
    },
    env,
  );
  return {
    ...(trust.caBundle !== undefined
      ? { caBundle: { path: trust.caBundle.value, source: trust.caBundle.source } }
      : {}),
    verifySsl: trust.verifySsl,
  };
}

/** `dataset` is read only when the engine's budgets are used: GitHub needs none. */
async function createRateLimits(
  options: BackendOptions,
  dataset: () => Promise<Dataset>,
  clock: Clock,
): Promise<RateLimitsPort> {
  if (usesGithub(options)) {
    const env = options.env ?? process.env;
    const { createGithubRateLimits } = await import('../backends/github/index.js');
    return createGithubRateLimits({
      ...(options.githubUrl !== undefined ? { baseUrl: options.githubUrl } : {}),
      ...(options.githubTokens !== undefined && options.githubTokens.length > 0
        ? { tokens: options.githubTokens }
        : {}),
      env,
      trust: await githubTrust(options, env),
      clock,
    });
  }
  const { createEngineRateLimits } = await import('../engine/ratelimits/index.js');
  // The dataset's github section was validated by validateGithubSection when it was loaded (or built in code), so a
  // dataset that cannot give budgets fails here, at start; the budgets themselves are built on first use.
  const callers = (await dataset()).github.callers as GithubCaller[];
  return lazyRateLimits('engine', () => createEngineRateLimits({ callers, clock }));
}

/** GitHub's budgets for command mode and the metrics exporter, without the explorer's services around them. */
export async function openGithubRateLimits(options: GithubSourceOptions = {}): Promise<GithubRateLimitSource> {
  const env = options.env ?? process.env;
  const { createGithubRateLimits } = await import('../backends/github/index.js');
  return createGithubRateLimits({
    ...(options.githubUrl !== undefined ? { baseUrl: options.githubUrl } : {}),
    ...(options.tokens !== undefined && options.tokens.length > 0 ? { tokens: options.tokens } : {}),
    env,
    trust: await githubTrust(options, env),
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : { poll: false }),
    ...(options.connectTimeoutMs !== undefined ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
    ...(options.retryPolicy !== undefined ? { retryPolicy: options.retryPolicy } : {}),
  });
}

export interface EmulatorBackendOptions {
  /**
   * The dataset: a file path, a dataset as a JSON value (validated like a file), or an already loaded dataset
   * (`loaded`, tests). The demo dataset when absent.
   */
  data?: string | object;
  loaded?: Dataset;
  /** Where what clients create is kept: a journal path, or `:memory:`. Memory when absent. */
  state?: string;
}

/** The engine `serve` and the JS emulator run: rebuilt over the same dataset and store on each reset. */
export async function createEmulatorBackend(options: EmulatorBackendOptions = {}): Promise<EmulatorBackend<Engine>> {
  const { createEngine, createJournalStore, createMemoryStore, datasetToJson, loadDataset } =
    await import('../engine/index.js');
  const { createRateLimitEngine } = await import('../engine/ratelimits/index.js');
  let dataset =
    options.loaded ??
    (typeof options.data === 'object'
      ? loadDataset(options.data, 'data')
      : // Its engines sign page tokens with a key of their own (no tokenKey below) and keep no default journal.
        await loadDatasetOption(options.data, false));
  const store =
    options.state === undefined || options.state === MEMORY_STATE
      ? createMemoryStore()
      : createJournalStore(options.state);
  const awsCredentials = [...dataset.awsCredentials];
  let seed: number | undefined;
  return {
    awsCredentials,
    createEngine: (clock) => {
      const engine = createEngine({ dataset, clock, store });
      if (seed !== undefined) engine.admin.seed(seed);
      return engine;
    },
    // The dataset's github section is validated with the rest of the dataset (validateGithubSection).
    createGithubLimiter: () => createRateLimitEngine({ callers: dataset.github.callers as GithubCaller[] }),
    resetStore: () => store.reset(),
    loadState(json) {
      const body = json !== null && typeof json === 'object' && !Array.isArray(json) ? { ...json } : json;
      // A dump has no secrets: the keys and GitHub callers in use stay unless the body brings its own.
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const record = body as Record<string, unknown>;
        if (record.awsCredentials === undefined) record.awsCredentials = dataset.awsCredentials;
        if (record.github === undefined) record.github = dataset.github;
      }
      const loaded = loadDataset(body, 'the request body');
      dataset = loaded;
      awsCredentials.splice(0, awsCredentials.length, ...loaded.awsCredentials);
      store.reset();
    },
    dumpState(engine) {
      const { awsCredentials: _keys, github: _github, ...world } = datasetToJson(engine.admin.snapshot());
      return world;
    },
    seed(value, engine) {
      seed = value;
      engine.admin.seed(value);
    },
    close: () => store.close(),
  };
}
