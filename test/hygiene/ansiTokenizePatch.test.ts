// patches/@alcalzone+ansi-tokenize+0.3.2.patch (docs/upstream.md) keeps the text of each style transition in
// styledCharsToString, which Ink's Output calls for every line it serialises. Worked out each time, a transition made
// Sets and arrays from Array.prototype.map, whose elements are packed or holey depending on whether the caller runs
// optimised: V8 then deoptimised the optimised styledCharsToString ("wrong map") and compiled it again, on Node 22
// most of the helper threads' time in the rate-limit screen's first idle seconds. No rendered test would notice an
// install without the patch (the frames are the same), and a wrong cache key would draw the wrong colours: so check
// the installed package, and that every string it serialises is what the package's own algorithm gives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

interface AnsiCode {
  code: string;
  endCode: string;
}
interface StyledChar {
  value: string;
  styles: AnsiCode[];
}
interface AnsiTokenize {
  tokenize(text: string): unknown[];
  styledCharsFromTokens(tokens: unknown[]): StyledChar[];
  styledCharsToString(chars: StyledChar[]): string;
  diffAnsiCodes(from: AnsiCode[], to: AnsiCode[]): AnsiCode[];
  ansiCodesToString(codes: AnsiCode[]): string;
}

// The ansi-tokenize Ink serialises with (a dependency of Ink's, not of ours), found from Ink's own folder.
// Its exports have an `import` condition only: found by its package.json, which they export too.
const packageDir = dirname(
  createRequire(createRequire(import.meta.url).resolve('ink')).resolve('@alcalzone/ansi-tokenize/package.json'),
);
const entry = join(packageDir, 'build', 'index.js');
const tokenizer = (await import(pathToFileURL(entry).href)) as AnsiTokenize;

/** styledCharsToString as the package ships it: each transition worked out from the two styles. */
function unpatchedStyledCharsToString(chars: StyledChar[]): string {
  let ret = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (i === 0) ret += tokenizer.ansiCodesToString(char.styles);
    else {
      const before = chars[i - 1]!.styles;
      const same =
        before === char.styles ||
        (before.length === char.styles.length &&
          before.every((code, j) => code.code === char.styles[j]!.code && code.endCode === char.styles[j]!.endCode));
      if (!same) ret += tokenizer.ansiCodesToString(tokenizer.diffAnsiCodes(before, char.styles));
    }
    ret += char.value;
    if (i === chars.length - 1) ret += tokenizer.ansiCodesToString(tokenizer.diffAnsiCodes(char.styles, []));
  }
  return ret;
}

const ESC = '\u001B';
// Opening codes of each kind the explorer and Ink use: colours (16, 256, true colour), backgrounds, bold and dim
// (which share their end code), italic, underline, inverse, a reset, the end codes, and a hyperlink.
const SGR = [
  '1',
  '2',
  '3',
  '4',
  '7',
  '22',
  '23',
  '24',
  '27',
  '31',
  '32',
  '36',
  '39',
  '41',
  '49',
  '90',
  '38;5;208',
  '38;2;10;20;30',
  '48;5;17',
  '0',
];
const piece = fc.oneof(
  fc.constantFrom(...SGR).map((code) => `${ESC}[${code}m`),
  fc.constantFrom(`${ESC}]8;;https://example.com${ESC}\\`, `${ESC}]8;;${ESC}\\`),
  fc.constantFrom('a', 'b', ' ', '█', '░', '–', '›', '1', 's'),
);
const styledText = fc.array(piece, { minLength: 1, maxLength: 40 }).map((pieces) => pieces.join(''));

describe('the ansi-tokenize Ink serialises with carries patches/@alcalzone+ansi-tokenize+0.3.2.patch', () => {
  it("keeps each style transition's text", () => {
    const styledChars = readFileSync(join(packageDir, 'build', 'styledChars.js'), 'utf8');
    expect(styledChars).toContain('const transitions = new Map();');
    expect(styledChars).toContain('ret += transition(chars[i - 1].styles, char.styles);');
  });

  it('serialises every line as the package does, its cells taken from several texts in any order', () => {
    fc.assert(
      fc.property(
        fc.array(styledText, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (texts, picks) => {
          const cells = texts.flatMap((text) => tokenizer.styledCharsFromTokens(tokenizer.tokenize(text)));
          // A line of cells drawn from all the texts (as Output's rows are), then each text's own cells.
          const line = cells.length === 0 ? [] : picks.map((pick) => cells[pick % cells.length]!);
          expect(tokenizer.styledCharsToString(line)).toBe(unpatchedStyledCharsToString(line));
          for (const text of texts) {
            const own = tokenizer.styledCharsFromTokens(tokenizer.tokenize(text));
            expect(tokenizer.styledCharsToString(own)).toBe(unpatchedStyledCharsToString(own));
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('tells apart styles whose codes differ only in where one code ends and the next begins', () => {
    // Two style lists whose codes concatenate to the same text: a key made by joining them would mix them up.
    const a: AnsiCode[] = [
      { code: `${ESC}[1m`, endCode: `${ESC}[22m` },
      { code: `${ESC}[31m`, endCode: `${ESC}[39m` },
    ];
    const b: AnsiCode[] = [{ code: `${ESC}[1m${ESC}[22m`, endCode: `${ESC}[31m${ESC}[39m` }];
    const line = (styles: AnsiCode[]): StyledChar[] => [
      { value: 'x', styles: [] },
      { value: 'y', styles },
    ];
    expect(tokenizer.styledCharsToString(line(a))).toBe(unpatchedStyledCharsToString(line(a)));
    expect(tokenizer.styledCharsToString(line(b))).toBe(unpatchedStyledCharsToString(line(b)));
  });
});
