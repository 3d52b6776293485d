// Screen 4's lasting history and alerts, rendered: the history of an earlier run (read from the state directory)
// shows under the zoom key with the time the bucket ran dry, and crossing a threshold rings the terminal once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import { tokenFingerprint } from '../../src/domain/ratelimits/fingerprint.js';
import { createEngineRateLimits, type EngineRateLimits } from '../../src/engine/ratelimits/index.js';
import { openHistoryFile } from '../../src/history/historyFile.js';
import { alertSequences, terminalAlertWriter } from '../../src/ui/terminalAlert.js';
import { renderHost, type Host } from './wizardShellHost.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const CALLERS: GithubCaller[] = [{ id: 'ci', kind: 'user', token: SECRET, userId: 5 }];
let host: Host | undefined;
let port: EngineRateLimits | undefined;
let dir: string | undefined;
afterEach(() => {
  host?.app.unmount();
  port?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  host = port = dir = undefined;
});

describe('rate-limit screen: lasting history and alerts', () => {
  it('z zooms to the last hour and day, showing the earlier run and when core ran dry', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sy-screen-history-'));
    const earlier = openHistoryFile({ env: { XDG_STATE_HOME: dir }, now: () => T0 });
    const fp = tokenFingerprint(SECRET);
    const at = (minutesAgo: number, remaining: number) => ({
      at: T0 - minutesAgo * 60_000,
      caller: fp,
      resource: 'core',
      remaining,
      limit: 5000,
      reset: T0 / 1000,
    });
    earlier.append([at(55, 900), at(50, 0), at(45, 0), at(40, 5000), at(30, 4000)]);

    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: CALLERS, clock, timers: 'manual' });
    host = renderHost({
      screen: 'ratelimits',
      clock,
      rateLimits: port,
      history: openHistoryFile({ env: { XDG_STATE_HOME: dir }, now: () => clock.now() }),
    });
    const first = await host.app.waitForFrame(/core\s+5,000\/5,000/);
    expect(first).toContain('last 5m');
    expect(first).not.toContain('· dry');
    await host.app.press('z');
    const hour = await host.app.waitForFrame('last 60m');
    expect(hour).toContain('· dry 11:10–11:20 · 1h');
    await host.app.press('z');
    await host.app.waitForFrame('last 24h');
    await host.app.press('z');
    await host.app.waitForFrame('last 5m');
    for (const frame of host.frames) expect(frame).not.toContain(SECRET);
  });

  it('shows when every bucket ran dry in the span, at 80x24 and at 120 columns, without cutting the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sy-screen-dry-'));
    const earlier = openHistoryFile({ env: { XDG_STATE_HOME: dir }, now: () => T0 });
    const fp = tokenFingerprint(SECRET);
    const at = (resource: string, minutesAgo: number, remaining: number, limit: number) => ({
      at: T0 - minutesAgo * 60_000,
      caller: fp,
      resource,
      remaining,
      limit,
      reset: T0 / 1000,
    });
    earlier.append([
      at('core', 55, 900, 5000),
      at('core', 50, 0, 5000),
      at('core', 40, 5000, 5000),
      at('search', 29, 0, 30),
      at('search', 27, 30, 30),
      at('graphql', 3 * 60, 0, 5000), // dry three hours ago: only in the day's span
      at('graphql', 3 * 60 - 5, 5000, 5000),
    ]);
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: CALLERS, clock, timers: 'manual' });
    host = renderHost({
      screen: 'ratelimits',
      clock,
      rateLimits: port,
      history: openHistoryFile({ env: { XDG_STATE_HOME: dir }, now: () => clock.now() }),
    });
    const row = (frame: string, resource: string) =>
      frame.split('\n').find((l) => new RegExp(`^(›| ) ${resource} `).test(l)) ?? '';
    await host.app.waitForFrame(/core\s+5,000\/5,000/);
    await host.app.press('z');
    const hour = await host.app.waitForFrame('last 60m');
    expect(hour).toMatch(/resets\s+dry /);
    expect(row(hour, 'core')).toMatch(/ 11:10 /);
    expect(row(hour, 'search')).toMatch(/ 11:31 /);
    expect(row(hour, 'graphql')).not.toMatch(/\d\d:\d\d/);
    const fits = (frame: string, columns: number) => {
      for (const line of frame.split('\n')) expect([...line].length).toBeLessThanOrEqual(columns);
    };
    fits(hour, 80);
    // Nothing else gave way: the history column, the detail line and the event strip are all still there.
    expect(row(hour, 'core')).toMatch(/[▁▂▃▄▅▆▇█]/);
    expect(hour).toContain('core: hourly window');
    expect(hour).toContain('· dry 11:10–11:20 · 1h');
    expect(hour).toMatch(/events/i);
    await host.app.press('z');
    const day = await host.app.waitForFrame('last 24h');
    expect(row(day, 'graphql')).toMatch(/ 09:00 /);
    await host.app.resize(120, 30);
    const wide = await host.app.waitForFrame((f) => f.split('\n').some((l) => [...l].length > 80));
    fits(wide, 120);
    expect(row(wide, 'core')).toMatch(/ 11:10 /);
    expect(row(wide, 'graphql')).toMatch(/ 09:00 /);
    expect(wide).toMatch(/concurrency/);
    expect(wide).toContain('· dry 11:10–11:20 · 1d');
  });

  it('crossing the warning threshold rings the bell with one desktop notification, and says so on the status line', async () => {
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: CALLERS, clock, timers: 'manual' });
    let written = '';
    host = renderHost({
      screen: 'ratelimits',
      clock,
      rateLimits: port,
      settings: { thresholds: { warningPercent: 99, criticalPercent: 10 } },
      terminalAlert: terminalAlertWriter({ write: (t: string) => (written += t) }),
    });
    await host.app.waitForFrame(/core\s+5,000\/5,000/);
    const engine = port.engine;
    const caller = engine.callerById('ci')!;
    const spend = (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const d = engine.begin(caller, { method: 'GET', path: '/user' }, clock.now());
        if (d.outcome === 'allowed') engine.end(d.ticket, clock.now());
      }
      clock.advance(1_000);
      port!.flush();
    };
    spend(60);
    await host.app.waitForFrame(/Rate limit warning: core of caller [0-9a-f]{8} at 98%/);
    spend(5);
    await host.app.waitForFrame(/core\s+4,935\/5,000/);
    spend(5);
    await host.app.waitForFrame(/core\s+4,930\/5,000/);
    expect(written.split('\u0007\u001b]9;').length - 1).toBe(1);
    expect(written).toContain(
      alertSequences(
        `switchyard: warning: core of caller ${tokenFingerprint(SECRET)} at 98% (4940/5000 left), resets 13:00:00Z`,
      ),
    );
    expect(written).toContain('\u001b]777;notify;switchyard;');
  });

  it('alerts switched off in the settings ring nothing', async () => {
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: CALLERS, clock, timers: 'manual' });
    let written = '';
    host = renderHost({
      screen: 'ratelimits',
      clock,
      rateLimits: port,
      settings: { thresholds: { warningPercent: 99, criticalPercent: 10 }, alerts: false },
      terminalAlert: (t) => (written += t),
    });
    await host.app.waitForFrame(/core\s+5,000\/5,000/);
    const caller = port.engine.callerById('ci')!;
    for (let i = 0; i < 60; i += 1) {
      const d = port.engine.begin(caller, { method: 'GET', path: '/user' }, clock.now());
      if (d.outcome === 'allowed') port.engine.end(d.ticket, clock.now());
    }
    clock.advance(1_000);
    port.flush();
    await host.app.waitForFrame(/core\s+4,940\/5,000/);
    expect(written).toBe('');
  });
});
