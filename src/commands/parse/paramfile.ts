// `file://path` and `fileb://path` parameter values: the value is the file's content (AWS CLI v2 paramfile.py).
// `~` expands to the home directory; relative paths are relative to the working directory.

import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { parsingError } from '../errors.js';

const PREFIXES = ['file://', 'fileb://'] as const;

export function resolveParamFile(value: string, cliOption: string, cwd: string): string {
  const prefix = PREFIXES.find((p) => value.startsWith(p));
  if (prefix === undefined) return value;
  const raw = value.slice(prefix.length);
  const path = raw.startsWith('~') ? homedir() + raw.slice(1) : resolve(cwd, raw);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file does not exist' : (error as Error).message;
    throw parsingError(cliOption, `Unable to load paramfile ${value}: ${reason}`);
  }
}
