// The lasting rate-limit history: under XDG_STATE_HOME, crash-safe (a torn line is skipped and fenced off), bounded in
// age and bytes, no token in the file; and the explorer's history store finds the earlier run's samples after a
// restart, with the moments a bucket ran dry.
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import { createEngineRateLimits } from '../../src/engine/ratelimits/index.js';
import {
  defaultStateDirectory,
  HISTORY_FILE_NAME,
  openHistoryFile,
  type StoredSample,
} from '../../src/history/historyFile.js';
import { createLastingHistory, dryPeriods } from '../../src/history/lastingHistory.js';
import { historyKey } from '../../src/state/ratelimits/rateLimitsModel.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
let dir: string;
const env = () => ({ XDG_STATE_HOME: dir });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sy-history-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sample = (at: number, remaining = 10): StoredSample => ({
  at,
  caller: 'abcd1234',
  resource: 'core',
  remaining,
  limit: 60,
  reset: Math.floor(at / 1000) + 3600,
});

describe('history file', () => {
  it('lives under $XDG_STATE_HOME/switchyard, falling back to ~/.local/state/switchyard', () => {
    expect(openHistoryFile({ env: env() }).path).toBe(join(dir, 'switchyard', HISTORY_FILE_NAME));
    expect(defaultStateDirectory({ HOME: '/home/u' })).toBe('/home/u/.local/state/switchyard');
  });

  it('a torn last line (a crash mid-write) is skipped and the next append starts on its own line', () => {
    const file = openHistoryFile({ env: env(), now: () => T0 });
    file.append([sample(T0), sample(T0 + 60_000)]);
    appendFileSync(file.path!, '{"t":17000,"c":"ab');
    const reopened = openHistoryFile({ env: env(), now: () => T0 });
    expect(reopened.load(0)).toHaveLength(2);
    reopened.append([sample(T0 + 120_000, 0)]);
    expect(
      openHistoryFile({ env: env(), now: () => T0 })
        .load(0)
        .map((s) => s.remaining),
    ).toEqual([10, 10, 0]);
  });

  it('drops samples older than 7 days when opened', () => {
    const old = openHistoryFile({ env: env(), now: () => T0 });
    old.append([sample(T0), sample(T0 + 8 * 86_400_000 - 1)]);
    const later = openHistoryFile({ env: env(), now: () => T0 + 8 * 86_400_000 });
    expect(later.load(0).map((s) => s.at)).toEqual([T0 + 8 * 86_400_000 - 1]);
  });

  it('compacts a file too big to read whole (600 MiB), keeping the newest samples, in bounded memory', () => {
    const sub = join(dir, 'switchyard');
    mkdirSync(sub, { recursive: true });
    const path = join(sub, HISTORY_FILE_NAME);
    // A sparse 600 MiB of zeros (no disk used), then 3 MiB of samples and a torn line: before, the file was read into
    // one string, which fails past V8's ~512 MiB, so it was never compacted and every start peaked near 1 GiB.
    writeFileSync(path, '');
    truncateSync(path, 600 * 1024 * 1024);
    const lines: string[] = [];
    for (let i = 0, bytes = 0; bytes < 3 * 1024 * 1024; i += 1) {
      lines.push(`${JSON.stringify({ t: T0 + i * 1000, c: 'abcd1234', r: 'core', rem: i % 60, lim: 60, rst: 1 })}\n`);
      bytes += lines.at(-1)!.length;
    }
    appendFileSync(path, `\n${lines.join('')}{"t":`);
    const warnings: string[] = [];
    const file = openHistoryFile({
      directory: sub,
      now: () => T0 + lines.length * 1000,
      warn: (m) => warnings.push(m),
    });
    expect(warnings).toEqual([]);
    expect(statSync(path).size).toBeLessThanOrEqual(2 * 1024 * 1024);
    const loaded = file.load(0);
    expect(loaded.length).toBeGreaterThan(10_000);
    expect(loaded.at(-1)!.at).toBe(T0 + (lines.length - 1) * 1000);
    expect(loaded.map((s) => s.at)).toEqual([...loaded.map((s) => s.at)].sort((a, b) => a - b));
  });

  it('property: never grows past its byte bound, and keeps the newest samples', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 400 }), fc.integer({ min: 2_000, max: 8_000 }), (count, maxBytes) => {
        const sub = mkdtempSync(join(dir, 'p-'));
        const file = openHistoryFile({ directory: sub, maxBytes, now: () => T0 + count * 1000 });
        for (let i = 0; i < count; i += 1) file.append([sample(T0 + i * 1000)]);
        expect(statSync(file.path!).size).toBeLessThanOrEqual(maxBytes);
        const kept = file.load(0);
        expect(kept[kept.length - 1]!.at).toBe(T0 + (count - 1) * 1000);
      }),
      { numRuns: 20 },
    );
  });
});

describe('lasting history across restarts', () => {
  const callers: GithubCaller[] = [{ id: 'ci', kind: 'user', token: SECRET, userId: 5 }];

  async function run(clock: VirtualClock, requests: number) {
    const port = createEngineRateLimits({ callers, clock, timers: 'manual' });
    const persistence = openHistoryFile({ env: env(), now: () => clock.now() });
    const crossings: string[] = [];
    const history = createLastingHistory({
      port,
      clock,
      persistence,
      alerts: {
        thresholds: () => ({ warningPercent: 25, criticalPercent: 10 }),
        enabled: () => true,
        emit: (c) => crossings.push(`${c.level}:${c.resource}`),
      },
    });
    await history.actions.open();
    await Promise.resolve();
    const engine = port.engine;
    const caller = engine.callerById('ci')!;
    for (let i = 0; i < requests; i += 1) {
      const d = engine.begin(caller, { method: 'GET', path: `/repos/o/r${i % 3}` }, clock.now());
      if (d.outcome === 'allowed') engine.end(d.ticket, clock.now());
      if (i % 500 === 0) {
        clock.advance(61_000);
        port.flush();
      }
    }
    clock.advance(61_000);
    port.flush();
    return { port, history, persistence, crossings };
  }

  it('a restarted store finds the earlier run, shows when the bucket ran dry, and alerts once per crossing', async () => {
    const clock = new VirtualClock(T0);
    const first = await run(clock, 5_001);
    const key = historyKey('ci', 'core');
    const before = first.history.store.getState().series[key]!;
    expect(before.length).toBeGreaterThan(5);
    expect(dryPeriods(before)).toHaveLength(1);
    expect(first.crossings.filter((c) => c.endsWith(':core'))).toEqual(['warning:core', 'critical:core']);
    first.history.actions.close();
    first.port.close();
    expect(readFileSync(first.persistence.path!, 'utf8')).not.toContain(SECRET);

    clock.advance(10 * 60_000);
    const port = createEngineRateLimits({ callers, clock, timers: 'manual' });
    const second = createLastingHistory({
      port,
      clock,
      persistence: openHistoryFile({ env: env(), now: () => clock.now() }),
    });
    await second.actions.open();
    const after = second.store.getState().series[key]!;
    // The earlier run's samples first, then the new run's first snapshot.
    expect(after.slice(0, before.length).map((s) => s.at)).toEqual(before.map((s) => s.at));
    expect(dryPeriods(after)[0]!.from).toBe(dryPeriods(before)[0]!.from);
    second.actions.cycleZoom();
    expect(second.store.getState().zoom).toBe('1h');
    port.close();
  });
});
