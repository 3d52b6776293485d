// esbuild plugin for the bundle: Ink 6 redraws a whole frame on every render, and most of that time goes into
// measuring and tokenising the frame's text again although almost all of it is unchanged (a rate-limit screen whose
// countdowns tick once a second rewrites 2-3 of its 30 lines). Ink keeps its per-line caches (styled characters,
// string widths) in each frame's `Output`, made afresh for every frame, so they never hit across frames. The plugin
// rewrites Ink's `build/output.js`, `build/render-node-to-output.js`, `build/sanitize-ansi.js`, `build/wrap-text.js`
// and `build/measure-text.js` so that:
// - the caches live across frames and keep what the last two frames used (RecentCache): a countdown adds a few new
//   lines a second, which are dropped once off screen, so the caches stay the size of the screen (Ink's own layout
//   and wrapping caches never dropped anything);
// - a line clipped by a box (overflow hidden) is sliced once, not on every frame (sliceAnsi tokenises it), and not at
//   all when it is plain (see below) and fits the clip;
// - a frame records each row's writes (x and the line as clipped and transformed) instead of drawing every cell of
//   the grid: a row written exactly as in the previous frame reuses that frame's text, and a changed row whose lines sit
//   side by side is joined from each line's own serialised text (cached per line), so only new lines are tokenised and
//   drawn cell by cell (a tick of the rate-limit screen changes 2-3 lines; the whole 120x30 grid was 3,600 cells);
// - a plain line (SGR sequences and characters that are each one cell and one grapheme: printable ASCII, Latin-1, the
//   box, block, arrow and geometric shapes a screen is drawn with) is measured by counting and drawn from the
//   serialised text of its skeleton (its SGR sequences, every character an 'a'), so a countdown's new second is not
//   segmented into graphemes, tokenised and measured three times over;
// - widths come from Ink's own measureText cache, which the layout pass has just filled with the same texts;
// - a row that changed is serialised without diffing the styles of two neighbouring cells that have the same codes
//   (ansi-tokenize's diffAnsiCodes builds three Sets and several arrays per cell to find nothing to emit), so the
//   diffing code runs only where the style changes: cheaper, and not hot enough for V8 to optimise (and deoptimise and
//   optimise again) in the first seconds of a screen that redraws once a second;
// - a text's sanitised form (Ink tokenises every text node's string on every frame to drop cursor movements) is
//   worked out once per string.
// Ink 7, which has its own frame caching work, needs Node 22; switchyard supports Node 20. The frames are the same
// as Ink's own (test/build/inkFrameCaches.test.ts renders both); the build fails if Ink's code changes shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

