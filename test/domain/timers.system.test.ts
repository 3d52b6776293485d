// sleepOn's wait keeps a real process alive (the in-process timer tests: timers.test.ts).
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('a process whose only work is a sleepOn wait runs to the end of it', () => {
  // A zero-length wait: no real time passes, but an unref'ed timer would let Node exit before it fires.
  const script = `
    const { sleepOn, systemTimers } = await import(${JSON.stringify(new URL('../../src/domain/timers.ts', import.meta.url).pathname)});
    await sleepOn(systemTimers)(0);
    process.stdout.write('after the wait');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('after the wait');
});
