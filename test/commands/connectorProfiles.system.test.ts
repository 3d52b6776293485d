// The AppFlow profile lifecycle and Clean Rooms get-collaboration from the command line (the shipped bundle, on the
// embedded engine): runs that share a state directory see each other's profiles; the credentials given never appear
// in any output (--debug included) nor in the state journal; --force-delete is a flag, as in the AWS CLI.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETAIL, run, SECRET } from './helpers/run.js';

const CONFIG = `connectorProfileProperties={Slack={instanceUrl=https://cli.slack.com}},connectorProfileCredentials={Slack={clientId=cli-client,clientSecret=${SECRET}}}`;

describe('appflow connector profile commands', () => {
  it('create, describe, update, delete across runs sharing one state; errors exit 254', async () => {
    const state = mkdtempSync(join(tmpdir(), 'switchyard-profile-cmd-'));
    const env = { XDG_STATE_HOME: state };
    const outputs: string[] = [];
    const go = async (argv: string[]) => {
      const r = await run(argv, { env });
      outputs.push(r.stdout, r.stderr);
      return r;
    };
    const createArgv = [
      'appflow',
      'create-connector-profile',
      '--connector-profile-name',
      'cli-slack',
      '--connector-type',
      'Slack',
      '--connection-mode',
      'Public',
      '--connector-profile-config',
      CONFIG,
    ];
    const created = await go([...createArgv, '--debug']);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual({
      connectorProfileArn: expect.stringMatching(/^arn:aws:appflow:[\w-]+:\d{12}:connectorprofile\/cli-slack$/),
    });

    const described = await go(['appflow', 'describe-connector-profiles', '--connector-profile-names', 'cli-slack']);
    expect(described.code).toBe(0);
    const profile = JSON.parse(described.stdout).connectorProfileDetails[0];
    expect(profile).toMatchObject({
      connectorProfileName: 'cli-slack',
      connectorType: 'Slack',
      connectionMode: 'Public',
    });
    expect(profile.credentialsArn).toMatch(/^arn:aws:secretsmanager:/);

    const duplicate = await go(createArgv);
    expect(duplicate.code).toBe(254);
    expect(duplicate.stderr).toContain('(ConflictException) when calling the CreateConnectorProfile operation');

    const updated = await go([
      'appflow',
      'update-connector-profile',
      '--connector-profile-name',
      'cli-slack',
      '--connection-mode',
      'Private',
      '--connector-profile-config',
      CONFIG.replace('cli.slack.com', 'updated.slack.com'),
    ]);
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout).connectorProfileArn).toBe(JSON.parse(created.stdout).connectorProfileArn);
    const after = await go(['appflow', 'describe-connector-profiles', '--connector-profile-names', 'cli-slack']);
    expect(JSON.parse(after.stdout).connectorProfileDetails[0]).toMatchObject({
      connectionMode: 'Private',
      connectorProfileProperties: { Slack: { instanceUrl: 'https://updated.slack.com' } },
    });

    const deleted = await go([
      'appflow',
      'delete-connector-profile',
      '--connector-profile-name',
      'cli-slack',
      '--force-delete',
    ]);
    expect(deleted.stderr).toBe('');
    expect(deleted.code).toBe(0);
    const again = await go([
      'appflow',
      'delete-connector-profile',
      '--connector-profile-name',
      'cli-slack',
      '--no-force-delete',
    ]);
    expect(again.code).toBe(254);
    expect(again.stderr).toContain('(ResourceNotFoundException) when calling the DeleteConnectorProfile operation');

    for (const text of outputs) expect(text).not.toContain(SECRET);
    const journals = readdirSync(join(state, 'switchyard')).filter((f) => f.endsWith('.journal'));
    expect(journals.length).toBeGreaterThan(0);
    for (const file of journals) {
      const journal = readFileSync(join(state, 'switchyard', file), 'utf8');
      expect(journal).toContain('cli-slack');
      expect(journal).not.toContain(SECRET);
    }
  });

  it('a bad credential is refused before any call (252), without echoing it', async () => {
    const r = await run([
      'appflow',
      'create-connector-profile',
      '--connector-profile-name',
      'cli-bad',
      '--connector-type',
      'Slack',
      '--connection-mode',
      'Public',
      '--connector-profile-config',
      `connectorProfileProperties={Slack={instanceUrl=https://cli.slack.com}},connectorProfileCredentials={Slack={clientSecret=${SECRET}}}`,
    ]);
    expect(r.code).toBe(252);
    expect(r.stderr).toContain('connectorProfileConfig.connectorProfileCredentials.Slack.clientId');
    expect(r.stderr + r.stdout).not.toContain(SECRET);
  });

  it('help spells a boolean parameter as a flag pair', async () => {
    const r = await run(['appflow', 'delete-connector-profile', 'help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[--force-delete | --no-force-delete]');
  });
});

describe('cleanrooms get-collaboration', () => {
  it('prints the collaboration, and ResourceNotFoundException for an unknown one', async () => {
    const r = await run(['cleanrooms', 'get-collaboration', '--collaboration-identifier', RETAIL]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).collaboration).toMatchObject({ id: RETAIL, queryLogStatus: 'DISABLED' });
    const missing = await run([
      'cleanrooms',
      'get-collaboration',
      '--collaboration-identifier',
      '99999999-9999-4999-8999-999999999999',
    ]);
    expect(missing.code).toBe(254);
    expect(missing.stderr).toContain('(ResourceNotFoundException) when calling the GetCollaboration operation');
  });
});
