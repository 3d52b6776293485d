// The command path must not load Ink or React: bundle src/commands/main.ts as the build does and check that no
// input of the bundle comes from ink, react or any ink-* package.

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('command mode dependencies', () => {
  it('the bundle of src/commands/main.ts contains no ink or react module', async () => {
    const result = await build({
      entryPoints: ['src/commands/main.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('src/commands/main.ts'))).toBe(true);
    const offending = inputs.filter((p) => /node_modules\/(ink|react|ink-[^/]+|react-[^/]+)\//.test(p));
    expect(offending).toEqual([]);
  });
});

describe('github rate-limit and metrics dependencies', () => {
  it.each(['src/commands/github/rateLimitCommand.ts', 'src/server/metrics/main.ts'])(
    'the bundle of %s contains no ink or react module',
    async (entry) => {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
      });
      const offending = Object.keys(result.metafile.inputs).filter((p) =>
        /node_modules\/(ink|react|ink-[^/]+|react-[^/]+)\//.test(p),
      );
      expect(offending).toEqual([]);
    },
  );
});

describe('cli.ts dispatch', () => {
  it('global options before the service word still select command mode', async () => {
    const { isCommandLine } = await import('../../src/commands/detect.js');
    expect(
      isCommandLine(['--endpoint-url', 'http://127.0.0.1:1', '--region', 'us-east-1', 'cleanrooms', 'list-members']),
    ).toBe(true);
    expect(isCommandLine(['--output=json', '--debug', 'appflow'])).toBe(true);
    expect(isCommandLine(['--debug'])).toBe(false);
    expect(isCommandLine(['--theme', 'dark'])).toBe(false);
    expect(isCommandLine(['--region', 'cleanrooms'])).toBe(false);
  });
});
