// AWS CLI v2's precedence, one rule per setting: command line, then environment, then the profile (its config-file
// section merged with its credentials-file section), then the default. Pure: the environment and the parsed files
// are arguments, so every row of the precedence table is a unit test.

import { endpointUrlProblem } from './endpointUrl.js';
import {
  AWS_SERVICES,
  AwsSettingError,
  OUTPUT_CHOICES,
  RETRY_MODES,
  TIMESTAMP_FORMATS,
  type AwsCommandLine,
  type AwsProfileFiles,
  type AwsServiceName,
  type AwsSettings,
  type AwsTrustSettings,
  type IniSection,
  type Resolved,
  type SettingSource,
} from './types.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The AWS CLI's pager when none is configured (its `less -R` on POSIX systems). */
export const DEFAULT_PAGER = 'less -R';
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_TIMEOUT_SECONDS = 60;

/** The environment-variable suffix and `[services]` key of each service: its SDK service id, upper and lower case. */
const SERVICE_IDS: Record<AwsServiceName, { env: string; key: string }> = {
  cleanrooms: { env: 'CLEANROOMS', key: 'cleanrooms' },
  appflow: { env: 'APPFLOW', key: 'appflow' },
  appfabric: { env: 'APPFABRIC', key: 'appfabric' },
};

/** The layers of one profile: where each candidate value comes from, in the AWS CLI's order of precedence. */
function layers(cli: AwsCommandLine, env: Env, files: AwsProfileFiles) {
  const profile = resolveProfileName(cli, env);
  const section = profileSection(profile, files);
  const fromProfile = (key: string): Resolved<string> | undefined => {
    const value = section[key];
    return value === undefined || value === '' ? undefined : { value, source: `profile ${profile.value}` };
  };
  const fromEnv = (name: string): Resolved<string> | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : { value, source: `env ${name}` };
  };
  const fromCli = (value: string | undefined): Resolved<string> | undefined =>
    value === undefined ? undefined : { value, source: 'command line' };
  const first = (...candidates: (Resolved<string> | undefined)[]): Resolved<string> | undefined =>
    candidates.find((c) => c !== undefined);
  return { profile, section, fromProfile, fromEnv, fromCli, first };
}

/** `--ca-bundle`, AWS_CA_BUNDLE, the profile's `ca_bundle`; and `--no-verify-ssl`. */
function trustOf(cli: AwsCommandLine, l: ReturnType<typeof layers>): AwsTrustSettings {
  const caBundle = l.first(l.fromCli(cli.caBundle), l.fromEnv('AWS_CA_BUNDLE'), l.fromProfile('ca_bundle'));
  return { ...(caBundle !== undefined ? { caBundle } : {}), verifySsl: cli.verifySsl ?? true };
}

/**
 * Only the trust settings, for the GitHub backend (which takes the same CA bundle and certificate check as the AWS
 * side): the profile's other keys are not read, so an AWS setting GitHub does not use cannot fail a GitHub run.
 */
export function resolveAwsTrust(cli: AwsCommandLine, env: Env, files: AwsProfileFiles): AwsTrustSettings {
  return trustOf(cli, layers(cli, env, files));
}

