// A hand-driven RateLimitsPort for store and screen tests: the test pushes snapshots and events and reads what the
// simulator was told. The real engine port is exercised by the screen tests.
import type {
  BucketSnapshot,
  CallerSnapshot,
  RateLimitCaller,
  RateLimitEvent,
  RateLimitsPort,
  SecondaryUsage,
  SimulatorControl,
  SimulatorSettings,
  SimulatorState,
} from '../../src/service/rateLimitsPort.js';
import { ServiceError } from '../../src/domain/errors.js';

export const FAKE_CALLERS: RateLimitCaller[] = [
  { id: 'alice', label: 'user PAT · user 1 · alice · fp 1a2b3c4d', kind: 'user', fingerprint: '1a2b3c4d' },
  { id: 'ci', label: 'installation · 42 (25 repos) · ci · fp 9f8e7d6c', kind: 'installation', fingerprint: '9f8e7d6c' },
];

export function bucket(
  resource: BucketSnapshot['resource'],
  limit: number,
  used: number,
  reset: number,
  extra: Partial<BucketSnapshot> = {},
): BucketSnapshot {
  return {
    resource,
    limit,
    used,
    remaining: Math.max(0, limit - used),
    reset,
    window: resource === 'search' ? 'minute' : 'hour',
    estimated: false,
    ...extra,
  };
}

export function secondary(extra: Partial<SecondaryUsage> = {}): SecondaryUsage {
  const g = (limit: number, value = 0) => ({ value, limit, estimated: false });
  return {
    concurrency: g(100),
    restPointsPerMinute: { ...g(900), endpoint: null },
    graphqlPointsPerMinute: g(2000),
    contentPerMinute: g(80),
    contentPerHour: g(500),
    cpuMsPerMinute: g(90_000),
    graphqlCpuMsPerMinute: g(60_000),
    tokenRequestsPerHour: g(2000),
    ...extra,
  };
}

export function snapshotOf(
  callerId: string,
  at: number,
  buckets: BucketSnapshot[],
  sec: Partial<SecondaryUsage> = {},
): CallerSnapshot {
  return { callerId, at, buckets, secondary: secondary(sec) };
}

export class FakeRateLimitsPort implements RateLimitsPort {
  readonly mode = 'engine' as const;
  watchers = new Set<(s: CallerSnapshot[]) => void>();
  listeners = new Set<(e: RateLimitEvent) => void>();
  simListeners = new Set<(s: SimulatorState) => void>();
  closed = false;
  sim: SimulatorState = {
    running: false,
    ratePerSecond: 10,
    mix: { reads: 60, writes: 10, contentCreation: 5, search: 10, graphql: 10, graphqlMutations: 5, bursts: 0 },
    callerIds: ['alice'],
    maxRetries: 3,
    burstSize: 20,
    stats: { sent: 0, allowed: 0, primaryLimited: 0, secondaryLimited: 0, retriesScheduled: 0, gaveUp: 0, heldBack: 0 },
  };
  readonly simulator: SimulatorControl;

  constructor(
    readonly callers: RateLimitCaller[] = FAKE_CALLERS,
    readonly snapshots: Record<string, CallerSnapshot> = {},
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the simulator object's methods refer to the port
    const self = this;
    this.simulator = {
      getState: () => self.sim,
      start: () => self.setSim({ running: true }),
      stop: () => self.setSim({ running: false }),
      configure(settings: Partial<Omit<SimulatorSettings, 'running'>>) {
        if (settings.ratePerSecond !== undefined && settings.ratePerSecond > 500) {
          throw new ServiceError({
            name: 'ValidationException',
            service: 'github',
            httpStatus: 400,
            message: 'ratePerSecond must be at most 500',
          });
        }
        self.setSim(settings);
      },
      subscribe(listener) {
        self.simListeners.add(listener);
        return () => self.simListeners.delete(listener);
      },
    };
  }

  setSim(patch: Partial<SimulatorState>): void {
    this.sim = { ...this.sim, ...patch };
    for (const l of this.simListeners) l(this.sim);
  }

  async listCallers(): Promise<RateLimitCaller[]> {
    return this.callers;
  }
  async snapshot(callerId: string): Promise<CallerSnapshot> {
    const s = this.snapshots[callerId];
    if (!s)
      throw new ServiceError({
        name: 'ResourceNotFoundException',
        service: 'github',
        httpStatus: 404,
        message: `no caller ${callerId}`,
      });
    return s;
  }
  watch(listener: (s: CallerSnapshot[]) => void): () => void {
    this.watchers.add(listener);
    const first = Object.values(this.snapshots);
    if (first.length > 0) listener(first);
    return () => this.watchers.delete(listener);
  }
  subscribe(listener: (e: RateLimitEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emitSnapshots(snapshots: CallerSnapshot[]): void {
    for (const s of snapshots) this.snapshots[s.callerId] = s;
    for (const w of this.watchers) w(snapshots);
  }
  emitEvent(event: RateLimitEvent): void {
    for (const l of this.listeners) l(event);
  }
  close(): void {
    this.closed = true;
  }
}

/** A timer the test advances by hand, so batching is observable without sleeping. */
export class ManualTimer {
  private seq = 0;
  private tasks = new Map<number, { at: number; fn: () => void }>();
  now = 0;
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.tasks.set(id, { at: this.now + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown): void => {
    this.tasks.delete(handle as number);
  };
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.tasks.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
  }
  get pending(): number {
    return this.tasks.size;
  }
}
