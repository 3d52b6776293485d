// The rate-limit history that reaches back across restarts, and the threshold alerts. Fed by the same port as the
// screen's store: every snapshot's reported buckets go into a day of per-minute series (a minute keeps its lowest
// remaining, so dips show), into the persistent file (about one sample a minute per bucket, plus every moment a
// bucket runs dry or recovers), and past the alert thresholds. On open the last day is read back from the file, so
// the history shown continues the one of the run before.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Clock } from '../domain/clock.js';
import { ThresholdAlerts, type AlertCrossing, type AlertThresholds } from '../domain/ratelimits/alerts.js';
import type { HistoryPersistence, StoredSample } from './historyFile.js';
import type { CallerSnapshot, RateLimitCaller, RateLimitsPort } from '../service/rateLimitsPort.js';
import { historyKey, type Sample } from './series.js';

export type HistoryZoom = '5m' | '1h' | '1d';
export const HISTORY_ZOOMS: readonly HistoryZoom[] = ['5m', '1h', '1d'];
export const ZOOM_WINDOW_MS: Record<HistoryZoom, number> = { '5m': 5 * 60_000, '1h': 3_600_000, '1d': 86_400_000 };
const DAY_MS = ZOOM_WINDOW_MS['1d'];
const MINUTE_MS = 60_000;

export interface LastingHistoryState {
  zoom: HistoryZoom;
  /** Keyed by `historyKey(callerId, resource)`: the last day, one sample per minute (its lowest remaining). */
  series: Record<string, Sample[]>;
}

export interface LastingHistoryOptions {
  port: RateLimitsPort;
  clock: Clock;
  persistence: HistoryPersistence;
  /** How often the port's snapshots are taken (default 1 s). */
  intervalMs?: number;
  alerts?: {
    /** Read at each observation: a change of the settings reaches the next crossing. */
    thresholds: () => AlertThresholds;
    /** Read at each crossing: alerts can be switched off while running. */
    enabled: () => boolean;
    emit: (crossing: AlertCrossing) => void;
  };
}

export interface LastingHistory {
  store: StoreApi<LastingHistoryState>;
  actions: { open(): Promise<void>; close(): void; cycleZoom(): void };
}

/** The caller's name in the file: the token's fingerprint, or the id of a caller without a token. */
export function storedCallerName(caller: RateLimitCaller): string {
  return caller.fingerprint ?? caller.id;
}

/** Adds a sample to a per-minute series of the last day: a minute keeps its lowest remaining (dips stay visible). */
export function addMinuteSample(series: readonly Sample[], sample: Sample, now: number): Sample[] {
  const last = series[series.length - 1];
  let out: Sample[];
  if (last !== undefined && Math.floor(last.at / MINUTE_MS) === Math.floor(sample.at / MINUTE_MS)) {
    out = [...series.slice(0, -1), sample.remaining <= last.remaining ? sample : { ...last, at: sample.at }];
  } else out = [...series, sample];
  let start = 0;
  while (start < out.length && out[start]!.at < now - DAY_MS) start += 1;
  return start === 0 ? out : out.slice(start);
}

export interface DryPeriod {
  from: number;
  /** When it had budget again; undefined while still dry. */
  until?: number;
}

/** Per series (a series is replaced, never changed, when a sample is added): the screen asks again every second. */
const dryPeriodsOf = new WeakMap<readonly Sample[], readonly DryPeriod[]>();

/** The periods with nothing remaining, oldest first. */
export function dryPeriods(series: readonly Sample[]): readonly DryPeriod[] {
  let periods = dryPeriodsOf.get(series);
  if (periods === undefined) {
    periods = findDryPeriods(series);
    dryPeriodsOf.set(series, periods);
  }
  return periods;
}

function findDryPeriods(series: readonly Sample[]): DryPeriod[] {
  const out: DryPeriod[] = [];
  let open: DryPeriod | undefined;
  for (const s of series) {
    if (s.limit > 0 && s.remaining <= 0) {
      if (open === undefined) {
        open = { from: s.at };
        out.push(open);
      }
    } else if (open !== undefined) {
      open.until = s.at;
      open = undefined;
    }
  }
  return out;
}

export function createLastingHistory(options: LastingHistoryOptions): LastingHistory {
  const { port, clock, persistence } = options;
  const store = createStore<LastingHistoryState>(() => ({ zoom: '5m', series: {} }));
  const alerts = options.alerts ? new ThresholdAlerts(options.alerts.thresholds) : undefined;
  const names = new Map<string, string>();
  /** Per series: the minute of the last stored sample and whether it was dry. */
  const stored = new Map<string, { minute: number; dry: boolean }>();
  let unsubscribe: (() => void) | undefined;
  let opening: Promise<void> | undefined;

  const record = (snapshots: readonly CallerSnapshot[]): void => {
    const now = clock.now();
    const series = { ...store.getState().series };
    const toStore: StoredSample[] = [];
    for (const snapshot of snapshots) {
      const name = names.get(snapshot.callerId);
      if (name === undefined) continue;
      const reported = snapshot.buckets.filter((b) => !b.estimated);
      for (const b of reported) {
        const key = historyKey(snapshot.callerId, b.resource);
        series[key] = addMinuteSample(
          series[key] ?? [],
          { at: snapshot.at, remaining: b.remaining, limit: b.limit },
          now,
        );
        const minute = Math.floor(snapshot.at / MINUTE_MS);
        const dry = b.limit > 0 && b.remaining <= 0;
        const last = stored.get(key);
        if (last === undefined || last.minute !== minute || last.dry !== dry) {
          stored.set(key, { minute, dry });
          toStore.push({
            at: snapshot.at,
            caller: name,
            resource: b.resource,
            remaining: b.remaining,
            limit: b.limit,
            reset: b.reset,
          });
        }
      }
      if (alerts && options.alerts!.enabled()) {
        for (const crossing of alerts.observe(name, reported)) options.alerts!.emit(crossing);
      } else alerts?.observe(name, reported);
    }
    persistence.append(toStore);
    store.setState({ series }, false);
  };

  const restore = (callers: readonly RateLimitCaller[]): void => {
    const byName = new Map(callers.map((c) => [storedCallerName(c), c.id]));
    const now = clock.now();
    const series: Record<string, Sample[]> = {};
    for (const s of persistence.load(now - DAY_MS)) {
      const id = byName.get(s.caller);
      if (id === undefined) continue;
      const key = historyKey(id, s.resource);
      series[key] = addMinuteSample(series[key] ?? [], { at: s.at, remaining: s.remaining, limit: s.limit }, now);
    }
    store.setState({ series }, false);
  };

  return {
    store,
    actions: {
      open() {
        if (opening) return opening;
        opening = port.listCallers().then((callers) => {
          for (const c of callers) names.set(c.id, storedCallerName(c));
          restore(callers);
          unsubscribe = port.watch(record, { intervalMs: options.intervalMs ?? 1_000 });
        });
        // A failed listing leaves the history closed, so the next open() tries again.
        opening.catch(() => {
          opening = undefined;
        });
        return opening;
      },
      close() {
        unsubscribe?.();
        unsubscribe = undefined;
        opening = undefined;
      },
      cycleZoom() {
        const zoom = store.getState().zoom;
        store.setState({ zoom: HISTORY_ZOOMS[(HISTORY_ZOOMS.indexOf(zoom) + 1) % HISTORY_ZOOMS.length]! });
      },
    },
  };
}
