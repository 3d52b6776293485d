// `switchyard-cli/emulator` as a dependent project imports or requires it: through the package name and its "exports"
// (the built dist/emulator.mjs and .cjs, and their declaration files .d.mts and .d.cts), never from src/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';

const FIXTURES = join(REPO_ROOT, 'test', 'package', 'fixtures');
const consumer = join(FIXTURES, `.consumer-${process.pid}.mts`);
const cjsConsumer = join(FIXTURES, `.consumer-${process.pid}.cts`);

afterAll(() => {
  rmSync(consumer, { force: true });
  rmSync(cjsConsumer, { force: true });
});

function typecheck(file: string): { output: string; status: number | null } {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(
    process.execPath,
    [
      tsc,
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      '--skipLibCheck',
      file,
    ],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  return { output: result.stdout + result.stderr, status: result.status };
}

describe('switchyard-cli/emulator', () => {
  it('starts from the package entry, resets, moves the clock, injects a fault, lists requests and closes', () => {
    const result = spawnSync(process.execPath, [join(FIXTURES, 'use-emulator.mjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const seen = JSON.parse(result.stdout);
    expect(seen.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen.health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(seen.usedBefore).toBe(1);
    expect(seen.usedAfterReset).toBe(0);
    expect(seen.advanced).toBeGreaterThanOrEqual(3600);
    expect(seen.advanced).toBeLessThan(3605);
    expect(seen.setTo).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1) / 1000);
    expect(seen.setTo).toBeLessThan(Date.UTC(2030, 0, 1) / 1000 + 5);
    expect(seen.faulted).toBe(429);
    expect(seen.badFault).toMatch(/count must be an integer/);
    expect(seen.requests).toEqual(['GET /api/v3/rate_limit 200', 'GET /collaborations 429']);
    expect(seen.closed).toBe(true);
  });

  it('loads through require() (the CommonJS build), freezes the clock, lists and clears faults, and disposes', () => {
    const result = spawnSync(process.execPath, [join(FIXTURES, 'use-emulator.cjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      clock: { now: Date.UTC(2030, 0, 1) / 1000, frozen: true },
      faults: 1,
      faulted: 429,
      cleared: 200,
      closed: true,
    });
  });

  it('has a declaration file a TypeScript consumer compiles against', () => {
    copyFileSync(join(FIXTURES, 'emulator-consumer.mts.txt'), consumer);
    expect(typecheck(consumer)).toEqual({ output: '', status: 0 });
  });

  it('has a CommonJS declaration file a TypeScript consumer compiles against with require()', () => {
    copyFileSync(join(FIXTURES, 'emulator-consumer.cts.txt'), cjsConsumer);
    expect(typecheck(cjsConsumer)).toEqual({ output: '', status: 0 });
  });
});
