// Reads the shared config and credentials files with the SDK's own ini loader (the one its credential and region
// providers use), so switchyard sees exactly the sections the SDK sees: AWS_CONFIG_FILE / ~/.aws/config and
// AWS_SHARED_CREDENTIALS_FILE / ~/.aws/credentials. Missing files read as empty.

import { loadSharedConfigFiles } from '@smithy/core/config';
import type { AwsProfileFiles } from './types.js';

export async function loadAwsProfileFiles(env: Readonly<Record<string, string | undefined>>): Promise<AwsProfileFiles> {
  const files = await loadSharedConfigFiles({
    configFilepath: env.AWS_CONFIG_FILE || '~/.aws/config',
    filepath: env.AWS_SHARED_CREDENTIALS_FILE || '~/.aws/credentials',
    ignoreCache: true,
  });
  return files as AwsProfileFiles;
}
