// Backend selection: options -> Services. The explorer, command mode and `serve` all start here. Backends other than
// the engine are imported lazily, so the default path never loads the AWS SDK or Octokit.

import { basename } from 'node:path';
import { systemClock, type Clock } from '../domain/clock.js';
import type { GithubCaller } from '../domain/ratelimits/callers.js';
import { createEngine, demoDataset, loadDatasetFile, type Dataset, type Engine } from '../engine/index.js';
import { createEngineRateLimits } from '../engine/ratelimits/index.js';
import type { BackendKind, Services } from './ports.js';
import type { RateLimitsPort } from './rateLimitsPort.js';

export interface BackendOptions {
  backend?: BackendKind;
  /** A dataset file for the engine; the demo dataset when absent. */
  dataPath?: string;
  clock?: Clock;
  // AWS backends (issue 5).
  region?: string;
  profile?: string;
  endpointUrl?: string;
  noSignRequest?: boolean;
  // GitHub backend for the rate-limit screen; the engine's budgets when absent.
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
  const backend = options.backend ?? 'engine';
  if (backend === 'aws') {
    throw new Error('the aws backend is not available in this build yet (use --backend engine)');
  }
  return createEngineServices(options);
}

export async function createEngineServices(options: BackendOptions = {}): Promise<EngineServices> {
  const clock = options.clock ?? systemClock;
  const dataset = await loadDatasetOption(options.dataPath);
  const engine = createEngine({ dataset, clock });
  const rateLimits = await createRateLimits(options, dataset, clock);
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

async function createRateLimits(options: BackendOptions, dataset: Dataset, clock: Clock): Promise<RateLimitsPort> {
  // The dataset's github section was validated by validateGithubSection when it was loaded (or built in code).
  return createEngineRateLimits({ callers: dataset.github.callers as GithubCaller[], clock });
}
