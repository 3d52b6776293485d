// The folder of the compile caches (src/codeCache/folder.ts, docs/configuration.md#compile-cache):
// $XDG_CACHE_HOME/switchyard/compile-cache, else ~/.cache/switchyard/compile-cache; private, never a folder someone
// else could write or a symbolic link; off with NODE_DISABLE_COMPILE_CACHE.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheDir, codeCachePath } from '../../src/codeCache/folder.js';

let work: string;
const home = () => work;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-code-cache-folder-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('codeCachePath', () => {
  it('is $XDG_CACHE_HOME/switchyard/compile-cache when XDG_CACHE_HOME is an absolute path', () => {
    expect(codeCachePath({ XDG_CACHE_HOME: '/var/cache/ada' }, () => '/home/ada')).toBe(
      '/var/cache/ada/switchyard/compile-cache',
    );
  });

  it('is ~/.cache/switchyard/compile-cache without XDG_CACHE_HOME, or with an empty or relative one', () => {
    for (const XDG_CACHE_HOME of [undefined, '', 'cache']) {
      expect(codeCachePath({ XDG_CACHE_HOME }, () => '/home/ada')).toBe('/home/ada/.cache/switchyard/compile-cache');
    }
  });

  it("is none when no home folder is known (not Node's default in the shared temporary directory)", () => {
    const noHome = () => {
      throw new Error('ENOENT: no such file or directory, uv_os_homedir');
    };
    expect(codeCachePath({}, noHome)).toBeUndefined();
    expect(codeCachePath({}, () => '')).toBeUndefined();
  });
});

describe('codeCacheDir', () => {
  const uid = process.getuid?.();
  const expected = () => join(work, '.cache', 'switchyard', 'compile-cache');

  it('is created where codeCachePath says, private to the user', () => {
    expect(codeCacheDir({}, home)).toBe(expected());
    if (uid !== undefined) expect(statSync(expected()).mode & 0o077).toBe(0);
    expect(codeCacheDir({ XDG_CACHE_HOME: join(work, 'xdg') }, home)).toBe(
      join(work, 'xdg', 'switchyard', 'compile-cache'),
    );
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE', () => {
    expect(codeCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1' }, home)).toBeUndefined();
    expect(readdirSync(work)).toEqual([]);
  });

  it.runIf(uid !== undefined)('is not used when others may write to it', () => {
    const dir = codeCacheDir({}, home)!;
    chmodSync(dir, 0o777);
    expect(codeCacheDir({}, home)).toBeUndefined();
    chmodSync(dir, 0o700);
    expect(codeCacheDir({}, home)).toBe(dir);
  });

  it('is not used when it is a symbolic link (which could lead anywhere)', () => {
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    mkdirSync(join(work, '.cache', 'switchyard'), { recursive: true });
    symlinkSync(elsewhere, expected());
    expect(codeCacheDir({}, home)).toBeUndefined();
  });

  it('is not used when the home folder cannot hold it', () => {
    const notADirectory = join(work, 'file');
    writeFileSync(notADirectory, '');
    expect(codeCacheDir({}, () => notADirectory)).toBeUndefined();
  });
});
