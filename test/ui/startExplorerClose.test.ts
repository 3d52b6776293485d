// The explorer's one exit path closes its services (the rate-limit feed, and the AWS SDK clients when the backend is
// AWS): Ink's render is replaced by an app that exits at once, and backend selection's close() is counted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';

const closes = vi.hoisted(() => ({ count: 0 }));
/** How the mocked app ends: at once, or with this error (as Ink ends on a render error). */
const ending = vi.hoisted(() => ({ error: undefined as Error | undefined }));

vi.mock('ink', async (importOriginal) => ({
  ...(await importOriginal<typeof import('ink')>()),
  render: () => ({
    waitUntilExit: async () => {
      if (ending.error !== undefined) throw ending.error;
    },
    unmount: () => {},
  }),
}));

vi.mock('../../src/compose/select.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/compose/select.js')>();
  return {
    ...original,
    createServices: async (options: Parameters<typeof original.createServices>[0]) => {
      const services = await original.createServices(options);
      return {
        ...services,
        close: () => {
          closes.count += 1;
          services.close();
        },
      };
    },
  };
});

// Files share a worker (isolate: false in vitest.config.ts), so an earlier file may have loaded what this one tests
// with the real modules: load it afresh so it sees the mocks, and drop the mocks when this file ends.
vi.resetModules();
const { startExplorer } = await import('../../src/ui/startExplorer.js');
afterAll(() => {
  vi.doUnmock('ink');
  vi.doUnmock('../../src/compose/select.js');
  vi.resetModules();
});

function stream(): NodeJS.WriteStream {
  const s = new PassThrough() as unknown as NodeJS.WriteStream;
  s.resume();
  return s;
}

describe('explorer exit', () => {
  it('closes the services once the app has exited', async () => {
    const code = await startExplorer(
      { help: false, backend: 'engine', statePath: ':memory:', configDir: mkdtempSync(join(tmpdir(), 'sy-exit-')) },
      { stdin: new PassThrough() as unknown as NodeJS.ReadStream, stdout: stream(), stderr: stream() },
    );
    expect(code).toBe(0);
    expect(closes.count).toBe(1);
  });

  it('turns raw mode on before it enters the alternate screen, and off after it leaves it', async () => {
    // A Ctrl+C before Ink turned raw mode on was SIGINT: the process ended on the alternate screen.
    const log: string[] = [];
    const stdin = new PassThrough() as unknown as NodeJS.ReadStream & { isRaw: boolean };
    Object.assign(stdin, {
      isTTY: true,
      isRaw: false,
      setRawMode(on: boolean) {
        stdin.isRaw = on;
        log.push(on ? 'raw on' : 'raw off');
        return stdin;
      },
    });
    const stdout = stream();
    const write = stdout.write.bind(stdout);
    stdout.write = ((chunk: string, ...rest: never[]) => {
      if (chunk === '\u001B[?1049h') log.push('enter alternate screen');
      if (chunk === '\u001B[?1049l') log.push('leave alternate screen');
      return write(chunk, ...rest);
    }) as typeof stdout.write;
    const code = await startExplorer(
      { help: false, backend: 'engine', statePath: ':memory:', configDir: mkdtempSync(join(tmpdir(), 'sy-exit-')) },
      { stdin, stdout, stderr: stream() },
    );
    expect(code).toBe(0);
    expect(log).toEqual(['raw on', 'enter alternate screen', 'leave alternate screen', 'raw off']);
  });

  it('prints a fatal error once it has left the alternate screen, where the user sees it', async () => {
    // Printed before, on the alternate screen, the message was wiped when the screen was left: exit 1, nothing shown.
    const log: string[] = [];
    const stdout = stream();
    const write = stdout.write.bind(stdout);
    stdout.write = ((chunk: string, ...rest: never[]) => {
      if (chunk === '\u001B[?1049h') log.push('enter alternate screen');
      if (chunk === '\u001B[?1049l') log.push('leave alternate screen');
      return write(chunk, ...rest);
    }) as typeof stdout.write;
    const stderr = stream();
    const writeError = stderr.write.bind(stderr);
    stderr.write = ((chunk: string, ...rest: never[]) => {
      log.push(`stderr: ${chunk.trim()}`);
      return writeError(chunk, ...rest);
    }) as typeof stderr.write;
    ending.error = new Error('Maximum update depth exceeded');
    try {
      const code = await startExplorer(
        { help: false, backend: 'engine', statePath: ':memory:', configDir: mkdtempSync(join(tmpdir(), 'sy-exit-')) },
        { stdin: new PassThrough() as unknown as NodeJS.ReadStream, stdout, stderr },
      );
      expect(code).toBe(1);
    } finally {
      ending.error = undefined;
    }
    expect(log).toEqual([
      'enter alternate screen',
      'leave alternate screen',
      'stderr: switchyard: Maximum update depth exceeded',
    ]);
  });
});
