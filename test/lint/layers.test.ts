// The layering of docs/ARCHITECTURE.md as the lint config encodes it: ESLint with the repository's eslint.config.js
// on scratch sources placed (by path) in each layer. An upward import must be an error naming the rule; the imports
// the layers allow must pass. Type-aware parsing is off for these virtual files (they are not on disk); the layer
// rules do not need types.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

async function layerErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(REPO, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('layer zones', () => {
  it.each([
    ['src/domain/scratch.ts', '../engine/index.js', 'domain/ imports nothing of ours'],
    ['src/domain/ratelimits/scratch.ts', '../../service/ports.js', 'domain/ imports nothing of ours'],
    ['src/domain/scratch.ts', '../cli.js', 'domain/ imports nothing of ours'],
    ['src/state/scratch.ts', '../ui/timers.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/state/members/scratch.ts', '../../ui/screens/types.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/commands/scratch.ts', '../ui/theme.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/commands/scratch.ts', '../backends/aws/index.js', 'Only src/service/select.ts'],
    ['src/server/aws/scratch.ts', '../../backends/aws/sha256.js', 'Only src/service/select.ts'],
    ['src/server/scratch.ts', '../engine/index.js', 'Only src/service/select.ts'],
    ['src/ui/screens/members/scratch.ts', '../../../engine/index.js', 'Only src/service/select.ts'],
    ['src/service/scratch.ts', '../engine/index.js', 'Only src/service/select.ts'],
    ['src/engine/scratch.ts', '../backends/aws/index.js', 'neither imports the other'],
    ['src/backends/github/scratch.ts', '../../engine/index.js', 'neither imports the other'],
    ['src/engine/ratelimits/scratch.ts', '../../ui/theme.js', 'Only ui/ and src/cli.ts import ui/'],
  ])('%s importing %s is an error', async (file, specifier, rule) => {
    const errors = await layerErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-imports: /);
    expect(errors[0]).toContain(rule);
  });

  it.each([
    ['src/domain/ratelimits/scratch.ts', '../validation.js'],
    ['src/domain/scratch.ts', './clock.js'],
    ['src/state/scratch.ts', '../domain/clock.js'],
    ['src/state/scratch.ts', '../service/ports.js'],
    ['src/ui/scratch.ts', '../state/shellStore.js'],
    ['src/service/select.ts', '../engine/index.js'],
    ['src/service/select.ts', '../backends/aws/index.js'],
    ['src/engine/ratelimits/scratch.ts', '../engine.js'],
    ['src/cli.ts', './ui/main.js'],
    ['test/scratch.test.ts', '../src/engine/index.js'],
  ])('%s importing %s is allowed', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([]);
  });
});
