// ESLint flat config: typescript-eslint with the type-aware rules that catch real defects here (floating promises,
// non-exhaustive switches over the domain's unions), React's hook rules, and the layering of docs/ARCHITECTURE.md as
// import zones. Formatting is prettier's (`npm run format:check`), unused exports are knip's (knip.json); `npm run
// lint` runs all three.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers are the folders of src/. Every import of ours is relative, so an import reaches another layer exactly
// when its specifier climbs out (`../`, `../../`, ...) and enters that layer's folder; no sub-folder of src/ reuses
// a layer's name, so the pattern cannot mistake one for a layer. Every folder of src/ is listed, lowest first
// (test/lint/layers.test.ts checks that none is missing).
const LAYERS = [
  'domain',
  'crypto',
  'codeCache',
  'history',
  'operations',
  'service',
  'engine',
  'backends',
  'compose',
  'formats',
  'settings',
  'state',
  'commands',
  'server',
  'emulator',
  'ui',
];

/** A no-restricted-imports pattern that forbids reaching `layers` from outside them. */
function into(layers, message) {
  return { regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message };
}

const UI = into(
  ['ui'],
  'Only ui/ and src/cli.ts import ui/: nothing below the explorer depends on it (docs/ARCHITECTURE.md).',
);
const IMPLEMENTATIONS = into(
  ['engine', 'backends'],
  'Only src/compose/select.ts (backend selection) and tests import engine/ or backends/: depend on the ports in service/ (docs/ARCHITECTURE.md).',
);

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
  // Terminal code matches control characters (escape sequences, C0 codes) on purpose.
  { rules: { 'no-control-regex': 'off' } },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
  },

  // Layering. A file matches several blocks; ESLint keeps the last block's options for a rule, so each block below
  // is for a disjoint set of files and carries every pattern that applies to it.
  {
    files: ['src/domain/**'],
    rules: restrict({
      regex: '^(\\.\\./)+(' + LAYERS.filter((l) => l !== 'domain').join('|') + '|cli\\.js$)',
      message: 'domain/ imports nothing of ours: it is the pure core every layer shares (docs/ARCHITECTURE.md).',
    }),
  },
  {
    files: ['src/**'],
    ignores: ['src/cli.ts', 'src/domain/**', 'src/ui/**', 'src/engine/**', 'src/backends/**', 'src/compose/select.ts'],
    rules: restrict(UI, IMPLEMENTATIONS),
  },
  { files: ['src/ui/**'], rules: restrict(IMPLEMENTATIONS) },
  {
    files: ['src/engine/**'],
    rules: restrict(
      UI,
      into(['backends'], 'engine/ and backends/ are alternatives behind the ports: neither imports the other.'),
    ),
  },
  {
    files: ['src/backends/**'],
    rules: restrict(
      UI,
      into(['engine'], 'engine/ and backends/ are alternatives behind the ports: neither imports the other.'),
    ),
  },
  { files: ['src/compose/select.ts'], rules: restrict(UI) },
);
