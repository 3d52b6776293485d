// The rate-limit screen's keys as a user meets them: the request mix keeps its name as `m` cycles it, the hint line
// shows the screen's keys, and `/` filters the bucket table as it filters every other list.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../../src/engine/ratelimits/index.js';
import { MIX_PRESETS } from '../../../src/state/ratelimits/simulatorControls.js';
import { renderHost, type Host } from '../wizardShellHost.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
  host = undefined;
  port = undefined;
});

function engineHost(columns = 80, rows = 24): Host {
  const clock = new VirtualClock(T0);
  port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
  host = renderHost({ screen: 'ratelimits', columns, rows, clock, rateLimits: port });
  return host;
}

const lastLine = (frame: string): string => frame.trimEnd().split('\n').at(-1) ?? '';

describe('rate-limit screen keys', () => {
  it('names the starting mix and comes back to it: m never shows a mix without its name', async () => {
    const h = engineHost();
    const first = await h.app.waitForFrame('○ sim stopped');
    expect(first).toContain('mix default');
    expect(first).not.toMatch(/mix read \d+%/);
    for (const preset of [...MIX_PRESETS.slice(1), MIX_PRESETS[0]!]) {
      await h.app.press('m');
      await h.app.waitForFrame(`mix ${preset.name}`);
    }
    expect(h.app.frame()).toContain('mix default');
  });

  it.each([
    [80, 24],
    [60, 16],
  ])('the hint line at %ix%i shows both caller keys and the filter', async (columns, rows) => {
    const h = engineHost(columns, rows);
    const frame = await h.app.waitForFrame(/core\s+5,000\/5,000/);
    const hints = lastLine(frame);
    expect(hints).toContain('←/→ caller');
    expect(hints).toContain('/ filter');
    expect(hints).toContain('? help');
  });

  it('/ filters the bucket table by name; Esc clears the filter before leaving', async () => {
    const h = engineHost();
    await h.app.waitForFrame(/core\s+5,000\/5,000/);
    h.app.stdin.write('/search');
    const typed = await h.app.waitForFrame('2 of 14 buckets match');
    expect(typed).toMatch(/search\s+30\/30/);
    expect(typed).toMatch(/code_search\s+10\/10/);
    expect(typed).not.toMatch(/core\s+5,000/);
    await h.app.press('enter');
    await h.app.waitForFrame('(Esc clears)');
    // The cursor moves among the matches: the second is code_search, and its detail line follows.
    await h.app.press('j');
    await h.app.waitForFrame(/› code_search/);
    await h.app.press('escape');
    const cleared = await h.app.waitForFrame((f) => /core\s+5,000\/5,000/.test(f) && !f.includes('buckets match'));
    expect(cleared).toContain('Rate limits');
    expect(h.shellStore.getState().screen).toBe('ratelimits');
  });
});
