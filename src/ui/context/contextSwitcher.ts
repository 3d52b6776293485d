// `:profile NAME`, `:region NAME` and `:endpoint URL`: the explorer's flags with one changed, the services they
// select opened through the composition root as at start-up, and the old ones closed once the new ones are up. A
// change that cannot apply (unknown profile, malformed URL, unknown Region, no credentials) throws with its reason and
// leaves the current services as they were.

import type { ClosableServices } from '../../compose/select.js';
import type { ExplorerArgs } from '../args.js';
import {
  NO_CHOICES,
  NO_ENDPOINT_WORDS,
  contextChangeProblem,
  contextChoicesOf,
  type ContextChange,
  type ContextChoices,
} from './contextChoices.js';

export interface ContextSwitcher {
  /** The profiles and Regions to complete from, as last read (none before the first read). */
  choices(): ContextChoices;
  /** Reads the AWS config files again (they may have changed since start). */
  refreshChoices(): Promise<ContextChoices>;
  /**
   * The services of the changed context; the previous ones are closed. Throws, changing nothing, when it cannot or
   * when `signal` aborts first (Ctrl+C while the new backend opens: the new services are closed again).
   */
  switchTo(change: ContextChange, signal?: AbortSignal): Promise<ClosableServices>;
  /** Closes the services in use. */
  close(): void;
}

export function changedArgs(args: ExplorerArgs, change: ContextChange): ExplorerArgs {
  if (change.field === 'profile') return { ...args, profile: change.value };
  if (change.field === 'region') return { ...args, region: change.value };
  if (NO_ENDPOINT_WORDS.includes(change.value)) {
    const { endpointUrl: _dropped, ...rest } = args;
    return rest;
  }
  return { ...args, backend: 'aws', endpointUrl: change.value };
}

export function createContextSwitcher(deps: {
  args: ExplorerArgs;
  services: ClosableServices;
  open: (args: ExplorerArgs) => Promise<ClosableServices>;
  /** The profiles of the AWS config files with their Regions. */
  loadProfiles: () => Promise<Readonly<Record<string, { region?: string }>>>;
}): ContextSwitcher {
  let args = deps.args;
  let current = deps.services;
  let choices = NO_CHOICES;
  const refreshChoices = async (): Promise<ContextChoices> => {
    try {
      choices = contextChoicesOf(await deps.loadProfiles());
    } catch {
      // A config file that cannot be parsed: no profiles to offer; switching to one then names the rule.
      choices = NO_CHOICES;
    }
    return choices;
  };
  return {
    choices: () => choices,
    refreshChoices,
    async switchTo(change, signal) {
      const problem = contextChangeProblem(change, await refreshChoices(), current.backend.kind);
      if (problem !== undefined) throw new Error(problem);
      const next = changedArgs(args, change);
      const opened = await deps.open(next);
      if (signal?.aborted === true) {
        opened.close();
        throw signal.reason;
      }
      const previous = current;
      current = opened;
      args = next;
      previous.close();
      return opened;
    },
    close: () => current.close(),
  };
}
