// Dataset files written for a test, each a new file in one temporary folder per test file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `fileWith(text)` writes `text` to a new file and returns its path. */
export function datasetFileWriter(prefix: string): { fileWith(text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let files = 0;
  return {
    fileWith(text: string): string {
      files += 1;
      const path = join(dir, `d${files}.json`);
      writeFileSync(path, text);
      return path;
    },
  };
}
