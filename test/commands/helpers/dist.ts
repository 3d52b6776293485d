// Runs the built bundle (dist/cli.js) as a user would: a child process with only the environment given, and starts
// `dist/cli.js serve` for the command to call. `npm run build` must have run.
import { spawn, type ChildProcess } from 'node:child_process';

export interface DistResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A minimal user environment: PATH and HOME (a temporary one when given), plus `env`. */
export function runDist(args: string[], env: Record<string, string> = {}): Promise<DistResult> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export interface DistServe {
  url: string;
  stop(): void;
}

const serving: ChildProcess[] = [];

export function startDistServe(args: string[]): Promise<DistServe> {
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serving.push(child);
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on (https?:\/\/\S+)\n/.exec(out);
      if (match) resolve({ url: match[1]!, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${err}`)));
  });
}

export function stopAllServes(): void {
  for (const child of serving.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
