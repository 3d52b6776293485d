// The served operations through clients nobody here wrote, against the shipped `switchyard serve` on loopback:
// - boto3 (python3): every operation of the three services once (wire_clients_boto3.py), each answer checked against
//   botocore's model of its output, and a few refusals by error code and status;
// - the AWS CLI at /usr/bin/aws (Debian's v2.9.19, which has no appfabric commands): a dozen Clean Rooms and AppFlow
//   commands with --endpoint-url, credentials from the environment and --region, in a home of its own, all run by
//   one interpreter (aws_cli_batch.py runs /usr/bin/aws itself once per command): one start, not twelve.
// Neither client is a dependency of this project: each part is skipped, with the reason, when its client is absent.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import { SERVICES } from '../../src/operations/index.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const HERE = dirname(fileURLToPath(import.meta.url));
const SCRIPT = join(HERE, 'wire_clients_boto3.py');
const CLI_BATCH = join(HERE, 'aws_cli_batch.py');
const AWS_CLI = '/usr/bin/aws';

function boto3Missing(): string | undefined {
  const probe = spawnSync('python3', ['-c', 'import boto3'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.error !== undefined) return `python3 cannot be run (${probe.error.message})`;
  if (probe.status !== 0) return `python3 cannot import boto3 (${probe.stderr.trim().split('\n').pop() ?? ''})`;
  return undefined;
}

function awsCliMissing(): string | undefined {
  if (!existsSync(AWS_CLI)) return `${AWS_CLI} is not installed`;
  const probe = spawnSync(AWS_CLI, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.status !== 0) return `${AWS_CLI} --version failed (${probe.stderr.trim()})`;
  return undefined;
}

const noBoto3 = boto3Missing();
const noAwsCli = awsCliMissing();
if (noBoto3 !== undefined) console.warn(`skipping the boto3 contract run: ${noBoto3}`);
if (noAwsCli !== undefined) console.warn(`skipping the AWS CLI contract run: ${noAwsCli}`);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a client in a home of its own: no ~/.aws file of the machine can change what it sends. */
function clientEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const home = mkdtempSync(join(tmpdir(), 'switchyard-wire-client-'));
  return { PATH: process.env.PATH ?? '', HOME: home, AWS_EC2_METADATA_DISABLED: 'true', ...env };
}

