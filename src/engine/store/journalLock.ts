// The lock that serialises writers of one journal: a file `PATH.lock` created with O_EXCL, holding the holder's PID,
// the start time of that process and the host name. A holder that died is recognised at once, however recently it
// took the lock: its PID is gone, or is now another process (a different start time). proper-lockfile, used before,
// knew a dead holder only by a lock left unrefreshed for 10 s, so every other process stalled that long and a serve
// restarted right after a crash exited with "another process holds it".
//
// Holders keep the lock only for one synchronous write (a few ms). Waiting for it is done by `whenFree`, with timers,
// before a write starts, so serve's event loop never stops while another process writes; `acquireLockSync` then
// finds the lock free, or waits at most a short bounded time for a holder that took it in between.
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { StateLocationError, StateStoreError } from './types.js';

/** How long the synchronous path waits for a live holder (who writes for milliseconds) before giving up. */
const SYNC_WAIT_MS = 2_000;
/** How long `whenFree` waits for a live holder before letting the write try (and report) on its own. */
const ASYNC_WAIT_MS = 10_000;
/** A lock from another host, whose process this one cannot check, is taken over when it is this old. */
const FOREIGN_STALE_MS = 10_000;

interface Holder {
  pid: number;
  start?: string;
  host: string;
}

function lockPath(path: string): string {
  return `${path}.lock`;
}

/** This process's start time as the kernel counts it (Linux), which a PID reused by a later process does not share. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

let self: Holder | undefined;

/**
 * This process as a lock holder, found when first needed (reading /proc costs ~1 ms, which a run that never takes
 * or judges a lock, the explorer's start included, does not pay).
 */
function selfHolder(): Holder {
  self ??= { pid: process.pid, host: hostname(), ...withStart(startTimeOf(process.pid)) };
  return self;
}

function withStart(start: string | undefined): { start?: string } {
  return start === undefined ? {} : { start };
}

function readHolder(file: string): { holder?: Holder; text: string; mtimeMs: number } | undefined {
  try {
    const mtimeMs = statSync(file).mtimeMs;
    const text = readFileSync(file, 'utf8');
    try {
      const value = JSON.parse(text) as Holder;
      return typeof value.pid === 'number' && typeof value.host === 'string'
        ? { holder: value, text, mtimeMs }
        : { text, mtimeMs };
    } catch {
      return { text, mtimeMs };
    }
  } catch (error) {
    // EISDIR: the directory lock of an older switchyard (proper-lockfile); ENOENT: released meanwhile.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return { text: '', mtimeMs: statSync(file).mtimeMs };
    return undefined;
  }
}

/** Whether the lock's holder is gone: its process ended (or its PID is another process now). */
function holderIsDead(found: { holder?: Holder; mtimeMs: number }): boolean {
  const { holder } = found;
  // A lock written by an older switchyard, half-written, or from another host: only its age can tell.
  if (holder === undefined || holder.host !== selfHolder().host) return Date.now() - found.mtimeMs > FOREIGN_STALE_MS;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const start = startTimeOf(holder.pid);
  return holder.start !== undefined && start !== undefined && start !== holder.start;
}

/** Removes a dead holder's lock, unless another process replaced it meanwhile (then it is put back). */
function breakDeadLock(file: string, judged: string): void {
  const aside = `${file}.dead-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // A directory (an older switchyard's lock) or gone: nothing to compare.
  }
  if (moved !== judged) {
    // Another process took the lock between our look and our rename: give it back if the slot is still empty.
    try {
      linkSync(aside, file);
    } catch {
      // The slot was taken again meanwhile: that holder is live, and the moved lock is released by our removal.
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

type Attempt = { release: () => void } | { busy: true };

function tryAcquire(path: string): Attempt {
  const file = lockPath(path);
  for (let round = 0; round < 3; round += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw new StateLocationError(`cannot lock state ${path}: ${String(code)}`);
      const found = readHolder(file);
      if (found === undefined) continue;
      if (!holderIsDead(found)) return { busy: true };
      breakDeadLock(file, found.text);
      continue;
    }
    const text = JSON.stringify(selfHolder());
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    return {
      release() {
        try {
          if (readFileSync(file, 'utf8') === text) unlinkSync(file);
        } catch {
          // Already gone (taken over as dead by mistake would need our PID gone: not while we run).
        }
      },
    };
  }
  return { busy: true };
}

/** Takes the lock, waiting synchronously at most SYNC_WAIT_MS for a live holder; returns the release. */
export function acquireLockSync(path: string): () => void {
  const deadline = Date.now() + SYNC_WAIT_MS;
  for (;;) {
    const attempt = tryAcquire(path);
    if ('release' in attempt) return attempt.release;
    if (Date.now() > deadline)
      throw new StateStoreError(`cannot lock state ${path}: another running process has held it for over 2 s`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
  }
}

/** Resolves once the lock is free or its holder is dead (at most ASYNC_WAIT_MS), without blocking the event loop. */
export async function whenLockFree(path: string): Promise<void> {
  const file = lockPath(path);
  const deadline = Date.now() + ASYNC_WAIT_MS;
  let pause = 1;
  while (Date.now() < deadline) {
    const found = readHolder(file);
    if (found === undefined || holderIsDead(found)) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 50);
  }
}
