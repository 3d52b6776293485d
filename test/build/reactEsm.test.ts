// The bundle's React plugin (scripts/reactEsm.mjs): every ES module that imports `react` or `react/jsx-runtime` shares
// one set of bindings instead of its own getter-backed copy of React's exports.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { reactEsmPlugin, reactEsmSource } from '../../scripts/reactEsm.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Three modules importing React as components do, bundled as the explorer's CommonJS copy is. */
async function bundle(withPlugin: boolean): Promise<string> {
  const files: Record<string, string> = {
    'entry.js': "import { a } from './a.js'; import { b } from './b.js'; export const out = [a(), b()];",
    'a.js':
      "import { useState, createElement } from 'react'; import { jsx } from 'react/jsx-runtime'; export const a = () => [typeof useState, createElement('x'), jsx('y', {})];",
    'b.js': "import React, { useMemo } from 'react'; export const b = () => [typeof useMemo, React.version];",
  };
  const result = await build({
    entryPoints: ['entry.js'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    absWorkingDir: root,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [filesPlugin(files), ...(withPlugin ? [reactEsmPlugin as Plugin] : [])],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function filesPlugin(files: Record<string, string>): Plugin {
  return {
    name: 'files',
    setup(b) {
      b.onResolve({ filter: /^(\.\/)?[ab]\.js$|^entry\.js$/ }, (args) => ({
        path: args.path.replace('./', ''),
        namespace: 'files',
      }));
      b.onLoad({ filter: /.*/, namespace: 'files' }, (args) => ({
        contents: files[args.path],
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

const copiesOfReact = (code: string): number => code.match(/__toESM\(require_react\(\)/g)?.length ?? 0;

describe('reactEsm', () => {
  it('gives every importer the same bindings: one copy of React, not one per module', async () => {
    const [plain, shared] = await Promise.all([bundle(false), bundle(true)]);
    expect(copiesOfReact(plain)).toBe(2);
    expect(copiesOfReact(shared)).toBe(1);
    expect(shared.match(/__toESM\(require_jsx_runtime\(\)/g)).toHaveLength(1);
    // The bundle runs as before: the hooks are React's, default and named imports alike.
    const run = (code: string): unknown => {
      const module = { exports: {} as { out?: unknown } };
      new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(`${root}/x.js`));
      return JSON.parse(JSON.stringify(module.exports.out));
    };
    expect(run(shared)).toEqual(run(plain));
  });

  it('exports every name React exports, as bindings', () => {
    const names = Object.keys(createRequire(`${root}/x.js`)('react') as object);
    const source = reactEsmSource('react', names) as string;
    for (const name of names) expect(source).toContain(name);
    expect(source).toContain('import cjs from "react";\nexport default cjs;');
  });
});
