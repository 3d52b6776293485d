// Exact-text patches of a dependency's file at bundle time, shared by the build's patch plugins (inkFrameCaches,
// smithyStructMembers, smithySyncConfigReads): each `find` must stand exactly once in the file, else the build fails
// with `message`, so a dependency update that moves the code is reviewed rather than silently left unpatched.

import { readFile } from 'node:fs/promises';

/** `source` with each `{ find, replace }` applied once; throws `message` when a `find` is missing or repeated. */
export function applySourcePatches(source, patches, message) {
  let out = source;
  for (const { find, replace } of patches) {
    if (out.split(find).length !== 2) throw new Error(message);
    out = out.replace(find, () => replace);
  }
  return out;
}

// The rewrites registered on each build, by its options (the one object every plugin of a build is handed).
const rewritesOfBuild = new WeakMap();

/**
 * Registers on an esbuild `build` an onLoad that serves files matching `filter` through `rewrite`. Several plugins may
 * rewrite the same file (the Ink reconciler: inkFrameCaches, and inkDevToolsOnlyInEs in the explorer's CommonJS copy):
 * esbuild takes the first onLoad that answers, so that one applies every rewrite registered for the file, in order.
 */
export function onLoadRewritten(build, filter, rewrite) {
  let rewrites = rewritesOfBuild.get(build.initialOptions);
  if (rewrites === undefined) {
    rewrites = [];
    rewritesOfBuild.set(build.initialOptions, rewrites);
  }
  rewrites.push({ filter, rewrite });
  build.onLoad({ filter }, async (args) => {
    let contents = await readFile(args.path, 'utf8');
    for (const other of rewrites) if (other.filter.test(args.path)) contents = other.rewrite(contents);
    return { contents, loader: 'js', resolveDir: args.path.replace(/[\\/][^\\/]+$/, '') };
  });
}
