// Entry of the explorer: flags, the interactive-terminal check, settings, services, then one Ink render with
// `exitOnCtrlC: false` and `patchConsole: false`. The one exit path: the shell calls `exit()`, Ink unmounts and
// restores the terminal (raw mode off, cursor shown), then services are closed and the exit code returned.

import { createElement } from 'react';
import { render } from 'ink';
import { createServices } from '../service/select.js';
import { loadSettings } from '../settings/settings.js';
import { ExplorerApp } from './App.js';
import { ArgsError, EXPLORER_USAGE, parseExplorerArgs, type ExplorerArgs } from './args.js';

export interface ExplorerStreams {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

function interactiveProblem(streams: ExplorerStreams): string | undefined {
  if (streams.stdin.isTTY !== true) return 'stdin is not a terminal';
  if (streams.stdout.isTTY !== true) return 'stdout is not a terminal';
  return undefined;
}

export async function runExplorer(argv: string[], streams: ExplorerStreams = process): Promise<number> {
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

  const settings = loadSettings(args.configDir !== undefined ? { directory: args.configDir } : {});
  let services;
  try {
    services = await createServices({
      backend: args.backend ?? settings.api.get().defaultBackend,
      ...(args.dataPath !== undefined ? { dataPath: args.dataPath } : {}),
      ...(args.region !== undefined ? { region: args.region } : {}),
      ...(args.profile !== undefined ? { profile: args.profile } : {}),
      ...(args.endpointUrl !== undefined ? { endpointUrl: args.endpointUrl } : {}),
    });
  } catch (error) {
    streams.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }

  const instance = render(
    createElement(ExplorerApp, {
      options: {
        services,
        settings: settings.api,
        startupWarnings: settings.warnings,
        ...(args.screen !== undefined ? { initialScreen: args.screen } : {}),
        ...(args.openCollaboration !== undefined ? { openCollaboration: args.openCollaboration } : {}),
      },
    }),
    { stdin: streams.stdin, stdout: streams.stdout, stderr: streams.stderr, exitOnCtrlC: false, patchConsole: false },
  );
  // SIGTERM/SIGHUP end the app through the same exit path (unmount restores the terminal).
  const onSignal = (): void => instance.unmount();
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  let code = 0;
  try {
    await instance.waitUntilExit();
  } catch (error) {
    streams.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    services.rateLimits.close();
  }
  return code;
}
