// esbuild plugin for the bundle: an ES module importing `node:process` makes Node build that module's namespace,
// which reads every property of `process`, `stdin` included, so every run would open a stream on standard input
// (the AWS SDK's user-agent code imports `env` and `versions` that way, Ink and conf the default). The bundled
// modules are given the global `process` instead; `require('process')` from bundled CommonJS is left to Node, which
// returns the same object without building a namespace. The build fails if a module imports a name not listed here.

const NAMED = ['env', 'versions', 'platform', 'argv', 'execArgv', 'execPath', 'pid', 'arch'];
const FUNCTIONS = ['cwd', 'exit', 'emitWarning', 'nextTick', 'hrtime', 'memoryUsage', 'on', 'once', 'off'];

export const PROCESS_GLOBAL_SOURCE = [
  'const p = globalThis.process;',
  'export default p;',
  ...NAMED.map((name) => `export const ${name} = p.${name};`),
  ...FUNCTIONS.map((name) => `export function ${name}(...args) { return p.${name}(...args); }`),
].join('\n');

export const processGlobalPlugin = {
  name: 'process-global',
  setup(build) {
    build.onResolve({ filter: /^(node:)?process$/ }, (args) =>
      args.kind === 'import-statement' || args.kind === 'dynamic-import'
        ? { path: 'process', namespace: 'process-global' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'process-global' }, () => ({
      contents: PROCESS_GLOBAL_SOURCE,
      loader: 'js',
    }));
  },
};
