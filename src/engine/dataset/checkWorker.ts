// The check thread of loadDatasetFile on a large file (file.ts): reads the same file and checks every member
// (validation, duplicate keys) while the loading thread parses and stores them, and answers with the issues.
import { parentPort, workerData } from 'node:worker_threads';
import { checkDatasetFile, type CheckResult } from './file.js';

const { path } = workerData as { path: string };
checkDatasetFile(path).then(
  (result) => parentPort!.postMessage(result),
  (error: unknown) => parentPort!.postMessage({ kind: 'failed', message: String(error) } satisfies CheckResult),
);
