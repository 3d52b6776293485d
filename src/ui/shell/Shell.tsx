// The shell: header, the active screen (or the help), status line, hint line (or the command line), all inside a
// frame one row shorter than the terminal, following resizes. It owns the global keys and
// the one exit path: a quit request from anywhere ends in `exit()` here, after which Ink restores the terminal.

import { useEffect, useMemo, useState } from 'react';
import { Box, useApp } from 'ink';
import { useDispatcher, useKeyDispatch } from '../keymap/KeymapContext.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import type { ScreenChrome, ScreenDefinition, ScreenId, ShellApi } from '../screenContract.js';
import type { Services } from '../../service/ports.js';
import type { SettingsApi } from '../../settings/types.js';
import type { Timers } from '../../domain/timers.js';
import type { ShellStore } from '../../state/shellStore.js';
import { CommandLineHints, CommandLineInput } from './CommandLineInput.js';
import { Header } from './Header.js';
import type { CallLog } from '../../service/callLog.js';
import { HintLine } from './HintLine.js';
import { useShell, useShellStore } from './ShellContext.js';
import { ShellBody } from './ShellBody.js';
import { confirmLines, StatusLine } from './StatusLine.js';
import { startupMark } from '../startupTrace.js';
import { useCommandLineRunner } from './useCommandLineRunner.js';
import { useGlobalCommands } from './useGlobalCommands.js';
import { useLiveCommands } from './useLiveCommands.js';
import { useShellMouse } from './useShellMouse.js';
import { MouseRowTargets, MouseRowsContext } from '../mouse/MouseRows.js';
import { NO_CHOICES, type ContextChange, type ContextChoices } from '../context/contextChoices.js';
import type { ContextSwitcher } from '../context/contextSwitcher.js';

/** Rows the shell itself takes: two header lines, the status line, the hint line. */
export const CHROME_ROWS = 4;

export interface ShellProps {
  screens: readonly ScreenDefinition[];
  states: ReadonlyMap<ScreenId, unknown>;
  services: Services;
  settings: SettingsApi;
  shellApi: ShellApi;
  timers: Timers;
  /** `:open <id>`: show the members of that collaboration. */
  onOpenCollaboration: (collaborationId: string) => void;
  /** Ctrl+Z (ExplorerOptions.suspend). */
  suspend?: () => boolean;
  /** Every call made through the ports (`L`, `:log`). */
  callLog: CallLog;
  /** `:profile`, `:region`, `:endpoint` (absent: they say they cannot apply here). */
  onSwitchContext?: (change: ContextChange) => void;
  /** The profiles and Regions they complete from (none when absent). */
  contextChoices?: Pick<ContextSwitcher, 'choices' | 'refreshChoices'>;
}

