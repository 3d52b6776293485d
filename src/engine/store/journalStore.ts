// The file store behind `--state PATH`: an append-only journal, one record per line, each line
// `<checksum> <json>\n` where the checksum is the first 16 hex digits of the JSON's SHA-256. The first record is a
// header holding the format version and the idempotency salt.
//
// Why a journal and not SQLite: a native SQLite binding must be compiled for each Node ABI (Node 20 and 24 both),
// Node 20 has no node:sqlite, and the engine's writes are few and small. An append is one write(2) on an O_APPEND
// descriptor followed by fsync(2), done before the engine answers, so a kill -9 after a 201 loses nothing. A line
// whose checksum does not match, or a last line without its newline (a write cut short), makes the whole store
// refused with the line and byte named: nothing is ever half-loaded. Processes sharing a store serialise their writes
// with a lock file (proper-lockfile), and each catches up on what the others appended before it checks and writes.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  writeSync,
  constants,
} from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';
import { StateStoreError, type EngineStore, type StoredEvent } from './types.js';

const FORMAT = 'switchyard-state';
const VERSION = 1;
const CHUNK_BYTES = 1 << 16;
/** How long a writer waits for another process's lock before giving up. */
const LOCK_WAIT_MS = 10_000;
/** A lock not refreshed for this long belongs to a process that died; proper-lockfile then takes it over. */
const LOCK_STALE_MS = 10_000;

interface Header {
  type: 'header';
  format: string;
  version: number;
  salt: string;
}

export function createJournalStore(path: string): EngineStore {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const fd = openJournal(path);
  let offset = 0;
  let apply: ((event: StoredEvent) => void) | undefined;
  let salt: Buffer;

  const locked = <T>(body: () => T): T => {
    const release = acquireLock(path);
    try {
      return body();
    } finally {
      release();
    }
  };

  // The header is written once, by whichever process finds the file empty.
  // eslint-disable-next-line prefer-const -- declared before the helpers above that close over it
  salt = locked(() => {
    if (fstatSync(fd).size === 0) {
      const fresh = randomBytes(32);
      appendDurably(fd, [headerRecord(fresh)]);
      fsyncDirectory(dirname(path));
      return fresh;
    }
    return readSalt(fd, path);
  });

  /** Reads records from `offset` to the end, applying events; returns the new offset. Throws before applying any on damage. */
  function catchUp(from: number, onEvent: ((event: StoredEvent) => void) | undefined): number {
    const size = fstatSync(fd).size;
    if (size < from)
      throw new StateStoreError(`state ${path} was emptied by another process (a reset); restart to use it again`);
    if (size === from) return from;
    const { records, end } = readRecords(fd, path, from, size);
    const events = from === 0 ? records.slice(1) : records;
    for (const event of events) onEvent?.(event as StoredEvent);
    return end;
  }

  return {
    location: path,
    get salt() {
      return salt;
    },
    attach(onEvent) {
      apply = onEvent;
      offset = locked(() => catchUp(0, onEvent));
    },
    transaction(body) {
      return locked(() => {
        offset = catchUp(offset, apply);
        const recorded: StoredEvent[] = [];
        const result = body((event) => recorded.push(event));
        if (recorded.length > 0) offset += appendDurably(fd, recorded);
        return result;
      });
    },
    refresh() {
      if (fstatSync(fd).size === offset) return;
      locked(() => {
        offset = catchUp(offset, apply);
      });
    },
    reset() {
      locked(() => {
        ftruncateSync(fd, 0);
        offset = appendDurably(fd, [headerRecord(salt)]);
      });
    },
    close() {
      closeSync(fd);
    },
  };
}

function openJournal(path: string): number {
  try {
    // O_APPEND: every write lands at the end, whatever other processes wrote since.
    return openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_APPEND, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StateStoreError(`cannot open state ${path}: ${code === 'EISDIR' ? 'is a directory' : String(code)}`);
  }
}

