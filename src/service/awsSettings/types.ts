// The AWS settings switchyard resolves the way AWS CLI v2 does: the command line first, then the environment, then
// the profile (config file, and the credentials file for the same profile), then the defaults.

/** The services whose endpoints can be configured one by one (`AWS_ENDPOINT_URL_<ID>`, `[services]` sections). */
export const AWS_SERVICES = ['cleanrooms', 'appflow', 'appfabric'] as const;
export type AwsServiceName = (typeof AWS_SERVICES)[number];

export const RETRY_MODES = ['standard', 'adaptive', 'legacy'] as const;
export type RetryMode = (typeof RETRY_MODES)[number];

export const TIMESTAMP_FORMATS = ['iso8601', 'wire'] as const;
export type TimestampFormat = (typeof TIMESTAMP_FORMATS)[number];

export const OUTPUT_CHOICES = ['json', 'text', 'table', 'yaml', 'yaml-stream', 'off'] as const;
export type OutputChoice = (typeof OUTPUT_CHOICES)[number];

/** What the command line (or the explorer's options) said; every member optional. */
export interface AwsCommandLine {
  profile?: string;
  region?: string;
  output?: string;
  /** `--no-cli-pager`. */
  noCliPager?: boolean;
  caBundle?: string;
  endpointUrl?: string;
  readTimeoutSeconds?: number;
  connectTimeoutSeconds?: number;
  /** `--no-verify-ssl` gives false. */
  verifySsl?: boolean;
}

/** A profile's keys, as the SDK's shared-ini loader returns them (sub-sections as `service.key`). */
export type IniSection = Record<string, string | undefined>;

export interface AwsProfileFiles {
  /** Sections of the config file: `default`, profile names, `services.NAME`, `sso-session.NAME`. */
  configFile: Record<string, IniSection>;
  credentialsFile: Record<string, IniSection>;
}

/** Where a resolved value came from, for `--debug` and the docs. */
export type SettingSource = 'command line' | `env ${string}` | `profile ${string}` | 'default';

export interface Resolved<T> {
  value: T;
  source: SettingSource;
}

export interface AwsSettings {
  profile: Resolved<string>;
  region?: Resolved<string>;
  output: Resolved<OutputChoice>;
  /** The pager command, or undefined for none. Used only when stdout is a terminal. */
  pager?: Resolved<string>;
  caBundle?: Resolved<string>;
  /** Endpoint per service; absent means the service's own AWS endpoint. */
  endpoints: Partial<Record<AwsServiceName, Resolved<string>>>;
  maxAttempts: Resolved<number>;
  retryMode: Resolved<RetryMode>;
  /** Milliseconds; 0 means no timeout. */
  readTimeoutMs: number;
  connectTimeoutMs: number;
  timestampFormat: Resolved<TimestampFormat>;
  verifySsl: boolean;
}

/** The part of the settings the GitHub backend takes too: which certificates to trust and whether to check. */
export type AwsTrustSettings = Pick<AwsSettings, 'caBundle' | 'verifySsl'>;

/** A setting given a value its rule refuses: names the setting, where it came from and the rule. */
export class AwsSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AwsSettingError';
  }
}
