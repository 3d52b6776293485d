// The rate-limit history that outlives a run: bucket samples of every watched caller in one JSON Lines file under
// `$XDG_STATE_HOME/switchyard/` (`~/.local/state/switchyard/` without it), `rate-limit-history.jsonl`. Callers are
// named by token fingerprint (never a token).
//
// Crash-safe: samples are appended (one write per batch, O_APPEND), a torn last line is skipped when read and fenced
// off with a newline before the next append, and compaction writes a new file and renames it over the old one.
// Bounded: samples older than 7 days are dropped, and past `maxBytes` (default 4 MiB, about 50,000 samples) the
// oldest go until the file is half that; each series keeps about one sample a minute plus the moments it ran dry.
import {
  appendFileSync,
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { defaultStateDirectory } from '../service/stateLocation.js';

// Re-exported for the history's own callers and tests: one definition, in service/stateLocation.ts.
export { defaultStateDirectory };

export const HISTORY_FILE_NAME = 'rate-limit-history.jsonl';
export const HISTORY_MAX_AGE_MS = 7 * 24 * 3_600_000;
export const HISTORY_MAX_BYTES = 4 * 1024 * 1024;

/** One bucket at one moment, as stored. */
export interface StoredSample {
  /** Epoch milliseconds. */
  at: number;
  /** Token fingerprint, or a dataset caller id / `unauthenticated`. */
  caller: string;
  resource: string;
  remaining: number;
  limit: number;
  /** UTC epoch seconds. */
  reset: number;
}

export interface HistoryPersistence {
  /** Where the samples are kept, or undefined when kept in memory only. */
  readonly path: string | undefined;
  /** Samples at or after `sinceMs`, oldest first. */
  load(sinceMs: number): StoredSample[];
  append(samples: readonly StoredSample[]): void;
}

export interface HistoryFileOptions {
  env?: NodeJS.ProcessEnv;
  /** The directory instead of the XDG state directory (tests). */
  directory?: string;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
  /** Where a problem is reported (the file then stays as it is and the history is kept in memory). */
  warn?: (message: string) => void;
}

interface Line {
  t: number;
  c: string;
  r: string;
  rem: number;
  lim: number;
  rst: number;
}

function toLine(s: StoredSample): string {
  const line: Line = { t: s.at, c: s.caller, r: s.resource, rem: s.remaining, lim: s.limit, rst: s.reset };
  return `${JSON.stringify(line)}\n`;
}

function fromLine(text: string): StoredSample | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const l = v as Partial<Line>;
  if (typeof l.t !== 'number' || typeof l.c !== 'string' || typeof l.r !== 'string') return undefined;
  if (typeof l.rem !== 'number' || typeof l.lim !== 'number' || typeof l.rst !== 'number') return undefined;
  return { at: l.t, caller: l.c, resource: l.r, remaining: l.rem, limit: l.lim, reset: l.rst };
}

