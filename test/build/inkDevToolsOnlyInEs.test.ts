// The explorer's CommonJS copy rewrites Ink's reconciler (scripts/inkDevToolsOnlyInEs.mjs): its two top-level awaits,
// run only with DEV=true (React DevTools), become a failure that says the ES build runs then. Ink bundles as CommonJS
// only with the rewrite (and yoga's, scripts/yogaSyncWasm.mjs); the copy renders as usual; the build fails if Ink's
// reconciler changes shape.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { inkDevToolsOnlyInEsPlugin, rewriteInkReconciler } from '../../scripts/inkDevToolsOnlyInEs.mjs';
// @ts-expect-error plain .mjs build helper without types
import { yogaSyncWasmPlugin } from '../../scripts/yogaSyncWasm.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);

function bundleInk(plugins: unknown[]): Promise<string> {
  return build({
    stdin: { contents: "export { renderToString, Text } from 'ink';", resolveDir: REPO, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['react-devtools-core'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: plugins as never[],
    logLevel: 'silent',
  }).then(
    (result) => result.outputFiles[0]!.text,
    (error: Error) => `failed: ${error.message}`,
  );
}

describe('inkDevToolsOnlyInEs', () => {
  it('is needed: Ink as shipped cannot be bundled as CommonJS', async () => {
    expect(await bundleInk([yogaSyncWasmPlugin])).toMatch(/^failed: .*Top-level await/s);
  });

  it('makes Ink bundle as CommonJS, and that copy renders', async () => {
    const text = await bundleInk([yogaSyncWasmPlugin, inkDevToolsOnlyInEsPlugin]);
    expect(text).not.toMatch(/^failed/);
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', text)(module, module.exports, require);
    const { renderToString, Text } = module.exports as {
      renderToString: (node: unknown, options?: { columns?: number }) => string;
      Text: unknown;
    };
    const React = require('react') as typeof import('react');
    expect(renderToString(React.createElement(Text as never, {}, 'ready'))).toBe('ready');
  });

  it('turns the DEV=true branches into a failure that names the ES build', () => {
    const source = readFileSync(join(REPO, 'node_modules/ink/build/reconciler.js'), 'utf8');
    const rewritten = rewriteInkReconciler(source) as string;
    expect(rewritten).not.toContain("await import('./devtools.js')");
    expect(rewritten).not.toContain('await loadPackageJson()');
    expect(rewritten.split('with DEV=true the explorer runs from its ES build')).toHaveLength(3);
  });

  it('fails the build when the reconciler changes shape', () => {
    expect(() => rewriteInkReconciler('export default 1;')).toThrow(/review the plugin/);
  });
});
