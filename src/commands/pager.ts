// Output through the pager, as the AWS CLI does: only when stdout is a terminal and a pager is configured
// (AwsSettings.pager). The pager runs through the shell (the setting is a command line such as `less -R`), with
// LESS=FRX when LESS is unset, so short output is printed without waiting and colours pass through.
// node:child_process (with node:dgram behind it) is loaded only when a pager runs: most runs print directly.
import type { ChildProcess } from 'node:child_process';
import type { CommandIO } from './io.js';

export async function writeOutput(text: string, pager: string | undefined, io: CommandIO): Promise<void> {
  if (pager === undefined || io.stdout.isTTY !== true || text === '') {
    io.stdout.write(text);
    return;
  }
  const { spawn } = await import('node:child_process');
  const started = await new Promise<ChildProcess | undefined>((resolve) => {
    const child = spawn(pager, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...io.env, LESS: io.env.LESS ?? 'FRX' },
    });
    child.once('spawn', () => resolve(child));
    child.once('error', () => resolve(undefined));
  });
  if (started === undefined) {
    // No shell to run the pager with: print directly rather than lose the output.
    io.stdout.write(text);
    return;
  }
  const closed = new Promise<void>((resolve) => started.once('close', () => resolve()));
  // A pager quit before reading everything closes its stdin; that is the user's choice, not an error.
  started.stdin?.on('error', () => undefined);
  started.stdin?.end(text);
  await closed;
}
