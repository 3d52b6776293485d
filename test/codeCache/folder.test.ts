// The folder of the V8 code caches (src/codeCache/folder.ts): this user's, in the temporary directory, private, never
// a folder someone else could write or a symbolic link, off with NODE_DISABLE_COMPILE_CACHE.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheDir } from '../../src/codeCache/folder.js';

let work: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-code-cache-folder-'));
  mkdirSync(join(work, 'cache'), { mode: 0o700 });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('codeCacheDir', () => {
  const uid = process.getuid?.();

  it("is this user's folder in the temporary directory, private to the user", () => {
    const dir = codeCacheDir({}, work);
    expect(dir).toBe(join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`));
    if (uid !== undefined) expect(statSync(dir!).mode & 0o077).toBe(0);
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE', () => {
    expect(codeCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1' }, work)).toBeUndefined();
    expect(readdirSync(work)).toEqual(['cache']);
  });

  it.runIf(uid !== undefined)('is not used when others may write to it', () => {
    const dir = codeCacheDir({}, work)!;
    chmodSync(dir, 0o777);
    expect(codeCacheDir({}, work)).toBeUndefined();
    chmodSync(dir, 0o700);
    expect(codeCacheDir({}, work)).toBe(dir);
  });

  it('is not used when it is a symbolic link (which could lead anywhere)', () => {
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`));
    expect(codeCacheDir({}, work)).toBeUndefined();
  });

  it('is not used when the temporary directory cannot hold it', () => {
    const notADirectory = join(work, 'file');
    writeFileSync(notADirectory, '');
    expect(codeCacheDir({}, notADirectory)).toBeUndefined();
  });
});
