// Maps command mode's flags to backend options (`commandBackendOptions`) and takes the services from backend
// selection (compose/select.ts): the embedded engine by default (demo dataset); the AWS backends (the real services,
// or any endpoint speaking their wire protocol such as `switchyard serve`) when the flags or the resolved settings
// name AWS. select.ts is imported lazily, and loads only the backend asked for: the engine path never loads the AWS
// SDK.

import type { BackendKind } from '../service/ports.js';
import type { BackendOptions } from '../compose/select.js';
import type { CommandPorts } from './io.js';
import type { CommandGlobals } from './globals.js';

export class BackendUnavailableError extends Error {}

export interface CommandServices {
  services: CommandPorts;
  /** Releases sockets (AWS SDK clients), so the process can exit at once. */
  dispose(): void;
}

/**
 * AWS when an option names it (`--endpoint-url`, `--profile`, `--region`, `--no-sign-request`) or when the
 * environment or the profile configures an endpoint (AWS_ENDPOINT_URL..., `endpoint_url`, a `services` section):
 * a configured endpoint is where the user wants the call to go. Otherwise the embedded engine.
 */
export function commandBackend(globals: CommandGlobals): BackendKind {
  const aws =
    globals.endpointUrl !== undefined ||
    globals.profile !== undefined ||
    globals.region !== undefined ||
    globals.noSignRequest ||
    Object.keys(globals.aws?.endpoints ?? {}).length > 0;
  return aws ? 'aws' : 'engine';
}

/** The backend options of a command: the AWS flags and resolved settings, or the engine's dataset and journal. */
export function commandBackendOptions(globals: CommandGlobals): BackendOptions {
  if (commandBackend(globals) === 'aws') {
    if (globals.dataPath !== undefined)
      throw new BackendUnavailableError('--data selects the engine; it cannot be combined with the AWS options');
    if (globals.statePath !== undefined)
      throw new BackendUnavailableError("--state is the embedded engine's; it cannot be combined with the AWS options");
    return {
      backend: 'aws',
      ...(globals.region !== undefined ? { region: globals.region } : {}),
      ...(globals.profile !== undefined ? { profile: globals.profile } : {}),
      ...(globals.endpointUrl !== undefined ? { endpointUrl: globals.endpointUrl } : {}),
      ...(globals.noSignRequest ? { noSignRequest: true } : {}),
      ...(globals.aws !== undefined ? { awsSettings: globals.aws } : {}),
    };
  }
  return {
    backend: 'engine',
    // Stable page tokens: a NextToken printed by one run resumes in the next run on the same dataset.
    stablePageTokens: true,
    ...(globals.dataPath !== undefined ? { dataPath: globals.dataPath } : {}),
    ...(globals.statePath !== undefined ? { state: globals.statePath } : {}),
  };
}

export async function createCommandServices(globals: CommandGlobals): Promise<CommandServices> {
  const options = commandBackendOptions(globals);
  const { createOperationServices } = await import('../compose/select.js');
  const { close, ...services } = await createOperationServices(options);
  return { services, dispose: close };
}
