// Ink colours text through its own copy of chalk, which reads its colour level from the environment once, when it is
// first imported. The rendered tier shares each worker between files (`isolate: false` in vitest.config.ts), so by
// the time a file runs Ink may long be loaded with colours off (test/setup.ts pins FORCE_COLOR=0). A test that
// asserts colours sets the level on Ink's own chalk instance instead, and puts it back.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

interface ChalkLevel {
  level: number;
}

/** Ink's chalk: resolved from Ink's folder, so it is the instance Ink's colorize imports (not another version). */
async function inkChalk(): Promise<ChalkLevel> {
  const requireFromHere = createRequire(import.meta.url);
  const requireFromInk = createRequire(requireFromHere.resolve('ink'));
  const module = (await import(pathToFileURL(requireFromInk.resolve('chalk')).href)) as { default: ChalkLevel };
  return module.default;
}

/** Turns Ink's colours on at `level` (1: 16 colours) and returns what puts the previous level back. */
export async function forceInkColors(level = 1): Promise<() => void> {
  const chalk = await inkChalk();
  const previous = chalk.level;
  chalk.level = level;
  return () => {
    chalk.level = previous;
  };
}
