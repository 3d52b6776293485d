// Starts `switchyard serve --port 0` (the emulator) in a child process for tests that go through the AWS backends.

import { spawn, type ChildProcess } from 'node:child_process';

export interface ServeHandle {
  url?: string;
  child?: ChildProcess;
  why: string;
}

export function startServe(): Promise<ServeHandle> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      resolve({ why: 'switchyard serve did not print "listening on" within 20 s' });
    }, 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, why: '' });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ why: `switchyard serve is not available in this build (exited with ${code})` });
    });
  });
}
