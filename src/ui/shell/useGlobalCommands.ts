// The shell's own keys: screen switching, help, the command line, the call log, quit, Ctrl+C and Ctrl+Z, and the
// layer that answers a yes/no question.

import { useStdout } from 'ink';
import { LAYER_PRIORITY, type CommandHandlers } from '../keymap/dispatcher.js';
import { useCommands } from '../keymap/KeymapContext.js';
import type { ScreenId } from '../screenContract.js';
import type { ShellStore } from '../../state/shellStore.js';

export function useGlobalCommands(options: {
  store: ShellStore;
  ids: readonly ScreenId[];
  overlay: string;
  /** Ctrl+Z (ExplorerOptions.suspend). */
  suspend: (() => boolean) | undefined;
}): void {
  const { store, ids, overlay, suspend } = options;
  const { write } = useStdout();
  const actions = store.getState().actions;
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
}
