// What a line typed after `:` does, once Enter closes the command line.

import { useEffect, useRef } from 'react';
import type { KeymapDispatcher } from '../keymap/dispatcher.js';
import type { ScreenDefinition, ScreenId, ShellApi } from '../screenContract.js';
import type { ShellStore } from '../../state/shellStore.js';
import { parseCommandLine } from './commandLine.js';
import { startExport } from './exportFlow.js';
import { startLoadAll } from './loadAllFlow.js';
import type { ContextChange } from '../context/contextChoices.js';

export interface CommandLineRunnerOptions {
  store: ShellStore;
  dispatcher: KeymapDispatcher;
  overlay: string;
  screens: readonly ScreenDefinition[];
  states: ReadonlyMap<ScreenId, unknown>;
  shellApi: ShellApi;
  /** `:open <id>`: show the members of that collaboration. */
  onOpenCollaboration: (collaborationId: string) => void;
  /** `:profile`, `:region`, `:endpoint` (absent: they say they cannot apply here). */
  onSwitchContext: ((change: ContextChange) => void) | undefined;
}

export function useCommandLineRunner(options: CommandLineRunnerOptions): (text: string) => void {
  const { store, dispatcher, overlay, screens, states, shellApi, onOpenCollaboration, onSwitchContext } = options;
  const actions = store.getState().actions;
  const current = (): { screen: ScreenDefinition | undefined; state: unknown } => {
    const screen = screens.find((s) => s.id === store.getState().screen);
    return { screen, state: screen && states.get(screen.id) };
  };

  // `:reload` runs once the command line has closed and the screen's layer (inactive under the overlay) is back.
  const pendingInvoke = useRef<string | undefined>(undefined);
  useEffect(() => {
    const command = pendingInvoke.current;
    if (overlay !== 'none' || command === undefined) return;
    pendingInvoke.current = undefined;
    if (!dispatcher.invoke(command)) actions.notify('info', 'Nothing to reload on this screen');
  }, [overlay, dispatcher, actions]);

  return (text: string): void => {
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
        startExport(action.path, { ...current(), actions, shell: shellApi });
        return;
      case 'loadAll':
        startLoadAll({ ...current(), actions });
        return;
      case 'context':
        if (onSwitchContext === undefined) actions.notify('error', `:${action.field} cannot change the context here`);
        else onSwitchContext({ field: action.field, value: action.value });
        return;
      case 'error':
        actions.notify('error', action.message);
    }
  };
}
