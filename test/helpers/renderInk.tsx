// The in-process render harness: renders an Ink tree into a fake TTY whose output feeds an @xterm/headless terminal of
// the same size, so `frame()` is what a person would see (erased lines are gone, cursor moves applied; `convertEol`
// stands in for the tty's onlcr). Size is settable and `resize()` emits 'resize' like a real terminal. Tests press keys
// by name and wait for the visible effect; nothing here sleeps a fixed time.

import { EventEmitter } from 'node:events';
import type { ReactElement } from 'react';
import { render, type Instance } from 'ink';
import xtermHeadless from '@xterm/headless';
import { keyBytes } from './keys.js';

const { Terminal } = xtermHeadless;
type XTerm = InstanceType<typeof Terminal>;

/** A stdout that is a TTY of a given size; every write goes to the emulated terminal. */
export class FakeStdout extends EventEmitter {
  readonly isTTY = true;
  private pending = 0;
  private chunks: string[] = [];

  constructor(
    public columns: number,
    public rows: number,
    private readonly term: XTerm,
  ) {
    super();
  }

  write = (data: string | Uint8Array, ...rest: unknown[]): boolean => {
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    this.chunks.push(text);
    this.pending += 1;
    this.term.write(text, () => {
      this.pending -= 1;
      this.emit('parsed');
    });
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };

  /** Resolves when the emulator has parsed everything written so far. */
  async settled(): Promise<void> {
    while (this.pending > 0) await new Promise<void>((resolve) => this.once('parsed', () => resolve()));
  }

  /** Each write as it came, escape sequences included (Ink writes a frame in one write). */
  rawChunks(): readonly string[] {
    return this.chunks;
  }

  /** Everything written, escape sequences included (for assertions such as "the cursor was shown again"). */
  raw(): string {
    return this.chunks.join('');
  }

  // Ink and its helpers probe these on a TTY stream.
  getColorDepth(): number {
    return 8;
  }
  hasColors(): boolean {
    return true;
  }
  cursorTo(): boolean {
    return true;
  }
  moveCursor(): boolean {
    return true;
  }
  clearLine(): boolean {
    return true;
  }
}

/** A stdin in raw mode that Ink reads through 'readable' + read(), as it does a real TTY. */
export class FakeStdin extends EventEmitter {
  isTTY = true;
  isRaw = false;
  private queue: string[] = [];

