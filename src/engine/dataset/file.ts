// loadDatasetFile: reads a dataset from disk (`--data FILE`), with clear errors for a missing file or bad JSON.
//
// The file is read in chunks and never held whole: each chunk is hashed (the dataset's identity) and scanned
// (scan.ts); each collaboration member is parsed on its own and handed to its list's loader, which validates it and
// keeps only the engine's stored form; the rest of the file (small) is parsed once at the end, with each members
// list replaced by a marker that the loader stands in for. Small and large files take the same path; on a large one
// (CHECK_THREAD_BYTES) the members are checked by a worker thread (checkWorker.ts) that reads the same file while
// this thread parses and stores them: the file is loaded only when both saw the same bytes (SHA-256) and the checks
// found nothing, and the problems are the same, in the same order, as when one thread does both. A file that is not
// valid JSON is read again whole, only to report JSON.parse's own error.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Issue } from '../../domain/validation.js';
import { loadDataset, MemberListLoader } from './load.js';
import { MemberListScanner } from './scan.js';
import { at } from './sections.js';
import { DatasetError, type Dataset } from './types.js';

/** Bytes read at a time: large enough that a read costs little, small enough that a few in memory cost nothing. */
const CHUNK_BYTES = 1 << 20;

/**
 * From this size on, the members are checked (validation, duplicate keys) by a worker thread reading the same file
 * while this thread parses and stores them: the checks are a third of the work. Below it a thread costs more than it
 * saves.
 */
export const CHECK_THREAD_BYTES = 8 << 20;

/** What the check thread answers (checkWorker.ts). */
export type CheckResult =
  { kind: 'checked'; identity: string; lists: Issue[][] } | { kind: 'syntax' } | { kind: 'failed'; message: string };

interface Scanned {
  json: unknown;
  lists: MemberListLoader[];
  identity: string;
}

/** Reads, hashes and scans the file; each members list goes to a loader in `mode`. Undefined when not valid JSON. */
async function scanFile(path: string, mode: 'all' | 'check' | 'store'): Promise<Scanned | undefined> {
  const hash = createHash('sha256');
  // The marker of a members list in the skeleton: a key no file can contain by chance or on purpose.
  const marker = randomBytes(16).toString('hex');
  const lists: MemberListLoader[] = [];
  const scanner = new MemberListScanner({
    startList(collaboration) {
      lists.push(new MemberListLoader(at('collaborations', collaboration, 'members'), true, mode));
      return `{"${marker}":${lists.length - 1}}`;
    },
    member(text) {
      lists[lists.length - 1]!.add(JSON.parse(text));
    },
  });
  let json: unknown;
  try {
    await readChunks(path, (chunk) => {
      hash.update(chunk);
      scanner.write(chunk);
    });
    json = JSON.parse(scanner.end());
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  attachMemberLists(json, marker, lists);
  return { json, lists, identity: `sha256:${hash.digest('hex')}` };
}

/** The check thread's half of a load: the issues of every members list, in file order. */
export async function checkDatasetFile(path: string): Promise<CheckResult> {
  const scanned = await scanFile(path, 'check');
  if (scanned === undefined) return { kind: 'syntax' };
  return { kind: 'checked', identity: scanned.identity, lists: scanned.lists.map((l) => [...l.checkIssues()]) };
}

export async function loadDatasetFile(path: string): Promise<Dataset> {
  const checks = await startChecks(path);
  let scanned: Scanned | undefined;
  try {
    scanned = await scanFile(path, checks === undefined ? 'all' : 'store');
  } catch (error) {
    void checks?.cancel();
    throw error;
  }
  if (scanned === undefined) {
    void checks?.cancel();
    return loadWholeFile(path);
  }
  if (checks !== undefined) {
    const result = await checks.result;
    if (result.kind !== 'checked') {
      // The thread could not check the file (or saw it broken while this one did not): check it here instead.
      scanned = await scanFile(path, 'all');
      if (scanned === undefined) return loadWholeFile(path);
    } else {
      if (result.identity !== scanned.identity || result.lists.length !== scanned.lists.length)
        throw new DatasetError(
          path,
          [{ path: '', rule: 'type', message: 'the file changed while it was read' }],
          `dataset ${path} changed while it was read`,
        );
      scanned.lists.forEach((list, i) => list.setCheckedElsewhere(result.lists[i]!));
    }
  }
  const dataset = loadDataset(scanned.json, path);
  dataset.identity = scanned.identity;
  return dataset;
}

/** The check thread for a large file, or undefined (a small file, or no thread script: running from source). */
async function startChecks(
  path: string,
): Promise<{ result: Promise<CheckResult>; cancel: () => Promise<number> } | undefined> {
  const script = new URL('./checkWorker.js', import.meta.url);
  if (script.protocol !== 'file:' || !existsSync(fileURLToPath(script))) return undefined;
  try {
    if ((await stat(path)).size < CHECK_THREAD_BYTES) return undefined;
  } catch {
    return undefined;
  }
  const worker = new Worker(script, { workerData: { path } });
  const result = new Promise<CheckResult>((resolve) => {
    worker.once('message', (message: CheckResult) => resolve(message));
    worker.on('error', (error) => resolve({ kind: 'failed', message: String(error) }));
    worker.once('exit', (code) => resolve({ kind: 'failed', message: `exited with ${code}` }));
  });
  void result.then(() => worker.terminate());
  return { result, cancel: () => worker.terminate() };
}

/** Puts each members list's loader where its marker stands (`collaborations[i].members`). */
function attachMemberLists(json: unknown, marker: string, lists: readonly MemberListLoader[]): void {
  if (lists.length === 0) return;
  const collaborations = (json as { collaborations?: unknown } | null)?.collaborations;
  if (!Array.isArray(collaborations)) return;
  for (const c of collaborations as unknown[]) {
    if (typeof c !== 'object' || c === null) continue;
    const members = (c as { members?: unknown }).members;
    if (typeof members === 'object' && members !== null && Object.hasOwn(members, marker))
      (c as { members: unknown }).members = lists[(members as Record<string, number>)[marker]!];
  }
}

/** Calls `onChunk` with the file's bytes in order, reading the next chunk while the current one is handled. */
async function readChunks(path: string, onChunk: (chunk: Buffer) => void): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw readError(path, error);
  }
  const read = async (): Promise<Buffer> => {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    try {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      return buffer.subarray(0, bytesRead);
    } catch (error) {
      throw readError(path, error);
    }
  };
  let next: Promise<Buffer> | undefined;
  try {
    next = read();
    for (;;) {
      const chunk = await next;
      if (chunk.length === 0) break;
      next = read();
      onChunk(chunk);
    }
  } finally {
    await next?.catch(() => undefined);
    await handle.close();
  }
}