/** ansi-tokenize's helpers the row serialiser below is made of, in place of its styledCharsToString. */
const IMPORT_PATCH = {
  find: "import { styledCharsFromTokens, styledCharsToString, tokenize, } from '@alcalzone/ansi-tokenize';\n",
  replace:
    "import { ansiCodesToString, diffAnsiCodes, reduceAnsiCodes, styledCharsFromTokens, tokenize, } from '@alcalzone/ansi-tokenize';\nimport measureText, { plainWidth, recentCache, rotateRecentCaches } from './measure-text.js';\n",
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
  { find: '    styledChars = new Map();\n', replace: '    styledChars = recentCache();\n' },
  {
    find: 'class OutputCaches {\n',
    replace: `class OutputCaches {
    slices = recentCache();
    getSlice(line, from, to) {
        // A plain line that fits its clip is drawn as sliceAnsi would slice it, unless what leads it is more than one
        // style: slice-ansi keeps one of the leading styles that end with the same code (bold and dim both end with
        // 22), so such a line may lose one.
        if (from === 0 && to === plainWidth(line) && leadsWithOneStyleAtMost(line))
            return line;
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
    pieces = recentCache();
    getPiece(line) {
        let piece = this.pieces.get(line);
        if (piece === undefined) {
            piece = plainWidth(line) === -1 ? this.drawnPiece(line) : this.plainPiece(line);
            this.pieces.set(line, piece);
        }
        return piece;
    }
    drawnPiece(line) {
        const cells = [];
        const end = drawLine(cells, 0, this.getStyledChars(line), this);
        return {
            text: styledCharsToString(cells),
            end,
            firstStyled: end > 0 && cells[0].styles.length > 0,
            lastStyled: end > 0 && cells[end - 1].styles.length > 0,
        };
    }
    // A plain line from its skeleton's piece: the cells' styles follow from where the SGR sequences stand, not from
    // the characters, and each plain character is one cell written as itself, so the line's text is the skeleton's
    // with the characters back in place of its a's (an SGR sequence holds no 'a'). The lines of a ticking countdown
    // share one skeleton while their digits change.
    skeletons = recentCache();
    plainPiece(line) {
        let skeleton = '';
        const characters = [];
        for (let i = 0; i < line.length; i++) {
            if (line.charCodeAt(i) === 0x1b) {
                const end = line.indexOf('m', i);
                skeleton += line.slice(i, end + 1);
                i = end;
            }
            else {
                skeleton += 'a';
                characters.push(line[i]);
            }
        }
        let drawn = this.skeletons.get(skeleton);
        if (drawn === undefined) {
            const piece = this.drawnPiece(skeleton);
            drawn = { ...piece, parts: piece.text.split('a') };
            this.skeletons.set(skeleton, drawn);
        }
        let text = drawn.parts[0];
        for (let i = 0; i < characters.length; i++)
            text += characters[i] + drawn.parts[i + 1];
        return { text, end: drawn.end, firstStyled: drawn.firstStyled, lastStyled: drawn.lastStyled };
    }
`,
  },
  {
    find: 'export default class Output {',
    replace: `// A plain line (plainWidth) led by no SGR sequence or by one of a single parameter (see getSlice).
const leadsWithOneStyleAtMost = (line) => {
    if (line.charCodeAt(0) !== 0x1b)
        return true;
    const end = line.indexOf('m');
    return !line.slice(2, end).includes(';') && line.charCodeAt(end + 1) !== 0x1b;
};
const SHARED_CACHES = new OutputCaches();
// Its styles stay an ordinary (unfrozen, never changed) array: a frozen array has a map of its own, and V8 throws away
// the optimised diff code each time the two kinds meet (the cells of a row mix blank and written ones).
const NO_STYLES = [];
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: NO_STYLES });
// The previous frame: its width, each row's writes (x, line, x, line, ...: the lines as clipped and transformed) and
// each row's text. A row's text depends on nothing else, so a row written the same way again reuses its text.
let previousWidth = -1;
let previousPlacements = [];
let previousTexts = [];
// Two clips (or none) of the same bounds.
const sameClip = (a, b) => a === b || (a !== undefined && b !== undefined && a.x1 === b.x1 && a.x2 === b.x2 && a.y1 === b.y1 && a.y2 === b.y2);
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
    replace: `        // A new frame: each cache drops what neither this frame nor the one before used.
        rotateRecentCaches();
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
  {
    // A write replayed from an earlier frame (a subtree that did not change: renderNodeToOutput) under a clip of the
    // same bounds, in an output of the same height, places the same lines as then: they are not split, clipped and
    // transformed again (transformers are Ink's colouring of a text, a function of the line alone).
    find: `            if (operation.type === 'write') {
                const { text, transformers } = operation;
                let { x, y } = operation;`,
    replace: `            if (operation.type === 'write') {
                const clip = clips.at(-1);
                let placed = operation.placed;
                if (placed === undefined || placed.height !== this.height || !sameClip(placed.clip, clip)) {
                    placed = { height: this.height, clip, rows: this.place(operation, clip) };
                    operation.placed = placed;
                }
                const { rows } = placed;
                for (let i = 0; i < rows.length; i += 3) {
                    placements[rows[i]].push(rows[i + 1], rows[i + 2]);
                }
            }
        }
        return this.frame(placements);
    }
    // Ink's placing of one write: its lines as clipped and transformed, each with its row and x (row, x, line, ...).
    place(operation, clip) {
        const rows = [];
        {
            {
                const { text, transformers } = operation;
                let { x, y } = operation;`,
  },
  {
    find: `                let lines = text.split('\\n');
                const clip = clips.at(-1);
                if (clip) {`,
    replace: `                let lines = text.split('\\n');
                if (clip) {`,
  },
  {
    find: `                        if (x + width < clip.x1 || x > clip.x2) {
                            continue;
                        }`,
    replace: `                        if (x + width < clip.x1 || x > clip.x2) {
                            return rows;
                        }`,
  },
  {
    find: `                        if (y + height < clip.y1 || y > clip.y2) {
                            continue;
                        }`,
    replace: `                        if (y + height < clip.y1 || y > clip.y2) {
                            return rows;
                        }`,
  },
  {
    find: `                    const placement = placements[y + offsetY];
                    // Line can be missing if \`text\` is taller than height of pre-initialized \`this.output\`
                    if (!placement) {
                        continue;
                    }
                    for (const transformer of transformers) {
                        line = transformer(line, index);
                    }
                    placement.push(x, line);
                    offsetY++;
                }
            }
        }
        const sameWidth`,
    replace: `                    const row = y + offsetY;
                    // Line can be missing if \`text\` is taller than height of pre-initialized \`this.output\`
                    if (!(row >= 0 && row < this.height && Number.isInteger(row))) {
                        continue;
                    }
                    for (const transformer of transformers) {
                        line = transformer(line, index);
                    }
                    rows.push(row, x, line);
                    offsetY++;
                }
            }
        }
        return rows;
    }
    // The frame's text from each row's writes.
    frame(placements) {
        const sameWidth`,
  },
];

// Ink's layout cache of text sizes, which the output pass now shares, keeps what recent frames used (Ink never drops
// anything from it). The module also holds what the other rewritten files share: RecentCache and plainWidth.
const MEASURE_PATCHES = [
  {
    find: "import widestLine from 'widest-line';\n",
    replace: `import widestLine from 'widest-line';
import stringWidth from 'string-width';
import { tokenize } from '@alcalzone/ansi-tokenize';
// A cache that keeps what was used since the frame before last: rotate() at each frame moves the current generation
// to the previous one and drops the older one; a hit in the previous generation moves the entry back to the current.
class RecentCache {
    current = new Map();
    previous = new Map();
    get(key) {
        let value = this.current.get(key);
        if (value === undefined) {
            value = this.previous.get(key);
            if (value !== undefined)
                this.current.set(key, value);
        }
        return value;
    }
    set(key, value) {
        this.current.set(key, value);
    }
    rotate() {
        this.previous = this.current;
        this.current = new Map();
    }
}
const recentCaches = [];
export const recentCache = () => {
    const cache = new RecentCache();
    recentCaches.push(cache);
    return cache;
};
export const rotateRecentCaches = () => {
    for (const cache of recentCaches)
        cache.rotate();
};
// How many entries the caches hold (test/build/inkFrameCaches.test.ts; unused, so not bundled, in the product).
export const recentCacheEntries = () => recentCaches.reduce((entries, cache) => entries + cache.current.size + cache.previous.size, 0);
// Characters beyond printable ASCII a line may hold and still be plain: Latin-1, general punctuation, letterlike
// symbols, arrows, mathematical operators, technical symbols, box drawing, blocks, geometric shapes, symbols and
// dingbats (none of these blocks holds a combining mark). Each is taken only once shown to be one cell and one
// grapheme as string-width and ansi-tokenize see it, next to anything plain (emoji-presentation symbols are two cells).
const PLAIN_RANGES = [[0xa1, 0xff], [0x2010, 0x2027], [0x2030, 0x205e], [0x2100, 0x214f], [0x2190, 0x23ff], [0x2500, 0x27bf]];
const graphemes = new Intl.Segmenter();
const plainCodes = new Uint8Array(0x10000); // 0 not yet known, 1 plain, 2 not plain
const isPlainCode = (code) => {
    if (plainCodes[code] === 0) {
        let plain = false;
        if (code !== 0xad && PLAIN_RANGES.some(([from, to]) => code >= from && code <= to)) {
            const character = String.fromCharCode(code);
            const tokens = tokenize(character);
            plain = stringWidth(character) === 1 &&
                tokens.length === 1 && tokens[0].type === 'char' && !tokens[0].fullWidth &&
                [...graphemes.segment('a' + character + character + 'a')].length === 4;
        }
        plainCodes[code] = plain ? 1 : 2;
    }
    return plainCodes[code] === 1;
};
// The cells of a plain line: printable ASCII and the plain characters above, one cell each, and SGR sequences of
// numeric parameters (ESC [ n;n;... m, 1-3 digits each), which both ansi-tokenize and slice-ansi read as styles.
// -1 for any other line (a newline, a tab, a wide or combining character, another escape sequence): Ink's own path.
export const plainWidth = (line) => {
    let cells = 0;
    for (let i = 0; i < line.length; i++) {
        const code = line.charCodeAt(i);
        if (code >= 0x20 && code <= 0x7e) {
            cells++;
        }
        else if (code === 0x1b) {
            if (line.charCodeAt(i + 1) !== 0x5b)
                return -1;
            let digits = 0;
            let j = i + 2;
            for (; j < line.length; j++) {
                const c = line.charCodeAt(j);
                if (c >= 0x30 && c <= 0x39 && digits < 3)
                    digits++;
                else if (c === 0x3b && digits > 0)
                    digits = 0;
                else if (c === 0x6d && digits > 0)
                    break;
                else
                    return -1;
            }
            if (j === line.length)
                return -1;
            i = j;
        }
        else if (code >= 0xa1 && code <= 0xffff && isPlainCode(code)) {
            cells++;
        }
        else {
            return -1;
        }
    }
    return cells;
};
`,
  },
  { find: 'const cache = new Map();\n', replace: 'const cache = recentCache();\n' },
  {
    find: `    const width = widestLine(text);
    const height = text.split('\\n').length;`,
    replace: `    const plain = plainWidth(text);
    const width = plain === -1 ? widestLine(text) : plain;
    const height = plain === -1 ? text.split('\\n').length : 1;`,
  },
];

const RENDER_NODE_PATCHES = [
  { find: "import widestLine from 'widest-line';\n", replace: "import measureText from './measure-text.js';\n" },
  {
    find: '                const currentWidth = widestLine(text);',
    replace: '                const currentWidth = measureText(text).width;',
  },
  // A subtree that did not change since it was last drawn (nothing in it was written to: see markOutputDirty in
  // dom.js; Yoga laid none of it out again), at the same place and size, with the same transformers, writes what it
  // wrote then: its operations are replayed (and Output.get reuses how it placed them) instead of walking it,
  // squashing and measuring its texts and asking Yoga for every node's layout. A tick that changes one countdown walks
  // only the path down to it.
  {
    find: `        // Left and top positions in Yoga are relative to their parent node
        const x = offsetX + yogaNode.getComputedLeft();
        const y = offsetY + yogaNode.getComputedTop();
`,
    replace: `        // Left and top positions in Yoga are relative to their parent node
        const x = offsetX + yogaNode.getComputedLeft();
        const y = offsetY + yogaNode.getComputedTop();
        const width = yogaNode.getComputedWidth();
        const height = yogaNode.getComputedHeight();
        const drawn = node.internal_drawn;
        // Yoga flags every node it laid out since the flag was last cleared (below), so a subtree whose inner layout
        // may have changed is drawn again even where its own box stayed put (a column shrunk to the same height can
        // wrap its rows differently).
        const laidOut = yogaNode.hasNewLayout();
        yogaNode.markLayoutSeen();
        if (drawn !== undefined &&
            !node.internal_outputDirty &&
            !laidOut &&
            drawn.x === x &&
            drawn.y === y &&
            drawn.width === width &&
            drawn.height === height &&
            drawn.skipStaticElements === skipStaticElements &&
            sameTransformers(drawn.transformers, transformers)) {
            for (const operation of drawn.operations) {
                output.operations.push(operation);
            }
            return;
        }
        const first = output.operations.length;
        drawNode(node, output, x, y, transformers, skipStaticElements);
        node.internal_drawn = {
            x,
            y,
            width,
            height,
            skipStaticElements,
            transformers,
            operations: output.operations.slice(first),
        };
        node.internal_outputDirty = false;
    }
};
const sameTransformers = (a, b) => {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
};
// Ink's drawing of a node at x, y (what renderNodeToOutput did after working out where the node is).
const drawNode = (node, output, x, y, transformers, skipStaticElements) => {
    const { yogaNode } = node;
    {
`,
  },
];

// Writing a frame: Ink's standard log erases every line of the previous frame and writes the whole new one (a 120x30
// screen whose countdown ticks sends 3.4 KB a second, and the terminal redraws it all). Where the new frame has as
// many lines as the last, all on screen and within the terminal's width, no cursor is shown and the terminal is as
// wide as then, only the lines that changed are written, each in place (the cursor goes back to the frame's last
// line, where a whole write leaves it and where Ink's erasing of the frame starts). Ink's own incremental mode
// (incrementalRendering) writes lines one row off in a full-screen frame, hence not that. The screens are the same (test/build/inkFrameCaches.test.ts compares them in a
// terminal emulator).
const LOG_UPDATE_PATCHES = [
  {
    find: "import cliCursor from 'cli-cursor';\n",
    replace: "import cliCursor from 'cli-cursor';\nimport measureText from './measure-text.js';\n",
  },
  {
    find: `const createStandard = (stream, { showCursor = false } = {}) => {
    let previousLineCount = 0;
    let previousOutput = '';`,
    replace: `// Whether the lines of \`next\` that differ from \`previous\` fit the terminal's width (a wider line wraps there, and the
// lines below it are no longer where they are counted to be). A control character other than ESC (a tab moves to the
// next tab stop, which string-width does not count) makes a line's width on screen unknown: it does not fit.
const CONTROL = /[\\x00-\\x1a\\x1c-\\x1f\\x7f]/;
const changedLinesFit = (previous, next, columns) => {
    for (let i = 0; i < next.length; i++) {
        if (next[i] !== previous[i] && (CONTROL.test(next[i]) || measureText(next[i]).width > columns)) {
            return false;
        }
    }
    return true;
};
// The lines of \`next\` that differ from \`previous\` (as many lines), each rewritten in place, from and back to the
// last line.
const changedLines = (previous, next) => {
    const last = next.length - 1;
    let row = last;
    let out = '';
    for (let i = 0; i < next.length; i++) {
        if (next[i] === previous[i]) {
            continue;
        }
        out += (row > i ? ansiEscapes.cursorUp(row - i) : row < i ? ansiEscapes.cursorDown(i - row) : '') + '\\r' + ansiEscapes.eraseLine + next[i];
        row = i;
    }
    return row < last ? out + ansiEscapes.cursorDown(last - row) : out;
};
const createStandard = (stream, { showCursor = false } = {}) => {
    let previousLineCount = 0;
    let previousOutput = '';
    let previousLines = [];
    let previousColumns;
    let previousFit = false;`,
  },
  {
    find: `        else {
            previousOutput = str;
            const returnPrefix = buildReturnToBottomPrefix(cursorWasShown, previousLineCount, previousCursorPosition);
            stream.write(returnPrefix +
                ansiEscapes.eraseLines(previousLineCount) +
                str +
                cursorSuffix);
            previousLineCount = lines.length;
        }`,
    replace: `        else if (activeCursor === undefined &&
            !cursorWasShown &&
            lines.length === previousLines.length &&
            lines.length <= stream.rows &&
            stream.columns === previousColumns &&
            previousFit &&
            changedLinesFit(previousLines, lines, stream.columns)) {
            previousOutput = str;
            stream.write(changedLines(previousLines, lines));
            previousLines = lines;
        }
        else {
            previousOutput = str;
            const returnPrefix = buildReturnToBottomPrefix(cursorWasShown, previousLineCount, previousCursorPosition);
            stream.write(returnPrefix +
                ansiEscapes.eraseLines(previousLineCount) +
                str +
                cursorSuffix);
            previousLineCount = lines.length;
            previousLines = lines;
            previousColumns = stream.columns;
            previousFit = changedLinesFit([], lines, stream.columns);
        }`,
  },
  {
    find: `        stream.write(prefix + ansiEscapes.eraseLines(previousLineCount));
        previousOutput = '';
        previousLineCount = 0;`,
    replace: `        stream.write(prefix + ansiEscapes.eraseLines(previousLineCount));
        previousOutput = '';
        previousLineCount = 0;
        previousLines = [];`,
  },
  {
    find: `    render.done = () => {
        previousOutput = '';
        previousLineCount = 0;`,
    replace: `    render.done = () => {
        previousOutput = '';
        previousLineCount = 0;
        previousLines = [];`,
  },
  {
    find: `        const lines = str.split('\\n');
        previousOutput = str;
        previousLineCount = lines.length;`,
    replace: `        const lines = str.split('\\n');
        previousOutput = str;
        previousLineCount = lines.length;
        previousLines = lines;
        // Ink wrote the frame itself (after clearing the terminal), without the newline that ends \`str\`: the cursor
        // may not be on the line a whole write leaves it on, so the next frame is written whole.
        previousFit = false;`,
  },
];

// Every change Ink's reconciler makes to a node marks it and its ancestors as changed since they were last drawn
// (renderNodeToOutput then draws them again; the rest replays). Text content, children, styles and attributes change
// through dom.js; a Text's transform (its colours) and hiding a node change in the reconciler.
const MARK_DIRTY = `export const markOutputDirty = (node) => {
    for (let current = node; current !== undefined; current = current.parentNode) {
        current.internal_outputDirty = true;
    }
};
`;
const DOM_PATCHES = [
  {
    find: 'export const createNode = (nodeName) => {\n',
    replace: `${MARK_DIRTY}export const createNode = (nodeName) => {\n`,
  },
  {
    find: `export const appendChildNode = (node, childNode) => {
`,
    replace: `export const appendChildNode = (node, childNode) => {
    markOutputDirty(node);
`,
  },
  {
    find: `export const insertBeforeNode = (node, newChildNode, beforeChildNode) => {
`,
    replace: `export const insertBeforeNode = (node, newChildNode, beforeChildNode) => {
    markOutputDirty(node);
`,
  },
  {
    find: `export const removeChildNode = (node, removeNode) => {
`,
    replace: `export const removeChildNode = (node, removeNode) => {
    markOutputDirty(node);
`,
  },
  {
    find: `export const setAttribute = (node, key, value) => {
`,
    replace: `export const setAttribute = (node, key, value) => {
    markOutputDirty(node);
`,
  },
  {
    find: `export const setStyle = (node, style) => {
`,
    replace: `export const setStyle = (node, style) => {
    markOutputDirty(node);
`,
  },
  {
    find: `    node.nodeValue = text;
    markNodeAsDirty(node);`,
    replace: `    node.nodeValue = text;
    markNodeAsDirty(node);
    markOutputDirty(node);`,
  },
];
const RECONCILER_PATCHES = [
  {
    find: "import { createTextNode, appendChildNode, insertBeforeNode, removeChildNode, setStyle, setTextNodeValue, createNode, setAttribute, } from './dom.js';",
    replace:
      "import { createTextNode, appendChildNode, insertBeforeNode, removeChildNode, setStyle, setTextNodeValue, createNode, setAttribute, markOutputDirty, } from './dom.js';",
  },
  {
    find: `        if (!props && !style) {
            return;
        }
`,
    replace: `        if (!props && !style) {
            return;
        }
        markOutputDirty(node);
`,
  },
  {
    find: `    hideInstance(node) {
`,
    replace: `    hideInstance(node) {
        markOutputDirty(node);
`,
  },
  {
    find: `    unhideInstance(node) {
`,
    replace: `    unhideInstance(node) {
        markOutputDirty(node);
`,
  },
];

const SANITIZE_PATCHES = [
  {
    find: "import { hasAnsiControlCharacters, tokenizeAnsi } from './ansi-tokenizer.js';\n",
    replace:
      "import { hasAnsiControlCharacters, tokenizeAnsi } from './ansi-tokenizer.js';\nimport { recentCache } from './measure-text.js';\n",
  },
  { find: 'const sanitizeAnsi = (text) => {\n', replace: 'const sanitizeUncached = (text) => {\n' },
  {
    find: 'export default sanitizeAnsi;\n',
    replace: `const sanitized = recentCache();
const sanitizeAnsi = (text) => {
    if (!hasAnsiControlCharacters(text)) {
        return text;
    }
    let output = sanitized.get(text);
    if (output === undefined) {
        output = sanitizeUncached(text);
        sanitized.set(text, output);
    }
    return output;
};
export default sanitizeAnsi;
`,
  },
];

// Ink's cache of wrapped and truncated texts grew without end (a truncated row whose countdown ticks adds a text a
// second): it keeps what recent frames used, like the others.
const WRAP_PATCHES = [
  {
    find: "import cliTruncate from 'cli-truncate';\n",
    replace: "import cliTruncate from 'cli-truncate';\nimport { recentCache } from './measure-text.js';\n",
  },
  { find: 'const cache = {};\n', replace: 'const cache = recentCache();\n' },
  { find: '    const cachedText = cache[cacheKey];\n', replace: '    const cachedText = cache.get(cacheKey);\n' },
  { find: '    cache[cacheKey] = wrappedText;\n', replace: '    cache.set(cacheKey, wrappedText);\n' },
];

// Ink's two throttles (es-toolkit's) arm a timer on every call: a frame a second woke the process twice more, 1 ms
// and 17 ms after it, to find nothing to do. The frame's write, throttled with no wait, is called at once on every
// call anyway (es-toolkit's maxWait of 0): it is called directly. The render throttle becomes one that arms its timer
// only when a call comes within the wait (the same leading and trailing calls, at most one render per wait, the last
// call always rendered). The frame's three writes (begin synchronised update, the lines, end it) go out as one.
const THROTTLE = `const throttleFrames = (render, waitMs) => {
    let last = -Infinity;
    let timer;
    let pending = false;
    const run = () => {
        pending = false;
        last = Date.now();
        render();
    };
    const throttled = () => {
        const now = Date.now();
        if (timer === undefined && now - last >= waitMs) {
            run();
            return;
        }
        pending = true;
        if (timer === undefined) {
            timer = setTimeout(() => {
                timer = undefined;
                if (pending) {
                    run();
                }
            }, Math.max(0, last + waitMs - now));
        }
    };
    const cancelTimer = () => {
        if (timer !== undefined) {
            clearTimeout(timer);
            timer = undefined;
        }
    };
    throttled.flush = () => {
        cancelTimer();
        if (pending) {
            run();
        }
    };
    throttled.cancel = () => {
        cancelTimer();
        pending = false;
    };
    return throttled;
};
`;
const INK_PATCHES = [
  {
    find: 'export default class Ink {\n',
    replace: `${THROTTLE}export default class Ink {\n`,
  },
  {
    find: `            const throttled = throttle(this.onRender, renderThrottleMs, {
                leading: true,
                trailing: true,
            });`,
    replace: `            const throttled = throttleFrames(this.onRender, renderThrottleMs);`,
  },
  {
    find: `            : throttle((output) => {
                const shouldWrite = this.log.willRender(output);
                const sync = shouldSynchronize(this.options.stdout);
                if (sync && shouldWrite) {
                    this.options.stdout.write(bsu);
                }
                this.log(output);
                if (sync && shouldWrite) {
                    this.options.stdout.write(esu);
                }
            }, undefined, {
                leading: true,
                trailing: true,
            });`,
    replace: `            : Object.assign((output) => {
                const shouldWrite = this.log.willRender(output);
                const sync = shouldSynchronize(this.options.stdout);
                const stdout = this.options.stdout;
                const corked = sync && shouldWrite && typeof stdout.cork === 'function' && typeof stdout.uncork === 'function';
                if (corked) {
                    stdout.cork();
                }
                if (sync && shouldWrite) {
                    stdout.write(bsu);
                }
                this.log(output);
                if (sync && shouldWrite) {
                    stdout.write(esu);
                }
                if (corked) {
                    stdout.uncork();
                }
            }, { flush() { }, cancel() { } });`,
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
export const rewriteInkWrapText = (source) => applyPatches('build/wrap-text.js', source, WRAP_PATCHES);
export const rewriteInkDom = (source) => applyPatches('build/dom.js', source, DOM_PATCHES);
export const rewriteInkLogUpdate = (source) => applyPatches('build/log-update.js', source, LOG_UPDATE_PATCHES);
export const rewriteInk = (source) => applyPatches('build/ink.js', source, INK_PATCHES);
export const rewriteInkReconciler = (source) => applyPatches('build/reconciler.js', source, RECONCILER_PATCHES);

export const inkFrameCachesPlugin = {
  name: 'ink-frame-caches',
  setup(build) {
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/, rewriteInkOutput);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/, rewriteInkRenderNode);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]sanitize-ansi\.js$/, rewriteInkSanitize);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]measure-text\.js$/, rewriteInkMeasureText);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]wrap-text\.js$/, rewriteInkWrapText);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]dom\.js$/, rewriteInkDom);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]log-update\.js$/, rewriteInkLogUpdate);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]reconciler\.js$/, rewriteInkReconciler);
    onLoadRewritten(build, /[\\/]node_modules[\\/]ink[\\/]build[\\/]ink\.js$/, rewriteInk);
  },
};
