// The shell store of this app instance, for the shell's own components.

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ShellState, ShellStore } from '../../state/shellStore.js';

export const ShellStoreContext = createContext<ShellStore | null>(null);

export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext);
  if (store === null) throw new Error('useShellStore: no ShellStoreContext provider above this component');
  return store;
}

/**
 * Selects one value; the selector must return a primitive or a stable reference (zustand v5 re-renders on every new
 * reference).
 */
export function useShell<T>(selector: (state: ShellState) => T): T {
  return useStore(useShellStore(), selector);
}
