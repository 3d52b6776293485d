// The simulator at a high rate, as the repro presses it (`4`, Space, `+` eight times): per caller it says what it is
// doing (backing off until when, under which limit and retry rule), `updated` keeps moving while nothing is sent,
// and the counters stay readable at 80x24 and at 120 columns. On a virtual clock: the test moves time.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { renderHost, type Host } from './wizardShellHost.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
  host = undefined;
  port = undefined;
});

function run(p: EngineRateLimits, clock: VirtualClock, ms: number, step = 100): void {
  for (let t = 0; t < ms; t += step) {
    clock.advance(step);
    p.simulator.pump(clock.now());
  }
  p.flush();
}

const COUNTS = /sent ([\d,]+) ok ([\d,]+) lim ([\d,]+) retry ([\d,]+) gave up ([\d,]+)/;
const UPDATED = /updated (\d\d:\d\d:\d\d) UTC/;

describe.each([
  [80, 24],
  [120, 30],
])('the simulator at 1,000/s (%i columns)', (columns, rows) => {
  it('says per caller that it backs off, until when and why; updated moves on; the counts stay visible', async () => {
    const clock = new VirtualClock(T0);
    const p = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    port = p;
    host = renderHost({ screen: 'ratelimits', columns, rows, clock, rateLimits: p });
    const { app } = host;
    await app.waitForFrame(/core\s+5,000\/5,000/);
    await app.press('space');
    await app.waitForFrame('● sim running');
    for (let i = 0; i < 8; i++) await app.press('+');
    await app.waitForFrame('● sim running 1,000/s');

    run(p, clock, 3000);
    const backing = await app.waitForFrame(/backing off until \d\d:\d\d:\d\d \((primary|secondary) [^,)]+, rule \d\)/);
    const counts = COUNTS.exec(backing);
    expect(counts, backing).not.toBeNull();
    expect(backing).toContain('● sim running 1,000/s · sent');
    for (const line of backing.split('\n')) expect([...line].length).toBeLessThanOrEqual(columns);
    const before = UPDATED.exec(backing)?.[1];
    expect(before).toBeDefined();

    // Still backing off a few seconds later: nothing new is sent, yet the screen says it is current.
    run(p, clock, 5000);
    const later = await app.waitForFrame((f) => {
      const at = UPDATED.exec(f)?.[1];
      return at !== undefined && at > before! && f.includes('backing off until');
    });
    expect(later).toMatch(COUNTS);
  });
});
