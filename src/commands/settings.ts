// Command mode's view of the AWS settings: the global options as the command-line layer of the AWS CLI's
// precedence, resolved with the environment and the profile (src/service/awsSettings) before any call.
import {
  loadAwsSettings,
  type AwsCommandLine,
  type AwsServiceName,
  type AwsSettings,
} from '../service/awsSettings/index.js';
import type { CommandGlobals } from './globals.js';

export function awsCommandLine(values: Map<string, string | true>, globals: CommandGlobals): AwsCommandLine {
  const output = values.get('output');
  return {
    ...(globals.profile !== undefined ? { profile: globals.profile } : {}),
    ...(globals.region !== undefined ? { region: globals.region } : {}),
    ...(typeof output === 'string' ? { output } : {}),
    ...(values.has('no-cli-pager') ? { noCliPager: true } : {}),
    ...(globals.caBundle !== undefined ? { caBundle: globals.caBundle } : {}),
    ...(globals.endpointUrl !== undefined ? { endpointUrl: globals.endpointUrl } : {}),
    readTimeoutSeconds: globals.readTimeoutSeconds,
    connectTimeoutSeconds: globals.connectTimeoutSeconds,
    verifySsl: globals.verifySsl,
  };
}

/** Resolves the settings and applies the ones command mode reads itself (output format). */
export async function resolveCommandSettings(
  values: Map<string, string | true>,
  globals: CommandGlobals,
  env: NodeJS.ProcessEnv,
): Promise<AwsSettings> {
  const settings = await loadAwsSettings(awsCommandLine(values, globals), env);
  globals.output = settings.output.value;
  globals.aws = settings;
  return settings;
}

/**
 * With `--no-verify-ssl`, the AWS CLI warns (urllib3's InsecureRequestWarning) that the request goes unverified;
 * so does switchyard, once per run, naming the host the command calls. Undefined when nothing is unverified.
 */
export function insecureRequestWarning(settings: AwsSettings, service: AwsServiceName): string | undefined {
  if (settings.verifySsl) return undefined;
  const endpoint = settings.endpoints[service]?.value;
  const url = endpoint !== undefined ? new URL(endpoint) : undefined;
  if (url !== undefined && url.protocol !== 'https:') return undefined;
  const host = url?.hostname ?? `${service}.${settings.region?.value ?? 'us-east-1'}.amazonaws.com`;
  return `InsecureRequestWarning: Unverified HTTPS request is being made to host '${host}'. Adding certificate verification is strongly advised.\n`;
}
