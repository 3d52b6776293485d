// Idempotency across command runs (the shipped bundle): each run is a new process, and the embedded engine's state
// store carries the client token from one to the next, in the default place under $XDG_STATE_HOME or in --state.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOauth2AuthorizationArgs, run, SECRET } from './helpers/run.js';

const TOKEN = '1d3e1d3e-1111-4222-8333-444455556666';

const create = (tenant: string, extra: string[] = []): string[] => createOauth2AuthorizationArgs(tenant, TOKEN, extra);

describe('create-app-authorization across runs', () => {
  it('keeps the client token in the default state under $XDG_STATE_HOME', async () => {
    const stateHome = mkdtempSync(join(tmpdir(), 'switchyard-xdg-state-'));
    const env = { XDG_STATE_HOME: stateHome };
    const first = await run(create('acme'), { env });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const arn = JSON.parse(first.stdout).appAuthorization.appAuthorizationArn as string;

    const same = await run(create('acme'), { env });
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout).appAuthorization.appAuthorizationArn).toBe(arn);

    const other = await run(create('other'), { env });
    expect(other.code).not.toBe(0);
    expect(other.stderr).toContain('IdempotentParameterMismatch');
    expect(other.stderr).toContain(TOKEN);

    const dir = join(stateHome, 'switchyard');
    expect(readdirSync(dir)).toEqual(['demo.journal']);
    expect(readFileSync(join(dir, 'demo.journal'), 'utf8')).not.toContain(SECRET);
  });

  it('uses --state PATH when given, and keeps nothing with --state :memory:', async () => {
    const stateHome = mkdtempSync(join(tmpdir(), 'switchyard-xdg-state-'));
    const path = join(mkdtempSync(join(tmpdir(), 'switchyard-cmd-state-')), 'mine.journal');
    const env = { XDG_STATE_HOME: stateHome };
    expect((await run(create('acme', ['--state', path]), { env })).code).toBe(0);
    const other = await run(create('other', ['--state', path]), { env });
    expect(other.stderr).toContain('IdempotentParameterMismatch');
    expect(existsSync(join(stateHome, 'switchyard'))).toBe(false);

    expect((await run(create('acme', ['--state', ':memory:']), { env })).code).toBe(0);
    expect((await run(create('other', ['--state', ':memory:']), { env })).code).toBe(0);
    expect(existsSync(join(stateHome, 'switchyard'))).toBe(false);
  });
});
