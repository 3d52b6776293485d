// Bundles the CLI into dist/ as ESM. Code splitting keeps one entry (dist/cli.js) while the explorer, serve and
// command mode live in chunks loaded only when their mode runs, so command mode never parses Ink or React.
// dist/emulator.js is the `switchyard/emulator` entry (package.json "exports"); its declaration file is the
// import-free src/emulator/types.ts plus the one value it exports.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { lazyRgiEmojiPlugin } from './lazyRgiEmoji.mjs';
import { processGlobalPlugin } from './processGlobal.mjs';
import { inkFrameCachesPlugin } from './inkFrameCaches.mjs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  // dist/checkWorker.js is the thread that checks a large dataset file while it loads (src/engine/dataset/file.ts).
  entryPoints: {
    cli: 'src/cli.ts',
    emulator: 'src/emulator/index.ts',
    checkWorker: 'src/engine/dataset/checkWorker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minify: true,
  // Minified chunks parse faster (the explorer chunk halves); names are kept because errors and logs use them.
  keepNames: true,
  legalComments: 'none',
  // ink-table is CommonJS built against ink 3: it is required at run time through the adapter.
  // react-devtools-core is an optional import of ink, only used with DEV=true.
  external: ['ink-table', 'react-devtools-core', '@lydell/node-pty'],
  // Packages that ship both builds (the AWS SDK and Smithy ones) are taken as ES modules, not CommonJS: the bundle
  // then keeps only what is imported (one client's commands, the protocol it speaks) and the SDK's lazy imports
  // (the credential providers beyond the environment's, the nested STS/SSO clients) stay separate chunks, loaded
  // only when used. Command mode against an endpoint parses about half as much.
  mainFields: ['module', 'main'],
  // Bundled CommonJS dependencies may call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __syCreateRequire } from 'node:module'; const require = __syCreateRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  // string-width's emoji expression is compiled on first use, not at start-up; `node:process` imports take the global
  // process, so that no run opens standard input it does not read (see the plugins).
  plugins: [lazyRgiEmojiPlugin, processGlobalPlugin, inkFrameCachesPlugin],
  logLevel: 'warning',
});

const emulatorTypes = readFileSync(new URL('../src/emulator/types.ts', import.meta.url), 'utf8');
writeFileSync(
  new URL('../dist/emulator.d.ts', import.meta.url),
  `${emulatorTypes}\nexport declare const startEmulator: StartEmulator;\n`,
);
