// The file store behind `--state PATH`: an append-only journal, one record per line, each line
// `<checksum> <json>\n` where the checksum is the first 16 hex digits of the JSON's SHA-256. The first record is a
// header holding the format version and an epoch that a reset renews. Nothing in it is a key: the journal keeps no
// digest of a secret (see requestFingerprint.ts). Version 1 journals, written before that, had a salt in the header
// and a salted HMAC of each credential in their create records: they are read, the salt and digests ignored, with a
// warning that a reset (or moving the file aside) removes them; the file is not rewritten behind the user's back.
//
// Why a journal and not SQLite: a native SQLite binding must be compiled for each Node ABI; node:sqlite exists only
// from Node 22 and prints an ExperimentalWarning users must never see; and the engine's writes are few and small. An
// append is one write(2) on an O_APPEND descriptor followed by fsync(2), done before the engine answers, so a kill -9
// after a 201 loses nothing. The hardening that a database would otherwise give:
// - a write that fails (a full disk, `ulimit -f`) is cut back off the file and reported, never acknowledged, and the
//   store stays usable (the change is not applied in memory either: an event is written before it is applied);
// - a last record cut short by a crash is fenced off (truncated, with a warning) at the next open or write: it was
//   never acknowledged; any other damage refuses the whole store, naming the byte, and loads nothing;
// - a record is at most MAX_RECORD_BYTES, so a damaged file with one huge line is refused at once;
// - a reset truncates the journal and writes a header with a new epoch: another process sharing the journal sees
//   the new epoch (or a file shorter than what it read) and starts again from the dataset, instead of failing;
// - writers take journalLock.ts's lock, which recognises a dead holder at once; reads take no lock (they stop at the
//   last complete record).
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
  writeSync,
  constants,
} from 'node:fs';
import { dirname } from 'node:path';
import { acquireLockSync, whenLockFree } from './journalLock.js';
import { StateLocationError, StateStoreError, type EngineStore, type StoredEvent } from './types.js';

const FORMAT = 'switchyard-state';
const VERSION = 2;
/** Written before the journal stopped keeping credential digests: still read. */
const LEGACY_VERSION = 1;
const CHUNK_BYTES = 1 << 16;
/** The longest record line: a record holds one engine record, far smaller than a 1 MiB request. */
export const MAX_RECORD_BYTES = 1 << 20;

interface Header {
  type: 'header';
  format: string;
  version: number;
  epoch: string;
}

export interface JournalOptions {
  /** Where the one-line notices go (a fenced-off torn record). Default: stderr. */
  warn?: (message: string) => void;
}

