// Key dispatch with consume semantics. Layers (the shell's global layer, the active
// screen, overlays such as help or a confirmation) register handlers by command id; a key is offered to the
// layers from the highest priority down (newest first within a priority) and the first handler that does not
// return `false` consumes it. The registry says which commands a key means, so bindings live in one place.
// Pure and synchronous: tested without rendering.

import type { KeyName } from './keys.js';
import type { CommandSpec, KeymapRegistry } from './registry.js';
import { FieldTextCarry } from './fieldCarry.js';

/** Runs a command. Return `false` to decline (the key goes on to lower layers); anything else consumes it. */
export type CommandHandler = () => boolean | void;

export type CommandHandlers = Readonly<Record<string, CommandHandler | undefined>>;

/** Layer priorities: overlays over the screen over the shell's global commands. */
export const LAYER_PRIORITY = { global: 0, screen: 10, overlay: 100 } as const;

export interface LayerOptions {
  /** A readable name for debugging and tests: `shell`, `members`, `help`. */
  name: string;
  priority: number;
  /** A modal layer stops keys from reaching lower layers, except commands marked `passesModals` (Ctrl+C). */
  modal?: boolean;
  /**
   * A question that takes no typeahead: keys that arrived in the same chunk of input as the key that opened it
   * (`/daisy` where `d` asks and `y` would answer) are dropped, never taken as the answer.
   */
  freshKeysOnly?: boolean;
  /** Read at dispatch time, so handlers always see current state (no stale closures). */
  handlers: () => CommandHandlers;
  /**
   * Takes a printable key that no command took (a picker's type-ahead); return `false` to decline. Read at dispatch
   * time, like `handlers`.
   */
  text?: () => TextHandler | undefined;
}

/** Takes one printable character no command took. Return `false` to decline. */
export type TextHandler = (char: string) => boolean | void;

export interface DispatchContext {
  /** The registry scope of the active screen (its id). */
  scope: string;
  /** A field takes text: only commands marked `whileTyping` are dispatched. */
  typing: boolean;
}

export interface DispatchResult {
  consumed: boolean;
  /** The command that consumed the key. */
  command?: string;
  /** The layer that consumed it. */
  layer?: string;
}

interface RegisteredLayer extends LayerOptions {
  seq: number;
  /** The chunk of input being handled when the layer was added (see `freshKeysOnly`). */
  addedInChunk: number;
  /** Declared while its component renders, before its layout effect registers it for real (see `declareLayer`). */
  provisional?: boolean;
}

export class KeymapDispatcher {
  private layers: RegisteredLayer[] = [];
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  /** Text typed in the same chunk as the key that opened a field, on its way to that field. */
  readonly fieldText = new FieldTextCarry();
  /**
   * Which chunk of input the key being dispatched came in (numbered by the key dispatch; keys read from the terminal
   * at once share a number). 0 before any key.
   */
  inputChunk = 0;
  /**
   * Keys read but not yet handled: waiting their turn, or the last one dispatched and not yet committed by React (set
   * by the key dispatch, `useKeyDispatch`). Tests wait for 0 before reading what a burst did.
   */
  keysWaiting: () => number = () => 0;

  constructor(readonly registry: KeymapRegistry) {}

  /**
   * Adds a layer; returns the function that removes it. Any provisional layers go: every component that declared
   * one registers its real layer in the same commit (layout effects run together, before the next render).
   */
  addLayer(options: LayerOptions): () => void {
    const layer: RegisteredLayer = { ...options, seq: ++this.seq, addedInChunk: this.inputChunk };
    this.layers = [...this.layers.filter((l) => l.provisional !== true), layer].sort(byPriorityThenNewest);
    this.changed();
    return () => {
      this.layers = this.layers.filter((l) => l !== layer);
      this.changed();
    };
  }

