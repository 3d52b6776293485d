// Keys that arrive in one chunk (typed fast, or a held Backspace) edit a text field as typed one at a time: Ink 8
// splits such a chunk into one event per Backspace and hands them over before React renders again.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { afterEach, describe, it } from 'vitest';
import { renderInk, type InkHarness } from '../../helpers/renderInk.js';
import { CleanTextInput } from '../../../src/ui/components/CleanTextInput.js';

function Field() {
  const [value, setValue] = useState('');
  return (
    <Box flexDirection="column">
      <CleanTextInput value={value} onChange={setValue} onSubmit={() => undefined} />
      <Text>{`value [${value}]`}</Text>
    </Box>
  );
}

describe('a text field and a burst of keys', () => {
  let ui: InkHarness | undefined;
  afterEach(() => ui?.unmount());

  it('Backspace inside a burst (one chunk) deletes as typed one at a time', async () => {
    ui = renderInk(<Field />);
    await ui.waitForFrame('value []');
    ui.stdin.write('teh\u007F\u007Fhe');
    await ui.waitForFrame('value [the]');
    ui.stdin.write('x\u007F\u007F\u007F\u007F');
    await ui.waitForFrame('value []');
  });

  it('a burst after the cursor was moved left edits at the cursor', async () => {
    ui = renderInk(<Field />);
    await ui.waitForFrame('value []');
    ui.stdin.write('abcd');
    await ui.waitForFrame('value [abcd]');
    await ui.press('left', 'left');
    ui.stdin.write('X\u007FYZ\u007F');
    await ui.waitForFrame('value [abYcd]');
  });
});
