// The bundle's rewrite of yoga-layout's set-up (scripts/yogaSyncWasm.mjs: the WebAssembly is compiled and
// instantiated at once, with no top-level await) must lay out as yoga's own: yoga is bundled as shipped (ES, with its
// top-level await) and rewritten (CommonJS, which only builds without the await), and both lay out the same random
// trees. The rewritten set-up never touches `fetch` (on Node 20 that loads undici).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { rewriteYogaEntry, rewriteYogaWasmLoader, yogaSyncWasmPlugin } from '../../scripts/yogaSyncWasm.mjs';

interface Tree {
  width?: number;
  height?: number;
  row: boolean;
  grow: number;
  padding: number;
  wrap: boolean;
  children: Tree[];
}
interface Layout {
  left: number;
  top: number;
  width: number;
  height: number;
  children: Layout[];
}
type LayoutOf = (tree: Tree, width: number) => Layout;

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sy-yoga-sync-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Lays a tree out with whichever yoga the bundle holds.
const LAYOUT_MODULE = `import Yoga from 'yoga-layout';
function node(tree) {
  const n = Yoga.Node.create();
  if (tree.width !== undefined) n.setWidth(tree.width);
  if (tree.height !== undefined) n.setHeight(tree.height);
  n.setFlexDirection(tree.row ? Yoga.FLEX_DIRECTION_ROW : Yoga.FLEX_DIRECTION_COLUMN);
  n.setFlexGrow(tree.grow);
  n.setPadding(Yoga.EDGE_ALL, tree.padding);
  n.setFlexWrap(tree.wrap ? Yoga.WRAP_WRAP : Yoga.WRAP_NO_WRAP);
  tree.children.forEach((child, i) => n.insertChild(node(child), i));
  return n;
}
function read(n) {
  const children = [];
  for (let i = 0; i < n.getChildCount(); i++) children.push(read(n.getChild(i)));
  return { left: n.getComputedLeft(), top: n.getComputedTop(), width: n.getComputedWidth(), height: n.getComputedHeight(), children };
}
export function layoutOf(tree, width) {
  const root = node(tree);
  root.calculateLayout(width, undefined, Yoga.DIRECTION_LTR);
  const out = read(root);
  root.freeRecursive();
  return out;
}
`;

async function bundle(rewritten: boolean): Promise<string> {
  const result = await build({
    stdin: { contents: LAYOUT_MODULE, resolveDir: REPO, loader: 'js' },
    bundle: true,
    write: false,
    format: rewritten ? 'cjs' : 'esm',
    platform: 'node',
    plugins: rewritten ? [yogaSyncWasmPlugin] : [],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

let shipped: LayoutOf;
let rewritten: LayoutOf;
let fetchCalls = 0;

beforeAll(async () => {
  const esm = await bundle(false);
  const esmFile = join(work, 'shipped.mjs');
  writeFileSync(esmFile, esm);
  shipped = ((await import(/* @vite-ignore */ pathToFileURL(esmFile).href)) as { layoutOf: LayoutOf }).layoutOf;

  const cjs = await bundle(true);
  const cjsFile = join(work, 'rewritten.cjs');
  writeFileSync(cjsFile, cjs);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (() => {
    fetchCalls += 1;
    throw new Error('fetch called');
  }) as typeof fetch;
  try {
    rewritten = (createRequire(import.meta.url)(cjsFile) as { layoutOf: LayoutOf }).layoutOf;
  } finally {
    globalThis.fetch = realFetch;
  }
});

const tree: fc.Memo<Tree> = fc.memo((depth) =>
  fc.record({
    width: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
    height: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    row: fc.boolean(),
    grow: fc.integer({ min: 0, max: 3 }),
    padding: fc.integer({ min: 0, max: 4 }),
    wrap: fc.boolean(),
    children: depth <= 1 ? fc.constant([]) : fc.array(tree(depth - 1), { maxLength: 4 }),
  }),
);

describe('yogaSyncWasm', () => {
  it('is set up before the module returns, without fetch', () => {
    expect(typeof rewritten).toBe('function');
    expect(fetchCalls).toBe(0);
  });

  it('lays out random trees as the shipped yoga does', () => {
    fc.assert(
      fc.property(tree(4), fc.integer({ min: 1, max: 240 }), (t, width) => {
        expect(rewritten(t, width)).toEqual(shipped(t, width));
      }),
      { numRuns: 300 },
    );
  });

  it('is needed: yoga as shipped cannot be bundled as CommonJS (its top-level await)', async () => {
    const result = await build({
      stdin: { contents: LAYOUT_MODULE, resolveDir: REPO, loader: 'js' },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
    }).then(
      () => 'built',
      (error: Error) => error.message,
    );
    expect(result).toMatch(/Top-level await is currently not supported with the "cjs" output format/);
  });

  it('fails the build when yoga-layout changes shape', () => {
    expect(() => rewriteYogaEntry('export default 1;')).toThrow(/review the plugin/);
    expect(() => rewriteYogaWasmLoader('var loadYoga = 1;')).toThrow(/review the plugin/);
  });
});
