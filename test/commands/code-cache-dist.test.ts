// dist/cli.js runs command mode from its CommonJS copy with a V8 code cache in the temporary directory
// (src/commands/codeCachedBundle.ts); with NODE_DISABLE_COMPILE_CACHE it loads the ES chunks. Either way, and from a
// corrupt cache, the output is the same.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHARMA, run } from './helpers/run.js';

const work = mkdtempSync(join(tmpdir(), 'sy-code-cache-dist-'));
const uid = process.getuid?.();
const cacheDir = join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
const ARGV = ['cleanrooms', 'list-members', '--collaboration-identifier', PHARMA, '--output', 'json'];

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('command mode code cache (dist)', () => {
  it('gives the same output with the cache, without it, and from a corrupt one', async () => {
    const env = { TMPDIR: work, TMP: work, TEMP: work };
    const reference = await run(ARGV, { env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(reference.code).toBe(0);
    expect(JSON.parse(reference.stdout).memberSummaries).toHaveLength(250);
    expect(existsSync(cacheDir)).toBe(false);

    const first = await run(ARGV, { env });
    expect(first).toEqual(reference);
    const files = readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^commandMode-[A-Z0-9]+-v\d+\.\d+\.\d+-\w+-engine\.v8cache$/);

    expect(await run(ARGV, { env })).toEqual(reference);
    writeFileSync(join(cacheDir, files[0]!), 'corrupt');
    expect(await run(ARGV, { env })).toEqual(reference);
  });
});
