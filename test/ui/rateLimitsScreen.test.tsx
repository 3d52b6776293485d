// The live rate-limit screen in the real shell, on the engine-mode port with the traffic simulator on a virtual
// clock: the test moves time, the simulator sends, and the screen shows budgets draining and limit events.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { renderHost, type Host } from './wizardShellHost.js';
import { bucket, FakeRateLimitsPort, snapshotOf } from '../state/rateLimitsFakePort.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
  host = undefined;
  port = undefined;
});

function engineHost(columns = 80, rows = 24): { host: Host; port: EngineRateLimits; clock: VirtualClock } {
  const clock = new VirtualClock(T0);
  const p = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
  port = p;
  host = renderHost({ screen: 'ratelimits', columns, rows, clock, rateLimits: p });
  return { host, port: p, clock };
}

/** Moves virtual time in steps, letting the simulator send what is due and the port emit what changed. */
function run(p: EngineRateLimits, clock: VirtualClock, ms: number, step = 100): void {
  for (let t = 0; t < ms; t += step) {
    clock.advance(step);
    p.simulator.pump(clock.now());
  }
  p.flush();
}

describe('rate-limit screen', () => {
  it('shows every bucket of the selected caller and switches callers', async () => {
    const { host: h } = engineHost();
    const frame = await h.app.waitForFrame(/core\s+5,000\/5,000/);
    expect(frame).toContain('alice-pat');
    expect(frame).toContain('caller 1/9');
    expect(frame).toContain('○ sim stopped');
    // Nothing counted yet: no window is open, so there is no countdown to show.
    expect(frame).toMatch(/code_search\s+10\/10\s+0\s+–/);
    expect(frame).toContain('core: hourly window, opens at the first counted request');
    await h.app.press('l');
    await h.app.waitForFrame('alice-via-enterprise-app');
    // The enterprise-owned app acting for alice: 15,000/h.
    await h.app.waitForFrame(/core\s+15,000\/15,000/);
    await h.app.press('h');
    await h.app.waitForFrame('caller 1/9');
  });

  it('watches the budget drain under the simulator and a limit event appear', async () => {
    const { host: h, port: p, clock } = engineHost();
    await h.app.waitForFrame(/core\s+5,000\/5,000/);
    // Search mix: the 30-per-minute search bucket runs out within seconds at 20 requests a second.
    // The demo starts on the engine's default (custom) mix; `m` cycles the named ones: balanced, reads, search.
    await h.app.press('m');
    await h.app.waitForFrame('mix balanced');
    await h.app.press('m');
    await h.app.waitForFrame('mix reads');
    await h.app.press('m');
    await h.app.waitForFrame('mix search');
    await h.app.press('+', '+');
    await h.app.waitForFrame('20/s');
    await h.app.press('space');
    await h.app.waitForFrame('● sim running');

    run(p, clock, 500);
    // The search gauge moves (down from 30) without any key press.
    await h.app.waitForFrame((f) => /search\s+(\d+)\/30/.test(f) && Number(/search\s+(\d+)\/30/.exec(f)![1]) < 30);
    run(p, clock, 3000);
    const limited = await h.app.waitForFrame('limit hit: search');
    expect(limited).toMatch(/search\s+0\/30/);
    expect(limited).toMatch(/retry \d+ scheduled for 12:01:0\d|limit hit: search 30 used up, resets 12:01:00/);

    // The events view lists them with the time a retry is scheduled for.
    await h.app.press('v', 'v');
    const events = await h.app.waitForFrame('[Events]');
    expect(events).toContain('limit hit: search 30 used up, resets 12:01:00');

    // Away on another screen, the log goes on; back on this one, it is all there.
    await h.app.press('2');
    await h.app.waitForFrame('switchyard │ Profiles');
    run(p, clock, 60_000);
    await h.app.press('4');
    await h.app.waitForFrame('limit hit: search 30 used up, resets 12:02:0');

    // A minute later the window resets and the budget is back.
    await h.app.press('v');
    await h.app.press('space');
    await h.app.waitForFrame('○ sim stopped');
    clock.advance(61_000);
    p.flush();
    await h.app.waitForFrame(/search\s+30\/30/);
  });

  it('picks which callers the simulator sends as', async () => {
    const { host: h, port: p } = engineHost();
    await h.app.waitForFrame('as alice-pat');
    await h.app.press('l');
    await h.app.waitForFrame('caller 2/9');
    await h.app.press('a');
    await h.app.waitForFrame('as alice-pat,alice-via-enterprise-app');
    expect(p.simulator.getState().callerIds).toEqual(['alice-pat', 'alice-via-enterprise-app']);
    await h.app.press('h', 'a');
    await h.app.waitForFrame('as alice-via-enterprise-app ');
    expect(p.simulator.getState().callerIds).toEqual(['alice-via-enterprise-app']);
  });

  it.each([
    [120, 30],
    [60, 16],
  ])(
    'says a caller is idle, and why, when the mix holds nothing it can send (GraphQL as anonymous, %ix%i)',
    async (columns, rows) => {
      const { host: h, port: p, clock } = engineHost(columns, rows);
      await h.app.waitForFrame('caller 1/9');
      for (let i = 0; i < 8; i++) await h.app.press('l');
      await h.app.waitForFrame('caller 9/9');
      // Simulate the anonymous caller only: add it, then drop alice-pat (caller 1).
      await h.app.press('a');
      await h.app.waitForFrame('as alice-pat,anonymous');
      for (let i = 0; i < 8; i++) await h.app.press('h');
      await h.app.waitForFrame('caller 1/9');
      await h.app.press('a');
      await h.app.waitForFrame('as anonymous ');
      for (const name of ['balanced', 'reads', 'search', 'graphql']) {
        await h.app.press('m');
        await h.app.waitForFrame(`mix ${name}`);
      }
      await h.app.press('space');
      run(p, clock, 2000);
      const frame = await h.app.waitForFrame('anonymous idle (GraphQL needs a token)');
      expect(p.simulator.getState().stats.sent).toBe(0);
      if (columns >= 80) expect(frame).toMatch(/sent 0 ok 0/);
    },
  );

  it('has no simulator keys against a real GitHub (no simulator in the port)', async () => {
    const fake = new FakeRateLimitsPort(undefined, {
      alice: snapshotOf('alice', T0, [bucket('core', 5000, 10, T0 / 1000 + 3600)]),
    });
    const github = Object.assign(Object.create(fake) as FakeRateLimitsPort, { mode: 'github', simulator: undefined });
    host = renderHost({ screen: 'ratelimits', rateLimits: github, clock: new VirtualClock(T0) });
    const frame = await host.app.waitForFrame(/core\s+4,990\/5,000/);
    expect(frame).not.toContain('sim ');
    expect(frame).not.toContain('start/stop');
    await host.app.press('space');
    await host.app.press('v');
    await host.app.waitForFrame('[Secondary]');
    expect(fake.sim.running).toBe(false);
  });

  it('fits 80x24 and 60x16 in every view', async () => {
    for (const [columns, rows] of [
      [80, 24],
      [60, 16],
    ] as const) {
      const { host: h, port: p, clock } = engineHost(columns, rows);
      await h.app.waitForFrame(/core/);
      await h.app.press('space');
      run(p, clock, 2000);
      for (const view of ['Buckets', 'Secondary', 'Events']) {
        const frame = await h.app.waitForFrame(`[${view}]`);
        const lines = frame.split('\n');
        expect(lines.length, `${columns}x${rows} ${view}`).toBeLessThanOrEqual(rows - 1);
        for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
        await h.app.press('v');
      }
      h.app.unmount();
      p.close();
      host = undefined;
      port = undefined;
    }
  });

  it('follows a resize and explains its keys in the help', async () => {
    const { host: h } = engineHost(80, 24);
    await h.app.waitForFrame(/core\s+5,000\/5,000/);
    await h.app.resize(60, 16);
    // The frame drawn for 60 columns, not the 80-column one the terminal re-wrapped: the hint line fits on one line.
    const small = await h.app.waitForFrame(
      (f) => f.split('\n').every((l) => [...l].length <= 60) && f.includes('core') && /^←\/→ caller.*\? help$/m.test(f),
    );
    expect(small.split('\n').length).toBeLessThanOrEqual(15);
    await h.app.resize(100, 30);
    await h.app.waitForFrame('actions_runner_registration');
    await h.app.press('?');
    const help = await h.app.waitForFrame('Help: Rate limits');
    expect(help).toContain('start or stop the traffic simulator');
    expect(help).toContain('next request mix (reads, search, content, bursts, ...)');
  });

  it('scrolls the secondary limits and the event log on a short terminal', async () => {
    const { host: h, port: p, clock } = engineHost(60, 16);
    await h.app.waitForFrame(/core/);
    await h.app.press('m');
    await h.app.waitForFrame('mix balanced');
    for (const key of ['+', '+', '+', '+', '+']) await h.app.press(key);
    await h.app.waitForFrame('200/s');
    await h.app.press('space');
    run(p, clock, 150_000, 200);
    await h.app.waitForFrame(/limit hit|retry/);
    await h.app.press('v');
    const secondary = await h.app.waitForFrame((f) => f.includes('[Secondary]') && /REST points\/min\s+[1-9]/.test(f));
    expect(secondary).toMatch(/▼ \d more/);
    expect(secondary).not.toContain('OAuth tokens/hour');
    for (let i = 0; i < 7; i++) await h.app.press('j');
    const scrolled = await h.app.waitForFrame('› OAuth tokens/hour');
    expect(scrolled).toContain('▲');
    await h.app.press('v');
    const events = await h.app.waitForFrame('[Events]');
    expect(events).toMatch(/\d+ older \(j\)/);
    const newest = events.split('\n').find((l) => /^\d\d:\d\d:\d\d /.test(l));
    await h.app.press('j');
    const older = await h.app.waitForFrame('1 newer (k)');
    expect(older.split('\n').find((l) => /^\d\d:\d\d:\d\d /.test(l))).not.toBe(newest);
  });

  it('says so when the callers cannot be listed, or when there are none', async () => {
    const failing = new FakeRateLimitsPort();
    failing.listCallers = async () => {
      throw new Error('GET /rate_limit answered 401 Bad credentials');
    };
    host = renderHost({ screen: 'ratelimits', rateLimits: failing, clock: new VirtualClock(T0) });
    const failed = await host.app.waitForFrame('Could not list the callers');
    expect(failed.replace(/\s+/g, ' ')).toContain('GET /rate_limit answered 401 Bad credentials (R reloads)');
    // The credentials are fixed: R lists the callers again.
    failing.listCallers = FakeRateLimitsPort.prototype.listCallers;
    failing.snapshots.alice = snapshotOf('alice', T0, [bucket('core', 5000, 7, T0 / 1000 + 3600)]);
    await host.app.press('R');
    await host.app.waitForFrame(/core\s+4,993\/5,000/);
    expect(host.app.frame()).toContain('caller 1/2');
    host.app.unmount();
    host = renderHost({ screen: 'ratelimits', rateLimits: new FakeRateLimitsPort([]), clock: new VirtualClock(T0) });
    await host.app.waitForFrame('No GitHub callers are configured');
  });

  it('marks estimated values and shows the secondary limits', async () => {
    const fake = new FakeRateLimitsPort(undefined, {
      alice: snapshotOf(
        'alice',
        T0,
        [bucket('core', 5000, 4900, T0 / 1000 + 1800, { estimated: true }), bucket('search', 30, 3, T0 / 1000 + 42)],
        {
          concurrency: { value: 97, limit: 100, estimated: true },
          contentPerMinute: { value: 12, limit: 80, reset: T0 / 1000 + 30, estimated: true },
        },
      ),
    });
    host = renderHost({ screen: 'ratelimits', rateLimits: fake, columns: 80, rows: 24, clock: new VirtualClock(T0) });
    const frame = await host.app.waitForFrame(/core\s+~100\/5,000/);
    expect(frame).toMatch(/search\s+27\/30\s+3\s+42s/);
    expect(frame).toMatch(/core\s+~100\/5,000\s+4,900\s+30m /);
    await host.app.press('v');
    const secondary = await host.app.waitForFrame('[Secondary]');
    expect(secondary).toContain('(~ est.)');
    // Both tables count what is left of the limit, under the same header.
    expect(secondary).toMatch(/left\/limit/);
    expect(secondary).toMatch(/concurrency\s+~3\/100/);
    expect(secondary).toMatch(/content\/min\s+~68\/80\s+30s/);
  });

  it('shows every caller side by side on a very wide terminal, the exhausted one flagged', async () => {
    const { host: h, port: p, clock } = engineHost(170, 34);
    await h.app.waitForFrame('callers (tightest bucket)');
    p.simulator.configure({
      mix: { reads: 0, writes: 0, contentCreation: 0, search: 1, graphql: 0, graphqlMutations: 0, bursts: 0 },
      ratePerSecond: 20,
    });
    await h.app.press('space');
    await h.app.waitForFrame('● sim running');
    run(p, clock, 3000);
    const frame = await h.app.waitForFrame(/alice-pat\s+░+\s+0%!/);
    // The shared user budget: the app acting for alice spends alice's budget, so it is out too; bob is untouched.
    expect(frame).toMatch(/alice-via-ent…\s+░+\s+0%!/);
    expect(frame).toMatch(/bob-via-oauth…\s+█+\s+100% /);
  });

  it('spreads buckets and secondary limits side by side on a wide terminal', async () => {
    const { host: h } = engineHost(140, 30);
    const frame = await h.app.waitForFrame(/core\s+5,000\/5,000/);
    expect(frame).toContain('secondary limit');
    expect(frame).not.toContain(' Secondary ');
  });

  it('at 120 columns both tables count left of the limit under one header and no two labels collide', async () => {
    const { host: h } = engineHost(120, 30);
    const frame = await h.app.waitForFrame(/core\s+5,000\/5,000/);
    expect(frame.match(/left\/limit/g)?.length).toBe(2);
    expect(frame).toMatch(/concurrency\s+100\/100/);
    // Every secondary label is whole (none cut with an ellipsis), so none can read like another.
    for (const label of [
      'concurrency',
      'REST points/min',
      'GraphQL pts/min',
      'content/min',
      'content/hour',
      'CPU time/min',
      'GraphQL CPU/min',
      'OAuth tokens/hour',
    ])
      expect(frame).toContain(`${label} `);
    expect(frame).toContain('content/min');
    expect(frame).toContain('content/hour');
  });
});
