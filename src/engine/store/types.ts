// What the engine persists: one event per write (a created authorization, and whatever later writes add), kept by an
// EngineStore. Every engine write goes through EngineStore.transaction, so a store sees all of them.

/** One persisted write. `type` names it (`appAuthorization.created`, ...); the rest is the event's JSON data. */
export interface StoredEvent {
  type: string;
  [field: string]: unknown;
}

export interface EngineStore {
  /** Where the store lives, for messages (`memory` for the in-memory store). */
  readonly location: string;
  /**
   * Applies every stored event through `apply` (the engine replaying its history at start), and remembers `apply`
   * for the events other processes append later. Throws StateStoreError, having applied nothing, if the store is
   * damaged. `onReset` runs when another process resets the store (before the events written after the reset).
   */
  attach(apply: (event: StoredEvent) => void, hooks?: { onReset?: () => void }): void;
  /**
   * Resolves when a write can start without waiting for another process's lock (or that process is found dead),
   * waiting with timers: the event loop is never blocked on a lock.
   */
  ready(): Promise<void>;
  /**
   * Runs one engine write: takes the store's lock, applies what other processes appended since, runs `body`, then
   * appends the events `body` recorded and makes them durable before returning. Nothing is written if `body` throws.
   */
  transaction<T>(body: (record: (event: StoredEvent) => void) => T): T;
  /**
   * Applies what other processes appended since this one last read or wrote, so a read sees their writes (an
   * authorization created by a command is listed by an explorer already open). Costs one fstat when nothing changed.
   */
  refresh(): void;
  /** Forgets every event (the emulator's reset). */
  reset(): void;
  close(): void;
}

export class StateStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateStoreError';
  }
}

/** The store's file or directory cannot be created or opened (permissions, a read-only disk): nothing is damaged. */
export class StateLocationError extends StateStoreError {
  constructor(message: string) {
    super(message);
    this.name = 'StateLocationError';
  }
}
