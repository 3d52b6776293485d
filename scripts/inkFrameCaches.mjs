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
// - a text node's width comes from Ink's own measureText cache (the layout pass has measured the same string).
// Ink 7, which has its own frame caching work, needs Node 22; switchyard supports Node 20. The frames are the same
// as Ink's own (test/build/inkFrameCaches.test.ts renders both); the build fails if Ink's code changes shape.

import { readFile } from 'node:fs/promises';

export const CACHE_LIMIT = 20_000;

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
const BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
let previousRows = [];
const sameCells = (a, b) => {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
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
    replace: `        const rows = output.map((line, y) => {
            const previous = previousRows[y];
            if (previous !== undefined && sameCells(previous.cells, line))
                return previous;
            // See https://github.com/vadimdemedes/ink/pull/564#issuecomment-1637022742
            const lineWithoutEmptyItems = line.filter(item => item !== undefined);
            return { cells: line, text: styledCharsToString(lineWithoutEmptyItems).trimEnd() };
        });
        previousRows = rows;
        const generatedOutput = rows.map(row => row.text).join('\\n');`,
  },
];

const RENDER_NODE_PATCHES = [
  { find: "import widestLine from 'widest-line';\n", replace: "import measureText from './measure-text.js';\n" },
  {
    find: '                const currentWidth = widestLine(text);',
    replace: '                const currentWidth = measureText(text).width;',
  },
];

function applyPatches(file, source, patches) {
  let out = source;
  for (const { find, replace } of patches) {
    if (out.split(find).length !== 2) {
      throw new Error(`inkFrameCaches: Ink's ${file} no longer reads as expected; review scripts/inkFrameCaches.mjs`);
    }
    out = out.replace(find, () => replace);
  }
  return out;
}

export const rewriteInkOutput = (source) => applyPatches('build/output.js', source, OUTPUT_PATCHES);
export const rewriteInkRenderNode = (source) =>
  applyPatches('build/render-node-to-output.js', source, RENDER_NODE_PATCHES);

export const inkFrameCachesPlugin = {
  name: 'ink-frame-caches',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]ink[\\/]build[\\/]output\.js$/ }, async (args) => ({
      contents: rewriteInkOutput(await readFile(args.path, 'utf8')),
      loader: 'js',
      resolveDir: args.path.replace(/[\\/][^\\/]+$/, ''),
    }));
    build.onLoad({ filter: /[\\/]node_modules[\\/]ink[\\/]build[\\/]render-node-to-output\.js$/ }, async (args) => ({
      contents: rewriteInkRenderNode(await readFile(args.path, 'utf8')),
      loader: 'js',
      resolveDir: args.path.replace(/[\\/][^\\/]+$/, ''),
    }));
  },
};
