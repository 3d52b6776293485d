#!/usr/bin/env node
// The `switchyard` binary, dist/cli.js: checks the Node version before anything modern is loaded, so that started on
// an older Node it says in one line what it needs and exits 1, rather than failing on syntax or an API that Node
// lacks. It is built as CommonJS for ES5 (scripts/build.mjs), parseable by any Node; everything else is in
// dist/start.js (src/start.ts), required only once the version is known to be good.

import { nodeVersionProblem } from './nodeVersion.js';

function gate(problem: string | undefined): void {
  if (problem === undefined) {
    // A path built at run time: esbuild leaves it alone instead of bundling src/start.ts into this file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(__dirname + '/start.js');
    return;
  }
  process.stderr.write(problem + '\n');
  process.exitCode = 1;
}

gate(nodeVersionProblem(process.version));
