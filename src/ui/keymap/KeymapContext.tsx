// React glue for the keymap: one dispatcher per app instance in context, `useCommands` to add a layer of handlers,
// `useKeyDispatch` (used once, by the shell) to feed Ink's input into the dispatcher, and `useActiveCommands` for
// the hint line and the help.

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useInput } from 'ink';
import { keyNameOf } from './keys.js';
import { LAYER_PRIORITY, type CommandHandlers, type DispatchContext, type DispatchResult, KeymapDispatcher } from './dispatcher.js';
import type { CommandSpec } from './registry.js';

export const KeymapContext = createContext<KeymapDispatcher | null>(null);

export function useDispatcher(): KeymapDispatcher {
  const dispatcher = useContext(KeymapContext);
  if (dispatcher === null) throw new Error('useDispatcher: no KeymapContext provider above this component');
  return dispatcher;
}

export interface UseCommandsOptions {
  /** While false the layer is not registered (an inactive screen, a closed overlay). Default true. */
  active?: boolean;
  /** LAYER_PRIORITY.screen by default; overlays use LAYER_PRIORITY.overlay. */
  priority?: number;
  /** Stop keys from reaching lower layers (except Ctrl+C). */
  modal?: boolean;
  /** Layer name for debugging. */
  name?: string;
}

/**
 * Registers a layer of command handlers while `active`. Handlers are read at dispatch time through a ref, so they
 * may close over the current render's state without re-registering. Only the set of handled command ids matters
 * for the hint line; when it changes the dispatcher is told.
 */
export function useCommands(handlers: CommandHandlers, options: UseCommandsOptions = {}): void {
  const dispatcher = useDispatcher();
  const { active = true, priority = LAYER_PRIORITY.screen, modal = false, name = 'screen' } = options;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const handledIds = Object.keys(handlers)
    .filter((id) => handlers[id] !== undefined)
    .sort()
    .join(',');
  useLayoutEffect(() => {
    if (!active) return undefined;
    return dispatcher.addLayer({ name, priority, modal, handlers: () => handlersRef.current });
  }, [dispatcher, active, priority, modal, name]);
  useLayoutEffect(() => {
    dispatcher.changed();
  }, [dispatcher, handledIds]);
}

/** The commands with a live handler now, for the hint line and the help. */
export function useActiveCommands(context: DispatchContext): CommandSpec[] {
  const dispatcher = useDispatcher();
  const version = useSyncExternalStore(dispatcher.subscribe, dispatcher.getVersion);
  return useMemo(
    () => dispatcher.activeCommands(context),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatcher, version, context.scope, context.typing],
  );
}

/**
 * The one `useInput` of the app: turns each keypress into a registry key name and dispatches it. `onUnhandled`
 * sees keys no layer took (the shell ignores them; tests may assert on them).
 */
export function useKeyDispatch(
  context: DispatchContext,
  onDispatched?: (key: string, result: DispatchResult) => void,
): void {
  const dispatcher = useDispatcher();
  const contextRef = useRef(context);
  contextRef.current = context;
  const onDispatchedRef = useRef(onDispatched);
  onDispatchedRef.current = onDispatched;
  const handleInput = useCallback(
    (input: string, key: Parameters<typeof keyNameOf>[1]) => {
      const name = keyNameOf(input, key);
      if (name === undefined) return;
      const result = dispatcher.dispatch(name, contextRef.current);
      onDispatchedRef.current?.(name, result);
    },
    [dispatcher],
  );
  useInput(handleInput);
}
