// V8's memory reducer, limited to one collection per activation in the explorer's code-cached copy.
//
// After a process's first full collection (~0.3 s into the explorer's start) V8 arms its memory reducer: every 8 s it
// asks whether the allocation rate is low and, once it is, runs a full collection that gives memory back, then
// (`--memory-reducer-gc-count`, 2 by default) a second one, again only once the allocation rate is low. Each clears
// the weak references inside optimised code, so the functions drawing a frame are deoptimised and compiled again.
// Started from the copy, the explorer's first reducer collection comes at ~8.4 s, as start-up ends; the second waited
// for the next quiet check, 25 s into the run: on the rate-limit screen, inside the first idle seconds after the
// simulator stops, where it cost ~15-30 ms of the main thread and ~30-80 ms of V8's other threads (the collection, its
// concurrent marking, the recompiles): 1.1-1.3 % of a core against 0.6-0.7 % (docs/benchmarks-log.md). One collection
// per activation gives back nearly all of it (30 -> 16.5 MB committed at the first, 19.5 -> 19.0 MB at the second).
//
// A V8 flag set at run time: this one is read each time the reducer steps (heap/memory-reducer.cc), it changes no
// generated code, and V8's code caches carry a hash of the flags, so it is set before the copy and yoga's module are
// compiled (ui/codeCachedExplorer.ts), in every run from the copy alike, so that their caches always match it.

import { setFlagsFromString } from 'node:v8';

export const MEMORY_REDUCER_ONE_GC = '--memory-reducer-gc-count=1';

/** Sets the flag above; `setFlags` is `v8.setFlagsFromString` unless a test records the call. */
export function limitMemoryReducerToOneGc(setFlags: (flags: string) => void = setFlagsFromString): void {
  setFlags(MEMORY_REDUCER_ONE_GC);
}
