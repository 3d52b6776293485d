// The explorer and command mode share one default state store: an authorization created by a command (the shipped
// bundle, in its own process) is found by an engine opened the way the explorer opens it (createServices from
// src/compose/select.ts with no state option, as startExplorer calls it), and the other way round, with the client
// token holding across both. Only XDG_STATE_HOME is set, to a fresh directory, so the default place is what is used.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/compose/select.js';
import { BUNDLE, createOauth2AuthorizationArgs, run, SECRET } from '../commands/helpers/run.js';

const COMMAND_TOKEN = '2e4f2e4f-1111-4222-8333-444455556666';
const EXPLORER_TOKEN = '3f5a3f5a-1111-4222-8333-444455556666';

const createArgs = (tenant: string, token: string): string[] => createOauth2AuthorizationArgs(tenant, token);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the default state store of the explorer and command mode', () => {
  it('is one store: each finds what the other created, and a client token holds across both', async () => {
    const stateHome = mkdtempSync(join(tmpdir(), 'switchyard-shared-state-'));
    const env = { XDG_STATE_HOME: stateHome };
    const created = await run(createArgs('from-command', COMMAND_TOKEN), { env });
    expect(created.stderr).toBe('');
    const commandArn = JSON.parse(created.stdout).appAuthorization.appAuthorizationArn as string;

    // The explorer's services, opened after the command ran.
    vi.stubEnv('XDG_STATE_HOME', stateHome);
    const explorer = await createServices({ backend: 'engine' });
    const found = await explorer.appAuthorizations.get({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: commandArn,
    });
    expect(found.appAuthorization.tenant.tenantIdentifier).toBe('from-command');

    const mine = await explorer.appAuthorizations.create({
      appBundleIdentifier: BUNDLE,
      app: 'SLACK',
      authType: 'oauth2',
      credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
      tenant: { tenantIdentifier: 'from-explorer', tenantDisplayName: 'Tenant from-explorer' },
      clientToken: EXPLORER_TOKEN,
    });
    const explorerArn = mine.appAuthorization.appAuthorizationArn;

    const seen = await run(
      [
        'appfabric',
        'get-app-authorization',
        '--app-bundle-identifier',
        BUNDLE,
        '--app-authorization-identifier',
        explorerArn,
        '--query',
        'appAuthorization.tenant.tenantIdentifier',
      ],
      { env },
    );
    expect(seen.stderr).toBe('');
    expect(JSON.parse(seen.stdout)).toBe('from-explorer');

    // The explorer's client token, reused by a command with another tenant, is a mismatch; with the same input it
    // answers the explorer's record.
    const mismatch = await run(createArgs('someone-else', EXPLORER_TOKEN), { env });
    expect(mismatch.code).not.toBe(0);
    expect(mismatch.stderr).toContain('IdempotentParameterMismatch');
    const again = await run(createArgs('from-explorer', EXPLORER_TOKEN), { env });
    expect(again.stderr).toBe('');
    expect(JSON.parse(again.stdout).appAuthorization.appAuthorizationArn).toBe(explorerArn);

    expect(readdirSync(join(stateHome, 'switchyard')).filter((f) => f.endsWith('.journal'))).toEqual(['demo.journal']);
  });
});
