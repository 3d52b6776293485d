// The rate-limit screen's first line: which caller of how many is shown, its id, whether the simulator sends as it,
// and its label (kind, subject, fingerprint; never the token).

import { Text } from 'ink';
import type { RateLimitCaller } from '../../../service/rateLimitsPort.js';

export function CallerLine({
  caller,
  index,
  count,
  simulated,
}: {
  caller: RateLimitCaller | undefined;
  /** The caller's place among all, from 0. */
  index: number;
  count: number;
  simulated: boolean;
}) {
  return (
    <Text wrap="truncate-end">
      <Text dimColor aria-label={`caller ${index + 1} of ${count}: `}>
        {`caller ${index + 1}/${count} ◀ `}
      </Text>
      <Text bold color="cyan">
        {caller?.id ?? ''}
      </Text>
      {simulated ? <Text color="green">{' (simulated)'}</Text> : null}
      <Text dimColor aria-label={`, ${caller?.label ?? ''}`}>{` ▶  ${caller?.label ?? ''}`}</Text>
    </Text>
  );
}
