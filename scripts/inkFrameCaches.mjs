// esbuild plugin for the bundle: Ink 6 redraws a whole frame on every render, and most of that time goes into
// measuring and tokenising the frame's text again although almost all of it is unchanged (a rate-limit screen whose
// countdowns tick once a second rewrites 2-3 of its 30 lines). Ink keeps its per-line caches (styled characters,
// string widths) in each frame's `Output`, made afresh for every frame, so they never hit across frames. The plugin
// rewrites Ink's `build/output.js`, `build/render-node-to-output.js`, `build/sanitize-ansi.js` and
// `build/measure-text.js` so that:
// - the caches live as long as the process (cleared whenever one holds more than CACHE_LIMIT entries: a countdown
//   adds a few new lines a second, so they must not grow without end);
// - a line clipped by a box (overflow hidden) is sliced once, not on every frame (sliceAnsi tokenises it);
// - a frame records each row's writes (x and the line as clipped and transformed) instead of drawing every cell of
//   the grid: a row written exactly as in the previous frame reuses that frame's text, and a changed row whose lines sit
//   side by side is joined from each line's own serialised text (cached per line), so only new lines are tokenised and
//   drawn cell by cell (a tick of the rate-limit screen changes 2-3 lines; the whole 120x30 grid was 3,600 cells);
// - widths come from Ink's own measureText cache, which the layout pass has just filled with the same texts (that cache
//   is now cleared past CACHE_LIMIT entries too; Ink never clears it);
// - a row that changed is serialised without diffing the styles of two neighbouring cells that have the same codes
//   (ansi-tokenize's diffAnsiCodes builds three Sets and several arrays per cell to find nothing to emit), so the
//   diffing code runs only where the style changes: cheaper, and not hot enough for V8 to optimise (and deoptimise and
//   optimise again) in the first seconds of a screen that redraws once a second;
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
    "import { ansiCodesToString, diffAnsiCodes, reduceAnsiCodes, styledCharsFromTokens, tokenize, } from '@alcalzone/ansi-tokenize';\nimport measureText from './measure-text.js';\n",
};

