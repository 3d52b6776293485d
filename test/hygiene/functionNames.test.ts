// The bundle does not keep function and class names (esbuild's keepNames wraps each in a `__name` call run as its
// module is evaluated, CPU the explorer's first frame paid for nothing; see scripts/buildOptions.mjs). So nothing
// may read a minified name: no source reads `constructor.name` or a function's `.name`. (An error's `name` is not its
// class's: our errors that report one set it themselves.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

type BuildOptions = { keepNames?: boolean };
// The build's shared options (a plain .mjs the build scripts import; a string specifier needs no declaration file).
const buildOptionsFile: string = '../../scripts/buildOptions.mjs';
const { esModules, shared } = (await import(buildOptionsFile)) as { esModules: BuildOptions; shared: BuildOptions };

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('function and class names in the bundle', () => {
  it('are not kept by the build', () => {
    expect(shared.keepNames).toBe(false);
    expect(esModules.keepNames).toBe(false);
  });

  it('are read by no source file', () => {
    const readers = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\b(?:constructor|callee|Function|prototype)\.name\b|\.name\s*\?\?\s*'anonymous'/g)].map(
        (m) => `${relative(SRC, file)}: ${m[0]}`,
      );
    });
    expect(readers).toEqual([]);
  });
});
