// Calls a command's operation on the ports, with --debug logging and the read timeout as an AbortSignal.

import type { CallOptions } from '../service/ports.js';
import type { CommandPorts } from './io.js';
import type { CommandDef } from './command.js';
import { redact } from '../operations/redact.js';
import type { DebugLog } from './debug.js';

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
    } catch (caught) {
      const error = timeoutReason(options.signal) ?? caught;
      if (debug.enabled)
        debug.log(`Error of ${command.operation} after ${Date.now() - started} ms: ${describe(error)}`);
      throw error;
    }
  };
}

/**
 * The read timeout's own TimeoutError when it is what ended the call. HTTP clients report an aborted request in their
 * own words (node-fetch, under the AppFabric backend: an AbortError "The operation was aborted."), which would hide
 * that the timeout fired.
 */
function timeoutReason(signal: AbortSignal | undefined): Error | undefined {
  const reason: unknown = signal?.aborted ? signal.reason : undefined;
  return reason instanceof Error && reason.name === 'TimeoutError' ? reason : undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const body = 'toBody' in error && typeof error.toBody === 'function' ? ` ${JSON.stringify(error.toBody())}` : '';
    return `${error.name}: ${error.message}${body}`;
  }
  return String(error);
}
