// The AWS CLI v2 precedence table, one test per row: each row sets two adjacent sources (or one source and the
// default) and expects the stronger one, so removing that rule from resolveAwsSettings fails exactly that row.
// The files go through the SDK's own ini loader (loadAwsProfileFiles), as in a real run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAwsSettings, type AwsCommandLine, type AwsSettings } from '../../src/service/awsSettings/index.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-aws-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  rule: string;
  cli?: AwsCommandLine;
  env?: Record<string, string>;
  config?: string;
  credentials?: string;
  read: (s: AwsSettings) => unknown;
  expected: unknown;
}

let fileNumber = 0;
async function resolve(row: Pick<Row, 'cli' | 'env' | 'config' | 'credentials'>): Promise<AwsSettings> {
  fileNumber += 1;
  const config = join(dir, `config-${fileNumber}`);
  const credentials = join(dir, `credentials-${fileNumber}`);
  writeFileSync(config, row.config ?? '');
  writeFileSync(credentials, row.credentials ?? '');
  return loadAwsSettings(row.cli ?? {}, {
    AWS_CONFIG_FILE: config,
    AWS_SHARED_CREDENTIALS_FILE: credentials,
    ...row.env,
  });
}

const region = (s: AwsSettings) => s.region?.value;
const output = (s: AwsSettings) => s.output.value;
const pager = (s: AwsSettings) => s.pager?.value ?? null;
const ca = (s: AwsSettings) => s.caBundle?.value;
const endpoint = (s: AwsSettings) => ({
  cleanrooms: s.endpoints.cleanrooms?.value,
  appflow: s.endpoints.appflow?.value,
});

