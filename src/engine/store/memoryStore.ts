// The in-memory store: nothing survives the process (tests, demos, `--state :memory:`).
import { randomBytes } from 'node:crypto';
import type { EngineStore } from './types.js';

export function createMemoryStore(): EngineStore {
  return {
    location: 'memory',
    salt: randomBytes(32),
    attach() {},
    ready: () => Promise.resolve(),
    transaction: (body) => body(() => {}),
    refresh() {},
    reset() {},
    close() {},
  };
}
