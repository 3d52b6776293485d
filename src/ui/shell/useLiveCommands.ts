// The screen's commands that have a handler now, kept while no overlay is open: the help lists those, so a detail's
// help gives the detail's keys rather than every key of the list under it. An overlay takes the screen's layer away,
// so the set is not read once one is open (`:help` from the command line still finds it).

import { useLayoutEffect, useRef, type MutableRefObject } from 'react';
import type { KeymapDispatcher } from '../keymap/dispatcher.js';
import type { ShellStore } from '../../state/shellStore.js';

export function useLiveCommands(
  dispatcher: KeymapDispatcher,
  store: ShellStore,
): MutableRefObject<ReadonlySet<string>> {
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
  return liveCommands;
}
