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

export function wantsAws(globals: CommandGlobals): boolean {
  return (
    globals.endpointUrl !== undefined ||
    globals.profile !== undefined ||
    globals.region !== undefined ||
    globals.noSignRequest
  );
}

export async function createCommandServices(globals: CommandGlobals): Promise<CommandServices> {
  if (wantsAws(globals)) {
    if (globals.dataPath !== undefined)
      throw new BackendUnavailableError('--data selects the engine; it cannot be combined with the AWS options');
    // The SDK warns on every run that it will require Node 22 from 2027; the project targets Node 20, so in command
    // mode that notice is shown with --debug only, and does not clutter the stderr that scripts read for errors.
    if (!globals.debug) process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    // --no-verify-ssl: Node reads this variable at every TLS connection, so it reaches the SDK's own HTTPS agent;
    // Node prints its own warning that connections are then insecure (as the AWS CLI does).
    if (!globals.verifySsl) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const { createAwsServices, awsBackendOptions } = await import('../backends/aws/index.js');
    const aws = await createAwsServices(awsBackendOptions(globals));
    const { destroy, ...ports } = aws;
    return { services: ports, dispose: destroy };
  }
  const { createEngineServices } = await import('../service/select.js');
  // Stable page tokens: a NextToken printed by one run resumes in the next run on the same dataset.
  const services = await createEngineServices({
    stablePageTokens: true,
    ...(globals.dataPath !== undefined ? { dataPath: globals.dataPath } : {}),
  });
  return { services, dispose: () => services.rateLimits.close() };
}
