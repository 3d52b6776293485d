// loadDatasetFile: reads a dataset from disk (`--data FILE`), with clear errors for a missing file or bad JSON.
//
// The file is read in chunks and never held whole: each chunk is hashed (the dataset's identity) and scanned
// (scan.ts); the collaboration members a chunk completes are parsed together and handed to their list's loader, which
// validates them and keeps only the engine's packed form (src/engine/packedMembers.ts); the rest of the file (small)
// is parsed once at the end, with each members list replaced by a marker that the loader stands in for
// (datasetScan.ts). Small and large files take the same path. A large one (CHECK_THREAD_BYTES) is first loaded in two
// halves by two threads (splitLoad.ts: this one up to a cut near the middle, the check thread the rest of that
// members list); when that cannot be done (the cut is not between two members, or anything in the file is wrong),
// the members are checked by the check thread (checkWorker.ts), handed each chunk this thread reads, while this thread
// parses and stores them: the file is loaded only when the checks found nothing, and the problems are the same, in
// the same order, as when one thread does both. A file that is not valid JSON is read again whole, only to report
// JSON.parse's own error.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DatasetScan } from './datasetScan.js';
import { readChunks, readError } from './fileChunks.js';
import { loadDataset, type CheckedMembers } from './load.js';
import type { SecondHalfResult } from './secondHalf.js';
import { loadInHalves, type SecondHalfRunner } from './splitLoad.js';
import { DatasetError, type Dataset } from './types.js';

/**
 * From this size on, the members are loaded by two threads: in two halves (splitLoad.ts), or else checked
 * (validation, duplicate keys) by a worker thread, handed the chunks as they are read, while this thread parses and
 * stores them. Below it a thread costs more than it saves.
 */
export const CHECK_THREAD_BYTES = 8 << 20;

/** Chunks the check thread may be behind before the loading thread waits for it. */
const CHECK_BACKLOG = 32;

/** What the check thread answers (checkWorker.ts). */
export type CheckResult =
  | { kind: 'checked'; lists: CheckedMembers[]; /** of the chunks, hex */ sha256: string }
  | { kind: 'syntax' }
  | { kind: 'failed'; message: string };

export interface LoadFileOptions {
  /**
   * How the second half of a file is loaded when it is loaded in two halves (tests load it in this thread); by
   * default the check thread does, for a large file.
   */
  secondHalf?: SecondHalfRunner;
  /**
   * false: the dataset gets no `identity`, the SHA-256 of the file, which only the engines whose page tokens and
   * journal outlive the process need (command mode, the explorer: compose/select.ts). `serve` and the JS emulator
   * sign their tokens with a key of their own and keep no journal by default: for them the hash was a tenth of a
   * million-member start for nothing (a second pass over half the file on the loading thread, and the hash itself).
   */
  identity?: boolean;
}

export async function loadDatasetFile(path: string, options: LoadFileOptions = {}): Promise<Dataset> {
  const identity = options.identity ?? true;
  const script = await checkThreadScript(path);
  const secondHalf = options.secondHalf ?? (script === undefined ? undefined : threadSecondHalf(script));
  if (secondHalf !== undefined) {
    const loaded = await loadInHalves(path, secondHalf, identity);
    if (loaded !== undefined) return loaded;
  }
  const checks = script === undefined ? undefined : startChecks(script);
  try {
    const dataset = await loadScanned(path, checks);
    if (!identity) delete dataset.identity;
    return dataset;
  } finally {
    // Stopped once it answered; stopped here too when the load ended any other way (a read error, broken JSON).
    void checks?.cancel();
  }
}

