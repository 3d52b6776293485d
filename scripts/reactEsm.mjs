// esbuild plugin for the bundle: React ships as CommonJS only, and esbuild gives every ES module that imports `react`
// or `react/jsx-runtime` its own copy of the module's exports (`__toESM(require_react())`): a fresh object with one
// getter closure per export, 58 copies of React's 42 exports and 33 of the JSX runtime's in the explorer, about 2,600
// closures and as many accessor pairs kept for the life of the process (every full collection marks them), and every
// hook call and JSX element made through a getter. The plugin hands those imports one ES module per package instead,
// which takes React's exports once and exports them as bindings, so importers call `useState` and `jsx` directly.
// React's exports are set once when its module runs and never change, so binding them once is the same. `require()`
// calls (react-reconciler, ink-table) still get React's own module.

import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);
const PACKAGES = /^react(\/jsx-runtime)?$/;

/** The shim's source: React's module (its default export) and each of its exports as a binding. */
export function reactEsmSource(specifier, names) {
  const named = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [
    `import cjs from ${JSON.stringify(specifier)};`,
    'export default cjs;',
    `export const { ${named.join(', ')} } = cjs;`,
    '',
  ].join('\n');
}

export const reactEsmPlugin = {
  name: 'react-esm',
  setup(build) {
    build.onResolve({ filter: PACKAGES }, (args) => {
      // The shim's own import, and CommonJS require() calls, resolve to React itself.
      if (args.namespace === 'react-esm' || args.kind === 'require-call') return undefined;
      return { path: args.path, namespace: 'react-esm' };
    });
    build.onLoad({ filter: /.*/, namespace: 'react-esm' }, (args) => ({
      contents: reactEsmSource(args.path, Object.keys(requireFromHere(args.path))),
      loader: 'js',
      resolveDir: new URL('..', import.meta.url).pathname,
    }));
  },
};