export function openHistoryFile(options: HistoryFileOptions = {}): HistoryPersistence {
  const directory = options.directory ?? defaultStateDirectory(options.env);
  const path = join(directory, HISTORY_FILE_NAME);
  const maxBytes = options.maxBytes ?? HISTORY_MAX_BYTES;
  const maxAgeMs = options.maxAgeMs ?? HISTORY_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? (() => {});
  let usable = true;
  let size = 0;
  let needsFence = false;
  const memory: StoredSample[] = [];

  const readAll = (): StoredSample[] => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return [];
    }
    const out: StoredSample[] = [];
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const sample = fromLine(line);
      if (sample !== undefined) out.push(sample);
    }
    return out;
  };

  /**
   * Rewrites the file with what is young enough, newest kept when over half the byte bound. Reads the file backwards
   * in chunks and stops at the budget, so a file of any size (600 MiB was never compacted: it could not be read into
   * one string) is compacted in memory bounded by the budget.
   */
  const compact = (): void => {
    const lines = newestLines(path, maxBytes / 2, now() - maxAgeMs);
    const tmp = `${path}.tmp-${process.pid}`;
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, lines.join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    size = lines.reduce((total, line) => total + Buffer.byteLength(line), 0);
    needsFence = false;
  };

  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const stat = statSync(path, { throwIfNoEntry: false });
    size = stat?.size ?? 0;
    if (size > 0) {
      // Only the first line and the last byte are read here: the file may be far over its bound.
      const { firstLine, lastByte } = ends(path, size);
      needsFence = lastByte !== 10;
      const first = fromLine(firstLine);
      if (size > maxBytes || (first !== undefined && first.at < now() - maxAgeMs)) compact();
    }
  } catch (error) {
    usable = false;
    warn(
      `Rate-limit history cannot be kept in ${directory} (${error instanceof Error ? error.message : String(error)}); it lasts for this run only.`,
    );
  }

  return {
    path: usable ? path : undefined,
    load(sinceMs) {
      if (!usable) return memory.filter((s) => s.at >= sinceMs);
      try {
        return readAll().filter((s) => s.at >= sinceMs);
      } catch (error) {
        warn(`Rate-limit history could not be read (${error instanceof Error ? error.message : String(error)}).`);
        return [];
      }
    },
    append(samples) {
      if (samples.length === 0) return;
      if (!usable) {
        memory.push(...samples);
        const oldest = now() - maxAgeMs;
        while (memory.length > 0 && memory[0]!.at < oldest) memory.shift();
        return;
      }
      try {
        const text = (needsFence ? '\n' : '') + samples.map(toLine).join('');
        appendFileSync(path, text, { mode: 0o600 });
        needsFence = false;
        size += Buffer.byteLength(text);
        if (size > maxBytes) compact();
      } catch (error) {
        usable = false;
        memory.push(...samples);
        warn(
          `Rate-limit history could not be written (${error instanceof Error ? error.message : String(error)}); it lasts for this run only.`,
        );
      }
    },
  };
}

const CHUNK_BYTES = 1 << 16;

/** The file's first line (up to one chunk) and its last byte. */
function ends(path: string, size: number): { firstLine: string; lastByte: number } {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size));
    const read = readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, read);
    const newline = text.indexOf(10);
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return { firstLine: text.subarray(0, newline === -1 ? read : newline).toString('utf8'), lastByte: last[0]! };
  } finally {
    closeSync(fd);
  }
}

/**
 * The newest valid samples' lines (each ending in a newline), oldest first, at most `budget` bytes, none older than
 * `oldest`; read from the end of the file in chunks. A torn last line is skipped, as is a line longer than a chunk
 * (no sample is).
 */
function newestLines(path: string, budget: number, oldest: number): string[] {
  const fd = openSync(path, 'r');
  const kept: string[] = [];
  try {
    let position = fstatSync(fd).size;
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    /** Bytes of a line whose start lies in the part of the file not read yet. */
    let carry = Buffer.alloc(0);
    let atEnd = true;
    let bytes = 0;
    while (position > 0) {
      const length = Math.min(CHUNK_BYTES, position);
      position -= length;
      readSync(fd, chunk, 0, length, position);
      const data = Buffer.concat([chunk.subarray(0, length), carry]);
      let end = data.length;
      // Without a newline at the very end, the last line is torn: skip it.
      if (atEnd && data[end - 1] !== 10) end = data.lastIndexOf(10, end - 1) + 1;
      atEnd = false;
      // lastIndexOf counts a negative offset from the end: a line start before byte 2 is looked for by hand.
      let newline = end >= 2 ? data.lastIndexOf(10, end - 2) : -1;
      while (newline !== -1) {
        const line = data.subarray(newline + 1, end).toString('utf8');
        end = newline + 1;
        newline = end >= 2 ? data.lastIndexOf(10, end - 2) : -1;
        const sample = fromLine(line.trimEnd());
        if (sample === undefined) continue;
        if (sample.at < oldest || bytes + Buffer.byteLength(line) > budget) return kept.reverse();
        kept.push(line);
        bytes += Buffer.byteLength(line);
      }
      carry = Buffer.from(data.subarray(0, end));
      if (carry.length > CHUNK_BYTES) carry = Buffer.alloc(0);
    }
    const first = fromLine(carry.toString('utf8').trimEnd());
    if (first !== undefined && first.at >= oldest && bytes + carry.length <= budget) kept.push(carry.toString('utf8'));
    return kept.reverse();
  } finally {
    closeSync(fd);
  }
}
