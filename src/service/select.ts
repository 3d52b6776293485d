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
import type { BackendInfo, BackendKind, Services } from './ports.js';
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
  // GitHub backend for the rate-limit screen: used when `github` or either of the others is given; the engine's
  // budgets otherwise. Without githubUrl, GH_HOST names the host (as gh reads it), else api.github.com.
  github?: boolean;
  githubUrl?: string;
  githubTokens?: string[];
  // Trust for both backends, resolved with the AWS settings' precedence (`ca_bundle` of the profile included).
  caBundle?: string;
  /** False for `--no-verify-ssl`. */
  verifySsl?: boolean;
  /** Where GH_HOST, the token variables, AWS_CA_BUNDLE and the AWS config files are read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
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
  const { loadAwsSettings } = await import('./awsSettings/index.js');
  const settings = await loadAwsSettings(
    {
      ...(options.region !== undefined ? { region: options.region } : {}),
      ...(options.profile !== undefined ? { profile: options.profile } : {}),
      ...(options.endpointUrl !== undefined ? { endpointUrl: options.endpointUrl } : {}),
      ...(options.caBundle !== undefined ? { caBundle: options.caBundle } : {}),
      ...(options.verifySsl !== undefined ? { verifySsl: options.verifySsl } : {}),
    },
    options.env ?? process.env,
  );
  const aws = await createAwsServices(awsBackendOptions({ ...options, settings }));
  // AWS has no rate-limit budgets of its own: the screen shows GitHub when asked, else the dataset's engine budgets.
  const rateLimits = await createRateLimits(options, () => loadDatasetOption(options.dataPath), clock);
  return {
    backend: withRateLimitsLabel(aws.backend, rateLimits),
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
    backend: withRateLimitsLabel({ kind: 'engine', label: `engine (${source})` }, rateLimits),
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
    rateLimits,
    engine,
  };
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
  const { loadAwsTrustSettings } = await import('./awsSettings/index.js');
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
  // The dataset's github section was validated by validateGithubSection when it was loaded (or built in code).
  return createEngineRateLimits({ callers: (await dataset()).github.callers as GithubCaller[], clock });
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
  });
}
