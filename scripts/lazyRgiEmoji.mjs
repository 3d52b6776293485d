// esbuild plugin for the bundle: string-width 8 (Ink's text measuring) builds `/^\p{RGI_Emoji}$/v` when its module
// is evaluated, and V8 compiles that set of emoji sequences eagerly: 8-14 ms of every explorer start and 0.55 MB of
// heap for as long as the process lives (which every full collection marks), although it is only consulted for text
// outside printable ASCII. The plugin swaps the literal for an object whose `test` answers the same: false at once for
// a string holding no Emoji_Presentation code point, no U+FE0F and no keycap mark U+20E3, otherwise the real
// expression, compiled on first use. Every RGI emoji holds one of the three: a Basic_Emoji is an Emoji_Presentation
// code point or a text-default one followed by U+FE0F; keycaps hold U+FE0F U+20E3; flags are regional indicators, tag
// sequences start with U+1F3F4 and modifier sequences end with a modifier, all Emoji_Presentation; a ZWJ sequence is
// made of those elements. So the text-default symbols a screen is drawn with (`▶`, `◀`, `⚠`, `©`, digits) never
// compile it. test/build/lazyRgiEmoji.test.ts checks the answers are the same for every code point and for sequences
// built from emoji pieces; the build fails if string-width changes shape.

import { readFile } from 'node:fs/promises';

export const RGI_EMOJI_DECLARATION = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';

/** An expression with the same `test` answers as `/^\p{RGI_Emoji}$/v` (no flags with state: no `g`, no `y`). */
export const LAZY_RGI_EMOJI_EXPRESSION =
  "(() => { let compiled; const mayBeEmoji = /\\p{Emoji_Presentation}|\\uFE0F|\\u20E3/u; return { test: (text) => mayBeEmoji.test(text) && (compiled ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(text) }; })()";

export function rewriteStringWidth(source) {
  if (!source.includes(RGI_EMOJI_DECLARATION)) {
    throw new Error(
      'lazyRgiEmoji: string-width no longer declares rgiEmojiRegex as expected; review scripts/lazyRgiEmoji.mjs',
    );
  }
  // A function replacement: the expression contains `$'`, which a replacement string would expand.
  return source.replace(RGI_EMOJI_DECLARATION, () => `const rgiEmojiRegex = ${LAZY_RGI_EMOJI_EXPRESSION};`);
}

export const lazyRgiEmojiPlugin = {
  name: 'lazy-rgi-emoji',
  setup(build) {
    // Only the top-level string-width 8 (Ink, cli-truncate, widest-line); wrap-ansi's nested v7 uses emoji-regex.
    build.onLoad({ filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/ }, async (args) => {
      if (/[\\/]node_modules[\\/][^\\/]+[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      return { contents: rewriteStringWidth(await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};
