// Command mode beside the AWS CLI v2 (issue 27): the same command line through the shipped bundle (dist/cli.js) and
// through an installed AWS CLI v2, both against one `switchyard serve`, must print the same bytes on stdout and
// stderr and exit with the same status. Our program name replaces `aws` in the usage lines; nothing else is
// rewritten. Queries pick members every CLI model has (older CLIs drop newer members). Skipped, with the reason,
// when no AWS CLI v2 is installed (Debian: `apt-get install awscli`, 2.9.19).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { BUNDLE_CLI, startBundleServe, type BundleServe } from '../helpers/bundle.js';

function findAwsCliV2(): { path?: string; why: string } {
  const seen: string[] = [];
  for (const candidate of [process.env.SWITCHYARD_AWS_CLI, '/usr/bin/aws', '/usr/local/bin/aws', 'aws']) {
    if (!candidate) continue;
    try {
      const printed = execFileSync(candidate, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      seen.push(`${candidate}: ${printed.trim()}`);
      if (printed.startsWith('aws-cli/2.')) return { path: candidate, why: printed.trim() };
    } catch {
      // not installed under that name
    }
  }
  return { why: seen.length ? `no AWS CLI v2 (found ${seen.join('; ')})` : 'the AWS CLI is not installed' };
}

const cli = findAwsCliV2();
const RETAIL = DEMO_COLLABORATION_IDS.retail;
let serve: BundleServe | undefined;
let home: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    HOME: home,
    PATH: '/usr/bin:/bin',
    AWS_CONFIG_FILE: join(home, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'),
    AWS_PAGER: '',
    // The installed CLI (2.9.19) predates --cli-error-format and prints the classic text, which v2 keeps as `legacy`.
    AWS_CLI_ERROR_FORMAT: 'legacy',
    ...extra,
  };
}

function runBoth(args: string[], extra: Record<string, string>): { aws: Run; ours: Run } {
  const options = { encoding: 'utf8' as const, env: env(extra), timeout: 30_000 };
  const a = spawnSync(cli.path!, args, options);
  const o = spawnSync(process.execPath, [BUNDLE_CLI, ...args], options);
  const aws: Run = {
    code: a.status,
    stdout: a.stdout,
    stderr: a.stderr
      .replace(
        /^usage: aws \[options\] <command> <subcommand> \[<subcommand> \.\.\.\] \[parameters\]$/m,
        'usage: switchyard [options] <command> <subcommand> [parameters]',
      )
      .replace(/^ {2}aws /gm, '  switchyard ')
      .replace(/^aws: error:/m, 'switchyard: error:'),
  };
  return { aws, ours: { code: o.status, stdout: o.stdout, stderr: o.stderr } };
}

const credentials = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'not-a-secret' };

describe('byte for byte beside the AWS CLI v2, against serve', () => {
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'sy-awscli-exact-'));
    if (cli.path) serve = await startBundleServe();
  });
  afterAll(async () => {
    await serve?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  const list = () => ['--endpoint-url', serve!.url, 'cleanrooms', 'list-members', '--collaboration-identifier', RETAIL];
  const cases: [string, () => string[], Record<string, string>][] = [
    [
      '--no-paginate --max-items 5',
      () => [...list(), '--no-paginate', '--max-items', '5'],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
    [
      '--max-results 2 --max-items 5',
      () => [...list(), '--max-results', '2', '--max-items', '5'],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
    [
      '--no-paginate --page-size 3 --starting-token x',
      () => [...list(), '--no-paginate', '--page-size', '3', '--starting-token', 'x'],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
    [
      '--cli-input-json maxResults: one page and its nextToken',
      () => [...list(), '--cli-input-json', '{"maxResults": 2}', '--query', '[memberSummaries[].accountId, nextToken]'],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
    [
      '--max-items 2 --page-size 1: the botocore NextToken',
      () => [...list(), '--max-items', '2', '--page-size', '1', '--query', '[memberSummaries[].accountId, NextToken]'],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
    ['no region: 253', list, credentials],
    ['no credentials: 253', list, { AWS_REGION: 'us-east-1' }],
    ['an unknown operation: Invalid choice and the close match', () => ['appflow', 'describe-connector-profilez'], {}],
    [
      '--query with code points',
      () => [...list(), '--query', "[length('a\u{1F600}b'), reverse('a\u{1F600}b'), sort(['\u{1F600}', '\uFF5E'])]"],
      { ...credentials, AWS_REGION: 'us-east-1' },
    ],
  ];
  for (const [name, args, extra] of cases) {
    it(name, (ctx) => {
      if (!cli.path) return ctx.skip(`skipped: ${cli.why}`);
      const { aws, ours } = runBoth(args(), extra);
      // Choice lists differ (the AWS CLI has every operation of the service): the rows go, the frame stays.
      const rows = (text: string) => text.replace(/^.{40}(?: \| .{40})?\n/gm, '');
      expect(rows(ours.stderr)).toBe(rows(aws.stderr));
      expect(ours.stdout).toBe(aws.stdout);
      expect(ours.code).toBe(aws.code);
    });
  }
});
