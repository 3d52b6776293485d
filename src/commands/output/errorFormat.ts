// Which --cli-error-format an error is printed in, resolved when it is printed, as the AWS CLI v2 does
// (awscli/errorhandler.py, FilteredExceptionHandler._resolve_error_format, and the chain of
// awscli/clidriver.py, _construct_cli_error_format_chain): the command line, then AWS_CLI_ERROR_FORMAT, then the
// profile's `cli_error_format`, then `enhanced`. Resolved late so that an error found while reading the command line
// (a parameter error) still honours the environment and the profile. An unknown value from the environment or the
// profile is warned about and `enhanced` is used, in v2's words.

import { loadAwsProfileFiles } from '../../service/awsSettings/profileFiles.js';
import { ERROR_FORMATS, type ErrorFormat } from '../options.js';

export interface ResolvedErrorFormat {
  format: ErrorFormat;
  /** v2's warning for an unknown value, or undefined. */
  warning?: string;
}

export async function resolveErrorFormat(
  commandLine: ErrorFormat | undefined,
  profileName: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<ResolvedErrorFormat> {
  if (commandLine !== undefined) return { format: commandLine };
  const configured = env.AWS_CLI_ERROR_FORMAT || (await profileSetting(profileName, env));
  if (!configured) return { format: 'enhanced' };
  const value = configured.toLowerCase();
  if ((ERROR_FORMATS as readonly string[]).includes(value)) return { format: value as ErrorFormat };
  return { format: 'enhanced', warning: `Invalid cli_error_format: '${value}'. Using 'enhanced' format.\n` };
}

/** The profile's `cli_error_format` (--profile, else AWS_PROFILE, else default); none when the files cannot be read. */
async function profileSetting(profileName: string | undefined, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const profile = profileName || env.AWS_PROFILE || 'default';
  try {
    const files = await loadAwsProfileFiles(env);
    return { ...files.configFile[profile], ...files.credentialsFile[profile] }.cli_error_format;
  } catch {
    // An unreadable config is reported by the command itself; v2 falls back to the default here too.
    return undefined;
  }
}
