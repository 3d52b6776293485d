// `switchyard/emulator`: start the emulator from a test, in-process, without spawning the CLI. The same composition
// as `switchyard serve` (src/server/emulator.ts); the control plane's operations are methods here.
import { createEmulatorBackend } from '../service/select.js';
import { createEmulator, type Emulator } from '../server/emulator.js';
import { ControlError } from '../server/control/controlError.js';
import { clockRangeProblem, parseRfc3339 } from '../domain/clockBounds.js';
import { controlTokenRequired, generateControlToken } from '../server/control/controlToken.js';
import type { ActiveFault, RequestRecord, RunningEmulator, StartEmulator } from './types.js';

export type * from './types.js';

export const startEmulator: StartEmulator = async (options = {}) => {
  const backend = await createEmulatorBackend({
    ...(options.data !== undefined ? { data: options.data } : {}),
    ...(options.state !== undefined ? { state: options.state } : {}),
  });
  let url: string;
  let emulator: Emulator;
  const host = options.host ?? '127.0.0.1';
  const controlToken = options.controlToken ?? (controlTokenRequired(host, false) ? generateControlToken() : undefined);
  try {
    emulator = createEmulator({
      backend,
      verifySigv4: options.verifySigV4 ?? false,
      ...(controlToken !== undefined ? { controlToken } : {}),
    });
    ({ url } = await emulator.server.listen(options.port ?? 0, host));
  } catch (error) {
    backend.close();
    throw error;
  }
  const running: RunningEmulator = {
    url,
    ...(controlToken !== undefined ? { controlToken } : {}),
    reset: () => emulator.reset(),
    advanceClock(seconds) {
      if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        throw new TypeError('advanceClock: seconds must be a finite number');
      const problem = clockRangeProblem(emulator.clock.now() + seconds * 1000);
      if (problem !== undefined) throw new RangeError(`advanceClock: ${problem}`);
      emulator.clock.advance(seconds * 1000);
    },
    setClock(date) {
      const ms =
        date instanceof Date
          ? date.getTime()
          : typeof date === 'number'
            ? date
            : typeof date === 'string'
              ? (parseRfc3339(date) ?? Number.NaN)
              : Number.NaN;
      if (!Number.isFinite(ms))
        throw new TypeError('setClock: date must be a Date, an existing RFC 3339 date-time or epoch ms');
      const problem = clockRangeProblem(ms);
      if (problem !== undefined) throw new RangeError(`setClock: ${problem}`);
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
      backend.close();
    },
  };
  return running;
};
