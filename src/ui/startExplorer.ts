// The interactive part of the explorer, loaded by main.ts only once flags and the terminal check have passed:
// settings, services, then one Ink render with `exitOnCtrlC: false` and `patchConsole: false`. The one exit path:
// the shell calls `exit()`, Ink unmounts and restores the terminal (raw mode off, cursor shown), then services are
// closed and the exit code returned.

import { createElement } from 'react';
import { render } from 'ink';
import { systemClock, type Clock } from '../domain/clock.js';
import { createContextSwitcher } from './context/contextSwitcher.js';
import { createServices, type ClosableServices } from '../compose/select.js';
import { loadSettings } from '../settings/settings.js';
import type { Settings } from '../settings/types.js';
import { ExplorerApp, createExplorerInstance, prefetchInitialScreen, type ExplorerOptions } from './App.js';
import type { ExplorerArgs } from './args.js';
import { commandFlagsFor } from './commandContext.js';
import { openHistoryFile } from '../history/historyFile.js';
import { printStartupTrace, startupMark } from './startupTrace.js';
import { terminalAlertWriter } from './terminalAlert.js';
import { DISABLE_MOUSE, ENABLE_MOUSE } from './mouse/sgrMouse.js';

const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h';
const LEAVE_ALTERNATE_SCREEN = '\u001B[?1049l';
const SHOW_CURSOR = '\u001B[?25h';
const HIDE_CURSOR = '\u001B[?25l';
const CURSOR_HOME = '\u001B[H';

/**
 * Ctrl+Z, as vim and less do it: the terminal is given back as it was (main screen, cursor shown, raw mode off), the
 * process group is stopped (so a wrapper such as npx stops too and the shell gets its prompt back), and once the
 * shell continues it (`fg`) the terminal is taken back and the caller redraws. The stop happens inside `kill`: with
 * no SIGTSTP listener the default action applies before the call returns. Where the group is orphaned (no shell
 * doing job control above it) the signal is discarded and the explorer simply comes back at once.
 */
function suspender(streams: ExplorerStreams, mouse: () => boolean): () => boolean {
  return () => {
    if (process.platform === 'win32') return false;
    const wasRaw = streams.stdin.isTTY && streams.stdin.isRaw;
    // The shell gets the terminal without mouse reporting (it would print the reports as text) and the explorer
    // takes it back on `fg`.
    const reporting = mouse();
    streams.stdout.write((reporting ? DISABLE_MOUSE : '') + LEAVE_ALTERNATE_SCREEN + SHOW_CURSOR);
    if (wasRaw) streams.stdin.setRawMode(false);
    try {
      process.kill(0, 'SIGTSTP');
    } finally {
      if (wasRaw) streams.stdin.setRawMode(true);
      streams.stdout.write(ENTER_ALTERNATE_SCREEN + CURSOR_HOME + HIDE_CURSOR + (reporting ? ENABLE_MOUSE : ''));
      // The terminal may have been resized while stopped (SIGWINCH goes to the foreground group only): Node reads
      // the size again and emits 'resize' if it changed, and Ink lays the frame out for it.
      (streams.stdout as { _refreshSize?: () => void })._refreshSize?.();
    }
    return true;
  };
}

