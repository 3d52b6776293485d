// Mouse reporting is turned on with the alternate screen and off on every way out: a quit, a crash (a render error),
// and Ctrl+Z (off while suspended, on again after `fg`); the `mouse` setting off, or a stdout that is no terminal,
// never turns it on. Ink's render is replaced by one that ends at once, as in startExplorerClose.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ExplorerInstance } from '../../src/ui/App.js';

const ending = vi.hoisted(() => ({
  error: undefined as Error | undefined,
  whileUp: undefined as ((instance: ExplorerInstance) => void) | undefined,
}));

vi.mock('ink', async (importOriginal) => ({
  ...(await importOriginal<typeof import('ink')>()),
  render: (element: ReactElement<{ instance: ExplorerInstance }>) => ({
    waitUntilExit: async () => {
      ending.whileUp?.(element.props.instance);
      if (ending.error !== undefined) throw ending.error;
    },
    unmount: () => {},
  }),
}));

// Files share a worker (isolate: false in vitest.config.ts), so an earlier file may have loaded what this one tests
// with the real modules: load it afresh so it sees the mocks, and drop the mocks when this file ends.
vi.resetModules();
const { startExplorer } = await import('../../src/ui/startExplorer.js');
afterAll(() => {
  vi.doUnmock('ink');
  vi.resetModules();
});

const ON = '\u001B[?1000h\u001B[?1006h';
const OFF = '\u001B[?1006l\u001B[?1000l';

/** A terminal stdout that records what the explorer wrote. */
function terminal(tty = true): { stream: NodeJS.WriteStream; written: () => string } {
  const s = new PassThrough() as unknown as NodeJS.WriteStream;
  s.resume();
  if (tty) Object.assign(s, { isTTY: true, columns: 80, rows: 24 });
  const chunks: string[] = [];
  const write = s.write.bind(s);
  s.write = ((chunk: string, ...rest: never[]) => {
    chunks.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof s.write;
  return { stream: s, written: () => chunks.join('') };
}

function sink(): NodeJS.WriteStream {
  const s = new PassThrough() as unknown as NodeJS.WriteStream;
  s.resume();
  return s;
}

function run(stdout: NodeJS.WriteStream, settings: object = {}): Promise<number> {
  const configDir = mkdtempSync(join(tmpdir(), 'sy-mouse-'));
  writeFileSync(join(configDir, 'config.json'), JSON.stringify(settings));
  return startExplorer(
    { help: false, backend: 'engine', statePath: ':memory:', configDir },
    { stdin: new PassThrough() as unknown as NodeJS.ReadStream, stdout, stderr: sink() },
  );
}

/** The mouse reporting switches in the order written. */
const switches = (text: string): string[] =>
  [...text.matchAll(/\u001B\[\?1000[hl]/g)].map((m) => (m[0].endsWith('h') ? 'on' : 'off'));

describe('mouse reporting', () => {
  afterEach(() => {
    ending.error = undefined;
    ending.whileUp = undefined;
    vi.restoreAllMocks();
  });

  it('is on while the explorer runs and off once it quits', async () => {
    const out = terminal();
    expect(await run(out.stream)).toBe(0);
    expect(out.written()).toContain(ON);
    expect(out.written()).toContain(OFF);
    expect(switches(out.written())).toEqual(['on', 'off']);
    // Off before the main screen comes back.
    expect(out.written().indexOf(OFF)).toBeLessThan(out.written().lastIndexOf('\u001B[?1049l'));
  });

  it('is off after a crash', async () => {
    const out = terminal();
    ending.error = new Error('Maximum update depth exceeded');
    expect(await run(out.stream)).toBe(1);
    expect(switches(out.written())).toEqual(['on', 'off']);
  });

  it('is off while suspended with Ctrl+Z and on again after fg', async () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const out = terminal();
    ending.whileUp = (instance) => {
      expect(instance.options.suspend?.()).toBe(true);
    };
    expect(await run(out.stream)).toBe(0);
    expect(kill).toHaveBeenCalledWith(0, 'SIGTSTP');
    expect(switches(out.written())).toEqual(['on', 'off', 'on', 'off']);
  });

  it('is never turned on with `mouse: false`, or when stdout is no terminal', async () => {
    const off = terminal();
    expect(await run(off.stream, { mouse: false })).toBe(0);
    expect(switches(off.written())).toEqual([]);
    const piped = terminal(false);
    expect(await run(piped.stream)).toBe(0);
    expect(switches(piped.written())).toEqual([]);
  });
});
