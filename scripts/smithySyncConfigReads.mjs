// esbuild plugin for the bundle: the AWS SDK reads the shared config and credentials files (~/.aws/config,
// ~/.aws/credentials, and whatever AWS_CONFIG_FILE / AWS_SHARED_CREDENTIALS_FILE name) with `fs/promises`, which
// runs on libuv's thread pool. A command against an http:// endpoint does no other file or DNS work there, so these
// two small reads are what starts the pool: four threads, and the main thread waits until every one of them has
// started (milliseconds on a busy machine, ~3% of a `list-members` call). The plugin makes Smithy's `readFile` read
// the file at once, synchronously (as the AWS CLI does), and hand back the same promise as before: the contents, or a
// rejection with the same error (a missing file is still ENOENT, which the SDK's loaders treat as an empty file). Its
// cache, `ignoreCache` and the test interceptor are unchanged (test/build/smithySyncConfigReads.test.ts); the build
// fails if Smithy's file changes shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

const FILE = 'dist-es/submodules/config/shared-ini-file-loader/readFile.js';

/** Each patch: the exact text in @smithy/core 3.41's file and what replaces it. */
const PATCHES = [
  {
    find: 'import { readFile as fsReadFile } from "node:fs/promises";\n',
    replace: `import { readFileSync } from "node:fs";
const readNow = (path) => {
    try {
        return Promise.resolve(readFileSync(path, "utf8"));
    }
    catch (error) {
        return Promise.reject(error);
    }
};
`,
  },
  {
    find: '        filePromises[path] = fsReadFile(path, "utf8");\n',
    replace: '        filePromises[path] = readNow(path);\n',
  },
];

export function rewriteSharedIniReadFile(source) {
  return applySourcePatches(
    source,
    PATCHES,
    `smithySyncConfigReads: @smithy/core's ${FILE} no longer reads as expected; review the plugin`,
  );
}

export const smithySyncConfigReadsPlugin = {
  name: 'smithy-sync-config-reads',
  setup(build) {
    onLoadRewritten(
      build,
      /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]config[\\/]shared-ini-file-loader[\\/]readFile\.js$/,
      rewriteSharedIniReadFile,
    );
  },
};
