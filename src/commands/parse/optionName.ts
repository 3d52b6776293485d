// How an unknown option is named in an error without echoing what may be a secret (shared by the AWS-style commands
// and `github rate-limit`, which must not load the AWS command tables).

/**
 * The name of an unknown `--option` or `--option=value`, without the value; undefined when the word does not look like
 * an option name (it may be a secret typed in place), which is then named by position instead.
 */
export function unknownOptionName(token: string): string | undefined {
  if (!token.startsWith('--') || token.length <= 2) return undefined;
  const eq = token.indexOf('=');
  const name = eq === -1 ? token : token.slice(0, eq);
  return /^--[A-Za-z0-9-]{1,64}$/.test(name) ? name : undefined;
}
