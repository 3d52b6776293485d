// The JS API's clock stays within 1970-9999 (issue 28, item 1): `setClock(1e16)` used to be accepted, and the next
// request ended the test process with `RangeError: Invalid time value`. Through the package entry, as a user imports it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';

const SCRIPT = `
import { startEmulator } from 'switchyard-cli/emulator';
const emulator = await startEmulator();
const seen = {};
for (const [name, move] of [
  ['set1e16', () => emulator.setClock(1e16)],
  ['setYear10000', () => emulator.setClock(Date.UTC(10000, 0, 1))],
  ['setBefore1970', () => emulator.setClock('1969-12-31T23:59:59Z')],
  ['setFeb30', () => emulator.setClock('2030-02-30T00:00:00Z')],
  ['advanceFar', () => emulator.advanceClock(1e13)],
]) {
  try { move(); seen[name] = 'accepted'; } catch (error) { seen[name] = error.name + ': ' + error.message; }
}
const health = await fetch(emulator.url + '/collaborations');
seen.status = health.status;
await emulator.close();
console.log(JSON.stringify(seen));
`;

describe('switchyard-cli/emulator clock bounds', () => {
  it('refuses a time outside 1970-9999 or a date that does not exist, and keeps serving', () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    const seen = JSON.parse(result.stdout);
    expect(seen.set1e16).toMatch(/^RangeError: setClock: the clock must stay between 1970/);
    expect(seen.setYear10000).toMatch(/^RangeError: setClock/);
    expect(seen.setBefore1970).toMatch(/^RangeError: setClock/);
    expect(seen.setFeb30).toMatch(/^TypeError: setClock: .*existing RFC 3339/);
    expect(seen.advanceFar).toMatch(/^RangeError: advanceClock/);
    expect(seen.status).toBe(200);
  });
});
