// The end-to-end harness: runs the built CLI in a real pseudo-terminal (@lydell/node-pty) and
// feeds its output into @xterm/headless, so assertions read the screen a person would see. One key at a time,
// then wait for its visible effect; no fixed sleeps. `CI=false` and a private XDG_CONFIG_HOME keep runs hermetic.

import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import xtermHeadless from '@xterm/headless';
import { keyBytes } from './keys.js';

const { Terminal } = xtermHeadless;

type Pty = {
  onData(listener: (data: string) => void): void;
  onExit(listener: (event: { exitCode: number; signal?: number }) => void): void;
  write(data: string): void;
  resize(cols: number, rows: number): void;
  kill(signal?: string): void;
  pid: number;
};
type PtyModule = { spawn(file: string, args: string[], options: Record<string, unknown>): Pty };

/** Loads node-pty, or says why it cannot be used here (tests then skip with that reason, never pass silently). */
export function loadPty(): { pty?: PtyModule; reason?: string } {
  try {
    const pty = createRequire(import.meta.url)('@lydell/node-pty') as PtyModule;
    const probe = pty.spawn(process.execPath, ['-e', ''], { cols: 20, rows: 5, env: process.env });
    probe.kill();
    return { pty };
  } catch (error) {
    return {
      reason: `node-pty cannot spawn a pseudo-terminal here: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

export interface PtySession {
  /** Everything the program wrote (escape sequences included), for secret scans and terminal-state checks. */
  raw(): string;
  screen(): string;
  lines(): string[];
  press(...keys: string[]): void;
  /** Writes bytes as they are (a command line for a shell). */
  write(data: string): void;
  type(text: string): Promise<void>;
  waitForScreen(expectation: string | RegExp | ((screen: string) => boolean), timeoutMs?: number): Promise<string>;
  resize(cols: number, rows: number): void;
  exited: Promise<{ exitCode: number; signal?: number }>;
  kill(): void;
  pid: number;
}

export interface SpawnOptions {
  cols?: number;
  rows?: number;
  env?: Record<string, string>;
  cwd?: string;
}

export function spawnCli(pty: PtyModule, script: string, args: string[], options: SpawnOptions = {}): PtySession {
  return spawnInPty(pty, process.execPath, [script, ...args], options);
}

/** Any program in the pseudo-terminal (a shell with job control, for Ctrl+Z), with the same screen and keys. */
export function spawnInPty(pty: PtyModule, file: string, args: string[], options: SpawnOptions = {}): PtySession {
  const cols = options.cols ?? 100;
  const rows = options.rows ?? 30;
  const term = new Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  // A private state directory (the rate-limit history) unless the test names one: runs never write to the user's.
  const stateHome = mkdtempSync(join(tmpdir(), 'sy-pty-state-'));
  Object.assign(
    env,
    { CI: 'false', TERM: 'xterm-256color', FORCE_COLOR: '1', XDG_STATE_HOME: stateHome },
    options.env ?? {},
  );
  delete env.CONTINUOUS_INTEGRATION;
  const child = pty.spawn(file, args, {
    name: 'xterm-256color',
    cols,
    rows,
    cwd: options.cwd ?? process.cwd(),
    env,
  });
  let output = '';
  let pending = 0;
  const listeners = new Set<() => void>();
  child.onData((data) => {
    output += data;
    pending += 1;
    term.write(data, () => {
      pending -= 1;
      for (const l of [...listeners]) l();
    });
  });
  const exited = new Promise<{ exitCode: number; signal?: number }>((resolve) => child.onExit(resolve));
  let done = false;
  void exited.then(() => {
    done = true;
    for (const l of [...listeners]) l();
  });

  const lines = (): string[] => {
    const buffer = term.buffer.active;
    const out: string[] = [];
    for (let i = 0; i < term.rows; i += 1)
      out.push(buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
    while (out.length > 0 && out[out.length - 1] === '') out.pop();
    return out;
  };
  const screen = (): string => lines().join('\n');

  return {
    raw: () => output,
    screen,
    lines,
    pid: child.pid,
    press(...keys) {
      for (const key of keys) child.write(keyBytes(key));
    },
    write(data) {
      child.write(data);
    },
    async type(text) {
      for (const char of text) {
        const before = screen();
        child.write(char);
        // Wait for the echo (the screen changes), as a person typing would see each key land.
        await this.waitForScreen((s) => s !== before, 5000).catch(() => undefined);
      }
    },
    waitForScreen(expectation, timeoutMs = 15_000) {
      const test = (s: string): boolean =>
        typeof expectation === 'string'
          ? s.includes(expectation)
          : expectation instanceof RegExp
            ? expectation.test(s)
            : expectation(s);
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (pending > 0) return;
          const current = screen();
          if (test(current)) {
            cleanup();
            resolve(current);
          } else if (done) {
            cleanup();
            reject(new Error(`the program exited while waiting for ${String(expectation)}. Screen:\n${current}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${String(expectation)}. Screen:\n${screen()}`));
        }, timeoutMs);
        const cleanup = (): void => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    resize(newCols, newRows) {
      term.resize(newCols, newRows);
      child.resize(newCols, newRows);
    },
    exited,
    kill() {
      if (!done) child.kill();
    },
  };
}
