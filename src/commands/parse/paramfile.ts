// `file://path` and `fileb://path` parameter values: the value is the file's content (AWS CLI v2 paramfile.py).
// `~` expands to the home directory; relative paths are relative to the working directory.
//
// `file://` is read as text (UTF-8, as the AWS CLI reads it under a UTF-8 locale): bytes that are not UTF-8 are an
// error naming the file, in the AWS CLI's words, never replaced by U+FFFD. `fileb://` is always read as binary
// (service-interfaces.md, --cli-binary-format), whatever --cli-binary-format says: its bytes are taken as they are.
// No member of these three commands is a blob, so the bytes must also be text to fill a string member: they are
// used unchanged when they are UTF-8 (a BOM or CR bytes included), and refused with an error naming the parameter
// otherwise.

import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { parsingError } from '../errors.js';

const PREFIXES = ['file://', 'fileb://'] as const;
// ignoreBOM keeps a leading U+FEFF, as Python's 'utf-8' codec (not 'utf-8-sig') does.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function resolveParamFile(value: string, cliOption: string, cwd: string): string {
  const prefix = PREFIXES.find((p) => value.startsWith(p));
  if (prefix === undefined) return value;
  const raw = value.slice(prefix.length);
  const path = raw.startsWith('~') ? homedir() + raw.slice(1) : resolve(cwd, raw);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file does not exist' : (error as Error).message;
    throw parsingError(cliOption, `Unable to load paramfile ${value}: ${reason}`);
  }
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    if (prefix === 'file://') {
      throw parsingError(
        cliOption,
        `Unable to load paramfile (${path}), text contents could not be decoded.  If this is a binary file, please use the fileb:// prefix instead of the file:// prefix.`,
      );
    }
    throw parsingError(
      cliOption,
      `${value} holds binary data that is not UTF-8 text; ${cliOption} takes text (no parameter of this command is binary), so the bytes cannot be used as they are`,
    );
  }
}
