// Our JSON output against the AWS CLI's for the same call on the same dataset: ours on the engine, the AWS CLI's
// through `switchyard serve` (the emulator). Field names, nesting and timestamp format must agree. Runs only when an
// AWS CLI v2 is installed (v1 prints timestamps as sent on the wire) and `serve` starts; skipped with the reason
// otherwise. Members newer than the installed CLI's model are dropped by that CLI: they are
// allowed to be missing on its side, and only those.

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { run } from './helpers/run.js';
import { startServe, type ServeHandle } from './helpers/serve.js';

const NEWER_THAN_OLD_CLIS = new Set([
  'paymentConfiguration',
  'mlAbilities',
  'usePrivateLinkForMetadataAndAuthorization',
  'disableSSO',
]);

function findAwsCli(version: RegExp): { path?: string; why: string } {
  const candidates = [process.env.SWITCHYARD_AWS_CLI, 'aws', '/usr/bin/aws', '/usr/local/bin/aws'].filter(
    Boolean,
  ) as string[];
  const seen: string[] = [];
  for (const candidate of candidates) {
    try {
      const printed = execFileSync(candidate, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      seen.push(`${candidate}: ${printed}`);
      if (version.test(printed)) return { path: candidate, why: printed };
    } catch {
      // not installed under that name
    }
  }
  return {
    why: seen.length
      ? `no AWS CLI matching ${version.source} (found ${seen.join('; ')})`
      : 'the AWS CLI is not installed',
  };
}

/** Keeps only what the other side has, recording which keys were dropped. */
function prune(ours: unknown, theirs: unknown, dropped: Set<string>): unknown {
  if (Array.isArray(ours) && Array.isArray(theirs)) return ours.map((o, i) => prune(o, theirs[i], dropped));
  if (ours && theirs && typeof ours === 'object' && typeof theirs === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(ours)) {
      if (k in theirs) out[k] = prune(v, (theirs as Record<string, unknown>)[k], dropped);
      else dropped.add(k);
    }
    return out;
  }
  return ours;
}

/** Keys and nesting, with every timestamp reduced to its format. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.replace(/\d/g, '9');
  return typeof value;
}

const cli = findAwsCli(/^aws-cli\/2\./);
let serve: ServeHandle = { why: 'not started' };

describe('JSON output equals the AWS CLI output against the emulator', () => {
  beforeAll(async () => {
    if (cli.path) serve = await startServe();
  }, 30_000);
  afterAll(() => serve.child?.kill('SIGTERM'));

  const calls: [string, string[]][] = [
    [
      'cleanrooms list-members',
      ['cleanrooms', 'list-members', '--collaboration-identifier', DEMO_COLLABORATION_IDS.retail],
    ],
    [
      'cleanrooms list-members (250, paginated)',
      ['cleanrooms', 'list-members', '--collaboration-identifier', DEMO_COLLABORATION_IDS.pharma],
    ],
    ['appflow describe-connector-profiles', ['appflow', 'describe-connector-profiles', '--max-results', '50']],
  ];
  const appfabricArgv = (tenant: string): string[] => [
    'appfabric',
    'create-app-authorization',
    '--app-bundle-identifier',
    DEMO_APP_BUNDLE_ARNS[0],
    '--app',
    'SLACK',
    '--auth-type',
    'apiKey',
    '--credential',
    'apiKeyCredential={apiKey=k}',
    '--tenant',
    `tenantIdentifier=${tenant},tenantDisplayName=Cmp`,
  ];
  /** Runs an AWS CLI against serve; undefined when that CLI has no appfabric commands. */
  const awsAppFabric = (path: string, argv: string[]): string | undefined => {
    try {
      return execFileSync(path, ['--endpoint-url', serve.url!, '--region', 'us-east-1', '--output', 'json', ...argv], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'not-a-secret', AWS_PAGER: '' },
      });
    } catch (error) {
      if (/Invalid choice/.test(String((error as { stderr?: unknown }).stderr ?? ''))) return undefined;
      throw error;
    }
  };

  it('appfabric create-app-authorization (field names, nesting, timestamp format)', async (ctx) => {
    if (!cli.path) return ctx.skip(`skipped: ${cli.why}`);
    if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
    const theirs = awsAppFabric(cli.path, appfabricArgv('cmp-v2'));
    if (theirs === undefined) return ctx.skip(`skipped: ${cli.why} has no appfabric commands`);
    const ours = JSON.parse((await run(appfabricArgv('cmp-v2'))).stdout) as unknown;
    expect(shapeOf(ours)).toEqual(shapeOf(JSON.parse(theirs)));
  });

  it('appfabric create-app-authorization with an AWS CLI v1 (field names and nesting; v1 prints timestamps as sent)', async (ctx) => {
    const v1 = findAwsCli(/^aws-cli\/1\./);
    if (!v1.path) return ctx.skip(`skipped: ${v1.why}`);
    if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
    const theirs = awsAppFabric(v1.path, appfabricArgv('cmp-v1'));
    if (theirs === undefined) return ctx.skip(`skipped: ${v1.why} has no appfabric commands`);
    const ours = JSON.parse((await run(appfabricArgv('cmp-v1'))).stdout) as unknown;
    const keys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(keys)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)]))
          : 'leaf';
    expect(keys(ours)).toEqual(keys(JSON.parse(theirs)));
  });

  for (const [name, argv] of calls) {
    it(name, async (ctx) => {
      if (!cli.path) return ctx.skip(`skipped: ${cli.why}`);
      if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
      const theirs = JSON.parse(
        execFileSync(cli.path, ['--endpoint-url', serve.url, '--region', 'us-east-1', '--output', 'json', ...argv], {
          encoding: 'utf8',
          env: {
            ...process.env,
            AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
            AWS_SECRET_ACCESS_KEY: 'not-a-secret',
            AWS_PAGER: '',
          },
        }),
      ) as unknown;
      const ours = JSON.parse((await run([...argv, '--output', 'json'])).stdout) as unknown;
      const dropped = new Set<string>();
      expect(prune(ours, theirs, dropped)).toEqual(theirs);
      expect([...dropped].filter((k) => !NEWER_THAN_OLD_CLIS.has(k))).toEqual([]);
      // The same call through our AWS backends against the same emulator prints the same document as on the engine.
      const viaBackend = await run(
        ['--endpoint-url', serve.url, '--region', 'us-east-1', '--no-sign-request', ...argv, '--output', 'json'],
        {},
      );
      expect(viaBackend.stderr).toBe('');
      expect(JSON.parse(viaBackend.stdout)).toEqual(ours);
    });
  }
});
