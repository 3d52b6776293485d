// Options that need a terminal, a slow or unreachable backend, or colour: --cli-auto-prompt, --cli-read-timeout,
// connection failures (255), --color.

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/commands/main.js';
import type { CommandPorts } from '../../src/commands/io.js';
import { engineServices, PHARMA, RETAIL, run, runInProcess, SECRET, BUNDLE } from './helpers/run.js';

function tty(): { stdin: PassThrough & { isTTY: boolean; setRawMode: (b: boolean) => void }; stderr: string[] } {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} });
  return { stdin, stderr: [] };
}

describe('--cli-auto-prompt', () => {
  it('asks for each missing required parameter on a terminal, without echoing secrets', async () => {
    const { stdin, stderr } = tty();
    let stdout = '';
    const answers: Record<string, string> = {
      'app-bundle-identifier': BUNDLE,
      app: 'SLACK',
      credential: `apiKeyCredential={apiKey=${SECRET}}`,
      tenant: 'tenantIdentifier=prompted,tenantDisplayName=Prompted',
      'auth-type': 'apiKey',
    };
    const done = runCommand(['appfabric', 'create-app-authorization', '--cli-auto-prompt'], {
      stdout: { write: (t) => void (stdout += t) },
      stderr: { write: (t) => void stderr.push(t), isTTY: true },
      stdin,
      env: {},
      cwd: process.cwd(),
      services: engineServices(),
    });
    // Answer each question once it has been asked (the order is the order of the validator's issues).
    const asked = (): string[] =>
      [...stderr.join('').matchAll(/--([a-z-]+)(?: \(shorthand or JSON\))?: /g)].map((m) => m[1]!);
    for (let n = 1; n <= Object.keys(answers).length; n++) {
      await expect.poll(() => asked().length, { timeout: 5000 }).toBeGreaterThanOrEqual(n);
      stdin.write(`${answers[asked()[n - 1]!]}\n`);
    }
    expect(await done).toBe(0);
    expect(JSON.parse(stdout).appAuthorization.tenant.tenantIdentifier).toBe('prompted');
    expect(stderr.join('')).toContain('--credential');
    expect(stderr.join('')).not.toContain(SECRET);
  });

  it('does not prompt when stdin is not a terminal', async () => {
    const r = await run(['cleanrooms', 'list-members', '--cli-auto-prompt']);
    expect(r.code).toBe(252);
  });
});

describe('failures that are not service errors exit 255', () => {
  /** Engine ports whose listMembers never answers, and rejects with `abortError(signal)` once aborted. */
  function hangingMembers(abortError: (signal: AbortSignal) => unknown): CommandPorts {
    const base = engineServices();
    return {
      ...base,
      members: {
        ...base.members,
        listMembers: (_input, options) =>
          new Promise((_resolve, reject) =>
            options?.signal?.addEventListener('abort', () => reject(abortError(options.signal!))),
          ),
        listCollaborations: base.members.listCollaborations.bind(base.members),
      },
    };
  }
  const listRetail = ['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL, '--cli-read-timeout', '1'];

  it('--cli-read-timeout aborts a call that does not answer', async () => {
    const r = await runInProcess(
      listRetail,
      hangingMembers((signal) => signal.reason),
    );
    expect(r.code).toBe(255);
    expect(r.stderr).toMatch(/timeout/i);
  });

  it('--cli-read-timeout is named as the cause when the HTTP client reports its own abort error', async () => {
    // node-fetch (the AppFabric backend's client) rejects an aborted request with an AbortError of its own.
    const r = await runInProcess(
      listRetail,
      hangingMembers(() => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })),
    );
    expect(r.code).toBe(255);
    expect(r.stderr).toContain('Read timeout on ListMembers');
  });

  it('an unreachable --endpoint-url', async () => {
    const r = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
      '--endpoint-url',
      'http://127.0.0.1:1',
      '--region',
      'us-east-1',
      '--no-sign-request',
    ]);
    expect(r.code).toBe(255);
    expect(r.stderr).toMatch(/ListMembers: .*ECONNREFUSED/);
  });

  it('timeouts must be integers', async () => {
    const r = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
      '--cli-connect-timeout',
      'soon',
    ]);
    expect(r.code).toBe(252);
    expect(r.stderr).toContain('--cli-connect-timeout');
  });
});

describe('--color', () => {
  it('on colours table cells; off and non-terminal auto do not', async () => {
    const on = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      PHARMA,
      '--max-items',
      '1',
      '--output',
      'table',
      '--color',
      'on',
    ]);
    expect(on.stdout).toContain('\x1b[1m\x1b[34m');
    const off = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      PHARMA,
      '--max-items',
      '1',
      '--output',
      'table',
      '--color',
      'off',
    ]);
    expect(off.stdout).not.toContain('\x1b[');
    const auto = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      PHARMA,
      '--max-items',
      '1',
      '--output',
      'table',
    ]);
    expect(auto.stdout).not.toContain('\x1b[');
  });

  it('accepts the options that do not apply to the engine', async () => {
    const r = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
      '--no-verify-ssl',
      '--ca-bundle',
      '/nonexistent.pem',
      '--cli-connect-timeout',
      '0',
      '--cli-binary-format',
      'raw-in-base64-out',
      '--no-cli-pager',
    ]);
    expect(r.code).toBe(0);
  });
});

describe('--data', () => {
  it('runs the command on the engine over a dataset file; a bad file exits 255 naming the problem', async () => {
    const { contractDataset } = await import('../contract/dataset.js');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'sy-data-'));
    const dataset = contractDataset() as { collaborations: { id: string; members: unknown[] }[] };
    writeFileSync(join(dir, 'data.json'), JSON.stringify(dataset));
    const collab = dataset.collaborations[0]!;
    const r = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      collab.id,
      '--data',
      join(dir, 'data.json'),
      '--query',
      'length(memberSummaries)',
      '--output',
      'text',
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${collab.members.length}\n`);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ collaborations: [{ id: 'x' }] }));
    const bad = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      collab.id,
      '--data',
      join(dir, 'bad.json'),
    ]);
    expect(bad.code).toBe(255);
    expect(bad.stderr).toMatch(/collaborations\[0\]\.id/);
  });
});
