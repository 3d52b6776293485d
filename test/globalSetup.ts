// Builds the shipped bundle (dist/) once per test run, before any test file starts: the command-mode, `serve` and
// end-to-end tests run dist/cli.js (test/helpers/bundle.ts), so a bundling difference fails the suite. In CI the
// bundle is always rebuilt; elsewhere only when a source, the build script or the lockfile is newer than it.
import { buildBundleIfStale } from './helpers/buildBundle.js';

export default function setup(): void {
  buildBundleIfStale({ always: process.env.CI === 'true' || process.env.CI === '1' });
}
