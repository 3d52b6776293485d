// The journal lock names its holder by PID, host and the process's start time, read from /proc: read when a lock is
// first taken or judged, not when the engine is loaded, so a run that only reads (the explorer's start) never pays.
import { mkdtempSync, readFileSync as realReadFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ proc: 0 }));

vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((...args: Parameters<typeof original.readFileSync>) => {
    if (String(args[0]).startsWith('/proc/')) reads.proc += 1;
    return original.readFileSync(...args);
  }) as typeof original.readFileSync;
  return { ...original, default: { ...original, readFileSync }, readFileSync };
});

// Files share a worker (isolate: false in vitest.config.ts): load the lock afresh so it sees the mock, and drop the
// mock when this file ends.
vi.resetModules();
const { acquireLockSync } = await import('../../../src/engine/store/journalLock.js');
afterAll(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

describe('the lock holder', () => {
  it('is read from /proc when a lock is first taken, once, not when the module loads', () => {
    expect(reads.proc).toBe(0);
    const path = join(mkdtempSync(join(tmpdir(), 'switchyard-lock-')), 'state.journal');
    const release = acquireLockSync(path);
    const holder = JSON.parse(realReadFileSync(`${path}.lock`, 'utf8')) as { pid: number; start?: string };
    release();
    expect(holder.pid).toBe(process.pid);
    if (process.platform === 'linux') expect(holder.start).toMatch(/^\d+$/);
    acquireLockSync(path)();
    expect(reads.proc).toBe(process.platform === 'linux' ? 1 : 0);
  });
});
