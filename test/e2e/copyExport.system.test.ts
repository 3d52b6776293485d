// End to end on the built bundle: `y` copies the selected member's account ID through OSC 52 (in the raw output, and
// in tmux's paste buffer with `set-clipboard on` when tmux is installed), `J` shows the member's JSON, and
// `:export` writes the loaded members as JSON and CSV. Every wait is on a visible effect.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPty, spawnCli, type PtySession } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] skipped: ${reason}`);

const hasTmux = spawnSync('sh', ['-c', 'command -v tmux'], { encoding: 'utf8' }).status === 0;
if (!hasTmux) console.warn('[e2e] tmux clipboard test skipped: tmux is not installed (command -v tmux found nothing)');

/** The OSC 52 sequence for `text`, with either terminator (BEL or ST). */
function osc52Pattern(text: string): RegExp {
  const b64 = Buffer.from(text, 'utf8').toString('base64');
  return new RegExp(`\\u001B\\]52;c;${b64.replace(/[+/=]/g, (c) => `\\${c}`)}(?:\\u0007|\\u001B\\\\)`);
}

describePty('copy, raw JSON and export end to end (pty)', () => {
  let dir: string;
  const sessions: PtySession[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-e2e-copy-'));
  });
  afterEach(() => {
    for (const s of sessions.splice(0)) s.kill();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('y copies the account ID through OSC 52, J shows the member JSON, :export writes JSON and CSV', async () => {
    const app = spawnCli(pty!, BUNDLE_CLI, ['--screen', 'members'], {
      cols: 120,
      rows: 30,
      env: { XDG_CONFIG_HOME: mkdtempSync(join(dir, 'config-')) },
    });
    sessions.push(app);
    await app.waitForScreen('›Northwind retail media measurement');
    await app.waitForScreen('? help');
    app.press('enter');
    // Wait for the first page and a selected member row (`0 loaded` shows while the page is in flight).
    await app.waitForScreen(/Northwind retail media measurement · [1-9][\d,]* loaded/);
    await app.waitForScreen(() => app.lines().some((l) => l.startsWith('›') && /\b\d{12}\b/.test(l)));
    const loaded = Number(/· (\d+) loaded/.exec(app.screen())![1]);
    expect(loaded).toBeGreaterThan(0);
    const selected = app.lines().find((l) => l.startsWith('›')) ?? '';
    const accountId = /\b\d{12}\b/.exec(selected)?.[0];
    expect(accountId, `selected row: ${selected}`).toBeDefined();

    app.press('y');
    await app.waitForScreen(`Copied account ID: ${accountId}`);
    expect(app.raw()).toMatch(osc52Pattern(accountId!));

    app.press('J');
    const json = await app.waitForScreen('"accountId"');
    expect(json).toContain(`"${accountId}"`);
    app.press('escape');
    await app.waitForScreen((s) => !s.includes('"accountId"') && s.includes(`${loaded} loaded`));

    const jsonPath = join(dir, 'x.json');
    app.press(':');
    await app.waitForScreen((s) => s.split('\n').at(-1)!.startsWith(':'));
    await app.type(`export ${jsonPath}`);
    app.press('enter');
    await app.waitForScreen(`to ${jsonPath} (JSON)`);
    const body = JSON.parse(readFileSync(jsonPath, 'utf8')) as { memberSummaries: { accountId: string }[] };
    expect(body.memberSummaries).toHaveLength(loaded);
    expect(body.memberSummaries[0]!.accountId).toBe(accountId);

    const csvPath = join(dir, 'x.csv');
    app.press(':');
    await app.waitForScreen((s) => s.split('\n').at(-1)!.startsWith(':'));
    await app.type(`export ${csvPath}`);
    app.press('enter');
    await app.waitForScreen(`to ${csvPath} (CSV)`);
    const lines = readFileSync(csvPath, 'utf8')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toContain('accountId');
    expect(lines).toHaveLength(loaded + 1);
    expect(lines[1]).toContain(accountId);

    app.press('q');
    expect((await app.exited).exitCode).toBe(0);
  });

  it.skipIf(!hasTmux)('in tmux with set-clipboard on, y puts the account ID into the paste buffer', async () => {
    const socket = `sy-e2e-${process.pid}`;
    const tmux = (...args: string[]): string => {
      const run = spawnSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`tmux ${args.join(' ')}: ${run.stderr}`);
      return run.stdout;
    };
    const pane = (): string => tmux('capture-pane', '-p', '-t', 'sy');
    // Polls what tmux shows (the visible effect) until it matches; no fixed sleep.
    const waitFor = async (test: (s: string) => boolean, what: string, timeoutMs = 15_000): Promise<string> => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const shown = pane();
        if (test(shown)) return shown;
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}. Pane:\n${shown}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const config = mkdtempSync(join(dir, 'tmux-config-'));
    const state = mkdtempSync(join(dir, 'tmux-state-'));
    try {
      tmux(
        'new-session',
        '-d',
        '-s',
        'sy',
        '-x',
        '120',
        '-y',
        '30',
        'env',
        'CI=false',
        `XDG_CONFIG_HOME=${config}`,
        `XDG_STATE_HOME=${state}`,
        process.execPath,
        BUNDLE_CLI,
        '--screen',
        'members',
      );
      tmux('set-option', '-g', 'set-clipboard', 'on');
      await waitFor((s) => s.includes('›Northwind retail media measurement') && s.includes('? help'), 'the picker');
      tmux('send-keys', '-t', 'sy', 'Enter');
      const table = await waitFor(
        (s) => /· [1-9][\d,]* loaded/.test(s) && s.split('\n').some((l) => l.startsWith('›') && /\b\d{12}\b/.test(l)),
        'the members',
      );
      const selected = table.split('\n').find((l) => l.startsWith('›')) ?? '';
      const accountId = /\b\d{12}\b/.exec(selected)?.[0];
      expect(accountId, `selected row: ${selected}`).toBeDefined();
      tmux('send-keys', '-t', 'sy', 'y');
      await waitFor((s) => s.includes(`Copied account ID: ${accountId}`), 'the copy message');
      expect(tmux('show-buffer')).toBe(accountId);
      tmux('send-keys', '-t', 'sy', 'q');
    } finally {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
    }
  });
});
