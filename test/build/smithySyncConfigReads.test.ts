// The bundle's rewrite of Smithy's config-file reader (scripts/smithySyncConfigReads.mjs: the file is read at once,
// not on libuv's thread pool) must answer as the SDK's own does: the contents, ENOENT for a missing file, the cached
// promise until `ignoreCache`, and the test interceptor first. Smithy's reader is bundled twice, with and without the
// plugin, and both are asked the same things; only the rewritten one has its answer before any I/O callback runs.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { rewriteSharedIniReadFile, smithySyncConfigReadsPlugin } from '../../scripts/smithySyncConfigReads.mjs';

interface ConfigReader {
  readFile(path: string, options?: { ignoreCache?: boolean }): Promise<string>;
  externalDataInterceptor: { interceptFile(path: string, contents: string): void };
  loadSharedConfigFiles(init: {
    filepath: string;
    configFilepath: string;
    ignoreCache?: boolean;
  }): Promise<{ configFile: Record<string, Record<string, string>>; credentialsFile: Record<string, unknown> }>;
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sy-smithy-reads-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bundle(withPlugin: boolean): Promise<ConfigReader> {
  const result = await build({
    stdin: {
      contents: "export { readFile, externalDataInterceptor, loadSharedConfigFiles } from '@smithy/core/config';",
      resolveDir: REPO,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    plugins: withPlugin ? [smithySyncConfigReadsPlugin] : [],
    logLevel: 'silent',
  });
  const file = join(work, `reader-${String(withPlugin)}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.text);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ConfigReader;
}

/** Whether `promise` has settled after the pending microtasks only (no I/O callback can have run). */
async function settledWithoutIo(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
}

async function outcome(promise: Promise<string>): Promise<string> {
  return promise.then(
    (text) => `ok ${text}`,
    (error: NodeJS.ErrnoException) => `error ${error.code}`,
  );
}

describe('smithySyncConfigReads', () => {
  it('answers as the SDK reader does, without waiting for I/O', async () => {
    const [patched, original] = await Promise.all([bundle(true), bundle(false)]);
    for (const [name, reader] of [
      ['patched', patched],
      ['original', original],
    ] as const) {
      const file = join(work, `config-${name}`);
      writeFileSync(file, '[default]\nregion = eu-west-1\n');
      const first = reader.readFile(file);
      expect(await settledWithoutIo(first)).toBe(name === 'patched');
      expect(await outcome(first)).toBe('ok [default]\nregion = eu-west-1\n');
      // Cached until ignoreCache.
      writeFileSync(file, '[default]\nregion = us-east-2\n');
      expect(reader.readFile(file)).toBe(first);
      expect(await outcome(reader.readFile(file, { ignoreCache: true }))).toBe('ok [default]\nregion = us-east-2\n');
      expect(await outcome(reader.readFile(join(work, `missing-${name}`)))).toBe('error ENOENT');
      expect(await outcome(reader.readFile(work))).toBe('error EISDIR');
      // The interceptor wins over the file.
      reader.externalDataInterceptor.interceptFile(file, '[default]\nregion = ap-south-1\n');
      expect(await outcome(reader.readFile(file, { ignoreCache: true }))).toBe('ok [default]\nregion = ap-south-1\n');
      // The loaders read a missing credentials file as empty.
      const loaded = await reader.loadSharedConfigFiles({
        configFilepath: join(work, `other-config-${name}`),
        filepath: join(work, `no-credentials-${name}`),
      });
      expect(loaded).toEqual({ configFile: {}, credentialsFile: {} });
    }
  });

  it('fails the build when Smithy no longer reads as expected', () => {
    const source = readFileSync(
      join(REPO, 'node_modules/@smithy/core/dist-es/submodules/config/shared-ini-file-loader/readFile.js'),
      'utf8',
    );
    expect(rewriteSharedIniReadFile(source)).toContain('filePromises[path] = readNow(path);');
    expect(() => rewriteSharedIniReadFile(source.replace('fsReadFile(path, "utf8")', 'fsReadFile(path)'))).toThrow(
      /no longer reads as expected/,
    );
  });
});
