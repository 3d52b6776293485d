// The in-memory store: nothing survives the process (tests, demos, `--state :memory:`).
import type { EngineStore } from './types.js';

export function createMemoryStore(): EngineStore {
  return {
    location: 'memory',
    attach() {},
    ready: () => Promise.resolve(),
    transaction: (body) => body(() => {}),
    refresh() {},
    reset() {},
    close() {},
  };
}
