// The package as a user gets it: `npm pack` (whose prepack builds dist/) in a copy of the repository, then a global
// install of the tarball into a temporary prefix (devDependencies are never installed globally), then the installed
// `switchyard` binary is run. The copy keeps this test from rebuilding the repository's own dist/ while other tests
// run it; node_modules is linked, not copied, so the build uses the locked dependencies.

import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const RETAIL = '5e0d3b7a-2c41-4f9e-a8b6-1d7c3e9f0a24';
/** Every child runs on the node running this test (CI runs the suite on Node 22 and on Node 24). */
const ENV = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };

let work: string;
let tarball: string;
let prefix: string;
/** What `npm install --global` of the tarball printed on stderr (npm's warnings). */
let installWarnings: string;

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: ENV, encoding: 'utf8', timeout: 240_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

function switchyard(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(join(prefix, 'bin', 'switchyard'), args, { env: ENV, encoding: 'utf8', timeout: 60_000 });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'switchyard-pack-'));
  const copy = join(work, 'repo');
  for (const entry of ['package.json', 'package-lock.json', 'README.md', 'tsconfig.json', 'scripts', 'src']) {
    cpSync(join(REPO, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir');
  run('npm', ['pack', '--pack-destination', work, '--silent'], copy);
  const packed = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (packed === undefined) throw new Error('npm pack wrote no tarball');
  tarball = join(work, packed);
  prefix = join(work, 'prefix');
  // --prefer-offline: the dependencies are in npm's cache after `npm ci`, so the install needs no network.
  installWarnings = run(
    'npm',
    ['install', '--global', '--prefix', prefix, tarball, '--prefer-offline', '--no-audit', '--no-fund'],
    work,
  ).stderr;
}, 600_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships dist/ and nothing that does not run', () => {
    const listing = run('tar', ['-tzf', tarball], work).stdout.trim().split('\n');
    expect(listing).toContain('package/dist/cli.js');
    const outside = listing.filter((path) => !path.startsWith('package/dist/'));
    expect(outside.sort()).toEqual(['package/README.md', 'package/package.json']);
    // Sources never ship; the emulator entry's declaration file does.
    const sources = listing.filter(
      (path) => (path.endsWith('.ts') && !path.endsWith('.d.ts')) || path.endsWith('.map'),
    );
    expect(sources).toEqual([]);
  });

  it(`installs on Node ${process.version} with no engine warning (engines.node and every dependency's agree)`, () => {
    // content-type (through Octokit) wants Node >= 22: on Node 20 npm printed EBADENGINE here.
    expect(installWarnings).not.toMatch(/EBADENGINE|Unsupported engine/);
    const installed = join(prefix, 'lib', 'node_modules', 'switchyard-cli', 'package.json');
    const manifest = JSON.parse(readFileSync(installed, 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe('>=22');
  });

  it('installs globally without the devDependencies', () => {
    const installed = join(prefix, 'lib', 'node_modules', 'switchyard-cli', 'node_modules');
    for (const dev of ['vitest', 'typescript', 'esbuild', 'tsx', 'fast-check', '@lydell/node-pty', 'node']) {
      expect(existsSync(join(installed, dev)), dev).toBe(false);
    }
    expect(existsSync(join(installed, 'ink'))).toBe(true);
  });

  it('runs switchyard --version', () => {
    const result = switchyard('--version');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`switchyard/0.1.0 Node.js/${process.version} ${process.platform}/${process.arch}\n`);
  });

  it('runs a command on the embedded engine', () => {
    const result = switchyard(
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
      '--query',
      'memberSummaries[0].accountId',
      '--output',
      'text',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('111122223333\n');
  });

  it('runs switchyard serve, which answers and stops on SIGTERM', async () => {
    const serve = spawn(join(prefix, 'bin', 'switchyard'), ['serve', '--port', '0'], { env: ENV });
    const exited = new Promise<number | null>((done) => serve.once('exit', (code) => done(code)));
    try {
      const line = await new Promise<string>((done, fail) => {
        createInterface({ input: serve.stdout }).once('line', done);
        serve.once('exit', (code) => fail(new Error(`serve exited (${code}) before listening`)));
      });
      expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${line.slice('listening on '.length)}/collaborations/${RETAIL}/members`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { memberSummaries: unknown[] };
      expect(body.memberSummaries).toHaveLength(6);
    } finally {
      serve.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('resolves switchyard-cli/emulator from the installed package', () => {
    // A module beside the global node_modules resolves the package by name, through its "exports".
    const probe = join(prefix, 'lib', 'probe.mjs');
    writeFileSync(probe, "const m = await import('switchyard-cli/emulator'); console.log(typeof m.startEmulator);\n");
    const result = spawnSync(process.execPath, [probe], { env: ENV, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('function\n');
    // And through require(), the CommonJS build (jest's default mode).
    const required = join(prefix, 'lib', 'probe.cjs');
    writeFileSync(required, "console.log(typeof require('switchyard-cli/emulator').startEmulator);\n");
    const cjs = spawnSync(process.execPath, [required], { env: ENV, encoding: 'utf8' });
    expect(cjs.stderr).toBe('');
    expect(cjs.stdout).toBe('function\n');
  });
});
