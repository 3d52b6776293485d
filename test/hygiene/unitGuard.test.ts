// The unit tier's guard (test/setup.unit.ts): a unit test that starts a process or listens on a socket fails, even
// when it catches the error, so a test that needs either has to be a *.system.test.ts file.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { takeRefusals } from '../setup.unit.js';

const RULE = 'in a unit test: a test that starts a process or a server is a *.system.test.ts file';

it('refuses to start a child process or listen on a socket, and says where such a test goes', () => {
  expect(() => spawnSync(process.execPath, ['--version'])).toThrow(`child_process.spawnSync ${RULE}`);
  expect(() => createServer().listen(0, '127.0.0.1')).toThrow(`net.Server.listen ${RULE}`);
  expect(takeRefusals()).toEqual([`child_process.spawnSync ${RULE}`, `net.Server.listen ${RULE}`]);
});

it.fails('fails a test that swallowed the refusal', () => {
  try {
    createServer().listen(0, '127.0.0.1');
  } catch {
    // swallowed: the guard's afterEach still fails the test
  }
});
