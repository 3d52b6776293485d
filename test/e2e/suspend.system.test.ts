// End to end: Ctrl+Z in a shell with job control, as a person uses it. The built dist/cli.js runs under an
// interactive bash in a real pseudo-terminal; Ctrl+Z gives the shell its prompt back (main screen, "Stopped"), `fg`
// brings the explorer back drawn whole, and it goes on taking keys and quits cleanly.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPty, spawnInPty, type PtySession } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
function bashPath(): string | undefined {
  try {
    return execFileSync('bash', ['-c', 'command -v bash'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
const bash = bashPath();
const skipReason = pty === undefined ? reason : bash === undefined ? 'bash is not installed' : undefined;
const describeShell = skipReason === undefined ? describe : describe.skip;
if (skipReason !== undefined) console.warn(`[e2e] Ctrl+Z under a shell skipped: ${skipReason}`);

const ENTER_ALTERNATE = '\u001B[?1049h';
const LEAVE_ALTERNATE = '\u001B[?1049l';
const PROMPT = 'sy-shell$ ';

describeShell('Ctrl+Z under a shell with job control (pty)', () => {
  let home: string;
  let shell: PtySession | undefined;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'sy-e2e-suspend-'));
  });
  afterAll(() => {
    shell?.kill();
    rmSync(home, { recursive: true, force: true });
  });

  it('suspends to the prompt, comes back whole with fg, and quits cleanly', async () => {
    shell = spawnInPty(pty!, bash!, ['--norc', '--noprofile', '-i'], {
      cols: 100,
      rows: 30,
      env: { PS1: PROMPT, XDG_CONFIG_HOME: home, HISTFILE: '/dev/null' },
    });
    await shell.waitForScreen(PROMPT);
    shell.write(`'${process.execPath}' '${BUNDLE_CLI}' --screen members --state :memory:\r`);
    await shell.waitForScreen('Pick a collaboration (');
    const entered = shell.raw().lastIndexOf(ENTER_ALTERNATE);
    expect(entered).toBeGreaterThanOrEqual(0);
    // A key that moves the cursor has landed: the terminal is in raw mode (before it, the line discipline would turn
    // Ctrl+Z into SIGTSTP itself and the explorer would never see the key).
    const selected = (): string => shell!.lines().find((l) => l.startsWith('›')) ?? '';
    const first = selected();
    shell.press('j');
    await shell.waitForScreen(() => selected() !== first && selected() !== '');

    shell.press('ctrl+z');
    // The shell has the terminal: the main screen with the job stopped and the prompt.
    await shell.waitForScreen((s) => /Stopped/.test(s) && s.trimEnd().endsWith(PROMPT.trimEnd()));
    expect(shell.raw().indexOf(LEAVE_ALTERNATE, entered)).toBeGreaterThan(entered);
    expect(shell.screen()).not.toContain('Pick a collaboration (');

    const suspendedAt = shell.raw().length;
    shell.write('fg\r');
    await shell.waitForScreen((s) => s.includes('Pick a collaboration (') && s.includes('? help'));
    expect(shell.raw().indexOf(ENTER_ALTERNATE, suspendedAt)).toBeGreaterThan(0);
    // It takes keys again.
    shell.press('2');
    await shell.waitForScreen('switchyard │ Profiles');
    shell.press('q');
    await shell.waitForScreen((s) => !s.includes('switchyard │') && s.trimEnd().endsWith(PROMPT.trimEnd()));
    shell.write('exit\r');
    await shell.exited;
  });
});
