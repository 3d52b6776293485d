// Where the embedded engine keeps what users create: a journal per dataset under $XDG_STATE_HOME/switchyard/
// (~/.local/state/switchyard/ without it), a path given with --state, or nowhere with --state :memory:.
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The --state value that keeps the engine's writes in memory only. */
export const MEMORY_STATE = ':memory:';

/**
 * $XDG_STATE_HOME/switchyard/, else ~/.local/state/switchyard/ (an empty variable counts as unset, as the XDG spec
 * says). The one place both the engine's journals and the lasting rate-limit history (history/historyFile.ts) are
 * kept, so they never land apart.
 */
export function defaultStateDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_STATE_HOME !== undefined && env.XDG_STATE_HOME !== ''
      ? env.XDG_STATE_HOME
      : join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'switchyard');
}

/**
 * One journal per dataset: records created over one dataset do not appear over another. The demo dataset has its
 * own; a dataset file is told apart by a digest of its contents.
 */
export function defaultStatePath(dataset: { identity?: string }, env: NodeJS.ProcessEnv = process.env): string {
  const name =
    dataset.identity === undefined || dataset.identity.startsWith('switchyard-demo-dataset')
      ? 'demo'
      : `data-${createHash('sha256').update(dataset.identity).digest('hex').slice(0, 16)}`;
  return join(defaultStateDirectory(env), `${name}.journal`);
}
