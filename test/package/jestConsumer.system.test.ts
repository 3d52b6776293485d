// jest, as a project that depends on switchyard runs it: the built package (package.json and dist/, what `files`
// ships) installed under node_modules of a fresh directory, a CommonJS test file that require()s
// 'switchyard-cli/emulator', and jest with no configuration at all. It starts the emulator, resets it between tests,
// freezes and moves the clock, injects, lists and clears faults, and stops it (fixtures/jest-consumer/).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-jest-consumer-'));
  writeFileSync(join(work, 'package.json'), '{ "name": "jest-consumer", "private": true }\n');
  copyFileSync(
    join(REPO_ROOT, 'test', 'package', 'fixtures', 'jest-consumer', 'emulator.test.js'),
    join(work, 'emulator.test.js'),
  );
  const installed = join(work, 'node_modules', 'switchyard-cli');
  mkdirSync(installed, { recursive: true });
  copyFileSync(join(REPO_ROOT, 'package.json'), join(installed, 'package.json'));
  cpSync(join(REPO_ROOT, 'dist'), join(installed, 'dist'), { recursive: true });
});

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe('jest in its default CommonJS mode', () => {
  it('loads switchyard-cli/emulator with require() and runs a suite against it', () => {
    const jest = join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const result = spawnSync(process.execPath, [jest], {
      cwd: work,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(output).toMatch(/Tests: +3 passed, 3 total/);
    expect(result.status, output).toBe(0);
  }, 150_000);
});
