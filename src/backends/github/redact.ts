// Last line of defence for secrets: any text leaving the GitHub backend (log lines, error messages, labels) passes
// through a redactor that replaces every known token with its fingerprint. The code never puts a token into text on
// purpose; this catches what a library might (a URL, an echoed header).
import { tokenFingerprint } from '../../domain/ratelimits/fingerprint.js';

export type Redactor = (text: string) => string;

export function createRedactor(tokens: readonly string[]): Redactor {
  const replacements = tokens
    .filter((token) => token.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((token) => [token, `[token ${tokenFingerprint(token)}]`] as const);
  return (text) => {
    let out = text;
    for (const [token, shown] of replacements) out = out.split(token).join(shown);
    return out;
  };
}
