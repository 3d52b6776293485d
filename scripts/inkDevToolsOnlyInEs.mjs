// esbuild plugin for the explorer's CommonJS copy only (scripts/build.mjs): Ink's reconciler connects React DevTools
// when DEV=true, through two top-level awaits (importing its devtools module, reading its package.json), and a module
// with a top-level await cannot be bundled as CommonJS. The launcher never runs that copy when DEV=true (the ES build,
// which keeps Ink's code as it is, runs then: src/codeCache/explorer.ts), so in the copy the two awaits become a
// failure that says so, should the copy ever be run with DEV=true. The build fails if Ink's file changes shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

const DEV_ONLY = "(() => { throw new Error('internal: with DEV=true the explorer runs from its ES build'); })()";

/** Each patch: the exact text in Ink 6.8's build/reconciler.js and what replaces it. */
const PATCHES = [
  { find: "        await import('./devtools.js');\n", replace: `        ${DEV_ONLY};\n` },
  { find: '    ? await loadPackageJson()\n', replace: `    ? ${DEV_ONLY}\n` },
];

export function rewriteInkReconciler(source) {
  return applySourcePatches(
    source,
    PATCHES,
    "inkDevToolsOnlyInEs: ink's build/reconciler.js no longer reads as expected; review the plugin",
  );
}

export const inkDevToolsOnlyInEsPlugin = {
  name: 'ink-devtools-only-in-es',
  setup(build) {
    onLoadRewritten(build, /[\\/]ink[\\/]build[\\/]reconciler\.js$/, rewriteInkReconciler);
  },
};