  /**
   * Declares, while a component renders, the layer its layout effect is about to add, so that the hint line and the
   * help rendered in the same pass already list its commands. Without it the first frame of a screen (and of the
   * app: ~40 ms of start-up, Ink's render throttle) lacks the hint line. Listeners are not told (this runs during
   * render), provisional layers never take keys (`dispatch`, `invoke`), and the next `addLayer` replaces them all.
   * Returns the function that withdraws the declaration.
   */
  declareLayer(options: LayerOptions): () => void {
    const layer: RegisteredLayer = { ...options, seq: ++this.seq, addedInChunk: this.inputChunk, provisional: true };
    this.layers = [...this.layers, layer].sort(byPriorityThenNewest);
    return () => {
      this.layers = this.layers.filter((l) => l !== layer);
    };
  }

  /** Tells listeners (the hint line, the help) that the set of handled commands may have changed. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch(key: KeyName, context: DispatchContext): DispatchResult {
    let candidates = this.registry.commandsForKey(key, context.scope);
    if (context.typing) candidates = candidates.filter((c) => c.whileTyping === true);
    if (candidates.length === 0) return this.offerText(key, context);
    let blockedByModal = false;
    for (const layer of this.layers) {
      if (layer.provisional === true) continue;
      if (this.typedAhead(layer) && !candidates.some((c) => c.passesModals === true))
        return { consumed: true, command: 'dropped', layer: layer.name };
      const handlers = layer.handlers();
      for (const command of candidates) {
        if (blockedByModal && command.passesModals !== true) continue;
        const handler = handlers[command.id];
        if (handler === undefined) continue;
        if (handler() !== false) return { consumed: true, command: command.id, layer: layer.name };
      }
      if (layer.modal === true) blockedByModal = true;
    }
    return this.offerText(key, context);
  }

  /** A printable key no command took goes to the highest layer that takes text, if no modal layer is above it. */
  private offerText(key: KeyName, context: DispatchContext): DispatchResult {
    if (context.typing || [...key].length !== 1 || key === ' ') return { consumed: false };
    for (const layer of this.layers) {
      if (layer.provisional === true) continue;
      if (this.typedAhead(layer)) return { consumed: true, command: 'dropped', layer: layer.name };
      const handler = layer.text?.();
      if (handler !== undefined && handler(key) !== false)
        return { consumed: true, command: 'text', layer: layer.name };
      if (layer.modal === true) break;
    }
    return { consumed: false };
  }

  /** The key being dispatched came with the key that opened this question: it must not answer it. */
  private typedAhead(layer: RegisteredLayer): boolean {
    return layer.freshKeysOnly === true && layer.addedInChunk === this.inputChunk && this.inputChunk !== 0;
  }

  /** Runs a command by id as if its key was pressed (the command line's `:reload`); false if nobody took it. */
  invoke(commandId: string): boolean {
    for (const layer of this.layers) {
      if (layer.provisional === true) continue;
      const handler = layer.handlers()[commandId];
      if (handler !== undefined && handler() !== false) return true;
      if (layer.modal === true) return false;
    }
    return false;
  }

  /** The ids of `activeCommands(context)`, in order, as one string: equal whenever the active commands are. */
  activeCommandIds(context: DispatchContext): string {
    return this.activeCommands(context)
      .map((c) => c.id)
      .join(' ');
  }

  /**
   * The commands that have a handler right now, in the order the hint line shows them (highest layer first, then
   * the registry's order). Below a modal layer only `passesModals` commands count.
   */
  activeCommands(context: DispatchContext): CommandSpec[] {
    const seen = new Set<string>();
    const result: CommandSpec[] = [];
    let blockedByModal = false;
    for (const layer of this.layers) {
      const handlers = layer.handlers();
      for (const group of this.registry.groupsFor(context.scope)) {
        for (const command of group.commands) {
          if (seen.has(command.id) || handlers[command.id] === undefined) continue;
          if (blockedByModal && command.passesModals !== true) continue;
          if (context.typing && command.whileTyping !== true) continue;
          seen.add(command.id);
          result.push(command);
        }
      }
      if (layer.modal === true) blockedByModal = true;
    }
    return result;
  }

  /** Layer names from the top down (tests and debugging); provisional layers are marked `?`. */
  layerNames(): string[] {
    return this.layers.map((l) => (l.provisional === true ? `${l.name}?` : l.name));
  }
}

function byPriorityThenNewest(a: RegisteredLayer, b: RegisteredLayer): number {
  return b.priority - a.priority || b.seq - a.seq;
}
