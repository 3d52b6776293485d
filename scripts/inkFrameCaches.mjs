// esbuild plugin for the bundle: Ink 6 redraws a whole frame on every render, and most of that time goes into
// measuring and tokenising the frame's text again although almost all of it is unchanged (a rate-limit screen whose
// countdowns tick once a second rewrites 2-3 of its 30 lines). Ink keeps its per-line caches (styled characters,
// string widths) in each frame's `Output`, made afresh for every frame, so they never hit across frames. The plugin
// rewrites Ink's `build/output.js` and `build/render-node-to-output.js` so that:
// - the caches live as long as the process (cleared whenever one holds more than CACHE_LIMIT entries: a countdown
//   adds a few new lines a second, so they must not grow without end);
// - a line clipped by a box (overflow hidden) is sliced once, not on every frame (sliceAnsi tokenises it);
// - a row whose cells are the very cells of the previous frame's row (cached lines hand out the same cell objects)
//   reuses that row's text instead of serialising 120 cells again; blank cells are one shared, never-changed cell;
// - a row that changed is serialised without diffing the styles of two neighbouring cells that have the same codes
//   (ansi-tokenize's diffAnsiCodes builds three Sets and several arrays per cell to find nothing to emit), so the
//   diffing code runs only where the style changes: cheaper, and not hot enough for V8 to optimise (and deoptimise and
//   optimise again) in the first seconds of a screen that redraws once a second;
// - a text node's width comes from Ink's own measureText cache (the layout pass has measured the same string);
// - a text's sanitised form (Ink tokenises every text node's string on every frame to drop cursor movements) is
//   worked out once per string.
// Ink 7, which has its own frame caching work, needs Node 22; switchyard supports Node 20. The frames are the same
// as Ink's own (test/build/inkFrameCaches.test.ts renders both); the build fails if Ink's code changes shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

export const CACHE_LIMIT = 20_000;

/** ansi-tokenize's helpers the row serialiser below is made of, in place of its styledCharsToString. */
const IMPORT_PATCH = {
  find: "import { styledCharsFromTokens, styledCharsToString, tokenize, } from '@alcalzone/ansi-tokenize';\n",
  replace:
    "import { ansiCodesToString, diffAnsiCodes, reduceAnsiCodes, styledCharsFromTokens, tokenize, } from '@alcalzone/ansi-tokenize';\n",
};

