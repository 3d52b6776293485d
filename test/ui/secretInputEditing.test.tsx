// The secret field hides the secret's length, so Backspace alone is no way to start a secret over: Ctrl+U clears it
// and Ctrl+W deletes its last word, as in the other fields and a shell; an Alt chord changes nothing.
import { useState } from 'react';
import { Box, Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInk, type InkHarness } from '../helpers/renderInk.js';
import { SecretInput } from '../../src/ui/screens/authorizations/SecretInput.js';
import { KeymapDispatcher } from '../../src/ui/keymap/dispatcher.js';
import { KeymapContext } from '../../src/ui/keymap/KeymapContext.js';
import { createKeymapRegistry } from '../../src/ui/keymap/registry.js';

const TEST_SECRET = 'sy-test-secret-7Hq2Zx';

/** The field, and beside it (for the test only) the value's length: the field itself never shows it. */
function Field() {
  const [value, setValue] = useState('');
  const [submits, setSubmits] = useState(0);
  const [refusals, setRefusals] = useState(0);
  return (
    <Box flexDirection="column">
      <SecretInput
        value={value}
        onChange={setValue}
        onSubmit={() => setSubmits((n) => n + 1)}
        onRefused={() => setRefusals((n) => n + 1)}
      />
      <Text>{`length ${[...value].length} · submitted ${submits} · refused ${refusals}`}</Text>
    </Box>
  );
}

describe('the secret field edits its line as a shell does', () => {
  let ui: InkHarness | undefined;
  afterEach(() => ui?.unmount());

  it('Ctrl+U clears the secret; typing goes on from nothing', async () => {
    ui = renderInk(<Field />);
    await ui.waitForFrame('length 0');
    await ui.type('hunter2 top');
    await ui.waitForFrame('length 11');
    expect(ui.frame()).toContain('•••• (set)');
    await ui.press('ctrl+u');
    const cleared = await ui.waitForFrame('length 0');
    expect(cleared).not.toContain('(set)');
    expect(cleared.split('\n')[0]).toBe('(not set)');
    await ui.type('xy');
    await ui.waitForFrame('length 2');
  });

  it('Ctrl+W deletes the last word; Alt+U and Alt+W change nothing', async () => {
    ui = renderInk(<Field />);
    await ui.type('correct horse');
    await ui.waitForFrame('length 13');
    await ui.press('ctrl+w');
    await ui.waitForFrame('length 8');
    ui.stdin.write('\u001Bu');
    ui.stdin.write('\u001Bw');
    await ui.type('z');
    await ui.waitForFrame('length 9');
  });

  it('Backspace inside a burst of keys (one chunk) deletes as typed one at a time', async () => {
    ui = renderInk(<Field />);
    await ui.waitForFrame('length 0');
    ui.stdin.write('teh\u007F\u007Fhe');
    await ui.waitForFrame('length 3');
    ui.stdin.write('x\u007F\u007F\u007F\u007F');
    await ui.waitForFrame('length 0');
  });

  it('a line break followed by text in one chunk is refused whole: never typed into the secret, never given back as keys', async () => {
    // A secret pasted with a newline before it: given back as keys, it would be typed into the next field, in clear.
    const given: string[] = [];
    const keymap = new KeymapDispatcher(createKeymapRegistry([]));
    keymap.fieldText.setRouter((keys) => given.push(keys.join('')));
    ui = renderInk(
      <KeymapContext.Provider value={keymap}>
        <Field />
      </KeymapContext.Provider>,
    );
    await ui.type('hunter2');
    await ui.waitForFrame('length 7 · submitted 0 · refused 0');
    ui.stdin.write(`\r${TEST_SECRET}`);
    const refused = await ui.waitForFrame('length 7 · submitted 0 · refused 1');
    expect(refused).not.toContain(TEST_SECRET);
    expect(given).toEqual([]);
  });
});
