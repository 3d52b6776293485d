// Bundles the CLI into dist/. The `switchyard` binary, dist/cli.js, is a check of the Node version (src/bin.ts) that
// then requires dist/start.js (src/start.ts): it runs command mode or (on Node 22 and 24) the explorer from its
// code-cached CommonJS copy (the explorer's after importing dist/yoga.mjs, yoga-layout's ES module), or turns on Node's
// compile cache and imports dist/cli.mjs, the ES build, where code splitting keeps one entry while the explorer, serve
// and command mode live in chunks loaded only when their mode runs, so command mode never parses Ink or React.
// dist/package.json makes dist/'s .js files CommonJS (the binary, start.js, the check thread), the ES build is .mjs.
// dist/emulator.mjs (import) and dist/emulator.cjs (require) are the `switchyard-cli/emulator` entry (package.json
// "exports"); their declaration files are the import-free src/emulator/types.ts plus the one value it exports.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esModules, shared } from './buildOptions.mjs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

// Command mode and the explorer once more, each as one CommonJS file: dist/start.js runs them through vm.Script with a
// V8 code cache taken after the command has run or the first frame is drawn (src/codeCache/,
// src/commands/codeCachedBundle.ts, src/ui/codeCachedExplorer.ts), which ES modules cannot have and which saves more
// than Node's compile cache (taken at compile time) can. The content hash in each name keys its cache. Their lazy
// imports are inlined (still run only when reached): dynamic import() from a vm.Script needs a flag, so they become
// require().
async function buildCodeCachedCopy(name, entry, plugins = []) {
  const result = await build({
    ...shared,
    plugins,
    entryPoints: { [name]: entry },
    entryNames: '[name]-[hash]',
    outExtension: { '.js': '.cjs' },
    outdir: 'dist',
    format: 'cjs',
    charset: 'ascii',
    supported: { 'dynamic-import': false },
    // The file is the function Node would wrap a CommonJS module in (codeCache/bundle.ts compiles it as it is, with
    // no concatenation of megabytes), strict as the ES modules it is made of. The engine finds dist/checkWorker.js
    // beside itself through import.meta.url.
    banner: {
      js: "(function (exports, require, module, __filename, __dirname) {'use strict'; const __syImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
    },
    footer: { js: '})' },
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__syImportMetaUrl' },
    metafile: true,
  });
  const file = Object.keys(result.metafile.outputs).find((path) => path.endsWith('.cjs'));
  // src/codeCache/bundle.ts reads the file as latin1, which is right for ASCII only.
  if (/[^\x00-\x7f]/.test(readFileSync(file, 'utf8'))) throw new Error(`${file} is not ASCII`);
  return file.replace(/^dist\//, '');
}
const commandModeFile = await buildCodeCachedCopy('commandMode', 'src/commands/main.ts');

// A CommonJS file cannot hold a top-level await. Two modules under the explorer have one, and the explorer's copy
// resolves each to a module of ours (their text is not touched): yoga-layout (`wrapAssembly(await loadYoga())`) to
// the instance dist/start.js imported from dist/yoga.mjs before running the copy (src/ui/yogaHandOver.ts), and Ink's
// DevTools set-up for DEV=true (`dev-mode.js`, split out of Ink's reconciler by patches/ink+8.0.0.patch) to Ink's
// renderer name without DEV; DEV=true runs the ES build.
const explorerCopyResolutions = {
  name: 'explorer-copy-resolutions',
  setup(esbuild) {
    const ours = (file) => ({ path: fileURLToPath(new URL(`../src/ui/${file}`, import.meta.url)) });
    esbuild.onResolve({ filter: /^yoga-layout$/ }, () => ours('yogaInCopy.ts'));
    esbuild.onResolve({ filter: /^\.\/dev-mode\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]ink[\\/]build$/.test(args.resolveDir) ? ours('inkDevModeInCopy.ts') : undefined,
    );
  },
};
const explorerFile = await buildCodeCachedCopy('explorer', 'src/ui/main.ts', [explorerCopyResolutions]);

await build({
  ...esModules,
  // yoga: yoga-layout's ES module as shipped, which dist/start.js imports before running the explorer's copy.
  entryPoints: { cli: 'src/cli.ts', emulator: 'src/emulator/index.ts', yoga: 'yoga-layout' },
  outdir: 'dist',
});

// The binary: a check of the Node version that any Node can parse (ES5: esbuild fails the build on syntax it cannot
// lower that far), then dist/start.js (a code-cached copy, or the ES build with Node's compile cache).
await build({
  entryPoints: { cli: 'src/bin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'es5',
  logLevel: 'warning',
});
const commonJs = { ...shared, outdir: 'dist', format: 'cjs' };
await build({
  ...commonJs,
  entryPoints: { start: 'src/start.ts' },
  define: {
    'process.env.NODE_ENV': '"production"',
    SWITCHYARD_COMMAND_BUNDLE: JSON.stringify(commandModeFile),
    SWITCHYARD_EXPLORER_BUNDLE: JSON.stringify(explorerFile),
  },
});
// The thread that checks a large dataset file while it loads (src/engine/dataset/file.ts finds it beside itself, from
// the ES chunks).
await build({
  ...commonJs,
  entryPoints: { checkWorker: 'src/engine/dataset/checkWorker.ts' },
  banner: { js: "const __syImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__syImportMetaUrl' },
});
writeFileSync(new URL('../dist/package.json', import.meta.url), '{ "type": "commonjs" }\n');

// `require('switchyard-cli/emulator')` (jest's default CommonJS mode): the same entry as one CommonJS file. A CommonJS
// file has no import.meta.url; the engine finds dist/checkWorker.js beside itself through the file's own path.
await build({
  ...commonJs,
  entryPoints: { emulator: 'src/emulator/index.ts' },
  outExtension: { '.js': '.cjs' },
  banner: { js: "const __syImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__syImportMetaUrl' },
});

const emulatorTypes = readFileSync(new URL('../src/emulator/types.ts', import.meta.url), 'utf8');
for (const declarations of ['emulator.d.mts', 'emulator.d.cts']) {
  writeFileSync(
    new URL(`../dist/${declarations}`, import.meta.url),
    `${emulatorTypes}\nexport declare const startEmulator: StartEmulator;\n`,
  );
}
