// Takes the mouse reports out of the input before Ink reads it: Ink reads stdin with `read()` on 'readable', so
// that method is wrapped on the stream object (not in Ink's code) while the app is mounted. What Ink gets back is the
// keys alone, so a report can never be typed into a field or read as a key, whatever the `mouse` setting.

import { useEffect, useRef } from 'react';
import { useStdin } from 'ink';
import { SgrMouseSplitter, type MouseEvent } from './sgrMouse.js';

type Readable = { read: (size?: number) => string | Buffer | null };

export function useMouseReports(onEvent: (event: MouseEvent) => void): void {
  const { stdin } = useStdin();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const stream = stdin as unknown as Readable;
    const hadOwn = Object.prototype.hasOwnProperty.call(stream, 'read');
    const original = stream.read;
    const splitter = new SgrMouseSplitter();
    stream.read = (size?: number) => {
      for (;;) {
        const chunk = original.call(stream, size);
        if (chunk === null) return null;
        const { keys, events } = splitter.split(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
        // After Ink has taken the keys read with them, in the order they came.
        for (const event of events) queueMicrotask(() => handler.current(event));
        if (keys !== '') return keys;
      }
    };
    return () => {
      if (hadOwn) stream.read = original;
      else delete (stream as Partial<Readable>).read;
    };
  }, [stdin]);
}