export function createJournalStore(path: string, options: JournalOptions = {}): EngineStore {
  const warn = options.warn ?? ((message: string) => void process.stderr.write(`${message}\n`));
  // A journal that exists is opened and its header checked now. A new one is created by the first write: nothing is
  // on disk (no folder, no file, no fsync) before there is something to keep, and a place where it could not be
  // created is still refused now, as it was when the file was created here.
  let fd = openExistingJournal(path);
  if (fd === undefined) checkCreatable(path);
  /** Bytes of the journal applied (or written) by this process. */
  let offset = 0;
  let epoch = '';
  let apply: ((event: StoredEvent) => void) | undefined;
  let onReset: (() => void) | undefined;

  const locked = <T>(body: () => T): T => {
    const release = acquireLockSync(path);
    try {
      return body();
    } finally {
      release();
    }
  };

  // The header is written once, by whichever process finds the file empty (or holding only a torn header), under
  // the lock.
  function settleHeader(journal: number): void {
    const size = fstatSync(journal).size;
    const first = size === 0 ? undefined : readRecords(journal, path, 0, size, 'fence', true);
    if (first === undefined || first.records.length === 0) {
      if (size > 0) warn(`switchyard: state ${path}: rewrote a header cut short by a crash (${size} bytes)`);
      ftruncateSync(journal, 0);
      epoch = newEpoch();
      appendDurably(journal, path, [headerRecord(epoch)], 0);
      fsyncDirectory(dirname(path));
      return;
    }
    const head = first.records[0]!;
    epoch = head.epoch as string;
    if (head.version === LEGACY_VERSION)
      warn(
        `switchyard: state ${path} was written by an earlier switchyard and may hold salted digests of credentials ` +
          'that a word list could confirm; they are no longer used. A reset (POST /_switchyard/reset), or moving the ' +
          'file aside, removes them.',
      );
  }
  if (fd !== undefined) {
    const opened = fd;
    locked(() => settleHeader(opened));
  }

  /** The journal once it exists: opened if another process has created it since (a read takes no lock). */
  function existing(): number | undefined {
    fd ??= openExistingJournal(path);
    return fd;
  }

  /** The journal for a write (under the lock): created with its header by the first write of all. */
  function forWrite(): number {
    if (fd !== undefined) return fd;
    const created = openJournal(path);
    fd = created;
    settleHeader(created);
    catchUp(true);
    return created;
  }

  /** Cuts a record left incomplete by a crash or a full disk off the end (under the lock), with a warning. */
  function fence(journal: number, at: number, size: number): void {
    ftruncateSync(journal, at);
    fsyncSync(journal);
    warn(
      `switchyard: state ${path}: fenced off an incomplete last record of ${size - at} bytes at byte ${at} ` +
        '(a write cut short by a crash or a full disk; it was never acknowledged)',
    );
  }

  /**
   * Applies the records from `offset` to the end. `locked`: this process holds the lock, so an incomplete last
   * record belongs to a writer that died and is fenced off; without the lock it may be a write in progress and is
   * left for later. A reset by another process (a shorter file, or a new epoch) replays from the start.
   */
  function catchUp(isLocked: boolean): void {
    const journal = existing();
    // Not created yet, by this process or another: there is nothing to read.
    if (journal === undefined) return;
    const size = fstatSync(journal).size;
    if (size === offset) return;
    const head = size === 0 ? undefined : readRecords(journal, path, 0, size, 'stop', true).records[0];
    // Emptied by a reset whose header is not written yet: there is nothing to read until it is.
    if (head === undefined) return;
    if (size < offset || head.epoch !== epoch) {
      epoch = head.epoch as string;
      if (offset > 0) onReset?.();
      offset = 0;
    }
    const read = readRecords(journal, path, offset, size, isLocked ? 'fence' : 'stop');
    if (read.tornAt !== undefined) fence(journal, read.tornAt, size);
    const events = offset === 0 ? read.records.slice(1) : read.records;
    for (const event of events) apply?.(event as StoredEvent);
    offset = read.end;
  }

  return {
    location: path,
    attach(onEvent, hooks) {
      apply = onEvent;
      onReset = hooks?.onReset;
      offset = 0;
      // Nothing on disk yet: nothing to replay, and no folder to take the lock in.
      if (existing() === undefined) return;
      locked(() => catchUp(true));
    },
    ready: () => whenLockFree(path),
    transaction(body) {
      // The lock lives beside the journal: a first write makes the folder (the journal itself only once an event
      // is recorded, so a write that fails its checks leaves no file).
      if (fd === undefined) makeDirectory(path);
      return locked(() => {
        catchUp(true);
        // Each event is durable before the engine applies it (record() returns only then), so a failed write
        // leaves neither the file nor the engine changed.
        return body((event) => {
          const journal = forWrite();
          offset += appendDurably(journal, path, [event], offset);
        });
      });
    },
    refresh() {
      const journal = existing();
      if (journal === undefined || fstatSync(journal).size === offset) return;
      catchUp(false);
    },
    reset() {
      const journal = existing();
      // Never created: there is nothing to forget, and still nothing to write.
      if (journal === undefined) return;
      locked(() => {
        ftruncateSync(journal, 0);
        epoch = newEpoch();
        offset = appendDurably(journal, path, [headerRecord(epoch)], 0);
      });
    },
    close() {
      if (fd !== undefined) closeSync(fd);
    },
  };
}

