// Client-side validation before any call: the operation's domain validator (the one copy of every constraint) runs
// on the assembled input, and its Issues are turned into a parameter error that names the command-line parameter.

import type { Issue } from '../domain/validation.js';
import { cliName } from './command.js';
import { ParamError } from './errors.js';

/** The member an issue is about, at the top level: `tenant.tenantIdentifier` -> `tenant`, `tags[3].key` -> `tags`. */
export function topMember(path: string): string {
  return path.split(/[.[]/, 1)[0]!;
}

/**
 * Missing required top-level parameters read like argparse's (`the following arguments are required: --x`), every
 * other issue like botocore's parameter validation, naming both the parameter and the member path.
 * `rename` maps a member to the option that supplied it when that is not its own (maxResults <- --page-size).
 */
export function issuesToParamError(issues: readonly Issue[], rename: Record<string, string> = {}): ParamError {
  const option = (member: string): string => rename[member] ?? `--${cliName(member)}`;
  const missing = issues.filter((i) => i.rule === 'required' && !/[.[]/.test(i.path));
  if (missing.length > 0) {
    return new ParamError(
      `switchyard: error: the following arguments are required: ${missing.map((i) => option(i.path)).join(', ')}`,
      true,
    );
  }
  const lines = issues.map((i) => {
    const top = topMember(i.path);
    const where = top === '' ? 'the input' : i.path === top ? option(top) : `${option(top)} (${i.path})`;
    return `Invalid value for parameter ${where}: ${i.message}`;
  });
  return new ParamError(`Parameter validation failed:\n${lines.join('\n')}`);
}
