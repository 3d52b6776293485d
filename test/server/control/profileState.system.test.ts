// AppFlow connector profiles under `switchyard serve --state PATH` (the shipped bundle): a created, an updated and a
// deleted profile all survive a SIGKILL straight after the answers, and the test secret given as credentials is
// nowhere: not in the state file, the answers, the process's output, nor the request log.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBundleServe, type BundleServe } from '../../helpers/bundle.js';
import { call, SECRET, type JsonAnswer } from './helpers.js';

const started: BundleServe[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) if (s.child.exitCode === null && s.child.signalCode === null) await s.stop();
});

async function serve(statePath: string): Promise<BundleServe> {
  const s = await startBundleServe(['--state', statePath]);
  started.push(s);
  return s;
}

function config(instanceUrl: string): Record<string, unknown> {
  return {
    connectorProfileProperties: { Slack: { instanceUrl } },
    connectorProfileCredentials: { Slack: { clientId: 'state-client', clientSecret: SECRET } },
  };
}

async function describeNames(url: string, names: string[]): Promise<JsonAnswer> {
  return call(url, 'POST', '/describe-connector-profiles', { connectorProfileNames: names });
}

describe('serve --state keeps connector profiles', () => {
  it('keeps creates, updates and deletes through a SIGKILL, and never holds or echoes the credentials', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'switchyard-profile-state-')), 'serve.journal');
    const first = await serve(path);
    const answers: JsonAnswer[] = [];
    const demo = await call(first.url, 'POST', '/describe-connector-profiles', { maxResults: 1 });
    const victim = demo.body.connectorProfileDetails[0].connectorProfileName as string;

    const created = await call(first.url, 'POST', '/create-connector-profile', {
      connectorProfileName: 'state-slack',
      connectorType: 'Slack',
      connectionMode: 'Public',
      connectorProfileConfig: config('https://state.slack.com'),
    });
    answers.push(created);
    expect(created.status).toBe(200);
    expect(created.body.connectorProfileArn).toMatch(/:connectorprofile\/state-slack$/);
    const updated = await call(first.url, 'POST', '/update-connector-profile', {
      connectorProfileName: 'state-slack',
      connectionMode: 'Private',
      connectorProfileConfig: config('https://updated.slack.com'),
    });
    answers.push(updated);
    expect(updated.status).toBe(200);
    const deleted = await call(first.url, 'POST', '/delete-connector-profile', {
      connectorProfileName: victim,
      forceDelete: true,
    });
    answers.push(deleted);
    expect(deleted.status).toBe(200);
    // A bad credential is refused without quoting it.
    const refused = await call(first.url, 'POST', '/create-connector-profile', {
      connectorProfileName: 'state-bad',
      connectorType: 'Slack',
      connectionMode: 'Public',
      connectorProfileConfig: {
        connectorProfileProperties: { Slack: { instanceUrl: 'https://state.slack.com' } },
        connectorProfileCredentials: { Slack: { clientId: 'c', clientSecret: `${SECRET} x` } },
      },
    });
    answers.push(refused);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-amzn-errortype')).toBe('ValidationException');
    const log = await call(first.url, 'GET', '/_switchyard/requests');
    expect(log.body.requests.map((r: { operation: string }) => r.operation)).toEqual(
      expect.arrayContaining(['CreateConnectorProfile', 'UpdateConnectorProfile', 'DeleteConnectorProfile']),
    );
    answers.push(log);
    first.child.kill('SIGKILL');
    await first.exit;

    const second = await serve(path);
    const kept = await describeNames(second.url, ['state-slack']);
    answers.push(kept);
    expect(kept.body.connectorProfileDetails).toHaveLength(1);
    expect(kept.body.connectorProfileDetails[0]).toMatchObject({
      connectorProfileArn: created.body.connectorProfileArn,
      connectionMode: 'Private',
      connectorProfileProperties: { Slack: { instanceUrl: 'https://updated.slack.com' } },
    });
    expect(kept.body.connectorProfileDetails[0].credentialsArn).toMatch(/^arn:aws:secretsmanager:/);
    expect((await describeNames(second.url, [victim])).body.connectorProfileDetails).toEqual([]);
    const conflict = await call(second.url, 'POST', '/create-connector-profile', {
      connectorProfileName: 'state-slack',
      connectorType: 'Slack',
      connectionMode: 'Public',
      connectorProfileConfig: config('https://state.slack.com'),
    });
    answers.push(conflict);
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('x-amzn-errortype')).toBe('ConflictException');
    await second.stop();

    expect(readFileSync(path, 'utf8')).not.toContain(SECRET);
    for (const answer of answers) expect(answer.text).not.toContain(SECRET);
    for (const s of [first, second]) {
      expect(s.stdout()).not.toContain(SECRET);
      expect(s.stderr()).not.toContain(SECRET);
    }
  });
});
