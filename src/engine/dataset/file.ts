// loadDatasetFile: reads a dataset from disk (`--data FILE`), with clear errors for a missing file or bad JSON.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadDataset } from './load.js';
import { DatasetError, type Dataset } from './types.js';

export async function loadDatasetFile(path: string): Promise<Dataset> {
  let bytes: Buffer | undefined;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : String(code ?? error);
    throw new DatasetError(
      path,
      [{ path: '', rule: 'required', message: `cannot read the file: ${why}` }],
      `cannot read dataset ${path}: ${why}`,
    );
  }
  const identity = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  let text: string | undefined = bytes.toString('utf8');
  // Only the text is needed from here: a large dataset's bytes, then its text, are let go as soon as they are used.
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
  // eslint-disable-next-line no-useless-assignment -- lets the garbage collector take the text early
  text = undefined;
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
