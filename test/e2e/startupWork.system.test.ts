// End to end on the built bundle in a pseudo-terminal: what the explorer's start-up must not do, because each cost
// its first frame tens of ms (bench/explorer-startup.bench.ts). A preload records, for the whole run up to quit:
// - whether Node's HTTP client (undici) was loaded: yoga-layout's loader reads its inline WebAssembly with `fetch`
//   when it can (src/ui/withoutFetch.ts);
// - whether ICU's number formatting was set up (`toLocaleString`, `Intl.NumberFormat`): counts are grouped by
//   src/domain/counts.ts.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPty, spawnInPty } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] skipped: ${reason}`);

const PRELOAD = `
const { writeFileSync } = require('node:fs');
const used = [];
const toLocaleString = Number.prototype.toLocaleString;
Number.prototype.toLocaleString = function (...args) { used.push('Number.prototype.toLocaleString'); return toLocaleString.apply(this, args); };
const NumberFormat = Intl.NumberFormat;
Intl.NumberFormat = new Proxy(NumberFormat, {
  construct(target, args) { used.push('Intl.NumberFormat'); return new target(...args); },
  apply(target, self, args) { used.push('Intl.NumberFormat'); return target(...args); },
});
process.on('exit', () => {
  const undici = process.moduleLoadList.filter((name) => name.includes('undici'));
  writeFileSync(process.env.SY_TEST_STARTUP_REPORT, JSON.stringify({ undici, used }));
});
`;

describePty('explorer start-up work (pty)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-e2e-startup-'));
    writeFileSync(join(dir, 'preload.cjs'), PRELOAD);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws the members screen without loading undici or setting up ICU number formatting', async () => {
    const report = join(dir, 'report.json');
    const app = spawnInPty(
      pty!,
      process.execPath,
      ['--require', join(dir, 'preload.cjs'), BUNDLE_CLI, '--screen', 'members'],
      {
        cols: 100,
        rows: 30,
        env: { XDG_CONFIG_HOME: join(dir, 'config'), SY_TEST_STARTUP_REPORT: report },
      },
    );
    await app.waitForScreen((s) => s.includes('Relecloud audience overlap exchange') && s.includes('? help'));
    app.press('q');
    expect((await app.exited).exitCode).toBe(0);
    const { undici, used } = JSON.parse(readFileSync(report, 'utf8')) as { undici: string[]; used: string[] };
    expect(undici).toEqual([]);
    expect(used).toEqual([]);
  });
});
