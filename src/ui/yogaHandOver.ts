// yoga-layout (Ink's layout engine) ends its ES entry with a top-level await (`wrapAssembly(await loadYoga())`),
// which a CommonJS file cannot hold. So the explorer's code-cached CommonJS copy (scripts/build.mjs) does not bundle
// it: dist/start.js imports yoga's ES module as shipped (dist/yoga.mjs) before it runs the copy and hands the instance
// over here, and the copy's build resolves `yoga-layout` to ui/yogaInCopy.ts, which takes it. A registered symbol on
// the global object is the one thing the start and the copy (compiled apart) both reach.

import type Yoga from 'yoga-layout';

type YogaInstance = typeof Yoga;

const KEY = Symbol.for('switchyard.yoga-layout');

export function handOverYoga(yoga: YogaInstance): void {
  (globalThis as Record<symbol, unknown>)[KEY] = yoga;
}

/** The instance the start handed over; a clear error (not a crash deep in Ink) when it did not. */
export function takeHandedOverYoga(): YogaInstance {
  const yoga = (globalThis as Record<symbol, unknown>)[KEY] as YogaInstance | undefined;
  if (yoga === undefined) throw new Error('internal: yoga-layout was not loaded before the explorer copy');
  return yoga;
}