function newEpoch(): string {
  return randomBytes(8).toString('hex');
}

function makeDirectory(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StateLocationError(
      `cannot create the state directory ${dirname(path)}: ${String((error as NodeJS.ErrnoException).code)}`,
    );
  }
}

function openJournal(path: string): number {
  makeDirectory(path);
  try {
    // O_APPEND: every write lands at the end, whatever other processes wrote since.
    return openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_APPEND, 0o600);
  } catch (error) {
    throw locationError(path, error);
  }
}

/** The journal if it exists (undefined if not), opened as openJournal opens it. */
function openExistingJournal(path: string): number | undefined {
  // Reads look for a journal not created yet at every call: existsSync costs no thrown error.
  if (!existsSync(path)) return undefined;
  try {
    return openSync(path, constants.O_RDWR | constants.O_APPEND);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw locationError(path, error);
  }
}

function locationError(path: string, error: unknown): StateLocationError {
  const code = (error as NodeJS.ErrnoException).code;
  return new StateLocationError(`cannot open state ${path}: ${code === 'EISDIR' ? 'is a directory' : String(code)}`);
}

/**
 * Refuses, with the message creating it would have given, a journal that could not be created: the nearest folder
 * that exists must be a folder this process can write in (a file on the way: ENOTDIR; a read-only or foreign place:
 * EACCES, EROFS).
 */
function checkCreatable(path: string): void {
  const dir = dirname(path);
  const refuse = (at: string, code: string): never => {
    throw new StateLocationError(
      at === dir ? `cannot open state ${path}: ${code}` : `cannot create the state directory ${dir}: ${code}`,
    );
  };
  let at = dir;
  for (;;) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(at).isDirectory();
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code);
      if (code !== 'ENOENT' || dirname(at) === at) return refuse('', code);
      at = dirname(at);
      continue;
    }
    // As mkdir says it: EEXIST for the folder itself being a file, ENOTDIR for a file further up.
    if (!isDirectory) refuse('', at === dir ? 'EEXIST' : 'ENOTDIR');
    break;
  }
  try {
    accessSync(at, constants.W_OK | constants.X_OK);
  } catch (error) {
    refuse(at, String((error as NodeJS.ErrnoException).code));
  }
}

function headerRecord(epoch: string): Header {
  return { type: 'header', format: FORMAT, version: VERSION, epoch };
}

