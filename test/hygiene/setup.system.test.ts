// The suite's setup (test/setup.ts) as a developer meets it: a child vitest runs the fixtures with FORCE_COLOR=3 in
// its environment, and its JSON report says what happened to each.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');

interface AssertionResult {
  title: string;
  status: string;
  failureMessages: string[];
}

it('pins colour off, fails a test on an act() warning, and prints a failing property seed', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/hygiene/fixtures/vitest.config.ts', '--reporter=json'],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '3' }, timeout: 120_000 },
  );
  const report = JSON.parse(run.stdout) as { testResults: { assertionResults: AssertionResult[] }[] };
  const results = new Map(report.testResults.flatMap((file) => file.assertionResults).map((r) => [r.title, r]));

  expect(results.get('renders without colour codes')?.status).toBe('passed');

  const act = results.get('updates state outside act');
  expect(act?.status).toBe('failed');
  expect(act?.failureMessages.join('\n')).toContain('React act() warning during this test');

  const property = results.get('fails a property');
  expect(property?.status).toBe('failed');
  expect(property?.failureMessages.join('\n')).toMatch(/seed: 42, path: "[\d:]+"/);
}, 150_000);
