// V8's memory reducer, with no collection of its own, in the explorer's code-cached copy.
//
// After a process's first full collection (~0.3 s into the explorer's start) V8 arms its memory reducer: every 8 s it
// asks whether the allocation rate is low and, once it is, runs a full collection that gives memory back, then
// (`--memory-reducer-gc-count`, 2 by default) a second one, again only once the allocation rate is low. Each clears
// the weak references inside optimised code, so the functions drawing a frame are deoptimised and compiled again.
// When the first check finds the rate low (8.2 s) the collection comes as start-up ends; when it does not, it waits
// for the next check, 16-25 s into the run: in the live members table's and the rate-limit screen's first idle
// seconds, where it cost 30-70 ms of the main thread and V8's other threads (the collection, its concurrent marking,
// the recompiles), up to 1.1 % of a core against 0.3-0.5 % without it (docs/benchmarks-log.md). The explorer is a
// foreground program whose heap is small (13-21 MB committed): it gives up the reducer's collections (the first gave
// back ~6 MB of committed heap and no resident memory measurably: 83 MB either way at 45 s); V8's ordinary
// collections still run as it allocates.
//
// A V8 flag set at run time: it is read each time the reducer steps (heap/memory-reducer.cc; with 0 the first step
// ends the reducer's cycle with no collection), it changes no generated code, and V8's code caches carry a hash of the
// flags, so it is set before the copy and yoga's module are compiled (ui/codeCachedExplorer.ts), in every run from
// the copy alike, so that their caches always match it.

import { setFlagsFromString } from 'node:v8';

export const NO_MEMORY_REDUCER_GCS = '--memory-reducer-gc-count=0';

/** Sets the flag above; `setFlags` is `v8.setFlagsFromString` unless a test records the call. */
export function turnOffMemoryReducerGcs(setFlags: (flags: string) => void = setFlagsFromString): void {
  setFlags(NO_MEMORY_REDUCER_GCS);
}
