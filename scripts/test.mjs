// `npm test`: the typecheck and vitest's three tiers at the same time, rather than one after the other. The system
// tier runs first and waits on child processes much of the time, so the typecheck (about 30 s of one core, cold) fits
// in the gaps it leaves. tsc's output is held and printed once vitest has finished; either failing fails the run.
// Arguments go to vitest (`npm test -- --reporter=json ...`).
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');
const VITEST = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/** Runs node on `args`; resolves to the exit code (1 for a signal). */
function run(args, stdio) {
  const child = spawn(process.execPath, args, { stdio });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const code = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  return { code, output };
}

// `npm run typecheck`: incremental (tsconfig.json), its build info under node_modules/.cache, so a run after a small
// change checks in about a third of the time.
const typecheck = run([TSC, '--noEmit', '-p', 'tsconfig.json'], ['ignore', 'pipe', 'pipe']);
const suite = run([VITEST, 'run', ...process.argv.slice(2)], 'inherit');

const [typecheckCode, suiteCode] = await Promise.all([typecheck.code, suite.code]);
const typecheckOutput = Buffer.concat(typecheck.output).toString();
if (typecheckCode === 0) {
  process.stdout.write('typecheck (tsc --noEmit): no errors\n');
} else {
  process.stdout.write(`typecheck (tsc --noEmit) failed:\n${typecheckOutput}`);
}
process.exitCode = typecheckCode !== 0 ? typecheckCode : suiteCode;