/** Widths: the output pass asks those the layout pass has just measured (a text, each of its lines). */
const WIDTH_PATCHES = [
  {
    find: `    getStringWidth(text) {
        let cached = this.widths.get(text);
        if (cached === undefined) {
            cached = stringWidth(text);
            this.widths.set(text, cached);
        }
        return cached;
    }`,
    replace: `    // A line (no newline): its widest line is itself, so this is stringWidth(text).
    getStringWidth(text) {
        return measureText(text).width;
    }`,
  },
  {
    find: `    getWidestLine(text) {
        let cached = this.blockWidths.get(text);
        if (cached === undefined) {
            let lineWidth = 0;
            for (const line of text.split('\\n')) {
                lineWidth = Math.max(lineWidth, this.getStringWidth(line));
            }
            cached = lineWidth;
            this.blockWidths.set(text, cached);
        }
        return cached;
    }`,
    replace: `    getWidestLine(text) {
        return measureText(text).width;
    }`,
  },
];

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
    // A line drawn alone from x = 0 (Ink's cell-by-cell drawing, see rowText): its text as styledCharsToString
    // serialises it (untrimmed), the cells it covers, and whether its first and last cells have styles.
    pieces = new Map();
    getPiece(line) {
        let piece = this.pieces.get(line);
        if (piece === undefined) {
            const cells = [];
            const end = drawLine(cells, 0, this.getStyledChars(line), this);
            piece = {
                text: styledCharsToString(cells),
                end,
                firstStyled: end > 0 && cells[0].styles.length > 0,
                lastStyled: end > 0 && cells[end - 1].styles.length > 0,
            };
            this.pieces.set(line, piece);
        }
        return piece;
    }
    trim() {
        for (const cache of [this.styledChars, this.slices, this.pieces])
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
// The previous frame: its width, each row's writes (x, line, x, line, ...: the lines as clipped and transformed) and
// each row's text. A row's text depends on nothing else, so a row written the same way again reuses its text.
let previousWidth = -1;
let previousPlacements = [];
let previousTexts = [];
const samePlacements = (a, b) => {
    if (a === undefined || a.length !== b.length)
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
// Ink's drawing of one line's styled characters into a row of cells from offsetX (a wide character's following cells
// cleared); returns the cell after the line.
const drawLine = (row, offsetX, characters, caches) => {
    for (const character of characters) {
        row[offsetX] = character;
        // Determine printed width using string-width to align with measurement
        const characterWidth = Math.max(1, caches.getStringWidth(character.value));
        // For multi-column characters, clear following cells to avoid stray spaces/artifacts
        if (characterWidth > 1) {
            for (let index = 1; index < characterWidth; index++) {
                row[offsetX + index] = {
                    type: 'char',
                    value: '',
                    fullWidth: false,
                    styles: character.styles,
                };
            }
        }
        offsetX += characterWidth;
    }
    return offsetX;
};
// One row's text from its writes, in order: Ink's own drawing (a blank row of the output's width, each line drawn
// from its x), then serialised.
const drawnRowText = (placement, width, caches) => {
    const row = [];
    for (let x = 0; x < width; x++) {
        row.push(BLANK_CELL);
    }
    for (let i = 0; i < placement.length; i += 2) {
        drawLine(row, placement[i], caches.getStyledChars(placement[i + 1]), caches);
    }
    // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
    const lineWithoutEmptyItems = row.filter(item => item !== undefined);
    return styledCharsToString(lineWithoutEmptyItems).trimEnd();
};
// The same text without drawing the row, when its lines sit side by side inside the width (no overlap): blank cells
// serialise as spaces with no style change, so the row is its lines' own texts (getPiece) with spaces between. Two
// lines that touch are joined only when the cells that meet are not both styled (serialised alone, each closes its
// styles; in one row the change would go straight from one style to the other). Anything else is drawn.
const rowText = (placement, width, caches) => {
    let text = '';
    let cursor = 0;
    let lastStyled = false;
    for (let i = 0; i < placement.length; i += 2) {
        const x = placement[i];
        const piece = caches.getPiece(placement[i + 1]);
        if (!Number.isInteger(x) || x < cursor || x + piece.end > width || (x === cursor && lastStyled && piece.firstStyled))
            return drawnRowText(placement, width, caches);
        if (piece.end === 0)
            continue;
        text += ' '.repeat(x - cursor) + piece.text;
        cursor = x + piece.end;
        lastStyled = piece.lastStyled;
    }
    return text.trimEnd();
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
            }
            output.push(row);
        }`,
    replace: `        this.caches.trim();
        // Each row's writes in order (x, line, ...), not its cells: only a row written differently is drawn.
        const placements = [];
        for (let y = 0; y < this.height; y++) {
            placements.push([]);
        }`,
  },
  {
    find: '                            return sliceAnsi(line, from, to);',
    replace: '                            return this.caches.getSlice(line, from, to);',
  },
  {
    find: `                let offsetY = 0;
                for (let [index, line] of lines.entries()) {
                    const currentLine = output[y + offsetY];
                    // Line can be missing if \`text\` is taller than height of pre-initialized \`this.output\`
                    if (!currentLine) {
                        continue;
                    }
                    for (const transformer of transformers) {
                        line = transformer(line, index);
                    }
                    const characters = this.caches.getStyledChars(line);
                    let offsetX = x;
                    for (const character of characters) {
                        currentLine[offsetX] = character;
                        // Determine printed width using string-width to align with measurement
                        const characterWidth = Math.max(1, this.caches.getStringWidth(character.value));
                        // For multi-column characters, clear following cells to avoid stray spaces/artifacts
                        if (characterWidth > 1) {
                            for (let index = 1; index < characterWidth; index++) {
                                currentLine[offsetX + index] = {
                                    type: 'char',
                                    value: '',
                                    fullWidth: false,
                                    styles: character.styles,
                                };
                            }
                        }
                        offsetX += characterWidth;
                    }
                    offsetY++;
                }`,
    replace: `                let offsetY = 0;
                for (let index = 0; index < lines.length; index++) {
                    let line = lines[index];
                    const placement = placements[y + offsetY];
                    // Line can be missing if \`text\` is taller than height of pre-initialized \`this.output\`
                    if (!placement) {
                        continue;
                    }
                    for (const transformer of transformers) {
                        line = transformer(line, index);
                    }
                    placement.push(x, line);
                    offsetY++;
                }`,
  },
  {
    find: `        const generatedOutput = output
            .map(line => {
            // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
            const lineWithoutEmptyItems = line.filter(item => item !== undefined);
            return styledCharsToString(lineWithoutEmptyItems).trimEnd();
        })
            .join('\\n');
        return {
            output: generatedOutput,
            height: output.length,
        };`,
    replace: `        const sameWidth = this.width === previousWidth;
        const texts = [];
        for (let y = 0; y < placements.length; y++) {
            const placement = placements[y];
            texts.push(sameWidth && samePlacements(previousPlacements[y], placement)
                ? previousTexts[y]
                : rowText(placement, this.width, this.caches));
        }
        previousWidth = this.width;
        previousPlacements = placements;
        previousTexts = texts;
        return {
            output: texts.join('\\n'),
            height: placements.length,
        };`,
  },
];

// Ink's layout cache of text sizes, which the output pass now shares: kept, but cleared past CACHE_LIMIT entries like
// the caches above (Ink never clears it, and a countdown adds a text a second).
const MEASURE_PATCHES = [
  {
    find: `    const cachedDimensions = cache.get(text);
    if (cachedDimensions) {
        return cachedDimensions;
    }`,
    replace: `    const cachedDimensions = cache.get(text);
    if (cachedDimensions) {
        return cachedDimensions;
    }
    if (cache.size > ${CACHE_LIMIT}) {
        cache.clear();
    }`,
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

export const rewriteInkOutput = (source) =>
  applyPatches('build/output.js', source, [IMPORT_PATCH, ...WIDTH_PATCHES, ...OUTPUT_PATCHES]);
export const rewriteInkMeasureText = (source) => applyPatches('build/measure-text.js', source, MEASURE_PATCHES);
export const rewriteInkRenderNode = (source) =>
  applyPatches('build/render-node-to-output.js', source, RENDER_NODE_PATCHES);
export const rewriteInkSanitize = (source) => applyPatches('build/sanitize-ansi.js', source, SANITIZE_PATCHES);

export const inkFrameCachesPlugin = {
  name: 'ink-frame-caches',
  setup(build) {
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/, rewriteInkOutput);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/, rewriteInkRenderNode);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/, rewriteInkSanitize);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]measure-text\.js$/, rewriteInkMeasureText);
  },
};
