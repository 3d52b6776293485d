// End to end: the built dist/cli.js in a real pseudo-terminal in accessible mode, switched on by Ink's own
// INK_SCREEN_READER=true and by --screen-reader: the members picker is printed in words, the selection said.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPty, spawnCli, type PtySession } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] skipped: ${reason}`);

let configHome: string;
const sessions: PtySession[] = [];

function start(args: string[], env: Record<string, string> = {}): PtySession {
  if (pty === undefined) throw new Error(reason);
  const session = spawnCli(pty, BUNDLE_CLI, args, {
    cols: 100,
    rows: 30,
    env: { XDG_CONFIG_HOME: configHome, ...env },
  });
  sessions.push(session);
  return session;
}

describePty('accessible mode end to end (pty)', () => {
  beforeAll(() => {
    configHome = mkdtempSync(join(tmpdir(), 'sy-e2e-a11y-'));
  });
  afterEach(() => {
    for (const s of sessions.splice(0)) s.kill();
  });
  afterAll(() => rmSync(configHome, { recursive: true, force: true }));

  for (const [how, args, env] of [
    ['INK_SCREEN_READER=true', ['--screen', 'members'], { INK_SCREEN_READER: 'true' }],
    ['--screen-reader', ['--screen', 'members', '--screen-reader'], {}],
  ] as const) {
    it(`${how}: the members picker in words, the selected collaboration announced, q quits`, async () => {
      const app = start([...args], { ...env });
      await app.waitForScreen('tab: (selected) 1 Members');
      await app.waitForScreen(/^\(selected\) Collaboration: \S/m);
      await app.waitForScreen(/^Keys: Enter open, .*\? help/m);
      app.press('j');
      await app.waitForScreen(/^\(selected\) Collaboration: Lucerne/m);
      app.press('q');
      const exit = await app.exited;
      expect(exit.exitCode).toBe(0);
    });
  }
});
