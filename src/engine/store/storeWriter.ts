// One write path for an engine part that keeps records in the state store: a change runs as one store transaction,
// and every event recorded during it goes into that transaction. Recording outside a change is a programming error.
import { internalError } from '../errors.js';
import type { EngineStore, StoredEvent } from './types.js';

export class StoreWriter {
  private persist: ((event: StoredEvent) => void) | undefined;

  /** `store` is read when a change runs (parts assign theirs in the constructor); `service` names it in errors. */
  constructor(
    private readonly store: () => EngineStore,
    private readonly service: Parameters<typeof internalError>[0],
    private readonly what: string,
  ) {}

  /**
   * Runs one change as a store transaction, once no other process holds the store's lock (waited for without
   * blocking the event loop). `body` runs synchronously under the lock: nothing interleaves between its checks and
   * its writes.
   */
  async run<T>(body: () => T): Promise<T> {
    await this.store().ready();
    return this.store().transaction((persist) => {
      this.persist = persist;
      try {
        return body();
      } finally {
        this.persist = undefined;
      }
    });
  }

  /** Before a read: applies the writes other processes made since. */
  catchUp(): void {
    this.store().refresh();
  }

  record(event: StoredEvent): void {
    if (this.persist === undefined) throw internalError(this.service, `${this.what} changed outside a write`);
    this.persist(event);
  }
}
