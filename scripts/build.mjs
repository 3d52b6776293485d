// Bundles the CLI into dist/. The `switchyard` binary, dist/cli.js, is a small CommonJS launcher (src/launcher.ts):
// command mode with its code cache runs from there without Node's ES module loader; every other run imports
// dist/cli.mjs, the ES build, where code splitting keeps one entry while the explorer, serve and command mode live in
// chunks loaded only when their mode runs, so command mode never parses Ink or React. dist/package.json makes dist/'s
// .js files CommonJS (the launcher, the check thread), the ES build is .mjs. dist/emulator.mjs (import) and
// dist/emulator.cjs (require) are the `switchyard/emulator` entry (package.json "exports"); their declaration files
// are the import-free src/emulator/types.ts plus the one value it exports.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inkDevToolsOnlyInEsPlugin } from './inkDevToolsOnlyInEs.mjs';
import { esModules, shared } from './buildOptions.mjs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

// Command mode and the explorer once more, each as one CommonJS file: on a Node without `module.enableCompileCache()`
// (Node 20) dist/cli.js runs them through vm.Script with a V8 code cache (src/codeCache/), which ES modules cannot
// have there. The content hash in each name keys its cache. Their lazy imports are inlined (still run only when
// reached): dynamic import() from a vm.Script needs a flag on Node 20, so they become require().
async function buildCodeCachedCopy(name, entry, plugins = []) {
  const result = await build({
    ...shared,
    plugins: [...shared.plugins, ...plugins],
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
const explorerFile = await buildCodeCachedCopy('explorer', 'src/ui/main.ts', [inkDevToolsOnlyInEsPlugin]);

await build({
  ...esModules,
  entryPoints: { cli: 'src/cli.ts', emulator: 'src/emulator/index.ts' },
  outdir: 'dist',
});

const commonJs = { ...shared, outdir: 'dist', format: 'cjs' };
await build({
  ...commonJs,
  entryPoints: { cli: 'src/launcher.ts' },
  define: {
    'process.env.NODE_ENV': '"production"',
    SWITCHYARD_COMMAND_BUNDLE: JSON.stringify(commandModeFile),
    SWITCHYARD_EXPLORER_BUNDLE: JSON.stringify(explorerFile),
    SWITCHYARD_ES_ENTRY: JSON.stringify('cli.mjs'),
  },
});
// The thread that checks a large dataset file while it loads (src/engine/dataset/file.ts finds it beside itself, from
// the ES chunks or from the CommonJS copies).
await build({
  ...commonJs,
  entryPoints: { checkWorker: 'src/engine/dataset/checkWorker.ts' },
  banner: { js: "const __syImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__syImportMetaUrl' },
});
writeFileSync(new URL('../dist/package.json', import.meta.url), '{ "type": "commonjs" }\n');

// `require('switchyard/emulator')` (jest's default CommonJS mode): the same entry as one CommonJS file. A CommonJS
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
