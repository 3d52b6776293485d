// The global options as typed values, with the AWS CLI's environment default for AWS_DEFAULT_OUTPUT and its rules: integers for timeouts, a valid --query expression.

import type { AwsSettings } from '../service/awsSettings/types.js';
import { ParamError } from './errors.js';
import { jmespathLib } from './lazy.js';
import { GLOBAL_OPTIONS, OUTPUT_FORMATS, type ErrorFormat, type OutputFormat } from './options.js';

export interface CommandGlobals {
  debug: boolean;
  endpointUrl?: string;
  verifySsl: boolean;
  paginate: boolean;
  output: OutputFormat;
  query?: string;
  profile?: string;
  region?: string;
  version: boolean;
  color: 'on' | 'off' | 'auto';
  noSignRequest: boolean;
  caBundle?: string;
  readTimeoutSeconds: number;
  connectTimeoutSeconds: number;
  autoPrompt: boolean;
  /** --cli-error-format as given; the environment and the profile apply when an error is printed (errorFormat.ts). */
  errorFormat?: ErrorFormat;
  dataPath?: string;
  statePath?: string;
  /** The AWS settings resolved from these options, the environment and the profile (resolveCommandSettings). */
  aws?: AwsSettings;
}

export function readGlobals(values: Map<string, string | true>, env: NodeJS.ProcessEnv): CommandGlobals {
  const str = (name: string): string | undefined => {
    const v = values.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  for (const def of GLOBAL_OPTIONS) {
    const v = values.get(def.name);
    if (typeof v === 'string' && def.choices && !def.choices.includes(v)) {
      throw new ParamError(
        `switchyard: error: argument --${def.name}: Invalid choice '${v}', valid choices are: ${def.choices.join(', ')}`,
        true,
      );
    }
  }
  const seconds = (name: string): number => {
    const v = str(name);
    if (v === undefined) return 60;
    if (!/^\d+$/.test(v))
      throw new ParamError(`switchyard: error: argument --${name}: invalid int value: '${v}'`, true);
    return Number.parseInt(v, 10);
  };
  const envChoice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = env[name]?.toLowerCase();
    return v !== undefined && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
  };
  const query = str('query');
  if (query !== undefined) {
    try {
      jmespathLib().compile(query);
    } catch (error) {
      // The AWS CLI v2's framing (no usage); the reason is the JMESPath library's.
      throw new ParamError(`Bad value for --query ${query}: ${(error as Error).message}`);
    }
  }
  const out: CommandGlobals = {
    debug: values.has('debug'),
    verifySsl: !values.has('no-verify-ssl'),
    paginate: !values.has('no-paginate'),
    output: (str('output') as OutputFormat | undefined) ?? envChoice('AWS_DEFAULT_OUTPUT', OUTPUT_FORMATS, 'json'),
    version: values.has('version'),
    color: (str('color') as CommandGlobals['color'] | undefined) ?? 'auto',
    noSignRequest: values.has('no-sign-request'),
    readTimeoutSeconds: seconds('cli-read-timeout'),
    connectTimeoutSeconds: seconds('cli-connect-timeout'),
    autoPrompt: values.has('cli-auto-prompt') && !values.has('no-cli-auto-prompt'),
  };
  const errorFormat = str('cli-error-format') as ErrorFormat | undefined;
  if (errorFormat !== undefined) out.errorFormat = errorFormat;
  const optional = {
    endpointUrl: 'endpoint-url',
    profile: 'profile',
    region: 'region',
    caBundle: 'ca-bundle',
    dataPath: 'data',
    statePath: 'state',
  } as const;
  for (const [key, name] of Object.entries(optional)) {
    const v = str(name);
    if (v !== undefined) out[key as keyof typeof optional] = v;
  }
  if (query !== undefined) out.query = query;
  return out;
}