function runClient(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(command, args, { env: clientEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The AWS CLI in one process: each call sends one command's arguments and resolves with its exit code and output.
 * The interpreter is the one the CLI's entry script names (its `#!` line).
 */
function startAwsCliBatch(env: Record<string, string>): { run(args: string[]): Promise<Run>; close(): void } {
  const interpreter = /^#!\s*(\S+)/.exec(readFileSync(AWS_CLI, 'utf8'))?.[1] ?? 'python3';
  const child = spawn(interpreter, [CLI_BATCH, AWS_CLI], { env: clientEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const waiting: ((run: Run) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line) as Run));
  child.on('close', (code) => {
    for (const resolve of waiting.splice(0)) resolve({ code, stdout: '', stderr: `the CLI batch ended: ${stderr}` });
  });
  return {
    run(args) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${JSON.stringify(args)}\n`);
      });
    },
    close: () => child.stdin.end(),
  };
}

let serve: BundleServe | undefined;
beforeAll(async () => {
  if (noBoto3 === undefined || noAwsCli === undefined) serve = await startBundleServe();
});
afterAll(() => serve?.stop());

describe.skipIf(noBoto3 !== undefined)('boto3 on every served operation', () => {
  it('gets an answer of the model’s shape from each, and the model’s errors where it refuses', async () => {
    const run = await runClient('python3', [SCRIPT, serve!.url, DEMO_APP_BUNDLE_ARNS[0], SECRET]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as {
      called: Record<string, string[]>;
      problems: string[];
      errors: Record<string, [string, number]>;
    };
    expect(report.problems).toEqual([]);
    // Every operation switchyard serves, and only those: a new operation must join the script.
    for (const service of SERVICES)
      expect([...(report.called[service.name] ?? [])].sort(), service.name).toEqual(
        service.operations.map((o) => o.operation).sort(),
      );
    expect(report.errors).toEqual({
      'DeleteAppBundle with an authorization': ['ConflictException', 409],
      'GetAppBundle after delete': ['ResourceNotFoundException', 404],
      'CreateAppBundle in a full Region': ['ServiceQuotaExceededException', 402],
      'AppFlow TagResource with a reserved key': ['ValidationException', 400],
      'DeleteConnectorProfile twice': ['ResourceNotFoundException', 404],
      'GetCollaboration after delete': ['ResourceNotFoundException', 404],
    });
    expect(run.stdout).not.toContain(SECRET);
  });
});

describe.skipIf(noAwsCli !== undefined)('the AWS CLI (/usr/bin/aws) on representative commands', () => {
  let cli: ReturnType<typeof startAwsCliBatch>;
  beforeAll(() => {
    cli = startAwsCliBatch({
      AWS_ACCESS_KEY_ID: 'AKIDAWSCLICONTRACT',
      AWS_SECRET_ACCESS_KEY: 'aws-cli-contract-signing-key',
      AWS_PAGER: '',
    });
  });
  afterAll(() => cli.close());
  const aws = (args: string[]): Promise<Run> =>
    cli.run(['--endpoint-url', serve!.url, '--region', 'us-east-1', '--output', 'json', ...args]);
  const json = (run: Run): Record<string, unknown> => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  };

  it('creates and reads Clean Rooms records, tags an AppFlow profile, and prints the model’s errors', async () => {
    const created = json(
      await aws([
        'cleanrooms',
        'create-collaboration',
        '--name',
        'cli contract',
        '--description',
        'made by the AWS CLI',
        '--creator-display-name',
        'Creator',
        '--creator-member-abilities',
        'CAN_QUERY',
        'CAN_RECEIVE_RESULTS',
        '--query-log-status',
        'ENABLED',
        '--members',
        'accountId=444455556666,memberAbilities=CAN_RECEIVE_RESULTS,displayName=Other',
      ]),
    ).collaboration as { id: string; name: string };
    expect(created.name).toBe('cli contract');
    const got = json(await aws(['cleanrooms', 'get-collaboration', '--collaboration-identifier', created.id]));
    expect(got.collaboration).toMatchObject({ id: created.id, description: 'made by the AWS CLI' });
    const listed = json(await aws(['cleanrooms', 'list-collaborations', '--max-results', '50']));
    expect((listed.collaborationList as { id: string }[]).map((c) => c.id)).toContain(created.id);
    const members = json(await aws(['cleanrooms', 'list-members', '--collaboration-identifier', created.id]));
    expect((members.memberSummaries as { accountId: string }[]).map((m) => m.accountId)).toEqual([
      '111122223333',
      '444455556666',
    ]);
    const table = json(
      await aws([
        'cleanrooms',
        'create-configured-table',
        '--name',
        'orders',
        '--table-reference',
        'glue={tableName=orders,databaseName=sales}',
        '--allowed-columns',
        'c1',
        'c2',
        '--analysis-method',
        'DIRECT_QUERY',
      ]),
    ).configuredTable as { id: string };
    const tables = json(await aws(['cleanrooms', 'list-configured-tables']));
    expect((tables.configuredTableSummaries as { id: string }[]).map((t) => t.id)).toContain(table.id);

    const profiles = json(await aws(['appflow', 'describe-connector-profiles', '--max-results', '1']));
    const arn = (profiles.connectorProfileDetails as { connectorProfileArn: string }[])[0]!.connectorProfileArn;
    expect(await aws(['appflow', 'tag-resource', '--resource-arn', arn, '--tags', 'env=test,team=core'])).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect((await aws(['appflow', 'untag-resource', '--resource-arn', arn, '--tag-keys', 'env'])).code).toBe(0);
    expect(json(await aws(['appflow', 'list-tags-for-resource', '--resource-arn', arn]))).toEqual({
      tags: { team: 'core' },
    });

    const reserved = await aws(['appflow', 'tag-resource', '--resource-arn', arn, '--tags', 'aws:owner=me']);
    expect(reserved.code).toBe(254);
    expect(reserved.stderr).toContain('An error occurred (ValidationException) when calling the TagResource operation');
    expect(reserved.stderr).toContain('tags["aws:owner"]');
    const missing = await aws([
      'cleanrooms',
      'get-collaboration',
      '--collaboration-identifier',
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(missing.code).toBe(254);
    expect(missing.stderr).toContain(
      'An error occurred (ResourceNotFoundException) when calling the GetCollaboration operation',
    );
  });
});