  write(data: string): void {
    this.queue.push(data);
    this.emit('readable');
    this.emit('data', data);
  }
  read = (): string | null => this.queue.shift() ?? null;
  setRawMode(mode: boolean): this {
    this.isRaw = mode;
    return this;
  }
  setEncoding(): this {
    return this;
  }
  resume(): this {
    return this;
  }
  pause(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

export interface RenderOptions {
  columns?: number;
  rows?: number;
  /** Ink's screen-reader mode (as INK_SCREEN_READER=true or the explorer's --screen-reader): aria text, no layout. */
  screenReader?: boolean;
  /**
   * Ink's frame rate cap (30 by default: a commit within 33 ms of the last frame is drawn later, from a timer). 0
   * draws every commit at once, so a frame read once the keys are handled is the final one (tests that compare
   * frames).
   */
  maxFps?: number;
}

export type FrameExpectation = string | RegExp | ((frame: string) => boolean);

export interface WaitOptions {
  /** Give up after this many milliseconds (a safety net; the test waits for the effect, not for time). */
  timeout?: number;
}

export interface InkHarness {
  stdout: FakeStdout;
  stdin: FakeStdin;
  instance: Instance;
  /** Settles when the app has exited and Ink has restored the terminal (created at render, so no exit is missed). */
  exited: Promise<unknown>;
  /** The visible screen: one string per terminal row, right-trimmed, trailing empty rows dropped. */
  frame(): string;
  lines(): string[];
  /** Presses keys by registry name (`j`, `down`, `enter`, `escape`, `ctrl+c`, `shift+tab`), one at a time. */
  press(...keys: string[]): Promise<void>;
  /** Types text one character at a time, letting React commit between characters (controlled inputs). */
  type(text: string): Promise<void>;
  /** Waits until the visible screen matches; throws with the last screen when the timeout passes. */
  waitForFrame(expectation: FrameExpectation, options?: WaitOptions): Promise<string>;
  /** Waits until the visible screen no longer matches. */
  waitForFrameWithout(expectation: string | RegExp, options?: WaitOptions): Promise<string>;
  /** Changes the terminal size and emits 'resize', as a real terminal does on SIGWINCH. */
  resize(columns: number, rows: number): Promise<void>;
  unmount(): void;
}

/**
 * Yields until React and Ink have handled what was just written: a few macrotasks, so the keypress is parsed (a
 * lone Esc waits one setImmediate), React commits, and passive effects re-subscribe input handlers with fresh
 * closures before the next key. No fixed delay.
 */
export async function yieldToInk(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

function matches(frame: string, expectation: FrameExpectation): boolean {
  if (typeof expectation === 'string') return frame.includes(expectation);
  if (expectation instanceof RegExp) return expectation.test(frame);
  return expectation(frame);
}

export function renderInk(node: ReactElement, options: RenderOptions = {}): InkHarness {
  const columns = options.columns ?? 80;
  const rows = options.rows ?? 24;
  const term = new Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 0, convertEol: true });
  const stdout = new FakeStdout(columns, rows, term);
  const stderr = new FakeStdout(
    columns,
    rows,
    new Terminal({ cols: columns, rows, allowProposedApi: true, convertEol: true }),
  );
  const stdin = new FakeStdin();
  const instance = render(node, {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
    debug: false,
    isScreenReaderEnabled: options.screenReader ?? false,
    ...(options.maxFps !== undefined ? { maxFps: options.maxFps } : {}),
  });

  const exited = instance.waitUntilExit();
  exited.catch(() => undefined);

  const lines = (): string[] => {
    const buffer = term.buffer.active;
    const out: string[] = [];
    for (let i = 0; i < term.rows; i += 1) {
      out.push(buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
    }
    while (out.length > 0 && out[out.length - 1] === '') out.pop();
    return out;
  };
  const frame = (): string => lines().join('\n');

  const waitFor = async (test: (frame: string) => boolean, what: string, wait: WaitOptions = {}): Promise<string> => {
    const timeout = wait.timeout ?? 10_000;
    const started = Date.now();
    for (;;) {
      await stdout.settled();
      const current = frame();
      if (test(current)) return current;
      if (Date.now() - started > timeout) {
        throw new Error(`waitForFrame: timed out after ${timeout} ms waiting for ${what}. Screen:\n${current}`);
      }
      // Wake on the next parsed write, or re-check after a while in case the change came from elsewhere.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 50);
        function done(): void {
          clearTimeout(timer);
          stdout.off('parsed', done);
          resolve();
        }
        stdout.once('parsed', done);
      });
    }
  };

  return {
    stdout,
    stdin,
    instance,
    exited,
    frame,
    lines,
    async press(...keys) {
      for (const key of keys) {
        stdin.write(keyBytes(key));
        await yieldToInk();
      }
    },
    async type(text) {
      for (const char of text) {
        stdin.write(char);
        await yieldToInk();
      }
    },
    waitForFrame: (expectation, wait) => waitFor((f) => matches(f, expectation), describe(expectation), wait),
    waitForFrameWithout: (expectation, wait) =>
      waitFor((f) => !matches(f, expectation), `the screen without ${describe(expectation)}`, wait),
    async resize(newColumns, newRows) {
      stdout.columns = newColumns;
      stdout.rows = newRows;
      term.resize(newColumns, newRows);
      stdout.emit('resize');
      await yieldToInk();
    },
    unmount() {
      instance.unmount();
      instance.cleanup();
      term.dispose();
    },
  };
}

function describe(expectation: FrameExpectation): string {
  if (typeof expectation === 'string') return JSON.stringify(expectation);
  if (expectation instanceof RegExp) return String(expectation);
  return 'a predicate';
}