export function resolveAwsSettings(cli: AwsCommandLine, env: Env, files: AwsProfileFiles): AwsSettings {
  const l = layers(cli, env, files);
  const { profile, section, fromProfile, fromEnv, fromCli, first } = l;

  const region = first(
    fromCli(cli.region),
    fromEnv('AWS_REGION'),
    fromEnv('AWS_DEFAULT_REGION'),
    fromProfile('region'),
  );
  const output = choice(
    'output',
    first(fromCli(cli.output), fromEnv('AWS_DEFAULT_OUTPUT'), fromProfile('output')),
    OUTPUT_CHOICES,
    'json',
  );
  const { caBundle, verifySsl } = trustOf(cli, l);
  const maxAttempts = positiveInteger(
    'max_attempts',
    first(fromEnv('AWS_MAX_ATTEMPTS'), fromProfile('max_attempts')) ?? {
      value: String(DEFAULT_MAX_ATTEMPTS),
      source: 'default',
    },
  );
  const retryMode = choice(
    'retry_mode',
    first(fromEnv('AWS_RETRY_MODE'), fromProfile('retry_mode')),
    RETRY_MODES,
    'standard',
  );
  const timestampFormat = choice(
    'cli_timestamp_format',
    fromProfile('cli_timestamp_format'),
    TIMESTAMP_FORMATS,
    'iso8601',
  );

  const settings: AwsSettings = {
    profile,
    output,
    endpoints: resolveEndpoints(cli, env, section, files, profile.value),
    maxAttempts,
    retryMode,
    readTimeoutMs: (cli.readTimeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    connectTimeoutMs: (cli.connectTimeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    timestampFormat,
    verifySsl,
  };
  if (region !== undefined) settings.region = region;
  if (caBundle !== undefined) settings.caBundle = caBundle;
  const pager = resolvePager(cli, env, section, profile.value);
  if (pager !== undefined) settings.pager = pager;
  return settings;
}

function resolveProfileName(cli: AwsCommandLine, env: Env): Resolved<string> {
  if (cli.profile !== undefined && cli.profile !== '') return { value: cli.profile, source: 'command line' };
  const fromEnv = env.AWS_PROFILE;
  if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, source: 'env AWS_PROFILE' };
  return { value: 'default', source: 'default' };
}

/** The profile's keys: its config-file section, with its credentials-file section over it (as the SDK merges them). */
function profileSection(profile: Resolved<string>, files: AwsProfileFiles): IniSection {
  const config = files.configFile[profile.value];
  const credentials = files.credentialsFile[profile.value];
  if (config === undefined && credentials === undefined && profile.source !== 'default') {
    throw new AwsSettingError(`The config profile (${profile.value}) could not be found (from ${profile.source})`);
  }
  return { ...config, ...credentials };
}

/**
 * `--no-cli-pager` turns paging off; else AWS_PAGER (an empty value turns it off), the profile's `cli_pager`,
 * PAGER, and the AWS CLI's default.
 */
function resolvePager(
  cli: AwsCommandLine,
  env: Env,
  section: IniSection,
  profile: string,
): Resolved<string> | undefined {
  if (cli.noCliPager) return undefined;
  const candidates: [string | undefined, SettingSource][] = [
    [env.AWS_PAGER, 'env AWS_PAGER'],
    [section.cli_pager, `profile ${profile}`],
    [env.PAGER, 'env PAGER'],
  ];
  for (const [value, source] of candidates) {
    // The first one set decides, even when it is set to nothing (which turns paging off).
    if (value !== undefined) return value.trim() === '' ? undefined : { value, source };
  }
  return { value: DEFAULT_PAGER, source: 'default' };
}

/**
 * Per service: `--endpoint-url`; AWS_ENDPOINT_URL_<SERVICE>; AWS_ENDPOINT_URL; the `[services NAME]` section the
 * profile names (`<service> =` then `  endpoint_url = ...`); the profile's `endpoint_url`. With
 * AWS_IGNORE_CONFIGURED_ENDPOINT_URLS (or the profile's `ignore_configured_endpoint_urls`) only the command line counts.
 */
function resolveEndpoints(
  cli: AwsCommandLine,
  env: Env,
  section: IniSection,
  files: AwsProfileFiles,
  profile: string,
): AwsSettings['endpoints'] {
  const endpoints: AwsSettings['endpoints'] = {};
  const ignoreConfigured =
    isTrue(env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS) ?? isTrue(section.ignore_configured_endpoint_urls) ?? false;
  const servicesName = section.services;
  const services = servicesName === undefined ? undefined : files.configFile[`services.${servicesName}`];
  if (servicesName !== undefined && services === undefined && !ignoreConfigured) {
    throw new AwsSettingError(
      `The profile (${profile}) names services section '${servicesName}', which is not in the config file`,
    );
  }
  for (const service of AWS_SERVICES) {
    const ids = SERVICE_IDS[service];
    let found: Resolved<string> | undefined;
    if (cli.endpointUrl !== undefined) found = { value: cli.endpointUrl, source: 'command line' };
    else if (!ignoreConfigured) {
      const candidates: [string | undefined, SettingSource][] = [
        [env[`AWS_ENDPOINT_URL_${ids.env}`], `env AWS_ENDPOINT_URL_${ids.env}`],
        [env.AWS_ENDPOINT_URL, 'env AWS_ENDPOINT_URL'],
        [services?.[`${ids.key}.endpoint_url`], `profile ${profile}`],
        [section.endpoint_url, `profile ${profile}`],
      ];
      const hit = candidates.find(([value]) => value !== undefined && value !== '');
      if (hit !== undefined) found = { value: hit[0]!, source: hit[1] };
    }
    if (found !== undefined) endpoints[service] = validUrl(found);
  }
  return endpoints;
}

function isTrue(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value.toLowerCase() === 'true';
}

function validUrl(endpoint: Resolved<string>): Resolved<string> {
  const problem = endpointUrlProblem(endpoint.value);
  if (problem === undefined) return endpoint;
  const rule = problem.kind === 'not a URL' ? 'not an absolute URL' : 'the scheme must be http or https';
  throw new AwsSettingError(`Invalid endpoint URL '${endpoint.value}' (from ${endpoint.source}): ${rule}`);
}

function choice<T extends string>(
  name: string,
  found: Resolved<string> | undefined,
  allowed: readonly T[],
  fallback: T,
): Resolved<T> {
  if (found === undefined) return { value: fallback, source: 'default' };
  const value = found.value.toLowerCase();
  if (!(allowed as readonly string[]).includes(value)) {
    throw new AwsSettingError(
      `Invalid ${name} '${found.value}' (from ${found.source}): valid choices are ${allowed.join(', ')}`,
    );
  }
  return { value: value as T, source: found.source };
}

function positiveInteger(name: string, found: Resolved<string>): Resolved<number> {
  if (!/^\d+$/.test(found.value.trim()) || Number(found.value) < 1) {
    throw new AwsSettingError(`Invalid ${name} '${found.value}' (from ${found.source}): must be a positive integer`);
  }
  return { value: Number(found.value), source: found.source };
}
