// Engine mode: the traffic simulator's state on one line: running or not, rate, mix, who it sends as, counts.

import { Text } from 'ink';
import type { SimulatorState } from '../../../service/rateLimitsPort.js';
import { describeMix, presetOf } from '../../../state/rateLimits/simulatorControls.js';

export function SimulatorLine({ sim, width }: { sim: SimulatorState; width: number }) {
  const preset = presetOf(sim.mix);
  const mix = preset ? preset.name : describeMix(sim.mix);
  const as = sim.callerIds.length === 0 ? 'no caller' : sim.callerIds.join(',');
  const s = sim.stats;
  return (
    <Text wrap="truncate-end">
      <Text color={sim.running ? 'green' : 'gray'} bold>
        {sim.running ? '● sim running' : '○ sim stopped'}
      </Text>
      <Text>{` ${sim.ratePerSecond}/s · as ${as} · mix ${mix}`}</Text>
      {width >= 70 ? (
        <Text
          dimColor
        >{` · sent ${s.sent} ok ${s.allowed} limited ${s.primaryLimited + s.secondaryLimited} retries ${s.retriesScheduled} gave up ${s.gaveUp}`}</Text>
      ) : null}
    </Text>
  );
}
