// The profiles of the AWS config files and their Regions, for the explorer's `:profile` and `:region` completion:
// the sections the SDK sees (profileFiles.ts), both files merged, without the `sso-session` and `services` sections.

import { loadAwsProfileFiles } from './profileFiles.js';

const NOT_PROFILES = /^(sso-session|services)\./;

export async function loadProfileRegions(
  env: Readonly<Record<string, string | undefined>>,
): Promise<Record<string, { region?: string }>> {
  const files = await loadAwsProfileFiles(env);
  const profiles: Record<string, { region?: string }> = {};
  for (const section of [files.credentialsFile, files.configFile]) {
    for (const [name, values] of Object.entries(section ?? {})) {
      if (NOT_PROFILES.test(name)) continue;
      const region = (values as Record<string, string | undefined>).region;
      profiles[name] = { ...profiles[name], ...(region !== undefined ? { region } : {}) };
    }
  }
  return profiles;
}
