// The command-mode flags that select the backend and the dataset the explorer runs on, for the commands `C` and `A`
// copy: run as copied, a command reads what the screen shows (the same endpoint, Region, profile and signing, or the
// same dataset file), from any directory (paths are made absolute).

import { resolve } from 'node:path';
import type { BackendInfo } from '../service/ports.js';
import type { ExplorerArgs } from './args.js';

const MEMORY_STATE = ':memory:';

export function commandFlagsFor(args: ExplorerArgs, backend: BackendInfo): string[] {
  const flags: string[] = [];
  if (backend.kind === 'engine') {
    if (args.dataPath !== undefined) flags.push('--data', resolve(args.dataPath));
    if (args.statePath !== undefined)
      flags.push('--state', args.statePath === MEMORY_STATE ? MEMORY_STATE : resolve(args.statePath));
    return flags;
  }
  if (args.endpointUrl !== undefined) flags.push('--endpoint-url', args.endpointUrl);
  // The Region always: command mode calls AWS only when an AWS option names it, and the explorer's may come from the
  // environment or the profile, which a later shell may not have.
  const region = args.region ?? backend.region;
  if (region !== undefined) flags.push('--region', region);
  if (args.profile !== undefined) flags.push('--profile', args.profile);
  if (args.noSignRequest === true) flags.push('--no-sign-request');
  if (args.caBundle !== undefined) flags.push('--ca-bundle', resolve(args.caBundle));
  if (args.noVerifySsl === true) flags.push('--no-verify-ssl');
  return flags;
}