function acquireLock(path: string): () => void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return lockfile.lockSync(path, { realpath: false, stale: LOCK_STALE_MS });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || Date.now() > deadline)
        throw new StateStoreError(
          `cannot lock state ${path}: ${(error as NodeJS.ErrnoException).code === 'ELOCKED' ? 'another process holds it' : (error as Error).message}`,
        );
      // A synchronous wait: engine writes are synchronous so that nothing interleaves between check and write.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}

function headerRecord(salt: Buffer): Header {
  return { type: 'header', format: FORMAT, version: VERSION, salt: salt.toString('hex') };
}

function checksum(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

/** Appends the records in one write and fsyncs; returns the bytes written. */
function appendDurably(fd: number, records: readonly object[]): number {
  const text = records.map((r) => {
    const json = JSON.stringify(r);
    return `${checksum(json)} ${json}\n`;
  });
  const bytes = Buffer.from(text.join(''), 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
  fsyncSync(fd);
  return bytes.length;
}

function fsyncDirectory(dir: string): void {
  try {
    const dfd = openSync(dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // Some file systems refuse fsync on a directory; the file's own fsync still holds its data.
  }
}

function readSalt(fd: number, path: string): Buffer {
  const size = fstatSync(fd).size;
  const { records } = readRecords(fd, path, 0, size, true);
  return records[0]!.salt as Buffer;
}

/**
 * Reads and checks the records in [from, to) chunk by chunk (memory bounded by the longest line), checking the header
 * when reading from 0. With `firstOnly`, stops after the first record.
 */
function readRecords(
  fd: number,
  path: string,
  from: number,
  to: number,
  firstOnly = false,
): { records: Record<string, unknown>[]; end: number } {
  const records: Record<string, unknown>[] = [];
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let pending = Buffer.alloc(0);
  let position = from;
  let lineStart = from;
  let lineNumber = 0;
  while (position < to) {
    const read = readSync(fd, chunk, 0, Math.min(CHUNK_BYTES, to - position), position);
    if (read === 0) break;
    position += read;
    let data = pending.length > 0 ? Buffer.concat([pending, chunk.subarray(0, read)]) : chunk.subarray(0, read);
    let newline = data.indexOf(10);
    while (newline !== -1) {
      lineNumber += 1;
      records.push(parseLine(data.subarray(0, newline), path, lineStart, from === 0 && lineNumber === 1));
      lineStart += newline + 1;
      if (firstOnly) return { records, end: lineStart };
      data = data.subarray(newline + 1);
      newline = data.indexOf(10);
    }
    pending = Buffer.from(data);
  }
  if (pending.length > 0) throw damaged(path, lineStart, 'the last record is incomplete (a write was cut short)');
  if (from === 0 && records.length === 0) throw damaged(path, 0, 'the header record is missing');
  return { records, end: lineStart };
}

function parseLine(line: Buffer, path: string, at: number, isHeader: boolean): Record<string, unknown> {
  const text = line.toString('utf8');
  const space = text.indexOf(' ');
  const json = space === -1 ? '' : text.slice(space + 1);
  if (space !== 16 || checksum(json) !== text.slice(0, 16))
    throw damaged(path, at, 'a record does not match its checksum');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw damaged(path, at, 'a record is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || typeof (value as StoredEvent).type !== 'string')
    throw damaged(path, at, 'a record has no type');
  const record = value as Record<string, unknown>;
  if (isHeader) {
    if (record.type !== 'header' || record.format !== FORMAT)
      throw damaged(path, at, 'this is not a switchyard state file');
    if (record.version !== VERSION)
      throw new StateStoreError(
        `state ${path} has format version ${String(record.version)}; this switchyard reads version ${VERSION}`,
      );
    if (typeof record.salt !== 'string' || !/^[0-9a-f]{64}$/.test(record.salt))
      throw damaged(path, at, 'the header has no valid salt');
    return { ...record, salt: Buffer.from(record.salt, 'hex') };
  }
  return record;
}

function damaged(path: string, at: number, why: string): StateStoreError {
  return new StateStoreError(
    `state ${path} is damaged at byte ${at}: ${why}. Nothing was loaded. Move the file aside to start empty, or ` +
      `truncate it to ${at} bytes to keep the records before that point.`,
  );
}
