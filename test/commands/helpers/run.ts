// Runs runCommand in-process against one shared engine (demo dataset) and captures stdout, stderr and the exit code.

import { PassThrough } from 'node:stream';
import { runCommand } from '../../../src/commands/main.js';
import { createEngine, demoDataset, DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../../src/engine/index.js';
import type { CommandPorts } from '../../../src/commands/io.js';

export const RETAIL = DEMO_COLLABORATION_IDS.retail;
export const PHARMA = DEMO_COLLABORATION_IDS.pharma;
export const BUNDLE = DEMO_APP_BUNDLE_ARNS[0]!;
export const SECRET = 'sy-test-secret-7Hq2Zx';

export function engineServices(): CommandPorts {
  const engine = createEngine({ dataset: demoDataset() });
  return {
    backend: { kind: 'engine', label: 'engine (test)' },
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
  };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `services: null` builds the services from the options, as the real command line does (AWS backends). */
export async function run(
  argv: string[],
  options: { services?: CommandPorts | null; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCommand(argv, {
    stdout: { write: (t) => void (stdout += t), isTTY: false },
    stderr: { write: (t) => void (stderr += t), isTTY: false },
    stdin: new PassThrough(),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    ...(options.services === null ? {} : { services: options.services ?? shared }),
  });
  return { code, stdout, stderr };
}

const shared = engineServices();
