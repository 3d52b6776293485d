// The folder of switchyard's compile caches: Node's own (`module.enableCompileCache`, for the ES build) and command
// mode's V8 code cache (codeCache/bundle.ts). $XDG_CACHE_HOME/switchyard/compile-cache, or
// ~/.cache/switchyard/compile-cache without it (a relative XDG_CACHE_HOME is invalid and ignored, as the XDG base
// directory rules say): a folder of the user's own, not Node's default in the shared temporary directory, where
// another user could have planted a cache (code this user would then run). Even so it is used only when it is a real
// folder of this user's that nobody else can write. NODE_DISABLE_COMPILE_CACHE turns both caches off. They hold
// compiled code only, never data or a secret.

import { lstatSync, mkdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/**
 * Where the caches live for this environment; undefined when no home folder is known. `home` is `os.homedir`, which
 * throws when the user has neither $HOME nor an entry in the password database.
 */
export function codeCachePath(env: NodeJS.ProcessEnv, home: () => string): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'switchyard', 'compile-cache');
  try {
    const dir = home();
    return isAbsolute(dir) ? join(dir, '.cache', 'switchyard', 'compile-cache') : undefined;
  } catch {
    return undefined;
  }
}

/** The cache folder, created when missing; undefined when turned off, when there is none, or when unsafe to use. */
export function codeCacheDir(env: NodeJS.ProcessEnv, home: () => string): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined) return undefined;
  const dir = codeCachePath(env, home);
  if (dir === undefined) return undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // lstat: a symbolic link could lead anywhere.
    const stat = lstatSync(dir);
    if (!stat.isDirectory()) return undefined;
    const uid = process.getuid?.();
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}
