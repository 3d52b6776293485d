import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Three tiers, told apart by file name (CONTRIBUTING.md, "Tests"):
// - unit    `*.test.ts`: in-process, no rendering; test/setup.unit.ts fails a test that starts a process or listens;
// - ui      `*.test.tsx`: rendered with Ink in an emulated terminal;
// - system  `*.system.test.ts`: spawns the built bundle, a pty or another CLI, or starts a server.
// `npx vitest run --project unit` runs one tier; `npm test` runs all three.
const SYSTEM = 'test/**/*.system.test.ts';
const CORES = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    pool: 'forks',
    // One worker per core. Vitest's default for a run is one fewer than the cores, which on the 2-core machines here
    // is a single worker: the whole suite ran in series with a core left idle.
    maxWorkers: CORES,
    // Files share a worker, so React, Ink, the SDKs and src/ are imported once per worker rather than once per file:
    // isolated, imports were about half of the in-process tiers' CPU time. The cost is that module state outlives a
    // file: a file that vi.mock()s loads its subject afresh and drops its mocks at the end
    // (test/service/selectClose.test.ts), and Ink's colour level is set, not read from the environment
    // (test/helpers/inkColors.ts). CONTRIBUTING.md, "Tests", says how to shake out a leak.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `npm run coverage`: V8 coverage of src/ (the in-process tests; the built bundle run in child processes is not
    // counted), a summary on stdout and an HTML report in coverage/.
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      reporter: ['text-summary', 'html'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 1 },
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SYSTEM],
          setupFiles: ['test/setup.ts', 'test/setup.unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['test/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: [SYSTEM],
          // Twice as many workers as cores, in a group of its own that runs before the in-process tiers: a system
          // test spends much of its time waiting on the processes and servers it started, which leaves a core idle
          // at one worker per core.
          sequence: { groupOrder: 0 },
          maxWorkers: 2 * CORES,
          setupFiles: ['test/setup.ts'],
          // Builds dist/ once per run (always in CI), and only when a system test runs: they run the shipped bundle.
          globalSetup: ['test/globalSetup.ts'],
        },
      },
    ],
  },
});
