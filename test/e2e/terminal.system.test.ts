// End to end on the built bundle in a pseudo-terminal: NO_COLOR and --no-color give frames without colour escapes
// (the selection keeps its › marker), colour is there otherwise, and the explorer runs on the alternate screen
// buffer, leaving it on quit so the terminal is given back as it was.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPty, spawnCli, type PtySession } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] skipped: ${reason}`);

/** SGR colour parameters: 30-37, 39, 40-47, 49, 90-97, 100-107 and 38;/48; extended colours. */
const COLOUR_ESCAPE = /\u001B\[(?:\d+;)*(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;\d+)*m/;

describePty('explorer terminal handling (pty)', () => {
  let configHome: string;
  const sessions: PtySession[] = [];
  beforeAll(() => {
    configHome = mkdtempSync(join(tmpdir(), 'sy-e2e-term-'));
  });
  afterEach(() => {
    for (const s of sessions.splice(0)) s.kill();
  });
  afterAll(() => rmSync(configHome, { recursive: true, force: true }));

  const start = (args: string[], env: Record<string, string> = {}): PtySession => {
    const session = spawnCli(pty!, BUNDLE_CLI, args, {
      cols: 100,
      rows: 30,
      env: { XDG_CONFIG_HOME: configHome, ...env },
    });
    sessions.push(session);
    return session;
  };

  async function browse(app: PtySession): Promise<void> {
    // Keys land once the collaborations are listed (an earlier test's ★ recent may have reordered them).
    await app.waitForScreen('Pick a collaboration (');
    const selected = (): string => app.lines().find((l) => l.startsWith('›')) ?? '';
    const before = selected();
    app.press('j');
    await app.waitForScreen(() => selected() !== before && selected() !== '');
    app.press('enter');
    await app.waitForScreen(/\d loaded /);
    app.press('q');
    expect((await app.exited).exitCode).toBe(0);
  }

  it('NO_COLOR=1 produces no colour escapes, though FORCE_COLOR is set', async () => {
    const app = start(['--screen', 'members'], { NO_COLOR: '1', FORCE_COLOR: '1' });
    await browse(app);
    expect(app.raw()).not.toMatch(COLOUR_ESCAPE);
  });

  it('--no-color produces no colour escapes; without it there is colour', async () => {
    const plain = start(['--screen', 'members', '--no-color']);
    await browse(plain);
    expect(plain.raw()).not.toMatch(COLOUR_ESCAPE);
    const coloured = start(['--screen', 'members']);
    await browse(coloured);
    expect(coloured.raw()).toMatch(COLOUR_ESCAPE);
  });

  it('runs on the alternate screen and leaves it on quit', async () => {
    const app = start(['--screen', 'members']);
    await app.waitForScreen('? help');
    expect(app.raw()).toContain('\u001B[?1049h');
    app.press('q');
    expect((await app.exited).exitCode).toBe(0);
    const raw = app.raw();
    expect(raw.lastIndexOf('\u001B[?1049l')).toBeGreaterThan(raw.lastIndexOf('\u001B[?1049h'));
    // Back on the normal screen, the explorer's frame is gone.
    expect(app.screen()).not.toContain('? help');
  });
});
