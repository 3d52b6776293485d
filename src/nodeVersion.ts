// The oldest Node switchyard runs on, and the one line it says when started on an older one. Part of the binary's
// first file (src/bin.ts, dist/cli.js), which is built for ES5 so that any Node can parse it: this file declares no
// `const` or `let` (esbuild cannot lower them that far and fails the build if one appears).

/** The first major version of Node switchyard runs on (package.json's engines.node says the same). */
export function minimumNodeMajor(): number {
  return 22;
}

/** Why switchyard cannot run on the Node of `version` (`process.version`, `v20.20.2`); undefined when it can. */
export function nodeVersionProblem(version: string): string | undefined {
  return Number(/^v?(\d+)\./.exec(version)?.[1]) >= minimumNodeMajor()
    ? undefined
    : `switchyard needs Node.js ${minimumNodeMajor()} or newer; this is Node.js ${version}`;
}
