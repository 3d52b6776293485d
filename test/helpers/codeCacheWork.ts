// A scratch folder for the code-cache tests (test/codeCache/, test/commands/codeCachedBundle.test.ts), made afresh
// for each test with a private `cache` folder inside, and stand-ins for the CommonJS copies in dist/: a module's body
// in the wrapper function Node gives a CommonJS module, as scripts/build.mjs writes them.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

export interface CodeCacheWork {
  /** This test's scratch folder. */
  readonly dir: string;
  /** Its private cache folder. */
  readonly cacheDir: string;
  /** The cache folder's files, sorted. */
  cacheFiles(): string[];
  /** Writes `body` wrapped as a CommonJS copy named `name` in the scratch folder; its path. */
  writeWrappedModule(name: string, body: string): string;
}

/** Registers the folder's set-up and clean-up around each test of the calling file. */
export function codeCacheWork(): CodeCacheWork {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-code-cache-'));
    mkdirSync(join(dir, 'cache'), { mode: 0o700 });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    get cacheDir() {
      return join(dir, 'cache');
    },
    cacheFiles: () => readdirSync(join(dir, 'cache')).sort(),
    writeWrappedModule(name, body) {
      const path = join(dir, name);
      writeFileSync(path, `(function (exports, require, module, __filename, __dirname) {\n${body}\n})`);
      return path;
    },
  };
}
