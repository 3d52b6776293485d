// How a command-line tool ends when its reader goes away or the user interrupts it: quietly, with the status the
// shell expects, never with a stack trace.
//
// - A reader that closes early (`| head -1`) makes the next write fail with EPIPE. A Unix tool dies of SIGPIPE
//   there, which the shell reports as 128 + 13 = 141; Node ignores SIGPIPE, so it exits with that status itself.
// - Ctrl+C (SIGINT) ends the run with 130 (128 + 2), as the AWS CLI does on KeyboardInterrupt.

export const EXIT_BROKEN_PIPE = 141;
export const EXIT_INTERRUPTED = 130;

interface QuietProcess {
  stdout: NodeJS.EventEmitter;
  stderr: NodeJS.EventEmitter;
  on(event: 'SIGINT', listener: () => void): unknown;
  exit(code: number): never;
}

export function installQuietExits(proc: QuietProcess = process): void {
  const onStreamError = (error: NodeJS.ErrnoException): void => {
    if (error.code === 'EPIPE') proc.exit(EXIT_BROKEN_PIPE);
    // Any other failure of stdout/stderr leaves no channel to report it on; end as a failed tool does.
    proc.exit(255);
  };
  proc.stdout.on('error', onStreamError);
  proc.stderr.on('error', onStreamError);
  proc.on('SIGINT', () => proc.exit(EXIT_INTERRUPTED));
}
