// AWS settings resolved once, the AWS CLI v2 way, for command mode and the explorer's AWS backend alike.
import { loadAwsProfileFiles } from './profileFiles.js';
import { resolveAwsSettings, resolveAwsTrust } from './resolve.js';
import type { AwsCommandLine, AwsSettings, AwsTrustSettings } from './types.js';

export * from './types.js';

export async function loadAwsSettings(
  cli: AwsCommandLine,
  env: Readonly<Record<string, string | undefined>>,
): Promise<AwsSettings> {
  return resolveAwsSettings(cli, env, await loadAwsProfileFiles(env));
}

/** The CA bundle and certificate check alone, with the same precedence (the GitHub backend's trust). */
export async function loadAwsTrustSettings(
  cli: Pick<AwsCommandLine, 'profile' | 'caBundle' | 'verifySsl'>,
  env: Readonly<Record<string, string | undefined>>,
): Promise<AwsTrustSettings> {
  return resolveAwsTrust(cli, env, await loadAwsProfileFiles(env));
}
