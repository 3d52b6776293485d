// Builds the Services a command calls. The embedded engine by default (demo dataset, or --data FILE); the AWS
// backends when --endpoint-url, --profile, --region or --no-sign-request ask for AWS. This is the one place that
// knows how backends are composed, so switching to the coordinator's createServices is a change here only.

import { createEngine, demoDataset } from '../engine/index.js';
import type { Services } from '../service/ports.js';
import type { CommandGlobals } from './globals.js';

export class BackendUnavailableError extends Error {}

export function wantsAws(globals: CommandGlobals): boolean {
  return (
    globals.endpointUrl !== undefined || globals.profile !== undefined || globals.region !== undefined || globals.noSignRequest
  );
}

export async function createCommandServices(globals: CommandGlobals): Promise<Services> {
  if (wantsAws(globals)) {
    throw new BackendUnavailableError(
      'the AWS backends (--endpoint-url, --profile, --region, --no-sign-request) are not available in this build yet',
    );
  }
  if (globals.dataPath !== undefined) {
    throw new BackendUnavailableError('--data needs the dataset loader, which is not available in this build yet');
  }
  const engine = createEngine({ dataset: demoDataset() });
  return {
    backend: { kind: 'engine', label: 'engine (demo dataset)' },
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
    rateLimits: { listCallers: async () => [] },
  };
}
