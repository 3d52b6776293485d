// Calls a command's operation on the ports, with --debug logging and the read timeout as an AbortSignal.

import type { CallOptions } from '../service/ports.js';
import type { CommandPorts } from './io.js';
import type { CommandDef } from './command.js';
import { redact, type DebugLog } from './debug.js';

export type Caller = (input: Record<string, unknown>) => Promise<Record<string, unknown>>;

export function operationCaller(
  command: CommandDef,
  services: CommandPorts,
  debug: DebugLog,
  readTimeoutSeconds: number,
): Caller {
  return async (input) => {
    // The log lines are built only with --debug: redacting and serialising a large response costs real time.
    if (debug.enabled) {
      debug.log(
        `Calling ${command.service}.${command.operation} on ${services.backend.label} with params: ${JSON.stringify(redact(command.input, input))}`,
      );
    }
    const options: CallOptions =
      readTimeoutSeconds > 0 ? { signal: AbortSignal.timeout(readTimeoutSeconds * 1000) } : {};
    const started = Date.now();
    try {
      const response = (await command.call(services, input, options)) as Record<string, unknown>;
      if (debug.enabled) {
        debug.log(
          `Response of ${command.operation} after ${Date.now() - started} ms: ${JSON.stringify(redact(command.output, response))}`,
        );
      }
      return response;
    } catch (error) {
      if (debug.enabled)
        debug.log(`Error of ${command.operation} after ${Date.now() - started} ms: ${describe(error)}`);
      throw error;
    }
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const body = 'toBody' in error && typeof error.toBody === 'function' ? ` ${JSON.stringify(error.toBody())}` : '';
    return `${error.name}: ${error.message}${body}`;
  }
  return String(error);
}
