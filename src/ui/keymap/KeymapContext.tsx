// React glue for the keymap: one dispatcher per app instance in context, `useCommands` to add a layer of handlers,
// `useKeyDispatch` (used once, by the shell) to feed Ink's input into the dispatcher, and `useActiveCommands` for
// the hint line and the help.

import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useInput } from 'ink';
import { formatKey, keyNameOf } from './keys.js';
import {
  LAYER_PRIORITY,
  type CommandHandlers,
  type DispatchContext,
  type DispatchResult,
  KeymapDispatcher,
  type TextHandler,
} from './dispatcher.js';
import type { CommandSpec } from './registry.js';

/** Keys waiting their turn at most (see dispatchKeys). */
const MAX_QUEUED_KEYS = 1000;

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
  /** A question: keys that came in the same chunk of input as the key that opened it are dropped (no typeahead). */
  freshKeysOnly?: boolean;
  /** Layer name for debugging. */
  name?: string;
  /** Printable keys no command took (a picker's type-ahead). */
  onText?: TextHandler;
}

/**
 * Registers a layer of command handlers while `active`. Handlers are read at dispatch time through a ref, so they
 * may close over the current render's state without re-registering. Only the set of handled command ids matters
 * for the hint line; when it changes the dispatcher is told.
 */
export function useCommands(handlers: CommandHandlers, options: UseCommandsOptions = {}): void {
  const dispatcher = useDispatcher();
  const {
    active = true,
    priority = LAYER_PRIORITY.screen,
    modal = false,
    freshKeysOnly = false,
    name = 'screen',
  } = options;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const textRef = useRef(options.onText);
  textRef.current = options.onText;
  const handledIds = Object.keys(handlers)
    .filter((id) => handlers[id] !== undefined)
    .sort()
    .join(',');
  // While no real layer is registered (first render, or becoming active), declare it for this render pass so the
  // hint line drawn in the same frame lists these commands (dispatcher.declareLayer); the layout effect replaces it.
  const registered = useRef(false);
  const declared = useRef<(() => void) | undefined>(undefined);
  if (active && !registered.current && declared.current === undefined) {
    declared.current = dispatcher.declareLayer({
      name,
      priority,
      modal,
      freshKeysOnly,
      handlers: () => handlersRef.current,
      text: () => textRef.current,
    });
  }
  useLayoutEffect(() => {
    declared.current?.();
    declared.current = undefined;
    if (!active) return undefined;
    const remove = dispatcher.addLayer({
      name,
      priority,
      modal,
      freshKeysOnly,
      handlers: () => handlersRef.current,
      text: () => textRef.current,
    });
    registered.current = true;
    return () => {
      registered.current = false;
      remove();
    };
  }, [dispatcher, active, priority, modal, freshKeysOnly, name]);
  useLayoutEffect(() => {
    dispatcher.changed();
  }, [dispatcher, handledIds]);
}

/** How the first key of a command is written (`/`, `Enter`), the user's key when remapped: for texts that name keys. */
export function useKeyLabel(): (commandId: string) => string {
  const dispatcher = useDispatcher();
  return useCallback(
    (commandId: string) => formatKey(dispatcher.registry.command(commandId)?.keys[0] ?? '?'),
    [dispatcher],
  );
}

/** The commands with a live handler now, for the hint line and the help. */
export function useActiveCommands(context: DispatchContext): CommandSpec[] {
  const dispatcher = useDispatcher();
  // The snapshot is which commands are active, not the dispatcher's version: at mount every layer declared while
  // rendering is replaced by its real one in a layout effect (a change), with the same commands. A version would make
  // the hint line render again right after the first frame, and Ink draw a second frame identical to the first.
  const { scope, typing } = context;
  const getIds = useCallback(() => dispatcher.activeCommandIds({ scope, typing }), [dispatcher, scope, typing]);
  const ids = useSyncExternalStore(dispatcher.subscribe, getIds);
  return useMemo(
    () => dispatcher.activeCommands({ scope, typing }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatcher, ids, scope, typing],
  );
}

/**
 * The one `useInput` of the app: turns each keypress into a registry key name and dispatches it. `onUnhandled`
 * sees keys no layer took (the shell ignores them; tests may assert on them).
 */
