// What `npm pack` would put in the tarball, asked of npm itself (`npm pack --dry-run --json`): the files the binary
// loads and the ones package.json points at. --ignore-scripts lists the dist/ that test/globalSetup.ts built rather
// than rebuilding it under the tests that run it; --offline because the test talks to no registry.
// test/package/packedInstall.system.test.ts packs and installs the real tarball.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';

interface PackReport {
  name: string;
  version: string;
  filename: string;
  files: { path: string }[];
}

/** npm runs on the node running this test (CI runs the suite on Node 22 and on Node 24). */
const ENV = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };

let report: PackReport;
let paths: string[];

beforeAll(() => {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--offline'], {
    cwd: REPO_ROOT,
    env: ENV,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`npm pack --dry-run failed (${result.status}):\n${result.stderr}`);
  const reports = JSON.parse(result.stdout) as PackReport[];
  if (reports.length !== 1 || reports[0] === undefined) throw new Error(`npm pack reported ${reports.length} packages`);
  report = reports[0];
  paths = report.files.map((file) => file.path);
}, 180_000);

describe('npm pack --dry-run', () => {
  it('names the tarball after the package switchyard-cli', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(report.name).toBe('switchyard-cli');
    expect(report.filename).toBe(`switchyard-cli-${manifest.version}.tgz`);
  });

  it('lists the binary, what it loads, and the emulator entry', () => {
    // dist/cli.js (bin) requires dist/start.js; dist/package.json makes dist/'s .js files CommonJS.
    for (const path of [
      'dist/cli.js',
      'dist/start.js',
      'dist/package.json',
      'dist/emulator.mjs',
      'dist/emulator.cjs',
      'dist/emulator.d.mts',
      'dist/emulator.d.cts',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('lists nothing outside dist/ but the manifest, the README and the licence', () => {
    expect(paths.filter((path) => !path.startsWith('dist/')).sort()).toEqual(['LICENSE', 'README.md', 'package.json']);
  });
});
