// ESLint flat config: typescript-eslint with the type-aware rules that catch real defects here (floating promises,
// non-exhaustive switches over the domain's unions), React's hook rules, and the layer order of layers.mjs (listed in
// docs/ARCHITECTURE.md) as import zones. Formatting is prettier's (`npm run format:check`), unused exports are
// knip's (knip.json); `npm run lint` runs all three.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { LAYERS, layersBelow } from './layers.mjs';

// The layers and their order are layers.mjs's. Every import of ours is relative, so an import reaches another layer
// exactly when its specifier climbs out (`../`, `../../`, ...) and enters that layer's folder; no sub-folder of src/
// reuses a layer's name, so the pattern cannot mistake one for a layer (test/lint/layers.test.ts checks that every
// folder of src/ is a layer).

/** A no-restricted-imports pattern that forbids reaching `layers` from outside them. */
function into(layers, message) {
  return { regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message };
}

const ENTRY_FILES = {
  regex: '^(\\.\\./)+(cli|bin|start|runMode)\\.js$',
  message: 'src/cli.ts, src/bin.ts, src/start.ts and src/runMode.ts are the entry points: no layer imports them.',
};

/**
 * The patterns for a file of `layer`. Each layer it may not import is named by exactly one pattern (so an upward
 * import is one error): the order of layers.mjs first, then its two rules beyond the order.
 */
function layerPatterns(layer) {
  const below = layersBelow(layer);
  const notBelow = LAYERS.filter((l) => l !== layer && !below.includes(l));
  const patterns = [ENTRY_FILES];
  if (notBelow.length > 0) {
    patterns.push(
      into(
        notBelow,
        layer === 'domain'
          ? 'domain/ imports nothing of ours: it is the pure core every layer shares (layers.mjs, docs/ARCHITECTURE.md).'
          : `${layer}/ imports only the layers below it (${below.join(', ')}): see layers.mjs and docs/ARCHITECTURE.md.`,
      ),
    );
  }
  const implementations = ['engine', 'backends'].filter((l) => below.includes(l));
  if (layer !== 'compose' && implementations.length > 0) {
    patterns.push(
      into(
        implementations,
        'Only src/compose/select.ts (backend selection) and tests import engine/ or backends/: depend on the ports in service/ (docs/ARCHITECTURE.md).',
      ),
    );
  }
  if (below.includes('ui')) {
    patterns.push(
      into(
        ['ui'],
        'Only ui/ and the entry points src/cli.ts and src/start.ts import ui/: nothing but the explorer depends on it (docs/ARCHITECTURE.md).',
      ),
    );
  }
  return patterns;
}

// no-restricted-imports does not see `import()`, so the same patterns also forbid a dynamic import whose specifier
// is a string literal (esquery's regex literal needs its slashes escaped).
function restrict(...patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.type='Literal'][source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.bench-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // The hook rules (call order, complete dependency lists). The plugin's React Compiler rules are left out:
  // switchyard is not compiled with React Compiler, and they reject patterns it uses on purpose (a ref read during
  // render to keep handlers current in ui/keymap/KeymapContext.tsx, ink-table's component loaded once at run time).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Issue 31: no function over 120 lines (blank lines and comments not counted); a long one is split by what its
  // parts do. The reducers are exempt: their switch statement is one case per event, read best in one place.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      // The reducers.
      'src/state/authorizations/authorizationsReducer.ts',
      'src/state/members/membersReducer.ts',
      'src/state/profiles/profilesReducer.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // Terminal code matches control characters (escape sequences, C0 codes) on purpose.
  { rules: { 'no-control-regex': 'off' } },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
  },
  // CommonJS consumers of the package (test/package/fixtures/): require() is what they test; the jest one runs with
  // jest's globals.
  {
    files: ['**/*.cjs', 'test/package/fixtures/jest-consumer/**'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        process: 'readonly',
        fetch: 'readonly',
        ...Object.fromEntries(
          ['test', 'expect', 'beforeAll', 'afterAll', 'beforeEach'].map((name) => [name, 'readonly']),
        ),
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Layering: one block per layer, each for that layer's files alone (ESLint keeps the last block's options for a
  // rule, so the blocks must not overlap).
  ...LAYERS.map((layer) => ({ files: [`src/${layer}/**`], rules: restrict(...layerPatterns(layer)) })),
);
