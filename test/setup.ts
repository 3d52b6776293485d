// Runs before every test file (vitest setupFiles), so every test sees the same terminal and the same React checks on
// any machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach } from 'vitest';

// Ink decides at import time whether it runs in CI mode (is-in-ci): CI mode renders only the final frame and
// ignores resizes, which would make every rendered test meaningless. CI runs with CI=true, so clear it here,
// before any test file imports ink.
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;

// Colour is pinned off: chalk (through Ink) picks its colour level from the environment when first imported, so a
// developer's FORCE_COLOR, NO_COLOR or terminal would otherwise change what rendered frames contain. A test that
// asserts colours sets the level of Ink's chalk itself (test/helpers/inkColors.ts): a worker imports Ink once, for
// many files.
process.env.FORCE_COLOR = '0';
delete process.env.NO_COLOR;

// A React act() warning fails the test that caused it: it means a state update the test did not wait for.
const ACT_WARNING = /not wrapped in act\(|not configured to support act\(/;
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (ACT_WARNING.test(text)) actWarnings.push(text.split('\n')[0] ?? text);
  consoleError(...args);
};
afterEach(() => {
  if (actWarnings.length === 0) return;
  const warnings = actWarnings.splice(0);
  throw new Error(`React act() warning during this test:\n${warnings.join('\n')}`);
});

// fast-check prints the seed and path of a failing property in its error; FC_SEED (and FC_PATH) replay one:
// FC_SEED=-1819918769 FC_PATH='0:1' npx vitest run test/some.property.test.ts
if (process.env.FC_SEED !== undefined) {
  fc.configureGlobal({
    seed: Number(process.env.FC_SEED),
    ...(process.env.FC_PATH !== undefined ? { path: process.env.FC_PATH } : {}),
  });
}

// The engine keeps what users create under $XDG_STATE_HOME/switchyard/ by default: in tests that is a directory of
// this worker's own, removed when it exits, so no test writes to the real home and no test sees another's records.
if (!process.env.XDG_STATE_HOME?.includes('switchyard-test-state-')) {
  const stateHome = mkdtempSync(join(tmpdir(), 'switchyard-test-state-'));
  process.env.XDG_STATE_HOME = stateHome;
  process.once('exit', () => rmSync(stateHome, { recursive: true, force: true }));
}
