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

/** Registers on an esbuild `build` an onLoad that serves files matching `filter` through `rewrite`. */
export function onLoadRewritten(build, filter, rewrite) {
  build.onLoad({ filter }, async (args) => ({
    contents: rewrite(await readFile(args.path, 'utf8')),
    loader: 'js',
    resolveDir: args.path.replace(/[\\/][^\\/]+$/, ''),
  }));
}
