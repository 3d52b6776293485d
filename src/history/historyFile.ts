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
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
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

  /** Rewrites the file with what is young enough, newest kept when over half the byte bound. */
  const compact = (): void => {
    const oldest = now() - maxAgeMs;
    const lines = readAll()
      .filter((s) => s.at >= oldest)
      .map(toLine);
    let bytes = 0;
    let start = lines.length;
    while (start > 0 && bytes + Buffer.byteLength(lines[start - 1]!) <= maxBytes / 2) {
      start -= 1;
      bytes += Buffer.byteLength(lines[start]!);
    }
    const tmp = `${path}.tmp-${process.pid}`;
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, lines.slice(start).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    size = bytes;
    needsFence = false;
  };

  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const stat = statSync(path, { throwIfNoEntry: false });
    size = stat?.size ?? 0;
    if (size > 0) {
      const text = readFileSync(path, 'utf8');
      needsFence = !text.endsWith('\n');
      const first = fromLine(text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined));
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
