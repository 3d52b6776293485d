import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Ink decides at import time whether it runs in CI mode (is-in-ci): CI mode renders only the final frame and
// ignores resizes, which would make every rendered test meaningless. CI runs with CI=true, so clear it here,
// before any test file imports ink (tui-style.md §3.5).
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;

// The engine keeps what users create under $XDG_STATE_HOME/switchyard/ by default: in tests that is a directory of
// this worker's own, removed when it exits, so no test writes to the real home and no test sees another's records.
if (!process.env.XDG_STATE_HOME?.includes('switchyard-test-state-')) {
  const stateHome = mkdtempSync(join(tmpdir(), 'switchyard-test-state-'));
  process.env.XDG_STATE_HOME = stateHome;
  process.once('exit', () => rmSync(stateHome, { recursive: true, force: true }));
}