async function loadScanned(path: string, checks: Checks | undefined): Promise<Dataset> {
  let hash = createHash('sha256');
  let scan = new DatasetScan(checks === undefined ? 'all' : 'store');
  // With a check thread, the thread hashes the chunks (this one stores the members and is the busier one).
  await readChunks(path, async (chunk) => {
    if (checks === undefined) hash.update(chunk);
    else await checks.write(chunk);
    scan.write(chunk);
  });
  let scanned = scan.end();
  if (scanned === undefined) return loadWholeFile(path);
  let identity: string | undefined;
  if (checks !== undefined) {
    const result = await checks.end();
    // A member the checks found invalid: the file is checked again on one thread, which reports its problems in
    // order with the duplicate keys (this thread's membership-ID checks assume valid members). Only broken files
    // pay for it.
    if (result.kind === 'checked' && result.lists.every((list) => list.valid)) {
      // Both threads scanned the same bytes: the same lists, in the same order.
      if (result.lists.length !== scan.lists.length) throw new Error('the check thread saw other members lists');
      scan.lists.forEach((list, i) => list.setCheckedElsewhere(result.lists[i]!));
      identity = result.sha256;
    } else {
      // The thread could not check the file (or found it broken where this one did not, or found an invalid
      // member): check it here instead.
      scan = new DatasetScan('all');
      hash = createHash('sha256');
      await readChunks(path, (chunk) => {
        hash.update(chunk);
        scan.write(chunk);
      });
      scanned = scan.end();
      if (scanned === undefined) return loadWholeFile(path);
    }
  }
  const dataset = loadDataset(scanned.json, path);
  dataset.identity = `sha256:${identity ?? hash.digest('hex')}`;
  return dataset;
}

interface Checks {
  /**
   * Hands the thread the next chunk (a copy: the thread has memory of its own); waits first while the thread is
   * CHECK_BACKLOG chunks behind, so a slower thread does not hold the file in its queue.
   */
  write(chunk: Buffer): Promise<void>;
  /** No more chunks: the thread's answer. */
  end(): Promise<CheckResult>;
  cancel(): Promise<number>;
}

/** The check thread's script for a large file, or undefined (a small file, or running from source: no script). */
async function checkThreadScript(path: string): Promise<URL | undefined> {
  const script = new URL('./checkWorker.js', import.meta.url);
  if (script.protocol !== 'file:' || !existsSync(fileURLToPath(script))) return undefined;
  try {
    return (await stat(path)).size < CHECK_THREAD_BYTES ? undefined : script;
  } catch {
    return undefined;
  }
}

/** The second half of a file loaded in two halves, by the check thread; the thread is stopped once it answered. */
function threadSecondHalf(script: URL): SecondHalfRunner {
  return (path, from) => {
    const worker = new Worker(script, { workerData: { secondHalf: { path, from } } });
    const result = new Promise<SecondHalfResult>((resolve) => {
      worker.once('message', resolve);
      worker.once('error', (error) => resolve({ kind: 'refused', why: String(error) }));
      worker.once('exit', (code) => resolve({ kind: 'refused', why: `exited with ${code}` }));
    });
    void result.then(() => worker.terminate());
    return { result, cancel: () => void worker.terminate() };
  };
}

/** The check thread for a large file. */
function startChecks(script: URL): Checks {
  const worker = new Worker(script);
  let sent = 0;
  let done = 0;
  let caughtUp: (() => void) | undefined;
  const result = new Promise<CheckResult>((resolve) => {
    worker.on('message', (message: CheckResult | number) => {
      if (typeof message !== 'number') return resolve(message);
      done = message;
      caughtUp?.();
    });
    worker.on('error', (error) => resolve({ kind: 'failed', message: String(error) }));
    worker.once('exit', (code) => resolve({ kind: 'failed', message: `exited with ${code}` }));
  });
  // The thread is stopped once it answered, and its memory given back before the load goes on.
  const stopped = result.then(async (answer) => {
    await worker.terminate();
    return answer;
  });
  return {
    write: async (chunk) => {
      while (sent - done >= CHECK_BACKLOG) {
        const settled = await Promise.race([
          new Promise<false>((resolve) => (caughtUp = () => resolve(false))),
          result.then(() => true),
        ]);
        if (settled) return;
      }
      worker.postMessage(chunk);
      sent += 1;
    },
    end: () => {
      worker.postMessage(null);
      return stopped;
    },
    cancel: () => worker.terminate(),
  };
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
