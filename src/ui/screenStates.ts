// The screens' states of one explorer instance, each built the first time it is asked for: the first frame builds
// only the state of the screen it shows, and a screen never shown builds nothing (the rate-limit screen's store would
// build the engine's budgets and traffic simulator, which the monitor otherwise builds right after the first frame).
// Iterating gives the states built so far.

import type { ScreenId } from './screenContract.js';

export class ScreenStates extends Map<ScreenId, unknown> {
  readonly #build: (id: ScreenId) => unknown;
  readonly #ids: ReadonlySet<ScreenId>;

  constructor(ids: Iterable<ScreenId>, build: (id: ScreenId) => unknown) {
    super();
    this.#ids = new Set(ids);
    this.#build = build;
  }

  override get(id: ScreenId): unknown {
    if (!super.has(id) && this.#ids.has(id)) super.set(id, this.#build(id));
    return super.get(id);
  }

  override has(id: ScreenId): boolean {
    return this.#ids.has(id) || super.has(id);
  }
}
