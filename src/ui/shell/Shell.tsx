// The shell: header, the active screen (or the help), status line, hint line (or the command line), all inside a
// frame one row shorter than the terminal, following resizes. It owns the global keys and
// the one exit path: a quit request from anywhere ends in `exit()` here, after which Ink restores the terminal.

import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Box, useApp, useStdout } from 'ink';
import { LAYER_PRIORITY, type CommandHandlers } from '../keymap/dispatcher.js';
import { useCommands, useDispatcher, useKeyDispatch } from '../keymap/KeymapContext.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import type { ScreenChrome, ScreenDefinition, ScreenId, ShellApi } from '../screenContract.js';
import type { Services } from '../../service/ports.js';
import type { SettingsApi } from '../../settings/types.js';
import type { Timers } from '../../domain/timers.js';
import { parseCommandLine } from './commandLine.js';
import { startExport } from './exportFlow.js';
import { startLoadAll } from './loadAllFlow.js';
import { CommandLineHints, CommandLineInput } from './CommandLineInput.js';
import { Header } from './Header.js';
import { HelpOverlay } from './HelpOverlay.js';
import { CallLogOverlay } from './CallLogOverlay.js';
import type { CallLog } from '../../service/callLog.js';
import { HintLine } from './HintLine.js';
import { useShell, useShellStore } from './ShellContext.js';
import { confirmLines, StatusLine } from './StatusLine.js';
import { startupMark } from '../startupTrace.js';

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
}: ShellProps) {
  const { exit } = useApp();
  const { write } = useStdout();
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
  const cycle = (step: number): void => {
    const index = ids.indexOf(store.getState().screen);
    const next = ids[(index + step + ids.length) % ids.length];
    if (next !== undefined) actions.goTo(next);
  };
  const globalHandlers: Record<string, CommandHandlers[string]> = {
    'app.nextScreen': () => cycle(1),
    'app.prevScreen': () => cycle(-1),
    'app.back': () => actions.back(),
    'app.help': () => actions.openOverlay('help'),
    'app.commandLine': () => actions.openOverlay('commandLine'),
    'app.quit': () => actions.requestQuit(),
    'app.callLog': () => actions.openOverlay('callLog'),
    'app.interrupt': () => actions.interrupt(),
    'app.suspend': () => {
      if (suspend === undefined || !suspend()) {
        actions.notify('info', 'Suspend (Ctrl+Z) needs a terminal with job control: not here.');
        return;
      }
      // Back from `fg` on a fresh alternate screen: Ink clears what it drew and writes the whole frame again.
      write('');
    },
  };
  for (const id of ids) globalHandlers[`app.goto.${id}`] = () => actions.goTo(id);
  useCommands(globalHandlers, { priority: LAYER_PRIORITY.global, name: 'shell' });
  useCommands(
    {
      'confirm.yes': () => actions.answer(true),
      'confirm.no': () => actions.answer(false),
      'app.back': () => actions.answer(false),
    },
    // A question takes no typeahead: `qy` typed at once, or `:export x.json`, Enter and `y` in one paste, asks and waits
    // for a `y` of its own (dispatcher.ts).
    {
      priority: LAYER_PRIORITY.overlay,
      modal: true,
      freshKeysOnly: true,
      name: 'confirm',
      active: overlay === 'confirm',
    },
  );

  // The screen's commands that have a handler now, kept while no overlay is open: the help lists those, so a detail's
  // help gives the detail's keys rather than every key of the list under it. An overlay takes the screen's layer
  // away, so the set is not read once one is open (`:help` from the command line still finds it).
  const liveCommands = useRef<ReadonlySet<string>>(new Set());
  useLayoutEffect(() => {
    const remember = (): void => {
      const s = store.getState();
      if (s.overlay !== 'none') return;
      liveCommands.current = new Set(dispatcher.activeCommands({ scope: s.screen, typing: false }).map((c) => c.id));
    };
    remember();
    return dispatcher.subscribe(remember);
  }, [dispatcher, store]);

  useEffect(() => {
    if (settings.get().lastScreen !== screen) settings.update({ lastScreen: screen });
  }, [settings, screen]);

  useEffect(() => {
    if (quitRequested) exit();
  }, [quitRequested, exit]);

  const chromes = useMemo(() => {
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

  // `:reload` runs once the command line has closed and the screen's layer (inactive under the overlay) is back.
  const pendingInvoke = useRef<string | undefined>(undefined);
  useEffect(() => {
    const command = pendingInvoke.current;
    if (overlay !== 'none' || command === undefined) return;
    pendingInvoke.current = undefined;
    if (!dispatcher.invoke(command)) actions.notify('info', 'Nothing to reload on this screen');
  }, [overlay, dispatcher, actions]);

  const runCommandLine = (text: string): void => {
    actions.closeOverlay();
    const action = parseCommandLine(text);
    switch (action.kind) {
      case 'none':
        return;
      case 'goto':
        actions.goTo(action.screen);
        return;
      case 'open':
        onOpenCollaboration(action.collaborationId);
        return;
      case 'reload':
        pendingInvoke.current = 'app.reload';
        return;
      case 'help':
        actions.openOverlay('help');
        return;
      case 'callLog':
        actions.openOverlay('callLog');
        return;
      case 'quit':
        actions.requestQuit();
        return;
      case 'export':
        exportCurrentList(action.path);
        return;
      case 'loadAll': {
        const current = screens.find((s) => s.id === store.getState().screen);
        startLoadAll({ screen: current, state: current && states.get(current.id), actions });
        return;
      }
      case 'error':
        actions.notify('error', action.message);
    }
  };

  const exportCurrentList = (path: string): void => {
    const current = screens.find((s) => s.id === store.getState().screen);
    startExport(path, { screen: current, state: current && states.get(current.id), actions, shell: shellApi });
  };

  const definition = screens.find((s) => s.id === screen);
  const Component = definition?.component;
  return (
    <Box flexDirection="column" width={width} height={frameHeight}>
      <Header screens={screens} backend={services.backend} width={width} />
      {/* No overflow="hidden" here: Ink clips by re-slicing every line of the box with slice-ansi on every frame,
          the largest cost of a cursor move. Screens keep within `height`; the views that can run long (details,
          help) clip themselves. */}
      <Box height={bodyHeight} width={width} flexDirection="column">
        {overlay === 'help' ? (
          <HelpOverlay
            scope={screen}
            title={definition?.title ?? screen}
            width={width}
            height={bodyHeight}
            live={liveCommands.current}
            onClose={() => actions.closeOverlay()}
          />
        ) : overlay === 'callLog' ? (
          <CallLogOverlay
            log={callLog}
            scope={screen}
            shell={shellApi}
            width={width}
            height={bodyHeight}
            onClose={() => actions.closeOverlay()}
          />
        ) : Component !== undefined ? (
          <Component
            key={screen}
            services={services}
            settings={settings}
            shell={shellApi}
            chrome={chromes.get(screen) as ScreenChrome}
            state={states.get(screen)}
            isActive={overlay === 'none'}
            width={width}
            height={bodyHeight}
          />
        ) : null}
      </Box>
      {overlay === 'commandLine' ? <CommandLineHints width={width} /> : <StatusLine width={width} timers={timers} />}
      {overlay === 'commandLine' ? (
        <CommandLineInput width={width} onRun={runCommandLine} onClose={() => actions.closeOverlay()} />
      ) : (
        <HintLine width={width} scope={screen} typing={typing} />
      )}
    </Box>
  );
}