/** The old way, for a file that is not valid JSON: JSON.parse over the whole text says where and why. */
async function loadWholeFile(path: string): Promise<Dataset> {
  let bytes: Buffer | undefined;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw readError(path, error);
  }
  const identity = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  const text = bytes.toString('utf8');
  // eslint-disable-next-line no-useless-assignment -- lets the garbage collector take the bytes early
  bytes = undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const why = describeJsonError(text, error);
    throw new DatasetError(
      path,
      [{ path: '', rule: 'type', message: `not valid JSON: ${why}` }],
      `dataset ${path} is not valid JSON: ${why}`,
    );
  }
  // Only reached if the scan refused a file JSON.parse accepts: the dataset still loads, the slow way.
  const dataset = loadDataset(json, path);
  dataset.identity = identity;
  return dataset;
}

function readError(path: string, error: unknown): DatasetError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'is a directory'
        : code === 'EACCES'
          ? 'permission denied'
          : String(code ?? error);
  return new DatasetError(
    path,
    [{ path: '', rule: 'required', message: `cannot read the file: ${why}` }],
    `cannot read dataset ${path}: ${why}`,
  );
}

/**
 * V8's JSON.parse messages quote a slice of the input, which may hold a token or a secret key: keep only the
 * reason, and turn "at position N" into a line and column.
 */
function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = message.indexOf('"');
  const last = message.lastIndexOf('"');
  let reason = first >= 0 && last > first ? `${message.slice(0, first)}${message.slice(last + 1)}` : message;
  reason = reason
    .replace(/,?\s*\.\.\.\s*/g, ' ')
    .replace(/,\s*is not/, ' is not')
    .replace(/\s+/g, ' ')
    .trim();
  const position = /at position (\d+)/.exec(message);
  if (position === null) return reason;
  const offset = Number(position[1]);
  const before = text.slice(0, offset).split('\n');
  return `${reason.replace(/ in JSON at position \d+.*/, '')} (line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
}
