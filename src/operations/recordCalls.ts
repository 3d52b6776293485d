// Records every call made through the AWS-shaped ports in a CallLog: the operation as the service names it, the
// input with its secrets masked as command mode's --debug masks them (redact.ts), how long it took, how it ended and
// the retries the backend reported. The ports are wrapped, not the backends, so the engine and the AWS backends are
// recorded alike; the log never holds a response, only its outcome.

import type { Clock } from '../domain/clock.js';
import type { AwsPorts, CallOptions } from '../service/ports.js';
import type { CallLog, CallOutcome } from '../service/callLog.js';
import { ALL_OPERATIONS } from './index.js';
import type { AnyOperation } from './operation.js';
import { redact } from './redact.js';

type Method = (input: unknown, options?: CallOptions) => Promise<unknown>;

/** The same ports, every described operation recorded in `log`; other members pass through untouched. */
export function recordCalls<P extends AwsPorts>(ports: P, log: CallLog, clock: Clock): P {
  const wrapped = { ...ports };
  for (const name of ['appAuthorizations', 'members', 'connectorProfiles'] as const) {
    const operations = new Map(ALL_OPERATIONS.filter((o) => o.port === name).map((o) => [o.method, o]));
    (wrapped as AwsPorts)[name] = recordedPort(ports[name], operations, log, clock) as never;
  }
  return wrapped;
}

function recordedPort<T extends object>(
  port: T,
  operations: ReadonlyMap<string, AnyOperation>,
  log: CallLog,
  clock: Clock,
): T {
  const cache = new Map<string, Method>();
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      const operation = typeof property === 'string' ? operations.get(property) : undefined;
      if (operation === undefined || typeof value !== 'function') return value;
      let method = cache.get(operation.method);
      if (method === undefined) {
        method = recorded((value as Method).bind(target), operation, log, clock);
        cache.set(operation.method, method);
      }
      return method;
    },
  });
}

function recorded(call: Method, operation: AnyOperation, log: CallLog, clock: Clock): Method {
  return async (input, options) => {
    const seq = log.nextSeq();
    const at = clock.now();
    let attempts = 1;
    const settle = (outcome: CallOutcome): void =>
      log.add({
        seq,
        at,
        service: operation.service,
        operation: operation.operation,
        params: redact(operation.input, input ?? {}),
        durationMs: Math.max(0, clock.now() - at),
        outcome,
        retries: Math.max(0, attempts - 1),
      });
    const observed: CallOptions = {
      ...options,
      onAttempts: (n) => {
        attempts = n;
        options?.onAttempts?.(n);
      },
    };
    try {
      const output = await call(input, observed);
      settle({ status: 'ok' });
      return output;
    } catch (error) {
      settle(outcomeOf(error, options?.signal));
      throw error;
    }
  };
}

function outcomeOf(error: unknown, signal: AbortSignal | undefined): CallOutcome {
  if (signal?.aborted === true || (error instanceof Error && error.name === 'AbortError'))
    return { status: 'cancelled' };
  if (error instanceof Error) {
    const httpStatus = (error as { httpStatus?: unknown }).httpStatus;
    return {
      status: 'error',
      name: error.name,
      message: error.message,
      ...(typeof httpStatus === 'number' ? { httpStatus } : {}),
    };
  }
  return { status: 'error', name: 'Error', message: String(error) };
}
