// Command mode through the AWS backends against `switchyard serve`: --debug logs the HTTP exchange with the
// signature redacted, a --max-items walk resumes across separate runs (serve keeps its page-token key), service
// errors come back as 254. Skipped with the reason when serve cannot start.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { run, SECRET } from './helpers/run.js';
import { startServe, type ServeHandle } from './helpers/serve.js';

const KEY_SECRET = 'wJalrXUtnFEMI-test-not-a-real-key';
let serve: ServeHandle = { why: 'not started' };
const runAws = (argv: string[]) =>
  run(argv, { env: { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: KEY_SECRET } });

describe('commands through the AWS backends and serve', () => {
  beforeAll(async () => {
    serve = await startServe();
  }, 30_000);
  afterAll(() => {
    serve.child?.kill('SIGTERM');
  });
  const aws = (): string[] => ['--endpoint-url', serve.url!, '--region', 'us-east-1'];

  it('--debug logs the HTTP request and response with credentials and secrets redacted', async (ctx) => {
    if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
    const r = await runAws([
      ...aws(),
      'appfabric',
      'create-app-authorization',
      '--app-bundle-identifier',
      DEMO_APP_BUNDLE_ARNS[0],
      '--app',
      'SLACK',
      '--auth-type',
      'apiKey',
      '--credential',
      `apiKeyCredential={apiKey=${SECRET}}`,
      '--tenant',
      'tenantIdentifier=dbg,tenantDisplayName=Dbg',
      '--debug',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/HTTP request: POST http:\/\/127\.0\.0\.1:\d+\/appbundles\//);
    expect(r.stderr).toMatch(/HTTP response: 201/);
    expect(r.stderr).toContain('"authorization":"AWS4-HMAC-SHA256 ***"');
    expect(r.stderr + r.stdout).not.toContain(SECRET);
    expect(r.stderr + r.stdout).not.toContain(KEY_SECRET);
    const list = await runAws([
      ...aws(),
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.retail,
      '--debug',
      '--output',
      'off',
    ]);
    expect(list.stderr).toMatch(
      /HTTP request: GET http:\/\/127\.0\.0\.1:\d+\/collaborations\/5e0d3b7a-2c41-4f9e-a8b6-1d7c3e9f0a24\/members/,
    );
    expect(list.stderr).not.toContain(KEY_SECRET);
  });

  it('a --max-items walk resumes across separate runs with --starting-token', async (ctx) => {
    if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
    const base = [
      ...aws(),
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.pharma,
      '--page-size',
      '40',
    ];
    const seen: string[] = [];
    let token: string | undefined;
    for (let i = 0; i < 20; i++) {
      const r = await runAws([...base, '--max-items', '70', ...(token ? ['--starting-token', token] : [])]);
      expect(r.stderr).toBe('');
      const doc = JSON.parse(r.stdout) as { memberSummaries: { accountId: string }[]; NextToken?: string };
      seen.push(...doc.memberSummaries.map((m) => m.accountId));
      token = doc.NextToken;
      if (!token) break;
    }
    expect(seen.length).toBe(250);
    expect(new Set(seen).size).toBe(250);
  });

  it('service errors exit 254', async (ctx) => {
    if (!serve.url) return ctx.skip(`skipped: ${serve.why}`);
    const r = await runAws([
      ...aws(),
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      '00000000-0000-4000-8000-000000000000',
      '--cli-error-format',
      'legacy',
    ]);
    expect(r.code).toBe(254);
    expect(r.stderr).toMatch(
      /^\nAn error occurred \(ResourceNotFoundException\) when calling the ListMembers operation: /,
    );
  });
});
