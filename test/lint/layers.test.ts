// The layer order of layers.mjs as the lint config encodes it: ESLint with the repository's eslint.config.js on
// scratch sources placed (by path) in each layer. Every import of a layer by a layer of the same tier or a lower one
// must be one error naming the rule, static or dynamic; every import of a layer below must pass (but engine/ and
// backends/ outside compose/, and ui/ outside ui/). docs/ARCHITECTURE.md lists the same tiers. Type-aware parsing is off for these virtual files (they are not on disk); the layer
// rules do not need types.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_TIERS, LAYERS, layersBelow } from '../../layers.mjs';

const REPO = resolve(import.meta.dirname, '../..');

const eslint = new ESLint({
  cwd: REPO,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
});

async function layerErrors(filePath: string, specifier: string, dynamic = false): Promise<string[]> {
  const code = dynamic
    ? `export const y = () => import('${specifier}');\n`
    : `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(REPO, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

/** Whether a file of `from` may import `to` (a layer below it, and not one of the two rules beyond the order). */
function allowed(from: string, to: string): boolean {
  if (!layersBelow(from).includes(to)) return false;
  if ((to === 'engine' || to === 'backends') && from !== 'compose') return false;
  return to !== 'ui';
}

const PAIRS = LAYERS.flatMap((from) => LAYERS.filter((to) => to !== from).map((to) => [from, to] as const));

describe('layer zones', () => {
  it('every folder of src/ is a layer of layers.mjs, and every layer a folder', () => {
    const folders = readdirSync(resolve(REPO, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...LAYERS].sort()).toEqual(folders.sort());
  });

  it('docs/ARCHITECTURE.md lists the tiers of layers.mjs, highest first', () => {
    const text = readFileSync(resolve(REPO, 'docs/ARCHITECTURE.md'), 'utf8');
    const tiers = new Map<number, string[]>();
    for (const [, tier, layer] of text.matchAll(/^ {1,2}(\d+) +([A-Za-z]+)\/ /gm)) {
      tiers.set(Number(tier), [...(tiers.get(Number(tier)) ?? []), layer!]);
    }
    const listed = [...tiers.entries()].sort(([a], [b]) => a - b).map(([, layers]) => layers.sort());
    expect(listed).toEqual(LAYER_TIERS.map((tier) => [...tier].sort()));
    const order = [...text.matchAll(/^ {1,2}(\d+) +[A-Za-z]+\/ /gm)].map((m) => Number(m[1]));
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it.each(PAIRS.filter(([from, to]) => !allowed(from, to)))(
    'src/%s importing %s is one error, static or dynamic',
    async (from, to) => {
      const errors = await layerErrors(`src/${from}/scratch.ts`, `../${to}/scratch.js`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^no-restricted-imports: /);
      const dynamic = await layerErrors(`src/${from}/scratch.ts`, `../${to}/scratch.js`, true);
      expect(dynamic).toHaveLength(1);
      expect(dynamic[0]).toMatch(/^no-restricted-syntax: /);
    },
  );

  it.each(PAIRS.filter(([from, to]) => allowed(from, to)))('src/%s importing %s is allowed', async (from, to) => {
    expect(await layerErrors(`src/${from}/scratch.ts`, `../${to}/scratch.js`)).toEqual([]);
    expect(await layerErrors(`src/${from}/scratch.ts`, `../${to}/scratch.js`, true)).toEqual([]);
  });

  it.each([
    ['src/domain/ratelimits/scratch.ts', '../../service/ports.js', 'domain/ imports nothing of ours'],
    ['src/domain/scratch.ts', '../cli.js', 'are the entry points'],
    ['src/ui/screens/members/scratch.ts', '../../../runMode.js', 'are the entry points'],
    ['src/engine/scratch.ts', '../backends/aws/index.js', 'engine/ imports only the layers below it'],
    ['src/backends/github/scratch.ts', '../../engine/index.js', 'backends/ imports only the layers below it'],
    ['src/engine/ratelimits/scratch.ts', '../../state/ratelimits/history.js', 'engine/ imports only the layers below'],
    ['src/engine/scratch.ts', '../commands/main.js', 'engine/ imports only the layers below it'],
    ['src/history/scratch.ts', '../server/main.js', 'history/ imports only the layers below it'],
    ['src/operations/scratch.ts', '../commands/main.js', 'operations/ imports only the layers below it'],
    ['src/service/scratch.ts', '../compose/select.js', 'service/ imports only the layers below it'],
    ['src/ui/wireRecords.ts', '../server/aws/errorWire.js', 'ui/ imports only the layers below it'],
    ['src/commands/github/scratch.ts', '../../server/metrics/main.js', 'commands/ imports only the layers below'],
    ['src/server/metrics/scratch.ts', '../../commands/github/rateLimitCommand.js', 'server/ imports only the layers'],
    ['src/state/members/scratch.ts', '../../ui/screenContract.js', 'state/ imports only the layers below it'],
    ['src/commands/scratch.ts', '../backends/aws/index.js', 'Only src/compose/select.ts'],
    ['src/ui/screens/members/scratch.ts', '../../../engine/index.js', 'Only src/compose/select.ts'],
    [
      'src/emulator/scratch.ts',
      '../ui/theme.js',
      'Only ui/ and the entry points src/cli.ts and src/start.ts import ui/',
    ],
  ])('%s importing %s is an error: %s', async (file, specifier, rule) => {
    const errors = await layerErrors(file, specifier);
    expect(errors).toEqual([expect.stringContaining(rule)]);
  });

  it.each([
    ['src/domain/ratelimits/scratch.ts', '../validation.js'],
    ['src/domain/scratch.ts', './clock.js'],
    ['src/state/scratch.ts', '../domain/clock.js'],
    ['src/ui/scratch.ts', '../state/shellStore.js'],
    ['src/compose/select.ts', '../engine/index.js'],
    ['src/compose/select.ts', '../backends/aws/index.js'],
    ['src/engine/ratelimits/scratch.ts', '../engine.js'],
    ['src/cli.ts', './ui/main.js'],
    ['test/scratch.test.ts', '../src/engine/index.js'],
  ])('%s importing %s is allowed', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([]);
    expect(await layerErrors(file, specifier, true)).toEqual([]);
  });
});
