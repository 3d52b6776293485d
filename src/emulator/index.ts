// `switchyard/emulator`: start the emulator from a test, in-process, without spawning the CLI. The same composition
// as `switchyard serve` (src/server/emulator.ts); the control plane's operations are methods here.
import {
  createJournalStore,
  createMemoryStore,
  demoDataset,
  loadDataset,
  loadDatasetFile,
  type Dataset,
} from '../engine/index.js';
import { createEmulator } from '../server/emulator.js';
import { ControlError } from '../server/control/controlError.js';
import type { ActiveFault, RequestRecord, RunningEmulator, StartEmulator, StartEmulatorOptions } from './types.js';

export type * from './types.js';

async function datasetOf(data: StartEmulatorOptions['data']): Promise<Dataset> {
  if (data === undefined) return demoDataset();
  if (typeof data === 'string') return loadDatasetFile(data);
  return loadDataset(data, 'data');
}

export const startEmulator: StartEmulator = async (options = {}) => {
  const dataset = await datasetOf(options.data);
  const store = options.state === undefined ? createMemoryStore() : createJournalStore(options.state);
  const emulator = createEmulator({ dataset, verifySigv4: options.verifySigV4 ?? false, store });
  let url: string;
  try {
    ({ url } = await emulator.server.listen(options.port ?? 0, options.host ?? '127.0.0.1'));
  } catch (error) {
    store.close();
    throw error;
  }
  const running: RunningEmulator = {
    url,
    reset: () => emulator.reset(),
    advanceClock(seconds) {
      if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        throw new TypeError('advanceClock: seconds must be a finite number');
      emulator.clock.advance(seconds * 1000);
    },
    setClock(date) {
      const ms = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
      if (!Number.isFinite(ms)) throw new TypeError('setClock: date must be a Date, an RFC 3339 string or epoch ms');
      emulator.clock.set(ms);
    },
    injectFault(spec) {
      try {
        return emulator.faults.add(spec) as ActiveFault;
      } catch (error) {
        if (error instanceof ControlError) throw new TypeError(`injectFault: ${error.message}`, { cause: error });
        throw error;
      }
    },
    requests: () => emulator.requests.entries() as RequestRecord[],
    async close() {
      await emulator.server.close();
      store.close();
    },
  };
  return running;
};
