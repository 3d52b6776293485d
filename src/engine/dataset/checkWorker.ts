// The check thread of loadDatasetFile on a large file (file.ts): receives the file's chunks as the loading thread
// reads them, checks every member (validation, duplicate keys) while that thread parses and stores them, and answers
// with the issues of each members list and the file's SHA-256 (the dataset's identity) once the last chunk is in (a
// null message).
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { DatasetScan, type CheckResult } from './file.js';

const port = parentPort!;
const scan = new DatasetScan('check');
const hash = createHash('sha256');
let failed: string | undefined;
let received = 0;

port.on('message', (chunk: Uint8Array | null) => {
  if (failed !== undefined) return;
  try {
    if (chunk !== null) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      hash.update(bytes);
      scan.write(bytes);
      // How far the checks are, every few chunks: the loading thread waits when they fall behind.
      received += 1;
      if (received % 4 === 0) port.postMessage(received);
      return;
    }
    const result: CheckResult =
      scan.end() === undefined
        ? { kind: 'syntax' }
        : { kind: 'checked', lists: scan.lists.map((l) => l.checkIssues()), sha256: hash.digest('hex') };
    port.postMessage(result);
  } catch (error) {
    failed = String(error);
    port.postMessage({ kind: 'failed', message: failed } satisfies CheckResult);
  }
});
