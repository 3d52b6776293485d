// The explorer's call log: every call made through the ports, newest last, bounded (the oldest go first), with the
// parameters already masked by whoever records them (operations/recordCalls.ts). Listeners are told of each entry,
// so a view of it redraws while open and costs nothing while closed.

/** How one call ended. */
export type CallOutcome =
  { status: 'ok' } | { status: 'error'; name: string; httpStatus?: number; message: string } | { status: 'cancelled' };

export interface CallLogEntry {
  /** 1, 2, ... in the order the calls started. */
  seq: number;
  /** When it started (ms since the epoch). */
  at: number;
  /** `cleanrooms`, `appflow`, `appfabric`. */
  service: string;
  /** The operation as the service names it: `ListMembers`. */
  operation: string;
  /** The input as sent, secrets masked (`***`). */
  params: unknown;
  durationMs: number;
  outcome: CallOutcome;
  /** Retries the backend made within the call (the AWS SDK's own attempts after the first); 0 on the engine. */
  retries: number;
}

/** The last calls kept by default: enough for a session's browsing, small enough to forget. */
export const CALL_LOG_CAPACITY = 1000;

export class CallLog {
  private items: CallLogEntry[] = [];
  private seq = 0;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(readonly capacity = CALL_LOG_CAPACITY) {}

  /** The next sequence number, taken when a call starts. */
  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  add(entry: CallLogEntry): void {
    this.items = [...this.items.slice(Math.max(0, this.items.length - this.capacity + 1)), entry];
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** Oldest first. */
  entries(): readonly CallLogEntry[] {
    return this.items;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;
}
