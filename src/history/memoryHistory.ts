// A history kept in memory for this run only: for tests, and where no state directory is given.
import type { HistoryPersistence, StoredSample } from './historyFile.js';

export function openMemoryHistory(): HistoryPersistence {
  const samples: StoredSample[] = [];
  return {
    path: undefined,
    load: (sinceMs) => samples.filter((s) => s.at >= sinceMs),
    append: (more) => void samples.push(...more),
  };
}
