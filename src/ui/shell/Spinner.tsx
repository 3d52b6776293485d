// A spinner for the status line; it ticks on the injected timers only while mounted (only while work is in flight).

import { useEffect, useState } from 'react';
import { Text } from 'ink';
import type { Timers } from '../../domain/timers.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const INTERVAL_MS = 120;

export function Spinner({ timers, color }: { timers: Timers; color?: string }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    let handle: unknown;
    const tick = (): void => {
      setFrame((f) => (f + 1) % FRAMES.length);
      handle = timers.setTimeout(tick, INTERVAL_MS);
    };
    handle = timers.setTimeout(tick, INTERVAL_MS);
    return () => timers.clearTimeout(handle);
  }, [timers]);
  return (
    <Text color={color} aria-hidden>
      {FRAMES[frame]}
    </Text>
  );
}
