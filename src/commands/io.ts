// The process surface command mode touches, injectable so tests run commands in-process.

import type { Services } from '../service/ports.js';

/** What command mode calls: the three AWS-shaped ports and the backend label. */
export type CommandPorts = Pick<Services, 'backend' | 'appAuthorizations' | 'members' | 'connectorProfiles'>;

export interface Output {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

export interface CommandIO {
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Services to use instead of building them from the options (tests share one engine across calls). */
  services?: CommandPorts;
}

export function processIO(): CommandIO {
  return {
    stdout: {
      write: (t) => void process.stdout.write(t),
      isTTY: process.stdout.isTTY === true,
      ...(process.stdout.columns ? { columns: process.stdout.columns } : {}),
    },
    stderr: { write: (t) => void process.stderr.write(t), isTTY: process.stderr.isTTY === true },
    // Read only by --cli-auto-prompt: a getter, so that other runs do not set up a stdin stream.
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
  };
}
