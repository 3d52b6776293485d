// The fields of package.json that publishing depends on (issue 26, item 7). The name `switchyard` on the npm registry
// belongs to an unrelated package, so the package is `switchyard-cli` and the command it installs stays `switchyard`.
// test/package/packList.system.test.ts checks what `npm pack` actually lists; this file checks the manifest alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimumNodeMajor } from '../../src/nodeVersion.js';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  bin: Record<string, string>;
  exports: Record<string, unknown>;
  files: string[];
  engines: { node: string };
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
}

const manifest = readJson<Manifest>('../../package.json');

/** Every path a conditional "exports" entry leads to (the leaves of its nested conditions). */
function exportTargets(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry === null || typeof entry !== 'object') return [];
  return Object.values(entry).flatMap(exportTargets);
}

/** Whether a `files` entry ships a path: the entry names the file itself or a folder above it. */
function shipped(path: string, files: readonly string[]): boolean {
  const normal = path.replace(/^\.\//, '');
  return files.some((entry) => {
    const folder = entry.replace(/^\.\//, '').replace(/\/$/, '');
    return normal === folder || normal.startsWith(`${folder}/`);
  });
}

describe('package.json for publishing', () => {
  it('is publishable: not private, under the name the project can own', () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.name).toBe('switchyard-cli');
    expect(manifest.license).toBe('MIT');
  });

  it('agrees with package-lock.json on the name and version', () => {
    const lock = readJson<{ name: string; version: string; packages: Record<string, { name?: string }> }>(
      '../../package-lock.json',
    );
    expect(lock.name).toBe(manifest.name);
    expect(lock.version).toBe(manifest.version);
    expect(lock.packages['']?.name).toBe(manifest.name);
  });

  it('installs the command `switchyard` and nothing else', () => {
    expect(manifest.bin).toEqual({ switchyard: 'dist/cli.js' });
  });

  it('asks for the Node the binary checks for', () => {
    expect(manifest.engines.node).toBe(`>=${minimumNodeMajor()}`);
    expect(manifest.engines.node).toBe('>=22');
  });

  it('ships every file the binary and the exports point at (files)', () => {
    const targets = [...Object.values(manifest.bin), ...exportTargets(manifest.exports)];
    expect(targets).toContain('./dist/emulator.mjs');
    // package.json is always packed whatever `files` says.
    const needed = targets.filter((path) => path !== './package.json');
    expect(needed.filter((path) => !shipped(path, manifest.files))).toEqual([]);
  });

  it('ships neither the sources nor the tests', () => {
    for (const path of ['src/cli.ts', 'test/package/manifest.test.ts', 'scripts/build.mjs']) {
      expect(shipped(path, manifest.files), path).toBe(false);
    }
  });
});