export interface ExplorerStreams {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/**
 * GitHub mode for the rate-limit screen. The backend finds the host (GH_HOST when no --github-url) and the tokens
 * (the host's variables as gh reads them, then `gh auth token`) itself; no token passes through here.
 */
function githubOptions(args: ExplorerArgs): { github?: boolean; githubUrl?: string } {
  if (args.github !== true && args.githubUrl === undefined) return {};
  return { github: true, ...(args.githubUrl !== undefined ? { githubUrl: args.githubUrl } : {}) };
}

/** The read and connect timeouts, as command mode has them: the flag, else the setting (default 60 s; 0 = none). */
export function timeoutOptions(
  args: Pick<ExplorerArgs, 'readTimeoutSeconds' | 'connectTimeoutSeconds'>,
  settings: Pick<Settings, 'readTimeoutSeconds' | 'connectTimeoutSeconds'>,
): { readTimeoutMs: number; connectTimeoutMs: number } {
  return {
    readTimeoutMs: (args.readTimeoutSeconds ?? settings.readTimeoutSeconds) * 1000,
    connectTimeoutMs: (args.connectTimeoutSeconds ?? settings.connectTimeoutSeconds) * 1000,
  };
}

/** What the explorer's flags set of the app's options (the rest comes from settings and services). */
export function optionsFromFlags(
  args: ExplorerArgs,
): Pick<ExplorerOptions, 'alerts' | 'initialScreen' | 'openCollaboration'> {
  return {
    ...(args.noAlerts === true ? { alerts: false } : {}),
    ...(args.screen !== undefined ? { initialScreen: args.screen } : {}),
    ...(args.openCollaboration !== undefined ? { openCollaboration: args.openCollaboration } : {}),
  };
}

/** The services the flags (or the flags as `:profile`, `:region` and `:endpoint` changed them) select. */
async function servicesFor(args: ExplorerArgs, settings: Settings, clock: Clock): Promise<ClosableServices> {
  const services = await createServices({
    clock,
    backend: args.backend ?? settings.defaultBackend,
    ...(args.dataPath !== undefined ? { dataPath: args.dataPath } : {}),
    ...(args.statePath !== undefined ? { state: args.statePath } : {}),
    ...(args.region !== undefined ? { region: args.region } : {}),
    ...(args.profile !== undefined ? { profile: args.profile } : {}),
    ...(args.endpointUrl !== undefined ? { endpointUrl: args.endpointUrl } : {}),
    ...(args.noSignRequest === true ? { noSignRequest: true } : {}),
    ...(args.caBundle !== undefined ? { caBundle: args.caBundle } : {}),
    ...(args.noVerifySsl === true ? { verifySsl: false } : {}),
    ...timeoutOptions(args, settings),
    ...githubOptions(args),
  });
  // The flags `C` and `A` add to a copied command, so it reads the same backend and dataset.
  services.backend = { ...services.backend, commandFlags: commandFlagsFor(args, services.backend) };
  return services;
}

/** The AWS config files are read only when `:profile` or `:region` first completes (the engine path skips them). */
async function loadProfilesLazily(
  env: Readonly<Record<string, string | undefined>>,
): Promise<Record<string, { region?: string }>> {
  const { loadProfileRegions } = await import('../service/awsSettings/profileNames.js');
  return loadProfileRegions(env);
}

/** What the start asks of the run (dist/start.js, from the explorer's code-cached copy). */
export interface ExplorerHooks {
  /**
   * Called once the first frame is on the screen and the mount effects have run, off the first frame's path: the
   * code-cached copy then writes its cache (codeCache/bundle.ts), so that it holds what the start compiled.
   */
  afterFirstFrame?: () => void;
}

/** How long after the first frame `afterFirstFrame` runs: the mount effects and the first data's render are done. */
const AFTER_FIRST_FRAME_MS = 100;

export async function startExplorer(
  args: ExplorerArgs,
  streams: ExplorerStreams,
  hooks: ExplorerHooks = {},
): Promise<number> {
  const settings = loadSettings(args.configDir !== undefined ? { directory: args.configDir } : {});
  startupMark('settings');
  // One clock for the services and the screens' countdowns.
  const clock = systemClock;
  let services: ClosableServices;
  try {
    services = await servicesFor(args, settings.api.get(), clock);
  } catch (error) {
    streams.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  // `:profile`, `:region` and `:endpoint` replace the services; the switcher closes the ones it replaces.
  const context = createContextSwitcher({
    args,
    services,
    open: (next) => servicesFor(next, settings.api.get(), clock),
    loadProfiles: () => loadProfilesLazily(process.env),
  });
  startupMark('services');
  // Mouse reporting (the `mouse` setting) only on a terminal; it is turned off on every way out: quit, a signal, a
  // crash (the finally below), an exit nothing else saw ('exit'), and while suspended.
  const mouseOn = settings.api.get().mouse && streams.stdout.isTTY === true;
  const historyWarnings: string[] = [];
  const history = openHistoryFile({ warn: (message) => historyWarnings.push(message) });
  const app = createExplorerInstance({
    services,
    settings: settings.api,
    startupWarnings: [...settings.warnings, ...historyWarnings],
    clock,
    history,
    terminalAlert: terminalAlertWriter(streams.stdout),
    suspend: suspender(streams, () => mouseOn),
    context,
    ...optionsFromFlags(args),
  });
  startupMark('instance');
  prefetchInitialScreen(app);
  await new Promise<void>((resolve) => setImmediate(resolve));
  startupMark('prefetched');
  // Raw mode before the alternate screen, not only once Ink's first input effect runs (~30 ms later): in between, a
  // Ctrl+C would be a signal, and SIGINT's default action ends the process on the alternate screen ('exit' does not
  // run on a signal), leaving the user's terminal there; Ctrl+Z would stop it there. As bytes they wait for Ink, and
  // the app quits or suspends through its own path.
  const turnedRawHere = streams.stdin.isTTY === true && !streams.stdin.isRaw;
  if (turnedRawHere) streams.stdin.setRawMode(true);
  // The alternate screen buffer, as k9s, lazygit and htop use: quitting gives back the terminal as it was.
  streams.stdout.write(ENTER_ALTERNATE_SCREEN + (mouseOn ? ENABLE_MOUSE : ''));
  const leaveAlternateScreen = (): void => {
    streams.stdout.write((mouseOn ? DISABLE_MOUSE : '') + LEAVE_ALTERNATE_SCREEN);
  };
  process.once('exit', leaveAlternateScreen);
  const instance = render(
    createElement(ExplorerApp, { instance: app }),
    // maxFps 60: a keypress that lands inside the render throttle's window waits at most ~16 ms for its frame.
    {
      stdin: streams.stdin,
      stdout: streams.stdout,
      stderr: streams.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
      maxFps: 60,
      // Without the flag Ink reads INK_SCREEN_READER=true itself.
      ...(args.screenReader === true ? { isScreenReaderEnabled: true } : {}),
    },
  );
  startupMark('rendered');
  const { afterFirstFrame } = hooks;
  // unref: a run that quits sooner simply writes no cache.
  if (afterFirstFrame !== undefined) setTimeout(afterFirstFrame, AFTER_FIRST_FRAME_MS).unref();
  // SIGTERM/SIGHUP end the app through the same exit path (unmount restores the terminal).
  const onSignal = (): void => instance.unmount();
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  // An error nothing caught (a timer's, a promise's) ends the app through the same path, so that its message is
  // printed once the alternate screen is left: printed there, leaving it would wipe it.
  let fatal: unknown;
  const onFatal = (error: unknown): void => {
    fatal ??= error;
    instance.unmount();
  };
  process.on('uncaughtException', onFatal);
  process.on('unhandledRejection', onFatal);
  try {
    await instance.waitUntilExit();
  } catch (error) {
    fatal ??= error;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    process.off('uncaughtException', onFatal);
    process.off('unhandledRejection', onFatal);
    process.off('exit', leaveAlternateScreen);
    leaveAlternateScreen();
    // Ink turns raw mode off when it unmounts, if it turned it on; a render that failed before that leaves ours.
    if (turnedRawHere && streams.stdin.isRaw) streams.stdin.setRawMode(false);
    // Stops the rate-limit feed and destroys the AWS SDK clients, so no socket keeps the process alive.
    context.close();
    await settings.api.flush?.();
    printStartupTrace(streams.stderr);
  }
  if (fatal === undefined) return 0;
  streams.stderr.write(`switchyard: ${fatal instanceof Error ? fatal.message : String(fatal)}\n`);
  return 1;
}
