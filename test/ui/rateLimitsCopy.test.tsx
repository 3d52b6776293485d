// `y`, `Y` and `J` on the rate-limit screen: the selected bucket's name, and the bucket as GitHub's `GET /rate_limit`
// lists it, through the same OSC 52 path and raw view as the other screens.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { renderHost, type Host } from './wizardShellHost.js';
import { clipboardTexts } from '../helpers/clipboard.js';

let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
  host = undefined;
  port = undefined;
});

const clipboard = (h: Host): string[] => clipboardTexts(h.app.stdout.raw());

describe('rate-limit screen: copy and raw view of a bucket', () => {
  for (const [columns, rows] of [
    [80, 24],
    [60, 16],
  ] as const) {
    it(`y copies the bucket's name, Y and J its /rate_limit entry (${columns}x${rows})`, async () => {
      const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
      port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
      host = renderHost({ screen: 'ratelimits', columns, rows, clock, rateLimits: port });
      const { app } = host;
      await app.waitForFrame('core: hourly window');
      await app.press('y');
      await app.waitForFrame('Copied bucket name: core');
      await app.press('j');
      await app.waitForFrame('graphql: hourly window');
      await app.press('y');
      await app.waitForFrame('Copied bucket name: graphql');
      await app.press('Y');
      await app.waitForFrame('Copied bucket JSON');
      const copied = clipboard(host);
      expect(copied.slice(0, 2)).toEqual(['core', 'graphql']);
      const entry = JSON.parse(copied[2]!) as Record<string, Record<string, number>>;
      expect(Object.keys(entry)).toEqual(['graphql']);
      expect(Object.keys(entry.graphql!)).toEqual(['limit', 'used', 'remaining', 'reset']);
      expect(entry.graphql).toMatchObject({ limit: 5000, used: 0, remaining: 5000 });

      await app.press('J');
      const raw = await app.waitForFrame('"graphql": {');
      expect(raw).toContain('bucket graphql of alice-pat');
      expect(raw).toContain('"limit": 5000');
      await app.press('escape');
      await app.waitForFrame('graphql: hourly window');
      expect(app.frame()).not.toContain('"limit"');
    });
  }

  it('y and J do nothing on the secondary limits (no bucket is selected there)', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
    port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    host = renderHost({ screen: 'ratelimits', columns: 80, rows: 24, clock, rateLimits: port });
    const { app } = host;
    await app.waitForFrame('core: hourly window');
    await app.press('v');
    await app.waitForFrame('[Secondary]');
    await app.press('y', 'J');
    await app.press('v');
    await app.waitForFrame('[Events]');
    expect(clipboard(host)).toEqual([]);
    expect(app.frame()).not.toContain('as the API returns it');
  });
});
