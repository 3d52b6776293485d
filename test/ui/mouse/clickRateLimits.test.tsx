// A click on the rate-limit screen (issue 30, addition 5): it chooses the bucket, the secondary limit or the caller
// under it, as the keys would, and nothing else; the column titles, the `▲ n more` rows and the event log (which has
// no cursor) take no click.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../../src/engine/ratelimits/index.js';
import { renderHost, type Host } from '../wizardShellHost.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const click = (column: number, row: number): string => `\u001B[<0;${column};${row}M\u001B[<0;${column};${row}m`;

let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
});

function engineHost(columns: number, rows: number): Host {
  const clock = new VirtualClock(T0);
  port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
  host = renderHost({ screen: 'ratelimits', columns, rows, clock, rateLimits: port });
  return host;
}

/** The 1-based terminal row and column where `pattern` is first drawn. */
function whereIs(h: Host, pattern: RegExp): { row: number; column: number } {
  const lines = h.app.lines();
  const index = lines.findIndex((l) => pattern.test(l));
  if (index < 0) throw new Error(`${String(pattern)} is not on the screen:\n${h.app.frame()}`);
  return { row: index + 1, column: lines[index]!.search(pattern) + 1 };
}

describe('a click on the rate-limit screen', () => {
  it('chooses the bucket under it; the column titles are not a row', async () => {
    const h = engineHost(80, 24);
    await h.app.waitForFrame(/^› core\s+5,000\/5,000/m);
    const search = whereIs(h, /code_search/);
    h.app.stdin.write(click(search.column + 2, search.row));
    await h.app.waitForFrame(/^› code_search/m);
    const titles = whereIs(h, /left\/limit/);
    h.app.stdin.write(click(titles.column, titles.row));
    // A key after the report shows it was read before it: `k` moves up from the clicked bucket, not from the titles.
    await h.app.press('k');
    await h.app.waitForFrame((f) => !/^› code_search/m.test(f) && /^› \S/m.test(f));
    expect(h.app.frame()).not.toMatch(/^› core/m);
  });

  it('chooses a secondary limit when that is the view, and does nothing on the event log', async () => {
    const h = engineHost(80, 24);
    await h.app.waitForFrame(/^› core/m);
    await h.app.press('v');
    await h.app.waitForFrame('[Secondary]');
    const tokens = whereIs(h, /OAuth tokens\/hour/);
    h.app.stdin.write(click(tokens.column, tokens.row));
    await h.app.waitForFrame(/^› OAuth tokens\/hour/m);
    await h.app.press('v');
    await h.app.waitForFrame('[Events]');
    h.app.stdin.write(click(5, 8));
    await h.app.press('v');
    // Back on the buckets, the cursor is where it was: the click chose nothing.
    await h.app.waitForFrame((f) => f.includes('[Buckets]') && /^› core/m.test(f));
  });

  it('chooses the bucket under it at 60x16, in a window scrolled past `▲ n more`', async () => {
    const h = engineHost(60, 16);
    await h.app.waitForFrame(/^› core/m);
    await h.app.press('G');
    const bottom = await h.app.waitForFrame(/▲ \d+ more/);
    const above = bottom.split('\n').findIndex((l) => /▲ \d+ more/.test(l));
    const first = bottom.split('\n')[above + 1]!;
    const name = /^\s*(\S+)/.exec(first)![1]!;
    expect(first.startsWith('›')).toBe(false);
    h.app.stdin.write(click(4, above + 2));
    await h.app.waitForFrame(new RegExp(`^› ${name}\\s`, 'm'));
    // The `▲ n more` row itself is not a bucket.
    h.app.stdin.write(click(4, above + 1));
    await h.app.press('j');
    await h.app.waitForFrame((f) => !new RegExp(`^› ${name}\\s`, 'm').test(f));
  });

  it('shows the caller clicked in the callers overview', async () => {
    const h = engineHost(170, 34);
    await h.app.waitForFrame('callers (tightest bucket)');
    expect(h.app.frame()).toContain('caller 1/9');
    const bob = whereIs(h, /bob-via-oauth/);
    h.app.stdin.write(click(bob.column + 1, bob.row));
    await h.app.waitForFrame(/^› bob-via-oauth/m);
    expect(h.app.frame()).not.toContain('caller 1/9');
  });
});
