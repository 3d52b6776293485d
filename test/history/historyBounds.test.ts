// The lasting history's documented bounds and place (docs/rate-limits.md, "History that lasts"): past its byte bound
// the oldest samples go until the file is half that; the file is mode 0600, also after compaction rewrote it; an
// empty XDG_STATE_HOME counts as unset.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_FILE_NAME, openHistoryFile, type StoredSample } from '../../src/history/historyFile.js';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sy-history-bounds-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sample = (i: number): StoredSample => ({
  at: T0 + i * 1000,
  caller: 'abcd1234',
  resource: 'core',
  remaining: 4000 + i,
  limit: 5000,
  reset: Math.floor(T0 / 1000) + 3600,
});

/** Every sample line has the same length here (remaining has four digits), so sizes are exact. */
const LINE = Buffer.byteLength(
  `${JSON.stringify({ t: T0, c: 'abcd1234', r: 'core', rem: 4000, lim: 5000, rst: Math.floor(T0 / 1000) + 3600 })}\n`,
);

const mode = (path: string) => statSync(path).mode & 0o777;

describe('history file bounds', () => {
  it('past its byte bound keeps the newest samples that fit in half of it', () => {
    const maxBytes = LINE * 20;
    const file = openHistoryFile({ directory: dir, maxBytes, now: () => T0 });
    for (let i = 0; i < 20; i += 1) file.append([sample(i)]);
    expect(statSync(file.path!).size).toBe(LINE * 20);
    file.append([sample(20)]);
    expect(statSync(file.path!).size).toBe(LINE * 10);
    expect(file.load(0).map((s) => s.remaining)).toEqual([...Array(10).keys()].map((i) => 4011 + i));
  });

  it('is mode 0600 when created and after compaction', () => {
    const file = openHistoryFile({ directory: dir, maxBytes: LINE * 4, now: () => T0 });
    file.append([sample(0)]);
    expect(mode(file.path!)).toBe(0o600);
    for (let i = 1; i < 6; i += 1) file.append([sample(i)]);
    expect(statSync(file.path!).size).toBeLessThan(LINE * 4);
    expect(mode(file.path!)).toBe(0o600);
  });

  it('an empty XDG_STATE_HOME counts as unset: ~/.local/state/switchyard/', () => {
    const file = openHistoryFile({ env: { XDG_STATE_HOME: '', HOME: dir } });
    expect(file.path).toBe(join(dir, '.local', 'state', 'switchyard', HISTORY_FILE_NAME));
  });
});
