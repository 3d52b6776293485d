// The esbuild options every build of switchyard shares: the shipped bundle (scripts/build.mjs) and the benchmarks that
// render (scripts/bench.mjs), so that what is measured is built as what ships.

export const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minify: true,
  // Minified chunks parse faster (the explorer chunk halves). Names are not kept: esbuild's keepNames wraps every
  // function and class in a `__name` call run as each module is evaluated, ~9 ms of CPU before the explorer's first
  // frame (docs/benchmarks-log.md). Nothing reads a function's or class's `.name` (test/hygiene/functionNames.test.ts
  // holds the sources to that); our errors that report a name set it themselves.
  keepNames: false,
  legalComments: 'none',
  // ink-table is CommonJS built against ink 3: it is required at run time through the adapter.
  // react-devtools-core is an optional import of ink, only used with DEV=true.
  external: ['ink-table', 'react-devtools-core', '@lydell/node-pty'],
  // Packages that ship both builds (the AWS SDK and Smithy ones) are taken as ES modules, not CommonJS: the bundle
  // then keeps only what is imported (one client's commands, the protocol it speaks) and the SDK's lazy imports
  // (the credential providers beyond the environment's, the nested STS/SSO clients) stay separate chunks, loaded
  // only when used. Command mode against an endpoint parses about half as much.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
};

/**
 * The ES build on top of those (dist/cli.mjs and its chunks, and the benchmarks built as shipped): code splitting keeps
 * what a mode or DEV=true alone loads in chunks of its own, and React runs its production build.
 */
export const esModules = {
  ...shared,
  outExtension: { '.js': '.mjs' },
  splitting: true,
  format: 'esm',
  // Bundled CommonJS dependencies may call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __syCreateRequire } from 'node:module'; const require = __syCreateRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
};
