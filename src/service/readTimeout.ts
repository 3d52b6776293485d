// The explorer's read timeout (`--cli-read-timeout`, the settings' `readTimeoutSeconds`): every call on the AWS-shaped
// ports ends with a TimeoutError when no answer came within the time, as command mode's calls do (there through
// AbortSignal.timeout; here on the injected timers, so tests run on virtual time). The call's own signal (Ctrl+C)
// still aborts it; the timeout aborts the same call, and wins the race when a backend ignores the signal.

import type { Timers } from '../domain/timers.js';
import type { AwsPorts, CallOptions } from './ports.js';

/** What a call that timed out rejects with: named as AbortSignal.timeout's reason is, with the flag that sets it. */
export function readTimeoutError(timeoutMs: number): Error {
  const error = new Error(
    `Read timeout: no answer within ${timeoutMs / 1000} s (--cli-read-timeout or the setting readTimeoutSeconds)`,
  );
  error.name = 'TimeoutError';
  return error;
}

/** Wraps every method of a port: its last argument (CallOptions) gets a signal that the timeout aborts too. */
function withTimeout<P extends object>(port: P, timeoutMs: number, timers: Timers): P {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (input?: unknown, options?: CallOptions): Promise<unknown> => {
        const controller = new AbortController();
        const outer = options?.signal;
        const onOuterAbort = (): void => controller.abort(outer?.reason);
        if (outer?.aborted === true) controller.abort(outer.reason);
        else outer?.addEventListener('abort', onOuterAbort, { once: true });
        let handle: unknown;
        const timedOut = new Promise<never>((_, reject) => {
          handle = timers.setTimeout(() => {
            const error = readTimeoutError(timeoutMs);
            controller.abort(error);
            reject(error);
          }, timeoutMs);
        });
        timedOut.catch(() => undefined);
        const call = Promise.resolve().then(
          () =>
            (value as (i: unknown, o: CallOptions) => Promise<unknown>).call(target, input, {
              ...options,
              signal: controller.signal,
            }) as Promise<unknown>,
        );
        const settle = (): void => {
          timers.clearTimeout(handle);
          outer?.removeEventListener('abort', onOuterAbort);
        };
        return Promise.race([call, timedOut]).finally(settle);
      };
    },
  });
}

/** The AWS-shaped ports with the read timeout on every call; unchanged when `timeoutMs` is 0 (no timeout). */
export function withReadTimeout<S extends AwsPorts>(services: S, timeoutMs: number, timers: Timers): S {
  if (timeoutMs <= 0) return services;
  return {
    ...services,
    appAuthorizations: withTimeout(services.appAuthorizations, timeoutMs, timers),
    members: withTimeout(services.members, timeoutMs, timers),
    connectorProfiles: withTimeout(services.connectorProfiles, timeoutMs, timers),
  };
}
