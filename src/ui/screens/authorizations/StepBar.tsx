// Where the user is in the wizard: every step with the current one highlighted when the width allows, otherwise
// `Step 4/7 · Credentials`.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { STEPS, STEP_TITLES, type StepId } from '../../../state/wizard/fields.js';

export function StepBar({ step, width }: { step: StepId; width: number }) {
  const current = STEPS.indexOf(step);
  const screenReader = useIsScreenReaderEnabled();
  if (screenReader) return <Text>{`Step ${current + 1} of ${STEPS.length}: ${STEP_TITLES[step]}`}</Text>;
  const full = STEPS.map((s, i) => `${i + 1} ${STEP_TITLES[s]}`).join(' › ');
  if ([...full].length > width) {
    return (
      <Text wrap="truncate-end">
        <Text bold>{`Step ${current + 1}/${STEPS.length} · ${STEP_TITLES[step]}`}</Text>
      </Text>
    );
  }
  return (
    <Box>
      {STEPS.map((s, i) => (
        <Text key={s}>
          {i > 0 ? <Text dimColor>{' › '}</Text> : null}
          <Text
            bold={i === current}
            color={i === current ? 'cyan' : undefined}
            dimColor={i > current}
          >{`${i + 1} ${STEP_TITLES[s]}`}</Text>
        </Text>
      ))}
    </Box>
  );
}
