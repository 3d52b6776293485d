// Terminal size that follows resizes. Built on useStdout() rather than process.stdout so tests
// drive it with a fake stdout; falls back to 80x24 when the stream does not say.

import { useEffect, useState } from 'react';
import { useStdout } from 'ink';

export interface TerminalSize {
  columns: number;
  rows: number;
}

export const FALLBACK_SIZE: TerminalSize = { columns: 80, rows: 24 };

/** A terminal's stream has its size; Ink types its stdout as any writable stream, which may not. */
function read(stream: NodeJS.WritableStream): TerminalSize {
  const stdout = stream as { columns?: number; rows?: number };
  return {
    columns: stdout.columns !== undefined && stdout.columns > 0 ? stdout.columns : FALLBACK_SIZE.columns,
    rows: stdout.rows !== undefined && stdout.rows > 0 ? stdout.rows : FALLBACK_SIZE.rows,
  };
}

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => read(stdout));
  useEffect(() => {
    const onResize = (): void => {
      const next = read(stdout);
      setSize((current) => (current.columns === next.columns && current.rows === next.rows ? current : next));
    };
    onResize();
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
