// Entry of the explorer: flags and the interactive-terminal check first (cheap, no Ink loaded, so `--help` and a
// refusal are immediate), then the interactive part in its own chunk.

import { ArgsError, EXPLORER_USAGE, parseExplorerArgs, type ExplorerArgs } from './args.js';
import type { ExplorerHooks, ExplorerStreams } from './startExplorer.js';
import { startupMark } from './startupTrace.js';
import { importWithoutFetch } from './withoutFetch.js';

function interactiveProblem(streams: ExplorerStreams): string | undefined {
  if (streams.stdin.isTTY !== true) return 'stdin is not a terminal';
  if (streams.stdout.isTTY !== true) return 'stdout is not a terminal';
  return undefined;
}

export async function runExplorer(
  argv: string[],
  streams: ExplorerStreams = process,
  hooks: ExplorerHooks = {},
): Promise<number> {
  let args: ExplorerArgs;
  try {
    args = parseExplorerArgs(argv);
  } catch (error) {
    if (error instanceof ArgsError) {
      streams.stderr.write(`switchyard: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    streams.stdout.write(`${EXPLORER_USAGE}\n`);
    return 0;
  }
  const problem = interactiveProblem(streams);
  if (problem !== undefined) {
    streams.stderr.write(
      `switchyard: the explorer needs an interactive terminal (${problem}).\n` +
        'For scripts and pipes use command mode, e.g. `switchyard cleanrooms list-members --collaboration-identifier ID`; see `switchyard help`.\n',
    );
    return 2;
  }
  startupMark('checked');
  // NO_COLOR (no-color.org) and --no-color win over FORCE_COLOR: Ink's colour library reads FORCE_COLOR once, when
  // the interactive chunk loads, so it is set before that.
  if (args.noColor === true || (process.env.NO_COLOR ?? '') !== '') process.env.FORCE_COLOR = '0';
  const { startExplorer } = await importWithoutFetch(() => import('./startExplorer.js'));
  startupMark('loaded');
  return startExplorer(args, streams, hooks);
}
