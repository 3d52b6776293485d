import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/setup.ts'],
    // Builds dist/ once per run (always in CI): command-mode, serve and end-to-end tests run the shipped bundle.
    globalSetup: ['test/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `npm run coverage`: V8 coverage of src/ (the in-process tests; the built bundle run in child processes is not
    // counted), a summary on stdout and an HTML report in coverage/.
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      reporter: ['text-summary', 'html'],
    },
  },
});
