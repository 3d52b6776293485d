// `switchyard-cli/emulator`: start the emulator from a test, in-process, without spawning the CLI. The same composition
// as `switchyard serve` (src/server/emulator.ts); the control plane's operations are methods here.
import { createEmulatorBackend } from '../compose/select.js';
import { createEmulator, type Emulator } from '../server/emulator.js';
import { ControlError } from '../server/control/controlError.js';
import { checkClockRange, clockMs, pemText } from './options.js';
import type { RequestLogEntry } from '../server/control/requestLog.js';
import { controlTokenRequired, generateControlToken } from '../server/control/controlToken.js';
import type { ActiveFault, RequestRecord, RunningEmulator, StartEmulator } from './types.js';

export type * from './types.js';

// The request log's entries are handed out as they are: the public RequestRecord must be the same shape. types.ts
// imports nothing (the build copies it as the package's declarations), so the shape is written there and in
// server/control/requestLog.ts, and this line stops the build when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _recordIsLogEntry: Same<RequestRecord, RequestLogEntry> = true;

export const startEmulator: StartEmulator = async (options = {}) => {
  const tls =
    options.tls === undefined
      ? undefined
      : { cert: pemText(options.tls.cert, 'tls.cert'), key: pemText(options.tls.key, 'tls.key') };
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
      ...(tls !== undefined ? { tls } : {}),
      ...(controlToken !== undefined ? { controlToken } : {}),
    });
    ({ url } = await emulator.server.listen(options.port ?? 0, host));
  } catch (error) {
    backend.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await emulator.server.close();
      backend.close();
    })();
    return closing;
  };
  const running: RunningEmulator = {
    url,
    ...(controlToken !== undefined ? { controlToken } : {}),
    reset: () => emulator.reset(),
    advanceClock(seconds) {
      if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        throw new TypeError('advanceClock: seconds must be a finite number');
      checkClockRange(emulator.clock.now() + seconds * 1000, 'advanceClock');
      emulator.clock.advance(seconds * 1000);
    },
    setClock(date) {
      emulator.clock.set(clockMs(date, 'setClock'));
    },
    freezeClock: () => emulator.clock.freeze(true),
    unfreezeClock: () => emulator.clock.freeze(false),
    clock() {
      const { now, frozen } = emulator.clock.state();
      return { now: new Date(now * 1000), frozen };
    },
    injectFault(spec) {
      try {
        return emulator.faults.add(spec) as ActiveFault;
      } catch (error) {
        if (error instanceof ControlError)
          throw new TypeError(`injectFault: ${error.message}`, {
            cause: error,
          });
        throw error;
      }
    },
    listFaults: () => emulator.faults.list() as ActiveFault[],
    clearFaults: () => emulator.faults.clear(),
    requests: () => emulator.requests.entries(),
    loadState: (data) => emulator.loadState(data),
    dumpState: () => emulator.dumpState(),
    seed(seed) {
      if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
        throw new TypeError('seed: seed must be an integer from 0 to 4294967295');
      emulator.seed(seed);
    },
    close,
    [Symbol.asyncDispose]: close,
  };
  return running;
};
