// The layering of docs/ARCHITECTURE.md as the lint config encodes it: ESLint with the repository's eslint.config.js
// on scratch sources placed (by path) in each layer. An upward import must be an error naming the rule; the imports
// the layers allow must pass. Type-aware parsing is off for these virtual files (they are not on disk); the layer
// rules do not need types.
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
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

async function layerErrors(filePath: string, specifier: string, dynamic = false): Promise<string[]> {
  const code = dynamic
    ? `export const y = () => import('${specifier}');\n`
    : `import { x } from '${specifier}';\nexport const y = x;\n`;
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
    ['src/commands/scratch.ts', '../backends/aws/index.js', 'Only src/compose/select.ts'],
    ['src/server/aws/scratch.ts', '../../backends/aws/sha256.js', 'Only src/compose/select.ts'],
    ['src/server/scratch.ts', '../engine/index.js', 'Only src/compose/select.ts'],
    ['src/ui/screens/members/scratch.ts', '../../../engine/index.js', 'Only src/compose/select.ts'],
    ['src/service/scratch.ts', '../engine/index.js', 'Only src/compose/select.ts'],
    ['src/engine/scratch.ts', '../backends/aws/index.js', 'neither imports the other'],
    ['src/backends/github/scratch.ts', '../../engine/index.js', 'neither imports the other'],
    ['src/engine/ratelimits/scratch.ts', '../../ui/theme.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/state/members/membersStore.ts', '../../ui/screenContract.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/state/profiles/profilesStore.ts', '../../ui/theme.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/state/shellStore.ts', '../ui/timers.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/server/aws/sigv4Verify.ts', '../../backends/aws/sha256.js', 'Only src/compose/select.ts'],
    ['src/domain/scratch.ts', '../crypto/nodeSha256.js', 'domain/ imports nothing of ours'],
    ['src/domain/scratch.ts', '../history/historyFile.js', 'domain/ imports nothing of ours'],
    ['src/domain/scratch.ts', '../emulator/index.js', 'domain/ imports nothing of ours'],
  ])('%s importing %s is an error', async (file, specifier, rule) => {
    const errors = await layerErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-imports: /);
    expect(errors[0]).toContain(rule);
  });

  it.each([
    ['src/commands/scratch.ts', '../backends/aws/index.js', 'Only src/compose/select.ts'],
    ['src/state/scratch.ts', '../ui/theme.js', 'Only ui/ and src/cli.ts import ui/'],
    ['src/ui/scratch.ts', '../engine/index.js', 'Only src/compose/select.ts'],
    ['src/domain/scratch.ts', '../service/ports.js', 'domain/ imports nothing of ours'],
    ['src/engine/scratch.ts', '../backends/aws/index.js', 'neither imports the other'],
  ])('%s importing %s dynamically is an error', async (file, specifier, rule) => {
    const errors = await layerErrors(file, specifier, true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-syntax: /);
    expect(errors[0]).toContain(rule);
  });

  it('knows every folder of src/ as a layer', async () => {
    const folders = readdirSync(resolve(REPO, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'domain')
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) {
      const errors = await layerErrors('src/domain/scratch.ts', `../${folder}/scratch.js`);
      expect(errors, folder).toEqual([expect.stringContaining('domain/ imports nothing of ours')]);
    }
  });

  it.each([
    ['src/domain/ratelimits/scratch.ts', '../validation.js'],
    ['src/domain/scratch.ts', './clock.js'],
    ['src/state/scratch.ts', '../domain/clock.js'],
    ['src/state/scratch.ts', '../service/ports.js'],
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
