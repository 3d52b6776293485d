// The layer rules of docs/ARCHITECTURE.md, checked on the import statements of src/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file (relative to src/) with the src-relative paths of the modules it imports. */
const IMPORTS: [string, string[]][] = sourceFiles(SRC).map((file) => {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]!);
  return [relative(SRC, file), specs.map((spec) => relative(SRC, resolve(dirname(file), spec)))];
});

function violations(from: (file: string) => boolean, to: (target: string) => boolean): string[] {
  return IMPORTS.flatMap(([file, targets]) =>
    from(file) ? targets.filter(to).map((target) => `${file} -> ${target}`) : [],
  );
}

describe('layer rules', () => {
  it('domain/ imports nothing of ours outside domain/', () => {
    expect(
      violations(
        (f) => f.startsWith('domain/'),
        (t) => !t.startsWith('domain/'),
      ),
    ).toEqual([]);
  });
  it('nothing below ui/ imports ui/', () => {
    expect(
      violations(
        (f) => !f.startsWith('ui/') && f !== 'cli.ts' && f !== 'start.ts',
        (t) => t.startsWith('ui/'),
      ),
    ).toEqual([]);
  });
  it('ui/shell and ui/screens do not import each other', () => {
    expect(
      violations(
        (f) => f.startsWith('ui/shell/'),
        (t) => t.startsWith('ui/screens/'),
      ),
    ).toEqual([]);
    expect(
      violations(
        (f) => f.startsWith('ui/screens/'),
        (t) => t.startsWith('ui/shell/'),
      ),
    ).toEqual([]);
  });
  it('only backend selection imports engine/ or backends/', () => {
    const implementation = (path: string): boolean => path.startsWith('engine/') || path.startsWith('backends/');
    expect(
      violations(
        (f) => !implementation(f) && f !== 'compose/select.ts',
        (t) => implementation(t),
      ),
    ).toEqual([]);
  });
  it('the emulator does not import the AWS or GitHub backends', () => {
    expect(
      violations(
        (f) => f.startsWith('server/'),
        (t) => t.startsWith('backends/'),
      ),
    ).toEqual([]);
  });
});
