// Runs the shipped bundle (dist/cli.js, built once per test run by test/globalSetup.ts) as a child process: the
// helpers every command-mode, `serve` and end-to-end test uses, so what is tested is what is shipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { BUNDLE_CLI, REPO_ROOT } from './buildBundle.js';

export { BUNDLE_CLI, REPO_ROOT };

export interface BundleRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface BundleRunOptions {
  /** The child's whole environment (nothing is inherited, so a developer's AWS_* or CI settings never leak in). */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Written to stdin, which is then closed; stdin is closed at once when absent. */
  stdin?: string;
  timeoutMs?: number;
}

/**
 * The child's environment: with no XDG_STATE_HOME of its own, the engine's default state goes to a fresh directory
 * removed after the run, so a run starts from its dataset and nothing is written to the real home.
 */
function hermeticState(env: NodeJS.ProcessEnv | undefined): { env: NodeJS.ProcessEnv; cleanup: () => void } {
  const given = env ?? {};
  if (given.XDG_STATE_HOME !== undefined) return { env: given, cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-run-state-'));
  return { env: { ...given, XDG_STATE_HOME: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `node dist/cli.js ...args`, collecting stdout, stderr and the exit code (a signal death is reported as 128+n). */
export function runBundle(args: string[], options: BundleRunOptions = {}): Promise<BundleRun> {
  const state = hermeticState(options.env);
  const child = spawn(process.execPath, [BUNDLE_CLI, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: state.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.stdin ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 25_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      state.cleanup();
      resolve({ code: code ?? 128 + (signal === 'SIGKILL' ? 9 : 15), stdout, stderr });
    });
  });
}

export interface BundleServe {
  child: ChildProcess;
  /** The base URL from the ready line (`listening on http://127.0.0.1:PORT`). */
  url: string;
  port: number;
  stdout(): string;
  stderr(): string;
  exit: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Starts `node dist/cli.js serve --port 0 ...args` and resolves once it prints its ready line. */
export function startBundleServe(
  args: string[] = [],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<BundleServe> {
  const state = hermeticState(options.env);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BUNDLE_CLI, 'serve', '--port', '0', ...args], {
    cwd: REPO_ROOT,
    env: state.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exit.then(state.cleanup);
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`switchyard serve did not print its ready line in time:\n${err}`));
    }, options.timeoutMs ?? 20_000);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`switchyard serve exited with ${code}: ${err}`));
    });
    lines.on('line', (line) => {
      out += `${line}\n`;
      const match = /^listening on (https?:\/\/\S+)$/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      const url = match[1]!;
      resolve({
        child,
        url,
        port: Number(new URL(url).port),
        stdout: () => out,
        stderr: () => err,
        exit,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await exit;
        },
      });
    });
  });
}