/** Each patch: the exact text in Ink 6.8's file and what replaces it. */
const OUTPUT_PATCHES = [
  {
    find: 'class OutputCaches {\n',
    replace: `class OutputCaches {
    slices = new Map();
    getSlice(line, from, to) {
        const key = from + ':' + to + ':' + line;
        let cached = this.slices.get(key);
        if (cached === undefined) {
            cached = sliceAnsi(line, from, to);
            this.slices.set(key, cached);
        }
        return cached;
    }
    trim() {
        for (const cache of [this.widths, this.blockWidths, this.styledChars, this.slices])
            if (cache.size > ${CACHE_LIMIT})
                cache.clear();
    }
`,
  },
  {
    find: 'export default class Output {',
    replace: `const SHARED_CACHES = new OutputCaches();
// Its styles stay an ordinary (unfrozen, never changed) array: a frozen array has a map of its own, and V8 throws away
// the optimised diff code each time the two kinds meet (the cells of a row mix blank and written ones).
const NO_STYLES = [];
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: NO_STYLES });
// The previous frame's rows: their cells and their text (two arrays, so every read sees one shape).
let previousCells = [];
let previousTexts = [];
const sameCells = (a, b) => {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
};
// diffAnsiCodes only compares codes and end codes: two cells whose styles have the same ones need nothing between them.
const sameCodes = (a, b) => {
    if (a === b)
        return true;
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i].code !== b[i].code || a[i].endCode !== b[i].endCode)
            return false;
    return true;
};
// ansiCodesToString of the codes (or of their end codes, last first, as undoAnsiCodes makes them) without cloning a
// code object: the same text, from code that only ever sees ansi-tokenize's own tokens (one shape, no deoptimisation).
const codesText = (codes, undo) => {
    let text = '';
    const seen = [];
    for (let i = 0; i < codes.length; i++) {
        const code = undo ? codes[codes.length - 1 - i].endCode : codes[i].code;
        if (!seen.includes(code)) {
            seen.push(code);
            text += code;
        }
    }
    return text;
};
// What diffAnsiCodes(from, to) amounts to: nothing for the same codes, \`to\` itself from no style, the undoing of
// \`from\` to no style; the full diff only between two different non-empty styles.
const stylesBetween = (from, to) => {
    if (sameCodes(from, to))
        return '';
    if (from.length === 0)
        return codesText(to, false);
    if (to.length === 0)
        return codesText(reduceAnsiCodes(from), true);
    return ansiCodesToString(diffAnsiCodes(from, to));
};
// ansi-tokenize's styledCharsToString, through stylesBetween: the same text.
const styledCharsToString = (chars) => {
    let ret = '';
    for (let i = 0; i < chars.length; i++) {
        const char = chars[i];
        ret += stylesBetween(i === 0 ? NO_STYLES : chars[i - 1].styles, char.styles);
        ret += char.value;
        if (i === chars.length - 1)
            ret += stylesBetween(char.styles, NO_STYLES);
    }
    return ret;
};
export default class Output {`,
  },
  { find: '    caches = new OutputCaches();\n', replace: '    caches = SHARED_CACHES;\n' },
  {
    find: `        const output = [];
        for (let y = 0; y < this.height; y++) {
            const row = [];
            for (let x = 0; x < this.width; x++) {
                row.push({
                    type: 'char',
                    value: ' ',
                    fullWidth: false,
                    styles: [],
                });
            }`,
    replace: `        this.caches.trim();
        const output = [];
        for (let y = 0; y < this.height; y++) {
            const row = [];
            for (let x = 0; x < this.width; x++) {
                row.push(BLANK_CELL);
            }`,
  },
  {
    find: '                            return sliceAnsi(line, from, to);',
    replace: '                            return this.caches.getSlice(line, from, to);',
  },
  {
    find: `        const generatedOutput = output
            .map(line => {
            // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
            const lineWithoutEmptyItems = line.filter(item => item !== undefined);
            return styledCharsToString(lineWithoutEmptyItems).trimEnd();
        })
            .join('\\n');`,
    replace: `        const texts = [];
        for (let y = 0; y < output.length; y++) {
            const line = output[y];
            const previous = previousCells[y];
            if (previous !== undefined && sameCells(previous, line)) {
                texts.push(previousTexts[y]);
                continue;
            }
            // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
            const lineWithoutEmptyItems = line.filter(item => item !== undefined);
            texts.push(styledCharsToString(lineWithoutEmptyItems).trimEnd());
        }
        previousCells = output;
        previousTexts = texts;
        const generatedOutput = texts.join('\\n');`,
  },
];

const RENDER_NODE_PATCHES = [
  { find: "import widestLine from 'widest-line';\n", replace: "import measureText from './measure-text.js';\n" },
  {
    find: '                const currentWidth = widestLine(text);',
    replace: '                const currentWidth = measureText(text).width;',
  },
];

const SANITIZE_PATCHES = [
  { find: 'const sanitizeAnsi = (text) => {\n', replace: 'const sanitizeUncached = (text) => {\n' },
  {
    find: 'export default sanitizeAnsi;\n',
    replace: `const sanitized = new Map();
const sanitizeAnsi = (text) => {
    if (!hasAnsiControlCharacters(text)) {
        return text;
    }
    let output = sanitized.get(text);
    if (output === undefined) {
        if (sanitized.size > ${CACHE_LIMIT})
            sanitized.clear();
        output = sanitizeUncached(text);
        sanitized.set(text, output);
    }
    return output;
};
export default sanitizeAnsi;
`,
  },
];

const applyPatches = (file, source, patches) =>
  applySourcePatches(
    source,
    patches,
    `inkFrameCaches: Ink's ${file} no longer reads as expected; review scripts/inkFrameCaches.mjs`,
  );

export const rewriteInkOutput = (source) => applyPatches('build/output.js', source, [IMPORT_PATCH, ...OUTPUT_PATCHES]);
export const rewriteInkRenderNode = (source) =>
  applyPatches('build/render-node-to-output.js', source, RENDER_NODE_PATCHES);
export const rewriteInkSanitize = (source) => applyPatches('build/sanitize-ansi.js', source, SANITIZE_PATCHES);

export const inkFrameCachesPlugin = {
  name: 'ink-frame-caches',
  setup(build) {
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/, rewriteInkOutput);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/, rewriteInkRenderNode);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/, rewriteInkSanitize);
  },
};