export function Shell({
  screens,
  states,
  services,
  settings,
  shellApi,
  timers,
  onOpenCollaboration,
  suspend,
  callLog,
  onSwitchContext,
  contextChoices,
}: ShellProps) {
  const { exit } = useApp();
  const store = useShellStore();
  const dispatcher = useDispatcher();
  const { columns, rows } = useTerminalSize();
  const screen = useShell((s) => s.screen);
  const overlay = useShell((s) => s.overlay);
  const screenTyping = useShell((s) => s.typing[s.screen] ?? false);
  const quitRequested = useShell((s) => s.quitRequested);
  const actions = store.getState().actions;

  const width = Math.max(20, columns);
  const frameHeight = Math.max(CHROME_ROWS + 1, rows - 1);
  const question = useShell((s) => (s.overlay === 'confirm' ? s.confirmQuestion : ''));
  // A question wider than the terminal wraps in the status line and takes its extra rows from the body.
  const questionRows = question === '' ? 1 : confirmLines(question, width).length;
  const bodyHeight = Math.max(1, frameHeight - CHROME_ROWS - (questionRows - 1));
  const typing = screenTyping || overlay === 'commandLine';

  useKeyDispatch(() => {
    const s = store.getState();
    return { scope: s.screen, typing: (s.typing[s.screen] ?? false) || s.overlay === 'commandLine' };
  });
  // Ink puts stdin in raw mode in useInput's effect, which runs in the same task as the first frame's commit (the
  // legacy root flushes effects synchronously), so keys typed once the first frame shows are read as keys.
  useEffect(() => startupMark('input-ready'), []);

  const ids = screens.map((s) => s.id);
  useGlobalCommands({ store, ids, overlay, suspend });
  const liveCommands = useLiveCommands(dispatcher, store);
  const mouseRows = useMemo(() => new MouseRowTargets(), []);
  useShellMouse({ store, dispatcher, screens, settings, width, rows: mouseRows });

  useEffect(() => {
    if (settings.get().lastScreen !== screen) settings.update({ lastScreen: screen });
  }, [settings, screen]);

  useEffect(() => {
    if (quitRequested) exit();
  }, [quitRequested, exit]);

  const chromes = useScreenChromes(store, ids);
  const runCommandLine = useCommandLineRunner({
    store,
    dispatcher,
    overlay,
    screens,
    states,
    shellApi,
    onOpenCollaboration,
    onSwitchContext,
  });
  const { choices, ready: choicesReady } = useContextChoices(contextChoices, overlay === 'commandLine');
  const closeOverlay = (): void => actions.closeOverlay();

  return (
    <Box flexDirection="column" width={width} height={frameHeight}>
      <Header screens={screens} backend={services.backend} width={width} />
      <MouseRowsContext.Provider value={mouseRows}>
        <ShellBody
          screen={screen}
          overlay={overlay}
          definition={screens.find((s) => s.id === screen)}
          states={states}
          chrome={chromes.get(screen) as ScreenChrome}
          services={services}
          settings={settings}
          shellApi={shellApi}
          callLog={callLog}
          liveCommands={liveCommands.current}
          width={width}
          height={bodyHeight}
          onCloseOverlay={closeOverlay}
        />
      </MouseRowsContext.Provider>
      {overlay === 'commandLine' ? (
        <CommandLineHints width={width} choices={choices} />
      ) : (
        <StatusLine width={width} timers={timers} />
      )}
      {overlay === 'commandLine' ? (
        <CommandLineInput
          width={width}
          onRun={runCommandLine}
          onClose={closeOverlay}
          choices={choices}
          choicesReady={choicesReady}
        />
      ) : (
        <HintLine width={width} scope={screen} typing={typing} />
      )}
    </Box>
  );
}

/**
 * The profiles and Regions `:profile` and `:region` complete from, read again each time the command line opens, and
 * whether they have been since (a Tab that comes first, in one write with `:profile d`, waits for them).
 */
function useContextChoices(
  source: Pick<ContextSwitcher, 'choices' | 'refreshChoices'> | undefined,
  open: boolean,
): { choices: ContextChoices; ready: boolean } {
  const [read, setRead] = useState<{ choices: ContextChoices; ready: boolean }>(() => ({
    choices: source?.choices() ?? NO_CHOICES,
    ready: false,
  }));
  useEffect(() => {
    if (!open || source === undefined) return;
    let live = true;
    setRead((r) => (r.ready ? { ...r, ready: false } : r));
    void source.refreshChoices().then((choices) => {
      if (live) setRead({ choices, ready: true });
    });
    return () => {
      live = false;
    };
  }, [open, source]);
  return { choices: read.choices, ready: source === undefined || read.ready };
}

/** What each screen declares to the shell (crumbs, typing, dirty), one stable object per screen. */
function useScreenChromes(store: ShellStore, ids: readonly ScreenId[]): ReadonlyMap<ScreenId, ScreenChrome> {
  const actions = store.getState().actions;
  return useMemo(() => {
    const map = new Map<ScreenId, ScreenChrome>();
    for (const id of ids) {
      map.set(id, {
        setCrumbs: (crumbs) => actions.setCrumbs(id, crumbs),
        setTyping: (value) => actions.setTyping(id, value),
        setDirty: (value, discard) => actions.setDirty(id, value, discard),
      });
    }
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions, ids.join(',')]);
}