const ROWS: Row[] = [
  // region
  {
    rule: '--region beats AWS_REGION',
    cli: { region: 'eu-west-1' },
    env: { AWS_REGION: 'us-east-2' },
    read: region,
    expected: 'eu-west-1',
  },
  {
    rule: 'AWS_REGION beats AWS_DEFAULT_REGION',
    env: { AWS_REGION: 'us-east-2', AWS_DEFAULT_REGION: 'ap-south-1' },
    read: region,
    expected: 'us-east-2',
  },
  {
    rule: 'AWS_DEFAULT_REGION beats the profile region',
    env: { AWS_DEFAULT_REGION: 'ap-south-1' },
    config: '[default]\nregion = sa-east-1\n',
    read: region,
    expected: 'ap-south-1',
  },
  {
    rule: 'the profile region when no option or variable sets one',
    config: '[default]\nregion = sa-east-1\n',
    read: region,
    expected: 'sa-east-1',
  },
  {
    rule: "the credentials file's section of the profile over the config file's",
    config: '[default]\nregion = sa-east-1\n',
    credentials: '[default]\nregion = eu-central-1\n',
    read: region,
    expected: 'eu-central-1',
  },
  {
    rule: 'AWS_PROFILE selects the profile',
    env: { AWS_PROFILE: 'dev' },
    config: '[default]\nregion = sa-east-1\n[profile dev]\nregion = eu-north-1\n',
    read: region,
    expected: 'eu-north-1',
  },
  {
    rule: '--profile beats AWS_PROFILE',
    cli: { profile: 'ops' },
    env: { AWS_PROFILE: 'dev' },
    config: '[profile dev]\nregion = eu-north-1\n[profile ops]\nregion = ca-central-1\n',
    read: region,
    expected: 'ca-central-1',
  },
  {
    rule: "the credentials file's section of the profile counts",
    credentials: '[default]\nregion = me-south-1\n',
    read: region,
    expected: 'me-south-1',
  },
  // output
  {
    rule: '--output beats AWS_DEFAULT_OUTPUT',
    cli: { output: 'yaml' },
    env: { AWS_DEFAULT_OUTPUT: 'table' },
    read: output,
    expected: 'yaml',
  },
  {
    rule: 'AWS_DEFAULT_OUTPUT beats the profile output',
    env: { AWS_DEFAULT_OUTPUT: 'table' },
    config: '[default]\noutput = text\n',
    read: output,
    expected: 'table',
  },
  { rule: 'the profile output', config: '[default]\noutput = text\n', read: output, expected: 'text' },
  { rule: 'output defaults to json', read: output, expected: 'json' },
  // pager
  {
    rule: '--no-cli-pager beats AWS_PAGER',
    cli: { noCliPager: true },
    env: { AWS_PAGER: 'more' },
    read: pager,
    expected: null,
  },
  {
    rule: 'AWS_PAGER beats cli_pager',
    env: { AWS_PAGER: 'more' },
    config: '[default]\ncli_pager = most\n',
    read: pager,
    expected: 'more',
  },
  {
    rule: 'an empty AWS_PAGER turns paging off',
    env: { AWS_PAGER: '' },
    config: '[default]\ncli_pager = most\n',
    read: pager,
    expected: null,
  },
  {
    rule: 'cli_pager beats PAGER',
    env: { PAGER: 'pg' },
    config: '[default]\ncli_pager = most\n',
    read: pager,
    expected: 'most',
  },
  { rule: 'PAGER beats the default pager', env: { PAGER: 'pg' }, read: pager, expected: 'pg' },
  { rule: 'the default pager is less -R', read: pager, expected: 'less -R' },
  // CA bundle
  {
    rule: '--ca-bundle beats AWS_CA_BUNDLE',
    cli: { caBundle: '/cli.pem' },
    env: { AWS_CA_BUNDLE: '/env.pem' },
    read: ca,
    expected: '/cli.pem',
  },
  {
    rule: 'AWS_CA_BUNDLE beats the profile ca_bundle',
    env: { AWS_CA_BUNDLE: '/env.pem' },
    config: '[default]\nca_bundle = /profile.pem\n',
    read: ca,
    expected: '/env.pem',
  },
  {
    rule: 'the profile ca_bundle',
    config: '[default]\nca_bundle = /profile.pem\n',
    read: ca,
    expected: '/profile.pem',
  },
  // endpoints
  {
    rule: '--endpoint-url beats AWS_ENDPOINT_URL_<SERVICE>',
    cli: { endpointUrl: 'http://cli:1' },
    env: { AWS_ENDPOINT_URL_CLEANROOMS: 'http://svc:2' },
    read: endpoint,
    expected: { cleanrooms: 'http://cli:1', appflow: 'http://cli:1' },
  },
  {
    rule: 'AWS_ENDPOINT_URL_<SERVICE> beats AWS_ENDPOINT_URL, for its service only',
    env: { AWS_ENDPOINT_URL_CLEANROOMS: 'http://svc:2', AWS_ENDPOINT_URL: 'http://all:3' },
    read: endpoint,
    expected: { cleanrooms: 'http://svc:2', appflow: 'http://all:3' },
  },
  {
    rule: 'AWS_ENDPOINT_URL beats the services section',
    env: { AWS_ENDPOINT_URL: 'http://all:3' },
    config: '[default]\nservices = local\n[services local]\ncleanrooms =\n  endpoint_url = http://section:4\n',
    read: endpoint,
    expected: { cleanrooms: 'http://all:3', appflow: 'http://all:3' },
  },
  {
    rule: "the profile's services section beats its endpoint_url, for its service only",
    config:
      '[default]\nservices = local\nendpoint_url = http://profile:5\n[services local]\ncleanrooms =\n  endpoint_url = http://section:4\n',
    read: endpoint,
    expected: { cleanrooms: 'http://section:4', appflow: 'http://profile:5' },
  },
  {
    rule: "the profile's endpoint_url",
    config: '[default]\nendpoint_url = http://profile:5\n',
    read: endpoint,
    expected: { cleanrooms: 'http://profile:5', appflow: 'http://profile:5' },
  },
  {
    rule: 'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS ignores the environment and the profile',
    env: { AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'true', AWS_ENDPOINT_URL: 'http://all:3' },
    config: '[default]\nendpoint_url = http://profile:5\n',
    read: endpoint,
    expected: { cleanrooms: undefined, appflow: undefined },
  },
  // retries
  {
    rule: 'AWS_MAX_ATTEMPTS beats max_attempts',
    env: { AWS_MAX_ATTEMPTS: '7' },
    config: '[default]\nmax_attempts = 2\n',
    read: (s) => s.maxAttempts.value,
    expected: 7,
  },
  {
    rule: 'the profile max_attempts',
    config: '[default]\nmax_attempts = 2\n',
    read: (s) => s.maxAttempts.value,
    expected: 2,
  },
  { rule: 'max attempts default to 3', read: (s) => s.maxAttempts.value, expected: 3 },
  {
    rule: 'AWS_RETRY_MODE beats retry_mode',
    env: { AWS_RETRY_MODE: 'adaptive' },
    config: '[default]\nretry_mode = legacy\n',
    read: (s) => s.retryMode.value,
    expected: 'adaptive',
  },
  {
    rule: 'the profile retry_mode',
    config: '[default]\nretry_mode = legacy\n',
    read: (s) => s.retryMode.value,
    expected: 'legacy',
  },
  { rule: 'retry mode defaults to standard', read: (s) => s.retryMode.value, expected: 'standard' },
  // timeouts
  {
    rule: '--cli-read-timeout 0 means no read timeout',
    cli: { readTimeoutSeconds: 0 },
    read: (s) => s.readTimeoutMs,
    expected: 0,
  },
  {
    rule: '--cli-connect-timeout sets the connect timeout',
    cli: { connectTimeoutSeconds: 5 },
    read: (s) => s.connectTimeoutMs,
    expected: 5000,
  },
  { rule: 'timeouts default to 60 s', read: (s) => [s.readTimeoutMs, s.connectTimeoutMs], expected: [60_000, 60_000] },
  // timestamps
  {
    rule: 'the profile cli_timestamp_format',
    config: '[default]\ncli_timestamp_format = wire\n',
    read: (s) => s.timestampFormat.value,
    expected: 'wire',
  },
  { rule: 'timestamps default to iso8601', read: (s) => s.timestampFormat.value, expected: 'iso8601' },
];

describe('AWS settings precedence (AWS CLI v2)', () => {
  it.each(ROWS.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    expect(row.read(await resolve(row))).toEqual(row.expected);
  });

  it('names where a bad value came from and the rule it breaks', async () => {
    await expect(resolve({ env: { AWS_DEFAULT_OUTPUT: 'xml' } })).rejects.toThrow(
      "Invalid output 'xml' (from env AWS_DEFAULT_OUTPUT): valid choices are json, text, table, yaml, yaml-stream, off",
    );
    await expect(resolve({ config: '[default]\nmax_attempts = zero\n' })).rejects.toThrow(
      "Invalid max_attempts 'zero' (from profile default): must be a positive integer",
    );
    await expect(resolve({ env: { AWS_ENDPOINT_URL: 'localhost:4566' } })).rejects.toThrow(
      /Invalid endpoint URL 'localhost:4566' \(from env AWS_ENDPOINT_URL\)/,
    );
  });

  it('refuses a named profile that neither file has', async () => {
    await expect(resolve({ env: { AWS_PROFILE: 'nope' } })).rejects.toThrow(
      'The config profile (nope) could not be found (from env AWS_PROFILE)',
    );
  });
});
