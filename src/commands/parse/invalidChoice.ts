// "Invalid choice" for an unknown service or operation word, as the AWS CLI v2 words it (awscli/argparser.py
// CLIArgParser._check_value): every choice, two per line padded to 40 columns, then the close matches that Python's
// difflib.get_close_matches finds (cutoff 0.8, at most 3, best first).
import { ParamError } from '../errors.js';

/** The length of the longest common substring of a[alo:ahi] and b[blo:bhi], and where (difflib's tie rules). */
function longestMatch(
  a: readonly string[],
  b: readonly string[],
  alo: number,
  ahi: number,
  blo: number,
  bhi: number,
): [number, number, number] {
  let best: [number, number, number] = [alo, blo, 0];
  let lengths = new Map<number, number>();
  for (let i = alo; i < ahi; i += 1) {
    const next = new Map<number, number>();
    for (let j = blo; j < bhi; j += 1) {
      if (a[i] !== b[j]) continue;
      const k = (lengths.get(j - 1) ?? 0) + 1;
      next.set(j, k);
      if (k > best[2]) best = [i - k + 1, j - k + 1, k];
    }
    lengths = next;
  }
  return best;
}

/** difflib.SequenceMatcher(None, a, b).ratio(): twice the matched characters over the total (no junk below 200). */
export function similarity(aText: string, bText: string): number {
  const a = Array.from(aText);
  const b = Array.from(bText);
  let matched = 0;
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = longestMatch(a, b, alo, ahi, blo, bhi);
    if (k === 0) continue;
    matched += k;
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
  }
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matched) / total;
}

/** difflib.get_close_matches(word, choices): score >= 0.8, best first (ties: the larger string first), at most 3. */
export function closeMatches(word: string, choices: readonly string[]): string[] {
  return choices
    .map((choice) => ({ choice, score: similarity(choice, word) }))
    .filter((m) => m.score >= 0.8)
    .sort((x, y) => y.score - x.score || (x.choice < y.choice ? 1 : x.choice > y.choice ? -1 : 0))
    .slice(0, 3)
    .map((m) => m.choice);
}

/** The ParamError (exit 252, after the usage) for `value` not among `choices` of the `command` or `operation` word. */
export function invalidChoice(
  argument: 'command' | 'operation',
  value: string,
  choices: readonly string[],
): ParamError {
  const lines = ['Invalid choice, valid choices are:\n'];
  for (let i = 0; i < choices.length; i += 2) {
    lines.push(
      choices
        .slice(i, i + 2)
        .map((c) => c.padEnd(40))
        .join(' | '),
    );
  }
  const close = closeMatches(value, choices);
  if (close.length > 0) {
    lines.push(`\n\nInvalid choice: '${value}', maybe you meant:\n`);
    for (const word of close) lines.push(`  * ${word}`);
  }
  return new ParamError(`switchyard: error: argument ${argument}: ${lines.join('\n')}`, true);
}
