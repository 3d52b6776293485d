// The built binary started on a Node older than 22 (the machine's own Node, /usr/bin/node, where it is one): one line
// that says what it needs and what it found, exit status 1, never a syntax error or a stack trace. dist/cli.js is
// built for ES5 (scripts/build.mjs) so that an old Node can parse it; the rest of dist/ is never loaded there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const SYSTEM_NODE = '/usr/bin/node';

function oldNode(): { version?: string; reason?: string } {
  if (!existsSync(SYSTEM_NODE)) return { reason: `${SYSTEM_NODE} is not installed` };
  const version = spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const major = Number(/^v(\d+)\./.exec(version)?.[1]);
  if (!(major < 22)) return { reason: `${SYSTEM_NODE} is ${version || 'unreadable'}, not older than Node 22` };
  return { version };
}

const { version, reason } = oldNode();
if (reason !== undefined) console.warn(`[package] the binary on an old Node: skipped (${reason})`);

describe.skipIf(version === undefined)(`dist/cli.js on ${version ?? 'an old Node'}`, () => {
  it.each([[['--version']], [['cleanrooms', 'list-members', '--collaboration-identifier', 'x']], [[]]])(
    'prints that it needs Node 22 or newer and exits 1 (argv %j)',
    (argv) => {
      const result = spawnSync(SYSTEM_NODE, [BUNDLE_CLI, ...argv], { encoding: 'utf8', timeout: 30_000 });
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`switchyard needs Node.js 22 or newer; this is Node.js ${version}\n`);
      expect(result.status).toBe(1);
    },
  );
});