function checksum(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

/**
 * Appends the records in one write and fsyncs; returns the bytes written. `end` is the file's size before (the
 * caller holds the lock): on any failure the file is cut back to it and the write reported as not made.
 */
function appendDurably(fd: number, path: string, records: readonly object[], end: number): number {
  const text = records.map((r) => {
    const json = JSON.stringify(r);
    return `${checksum(json)} ${json}\n`;
  });
  const bytes = Buffer.from(text.join(''), 'utf8');
  if (bytes.length > MAX_RECORD_BYTES * records.length)
    throw new StateStoreError(`cannot write state ${path}: a record is over ${MAX_RECORD_BYTES} bytes`);
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } catch (error) {
    try {
      ftruncateSync(fd, end);
    } catch {
      // The next writer fences the torn record off (it holds the lock, so it knows no write is in progress).
    }
    throw new StateStoreError(
      `cannot write state ${path}: ${String((error as NodeJS.ErrnoException).code ?? error)}; the change was not made`,
    );
  }
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

/**
 * Reads and checks the records in [from, to) chunk by chunk (memory bounded by MAX_RECORD_BYTES), checking the header
 * when reading from 0. An incomplete last record: `stop` ends before it, `fence` reports where it starts (`tornAt`).
 * With `firstOnly`, stops after the first record.
 */
function readRecords(
  fd: number,
  path: string,
  from: number,
  to: number,
  tail: 'stop' | 'fence',
  firstOnly = false,
): { records: Record<string, unknown>[]; end: number; tornAt?: number } {
  const records: Record<string, unknown>[] = [];
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let position = from;
  let lineStart = from;
  let lineNumber = 0;
  while (position < to) {
    const read = readSync(fd, chunk, 0, Math.min(CHUNK_BYTES, to - position), position);
    if (read === 0) break;
    let data = chunk.subarray(0, read);
    /** The file offset of data[0]. */
    let dataStart = position;
    position += read;
    let newline = data.indexOf(10);
    while (newline !== -1) {
      lineNumber += 1;
      const line =
        pendingBytes > 0 ? Buffer.concat([...pending, data.subarray(0, newline)]) : data.subarray(0, newline);
      pending = [];
      pendingBytes = 0;
      if (line.length > MAX_RECORD_BYTES) throw damaged(path, lineStart, `a record is over ${MAX_RECORD_BYTES} bytes`);
      records.push(parseLine(line, path, lineStart, from === 0 && lineNumber === 1));
      lineStart = dataStart + newline + 1;
      if (firstOnly) return { records, end: lineStart };
      data = data.subarray(newline + 1);
      dataStart = lineStart;
      newline = data.indexOf(10);
    }
    // Kept as pieces, not concatenated per chunk: one long line costs linear time, and is refused past the bound.
    pending.push(Buffer.from(data));
    pendingBytes += data.length;
    if (pendingBytes > MAX_RECORD_BYTES) throw damaged(path, lineStart, `a record is over ${MAX_RECORD_BYTES} bytes`);
  }
  if (pendingBytes > 0) {
    if (from === 0 && records.length === 0 && !looksLikeTornHeader(Buffer.concat(pending)))
      throw damaged(path, 0, 'this is not a switchyard state file');
    return tail === 'stop' ? { records, end: lineStart } : { records, end: lineStart, tornAt: lineStart };
  }
  if (from === 0 && records.length === 0) throw damaged(path, 0, 'the header record is missing');
  return { records, end: lineStart };
}

const HEADER_START = ' {"type":"header","format":"switchyard-state"';

/** A header cut short while it was first written: a checksum, then a prefix of the header's JSON. */
function looksLikeTornHeader(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (!/^[0-9a-f]{0,16}$/.test(text.slice(0, 16))) return false;
  if (text.length <= 16) return true;
  const rest = text.slice(16);
  return rest.length <= HEADER_START.length ? HEADER_START.startsWith(rest) : rest.startsWith(HEADER_START);
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
    if (record.version !== VERSION && record.version !== LEGACY_VERSION)
      throw new StateStoreError(
        `state ${path} has format version ${String(record.version)}; this switchyard reads versions ` +
          `${LEGACY_VERSION} and ${VERSION}`,
      );
    if (record.version === LEGACY_VERSION && (typeof record.salt !== 'string' || !/^[0-9a-f]{64}$/.test(record.salt)))
      throw damaged(path, at, 'the header has no valid salt');
    // A journal written before epochs existed has none: the empty epoch, renewed by its next reset.
    const epoch = typeof record.epoch === 'string' ? record.epoch : '';
    // The legacy salt is dropped here: nothing in memory keeps it.
    const { salt: _legacySalt, ...rest } = record;
    return { ...rest, epoch };
  }
  // A legacy create record's salted credential digest is dropped before the engine sees it.
  if ('digest' in record) {
    const { digest: _legacyDigest, ...rest } = record;
    return rest;
  }
  return record;
}

function damaged(path: string, at: number, why: string): StateStoreError {
  return new StateStoreError(
    `state ${path} is damaged at byte ${at}: ${why}. Nothing was loaded. Move the file aside to start empty, or ` +
      `truncate it to ${at} bytes to keep the records before that point.`,
  );
}
