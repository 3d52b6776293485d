// The folder of switchyard's V8 code caches (codeCache/bundle.ts): in the OS temporary directory, this user's, and no
// one else's to write (a cache from someone else would be code run as this user). NODE_DISABLE_COMPILE_CACHE turns it
// off, as it does Node's own cache.

import { lstatSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The cache folder, created when missing; undefined when turned off or when someone else could write to it. */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env, temporary = tmpdir()): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined) return undefined;
  const uid = process.getuid?.();
  const dir = join(temporary, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // lstat: a symbolic link planted in the shared temporary directory could lead anywhere.
    const stat = lstatSync(dir);
    if (!stat.isDirectory()) return undefined;
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}
