// Builds the Services a command calls. The embedded engine by default (demo dataset); the AWS backends (the real
// services, or any endpoint speaking their wire protocol such as `switchyard serve`) when --endpoint-url, --profile,
// --region or --no-sign-request ask for AWS. This is the one place in command mode that knows how backends are
// composed. Each backend is imported lazily: the engine
// path never loads the AWS SDK.

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
export function wantsAws(globals: CommandGlobals): boolean {
  return (
    globals.endpointUrl !== undefined ||
    globals.profile !== undefined ||
    globals.region !== undefined ||
    globals.noSignRequest ||
    Object.keys(globals.aws?.endpoints ?? {}).length > 0
  );
}

export async function createCommandServices(globals: CommandGlobals): Promise<CommandServices> {
  if (wantsAws(globals)) {
    if (globals.dataPath !== undefined)
      throw new BackendUnavailableError('--data selects the engine; it cannot be combined with the AWS options');
    if (globals.statePath !== undefined)
      throw new BackendUnavailableError("--state is the embedded engine's; it cannot be combined with the AWS options");
    // The SDK warns on every run that it will require Node 22 from 2027; the project targets Node 20, so in command
    // mode that notice is shown with --debug only, and does not clutter the stderr that scripts read for errors.
    if (!globals.debug) process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const { createAwsServices, awsBackendOptions } = await import('../backends/aws/index.js');
    const aws = await createAwsServices(
      awsBackendOptions({ ...globals, ...(globals.aws !== undefined ? { settings: globals.aws } : {}) }),
    );
    const { destroy, ...ports } = aws;
    return { services: ports, dispose: destroy };
  }
  const { createEngineServices } = await import('../service/select.js');
  // Stable page tokens: a NextToken printed by one run resumes in the next run on the same dataset.
  const services = await createEngineServices({
    stablePageTokens: true,
    ...(globals.dataPath !== undefined ? { dataPath: globals.dataPath } : {}),
    ...(globals.statePath !== undefined ? { state: globals.statePath } : {}),
  });
  return { services, dispose: () => services.rateLimits.close() };
}
