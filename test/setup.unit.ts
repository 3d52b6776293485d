// Runs before every file of the `unit` project (after test/setup.ts): a unit test is in-process, so starting a child
// process or listening on a socket fails the test that did it. Such a test belongs in a `*.system.test.ts` file
// (CONTRIBUTING.md, "Tests"). The guard throws where the call is made and, in case the test swallowed that error,
// fails the test again once it ends.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterEach } from 'vitest';

const refused: string[] = [];

function refuse(what: string): never {
  const message = `${what} in a unit test: a test that starts a process or a server is a *.system.test.ts file`;
  refused.push(message);
  throw new Error(message);
}

const PROCESS_STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
for (const name of PROCESS_STARTERS) {
  (childProcess as unknown as Record<string, unknown>)[name] = () => refuse(`child_process.${name}`);
}
// ESM named imports of a builtin (`import { spawn } from 'node:child_process'`) read the values synced here.
syncBuiltinESMExports();

// http, https and http2 servers are net.Servers: one method covers them all.
net.Server.prototype.listen = function listen(): never {
  return refuse('net.Server.listen');
};

/** The refusals of the running test so far, cleared: for the guard's own test (test/hygiene/unitGuard.test.ts). */
export function takeRefusals(): string[] {
  return refused.splice(0);
}

afterEach(() => {
  const taken = takeRefusals();
  if (taken.length > 0) throw new Error(taken.join('\n'));
});