export function useKeyDispatch(
  context: DispatchContext | (() => DispatchContext),
  onDispatched?: (key: string, result: DispatchResult) => void,
): void {
  const dispatcher = useDispatcher();
  // A function is read at dispatch time (from a store), so a key that arrives between a state change and the next
  // render is routed by the current state.
  const contextRef = useRef(context);
  contextRef.current = context;
  const onDispatchedRef = useRef(onDispatched);
  onDispatchedRef.current = onDispatched;
  const read = useCallback((): DispatchContext => {
    const current = contextRef.current;
    return typeof current === 'function' ? current() : current;
  }, []);
  // Several plain keys in one chunk (fast typing, a slow link, keys sent back to back) reach Ink as one "paste".
  // Outside a text field they are keys, dispatched one at a time, each once React has committed what the key before
  // it did: `2jj` moves the cursor of the screen `2` showed, not the one it left (layers register and handlers see
  // their state on commit). When one of them opens a field, the rest of the chunk is typed into it (fieldCarry.ts);
  // keys after that field's Enter (or its Tab, carried with its text) come back here.
  // A queued key is a character of a chunk (`2jj`, `/daisy`) or a key name that arrived while keys were waiting (or a
  // Tab a field handed back).
  const queued = useRef<{ key: string; chunk: number }[]>([]);
  const { turn, askTurn } = useTurns();
  // Keys read from the terminal at once share a chunk number (Ink parses a read into keypresses and hands them over
  // in one synchronous loop, so the chunk closes at the next microtask); a question that takes no typeahead drops
  // the keys of the chunk that opened it. Queued keys keep the number of the chunk they came in.
  const chunk = useRef({ number: 0, open: false });
  // A key was dispatched and React has not yet committed what it did. Until it has, the layers, their handlers and
  // their flags (modal, freshKeysOnly) are those of before that key, so the next key waits its turn, whichever read
  // it came in: what a key does may commit in a later task (a `useState` update made outside an input event renders
  // from React's scheduler, not in a microtask), and a key of the next read met the layers of before it (`kJ`, then
  // `d`, asked to delete under the JSON view, and no key could close either).
  // `uncommitted` holds the turn that commits what the last key did.
  const uncommitted = useRef<number | undefined>(undefined);
  /** After each dispatch: keys wait until a turn asked for after it has committed. */
  const awaitCommit = useCallback((): void => {
    uncommitted.current = askTurn();
  }, [askTurn]);
  const currentChunk = useCallback((): number => {
    if (!chunk.current.open) {
      chunk.current = { number: chunk.current.number + 1, open: true };
      queueMicrotask(() => {
        chunk.current.open = false;
      });
    }
    return chunk.current.number;
  }, []);
  /** The characters at the head of the queue, up to the first key name, go to the field that is open or opening. */
  const carryQueuedText = useCallback((): void => {
    const firstName = queued.current.findIndex((q) => !isCharacter(q.key));
    const end = firstName < 0 ? queued.current.length : firstName;
    const chunkOfText = queued.current[0]?.chunk;
    const text = queued.current
      .slice(0, end)
      .map((q) => q.key)
      .join('');
    queued.current = queued.current.slice(end);
    if (text !== '') dispatcher.fieldText.carry(text, chunkOfText);
    // Key names still waiting (an Enter, an Esc) go after the field has committed what it took.
    if (queued.current.length > 0) askTurn();
  }, [dispatcher, askTurn]);
  const dispatchNext = useCallback((): void => {
    const next = queued.current[0];
    if (next === undefined) return;
    const now = read();
    if (now.typing && isCharacter(next.key)) {
      carryQueuedText();
      return;
    }
    queued.current.shift();
    const single = next.key === '\r' ? 'enter' : next.key === '\t' ? 'tab' : next.key === ' ' ? 'space' : next.key;
    dispatcher.inputChunk = next.chunk;
    const result = dispatcher.dispatch(single, now);
    onDispatchedRef.current?.(single, result);
    awaitCommit();
    if (queued.current.length === 0) return;
    // A screen's field tells the shell it is typing in a layout effect: the command says so at once.
    const opened = result.consumed && dispatcher.registry.command(result.command ?? '')?.opensField === true;
    if (opened) carryQueuedText();
  }, [dispatcher, read, carryQueuedText, awaitCommit]);
  const dispatchKeys = useCallback(
    (keys: readonly string[], when: 'now' | 'after the next commit' = 'now', chunkOfText?: number) => {
      const wasIdle = queued.current.length === 0;
      const number = chunkOfText ?? currentChunk();
      // A paste of a whole file outside a field is not typing: past this many keys waiting, the rest are dropped.
      const room = Math.max(0, MAX_QUEUED_KEYS - queued.current.length);
      queued.current.push(...keys.slice(0, room).map((key) => ({ key, chunk: number })));
      if (!wasIdle) return;
      if (when === 'now') dispatchNext();
      else askTurn();
    },
    [dispatchNext, currentChunk, askTurn],
  );
  // After each commit: the next queued key, if any (this effect runs after the screens' own layout effects, which
  // register their layers and say whether a field is open). Not from the effect itself but from a microtask right
  // after the commit: an update made inside a layout effect is a nested update of that commit, and React ends the app
  // (error #185, maximum update depth) after 50 of them in a row, so a burst of 60 Tab or `1234` x20 crashed it.
  const nextScheduled = useRef(false);
  useLayoutEffect(() => {
    if (uncommitted.current !== undefined && turn >= uncommitted.current) uncommitted.current = undefined;
    if (uncommitted.current !== undefined || queued.current.length === 0 || nextScheduled.current) return;
    nextScheduled.current = true;
    queueMicrotask(() => {
      nextScheduled.current = false;
      if (queued.current.length > 0) dispatchNext();
    });
  });
  useLayoutEffect(() => {
    dispatcher.keysWaiting = () => queued.current.length + (uncommitted.current !== undefined ? 1 : 0);
    return () => {
      dispatcher.keysWaiting = () => 0;
    };
  }, [dispatcher]);
  useLayoutEffect(() => {
    // Keys after a field's Enter: once React has committed the field closing (until then the screen still says it is
    // typing, and they would be carried back to the field that just took its Enter).
    dispatcher.fieldText.setRouter((keys, chunkOfText) => dispatchKeys(keys, 'after the next commit', chunkOfText));
    return () => dispatcher.fieldText.setRouter(undefined);
  }, [dispatcher, dispatchKeys]);
  const handleInput = useCallback(
    (input: string, key: Parameters<typeof keyNameOf>[1]) => {
      const context = read();
      const name = keyNameOf(input, key);
      const number = currentChunk();
      // Ink hands over the keys of one read one after another (`/` then Alt+C from `/\x1bc`): only the first meets
      // the layers as they are; the rest wait their turn like queued keys, each dispatched once React has committed
      // what the key before it did. At once, the `c` met the list the `/` was leaving and asked to connect under the
      // filter field. Behind keys still queued, a key waits too. Ctrl+C and Ctrl+Z pass everything and go now.
      const behind = queued.current.length > 0 || uncommitted.current !== undefined;
      if (name !== undefined) {
        const passes = dispatcher.registry.commandsForKey(name, context.scope).some((c) => c.passesModals === true);
        if (behind && !context.typing && !passes) {
          if (queued.current.length < MAX_QUEUED_KEYS) queued.current.push({ key: name, chunk: number });
          // The key before may have changed nothing React draws: this turn makes sure a commit comes to send it.
          if (queued.current.length === 1) askTurn();
          return;
        }
        dispatcher.fieldText.beginKeys();
        dispatcher.inputChunk = number;
        // Dispatch first: `f?.(dispatch())` would skip the dispatch when there is no listener.
        const result = dispatcher.dispatch(name, context);
        onDispatchedRef.current?.(name, result);
        awaitCommit();
        return;
      }
      // In a field, the field takes the paste.
      if (context.typing || key.ctrl || key.meta) return;
      if (!behind) dispatcher.fieldText.beginKeys();
      dispatchKeys([...input], behind ? 'after the next commit' : 'now', number);
    },
    [dispatcher, read, dispatchKeys, currentChunk, awaitCommit, askTurn],
  );
  useInput(handleInput);
}

/**
 * Turns: renders of the key dispatch's component that let queued keys go on (see its layout effect). Each is asked for
 * at React's default priority, never from inside an input event (where it would be urgent): the commit that applies
 * a turn has then applied every update asked for before it, whatever its priority. `askTurn` returns the turn's number.
 */
function useTurns(): { turn: number; askTurn: () => number } {
  const [turn, setTurn] = useState(0);
  const asked = useRef(0);
  const askTurn = useCallback((): number => {
    const wanted = ++asked.current;
    queueMicrotask(() => setTurn(wanted));
    return wanted;
  }, []);
  return { turn, askTurn };
}

/** One character of a chunk (typed text for a field), as against a key name such as `enter` or `escape`. */
function isCharacter(key: string): boolean {
  return [...key].length === 1;
}
