// AWS settings resolved once, the AWS CLI v2 way, for command mode and the explorer's AWS backend alike.
import { loadAwsProfileFiles } from './profileFiles.js';
import { resolveAwsSettings } from './resolve.js';
import type { AwsCommandLine, AwsSettings } from './types.js';

export * from './types.js';

export async function loadAwsSettings(
  cli: AwsCommandLine,
  env: Readonly<Record<string, string | undefined>>,
): Promise<AwsSettings> {
  return resolveAwsSettings(cli, env, await loadAwsProfileFiles(env));
}
