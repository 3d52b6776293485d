// The check thread of loadDatasetFile on a large file (file.ts). Started with `workerData.secondHalf`, it loads the
// second half of a members list (secondHalf.ts, for splitLoad.ts) and answers once. Otherwise it receives the file's
// chunks as the loading thread reads them, checks every member (validation, duplicate keys) while that thread parses
// and stores them, and answers with the issues of each members list and the file's SHA-256 (the dataset's identity)
// once the last chunk is in (a null message).
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { DatasetScan } from './datasetScan.js';
import type { CheckResult } from './file.js';
import { loadSecondHalf, transferablesOf, type SecondHalfResult } from './secondHalf.js';

const port = parentPort!;
const secondHalf = (workerData as { secondHalf?: { path: string; from: number } } | null)?.secondHalf;

if (secondHalf !== undefined) {
  void loadSecondHalf(secondHalf.path, secondHalf.from).then(
    (result) => port.postMessage(result, transferablesOf(result)),
    (error: unknown) => port.postMessage({ kind: 'refused', why: String(error) } satisfies SecondHalfResult),
  );
} else {
  checkChunks();
}

function checkChunks(): void {
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
}
