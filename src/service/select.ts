// Backend selection: options -> Services. The explorer, command mode and `serve` all start here. Backends other than
// the engine are imported lazily, so the default path never loads the AWS SDK or Octokit.

import { basename } from 'node:path';
import { systemClock, type Clock } from '../domain/clock.js';
import type { GithubCaller } from '../domain/ratelimits/callers.js';
import {
  createEngine,
  demoDataset,
  loadDatasetFile,
  pageTokenKeyFor,
  type Dataset,
  type Engine,
} from '../engine/index.js';
import { createEngineRateLimits } from '../engine/ratelimits/index.js';
import type { BackendKind, Services } from './ports.js';
import type { GithubRateLimitSource, GithubSourceOptions } from './githubRateLimitSource.js';
import { openEngineStore } from './stateLocation.js';
import type { RateLimitsPort } from './rateLimitsPort.js';

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
  // GitHub backend for the rate-limit screen: used when either is given; the engine's budgets otherwise.
  githubUrl?: string;
  githubTokens?: string[];
}

export interface EngineServices extends Services {
  engine: Engine;
}

export async function loadDatasetOption(dataPath: string | undefined): Promise<Dataset> {
  return dataPath === undefined ? demoDataset() : loadDatasetFile(dataPath);
}

export async function createServices(options: BackendOptions = {}): Promise<Services> {
  if ((options.backend ?? 'engine') === 'engine') return createEngineServices(options);
  const clock = options.clock ?? systemClock;
  const { createAwsServices, awsBackendOptions } = await import('../backends/aws/index.js');
  const aws = await createAwsServices(awsBackendOptions(options));
  // AWS has no rate-limit budgets of its own: the screen shows GitHub when asked, else the dataset's engine budgets.
  const rateLimits = await createRateLimits(options, () => loadDatasetOption(options.dataPath), clock);
  return {
    backend: aws.backend,
    appAuthorizations: aws.appAuthorizations,
    members: aws.members,
    connectorProfiles: aws.connectorProfiles,
    rateLimits,
  };
}

export async function createEngineServices(options: BackendOptions = {}): Promise<EngineServices> {
  const clock = options.clock ?? systemClock;
  const dataset = await loadDatasetOption(options.dataPath);
  const engine = createEngine({
    dataset,
    clock,
    store: openEngineStore(options.state, dataset),
    ...(options.stablePageTokens && dataset.identity !== undefined
      ? { tokenKey: pageTokenKeyFor(dataset.identity) }
      : {}),
  });
  const rateLimits = await createRateLimits(options, async () => dataset, clock);
  const source = options.dataPath === undefined ? 'demo dataset' : basename(options.dataPath);
  return {
    backend: { kind: 'engine', label: `engine (${source})` },
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
    rateLimits,
    engine,
  };
}

function usesGithub(options: BackendOptions): boolean {
  return options.githubUrl !== undefined || (options.githubTokens !== undefined && options.githubTokens.length > 0);
}

/** `dataset` is read only when the engine's budgets are used: GitHub needs none. */
async function createRateLimits(
  options: BackendOptions,
  dataset: () => Promise<Dataset>,
  clock: Clock,
): Promise<RateLimitsPort> {
  if (usesGithub(options)) {
    const { createGithubRateLimits } = await import('../backends/github/index.js');
    return createGithubRateLimits({
      ...(options.githubUrl !== undefined ? { baseUrl: options.githubUrl } : {}),
      ...(options.githubTokens !== undefined && options.githubTokens.length > 0
        ? { tokens: options.githubTokens }
        : {}),
      clock,
    });
  }
  // The dataset's github section was validated by validateGithubSection when it was loaded (or built in code).
  return createEngineRateLimits({ callers: (await dataset()).github.callers as GithubCaller[], clock });
}

/** GitHub's budgets for command mode and the metrics exporter, without the explorer's services around them. */
export async function openGithubRateLimits(options: GithubSourceOptions = {}): Promise<GithubRateLimitSource> {
  const { createGithubRateLimits } = await import('../backends/github/index.js');
  return createGithubRateLimits({
    ...(options.githubUrl !== undefined ? { baseUrl: options.githubUrl } : {}),
    ...(options.tokens !== undefined && options.tokens.length > 0 ? { tokens: options.tokens } : {}),
    ...(options.env !== undefined ? { env: options.env } : {}),
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : { poll: false }),
    ...(options.connectTimeoutMs !== undefined ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
  });
}
