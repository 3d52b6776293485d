// Runs a command the way a user does: the shipped bundle (`node dist/cli.js ...`) in a child process, on the embedded
// engine with the demo dataset (each run starts from it; engine page tokens stay valid across runs). Only a test that
// must inject its own ports (a service that never answers, a prompt on a fake terminal) runs runCommand from src/
// in-process, through `runInProcess`.

import { PassThrough } from 'node:stream';
import { runCommand } from '../../../src/commands/main.js';
import { createEngine, demoDataset, DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../../src/engine/index.js';
import type { CommandPorts } from '../../../src/commands/io.js';
import { runBundle, type BundleRun } from '../../helpers/bundle.js';

export const RETAIL = DEMO_COLLABORATION_IDS.retail;
export const PHARMA = DEMO_COLLABORATION_IDS.pharma;
export const BUNDLE = DEMO_APP_BUNDLE_ARNS[0]!;
export const SECRET = 'sy-test-secret-7Hq2Zx';

/** `appfabric create-app-authorization` for an oauth2 SLACK authorization (the test secret) with a client token. */
export function createOauth2AuthorizationArgs(tenant: string, clientToken: string, extra: string[] = []): string[] {
  return [
    'appfabric',
    'create-app-authorization',
    '--app-bundle-identifier',
    BUNDLE,
    '--app',
    'SLACK',
    '--auth-type',
    'oauth2',
    '--credential',
    JSON.stringify({ oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } }),
    '--tenant',
    `tenantIdentifier=${tenant},tenantDisplayName=Tenant ${tenant}`,
    '--client-token',
    clientToken,
    ...extra,
  ];
}

export function engineServices(): CommandPorts {
  const engine = createEngine({ dataset: demoDataset() });
  return {
    backend: { kind: 'engine', label: 'engine (test)' },
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
  };
}

export type RunResult = BundleRun;

/** `node dist/cli.js ...argv`; `env` is the child's whole environment (empty by default), `stdin` is piped then closed. */
export function run(argv: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; stdin?: string } = {}) {
  return runBundle(argv, options);
}

/**
 * runCommand from src/ in this process: only for what a child process cannot be given or show (injected ports, the
 * process environment a run changes). `services` undefined builds them from the options, as the command line does.
 */
export async function runInProcess(
  argv: string[],
  services: CommandPorts | undefined,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCommand(argv, {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    stdin: new PassThrough(),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    ...(services === undefined ? {} : { services }),
  });
  return { code, stdout, stderr };
}
