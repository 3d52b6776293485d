// The bundle's string-width rewrite (scripts/lazyRgiEmoji.mjs) must answer exactly as `/^\p{RGI_Emoji}$/v` does.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { LAZY_RGI_EMOJI_EXPRESSION, RGI_EMOJI_DECLARATION, rewriteStringWidth } from '../../scripts/lazyRgiEmoji.mjs';

// Built with RegExp: the `v` flag literal needs an es2024 target in tsconfig.
const real = new RegExp('^\\p{RGI_Emoji}$', 'v');
const lazy = new Function(`return ${LAZY_RGI_EMOJI_EXPRESSION as string};`)() as { test(text: string): boolean };

// Pieces emoji sequences are built from, mixed with ordinary text, so generated strings often are (or almost are) emoji.
const PIECES = [
  '⚕',
  '☝',
  '⛓',
  '💥',
  '🏳',
  '🌈',
  '😀',
  '👍',
  '🏽',
  '\u200D',
  '\uFE0F',
  '\u20E3',
  '#',
  '7',
  '🇫',
  '🇷',
  '🏴',
  '\u{E0067}',
  '\u{E007F}',
  '❤',
  '👨',
  '👩',
  '👧',
  '©',
  '®',
  '⌚',
  '▶',
  'a',
  '│',
  '★',
  '中',
  '\u0301',
];

describe('lazy RGI emoji expression (bundle rewrite of string-width)', () => {
  it('answers like the real expression for every single code point', () => {
    const differ: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const text = String.fromCodePoint(cp);
      if (lazy.test(text) !== real.test(text)) differ.push(cp);
    }
    expect(differ).toEqual([]);
  });

  it('answers like the real expression for known sequences and generated mixes (property)', () => {
    // ZWJ and modifier sequences whose elements include text-default emoji (❤ ⚕ 👁 🗨 ☝ ⛓ 🏳), and those symbols alone.
    const sequences = ['❤️‍🔥', '🧑‍⚕️', '👁️‍🗨️', '☝🏽', '⛓️‍💥', '🏳️‍🌈', '🏳️‍⚧️', '❤', '⚕', '☝', '⛓', '▶', '◀', '⚠'];
    for (const text of [...sequences, '👨‍👩‍👧', '👍🏽', '#️⃣', '🇫🇷', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '❤️', '©️', 'a', '│', ''])
      expect(lazy.test(text)).toBe(real.test(text));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }), (pieces) => {
        const text = pieces.join('');
        return lazy.test(text) === real.test(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('compiles the real expression only for text that may hold an RGI emoji, not for the symbols screens use', () => {
    let compiled = 0;
    const CountingRegExp = function (source: string, flags: string) {
      compiled += 1;
      return new RegExp(source, flags);
    };
    const counted = new Function('RegExp', `return ${LAZY_RGI_EMOJI_EXPRESSION as string};`)(CountingRegExp) as {
      test(text: string): boolean;
    };
    for (const symbol of ['▶', '◀', '⚠', '©', '★', '5', '#', '│', '█', '›']) expect(counted.test(symbol)).toBe(false);
    expect(compiled).toBe(0);
    expect(counted.test('😀')).toBe(true);
    expect(compiled).toBe(1);
  });

  it('applies to the installed string-width 8 (the one Ink measures text with)', () => {
    const path = fileURLToPath(new URL('../../node_modules/string-width/index.js', import.meta.url));
    const source = readFileSync(path, 'utf8');
    expect(source).toContain(RGI_EMOJI_DECLARATION);
    const rewritten = rewriteStringWidth(source) as string;
    expect(rewritten).not.toContain(RGI_EMOJI_DECLARATION);
    expect(rewritten).toContain(LAZY_RGI_EMOJI_EXPRESSION);
    expect(() => rewriteStringWidth('export default 1;')).toThrow(/no longer declares/);
  });
});
