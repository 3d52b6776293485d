// Example of the render harness and the keymap together: a component with one command layer; pressing its key
// changes what is visible, typing mode blocks it, and a resize reaches useTerminalSize().

import { useState } from 'react';
import { Box, Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInk, type InkHarness } from '../helpers/renderInk.js';
import { KeymapContext, useCommands, useKeyDispatch } from '../../src/ui/keymap/KeymapContext.js';
import { useTerminalSize } from '../../src/ui/hooks/useTerminalSize.js';
import { KeymapDispatcher } from '../../src/ui/keymap/dispatcher.js';
import { createKeymapRegistry, defineCommands } from '../../src/ui/keymap/registry.js';

const COUNTER_COMMANDS = defineCommands([
  { id: 'counter.up', keys: ['j', 'down'], label: 'count', description: 'Adds one.' },
  { id: 'counter.typing', keys: ['t'], label: 'typing', description: 'Toggles typing mode.' },
  {
    id: 'counter.stopTyping',
    keys: ['escape'],
    label: 'stop typing',
    description: 'Leaves typing mode.',
    whileTyping: true,
  },
]);

function Counter({ dispatcher }: { dispatcher: KeymapDispatcher }) {
  return (
    <KeymapContext.Provider value={dispatcher}>
      <CounterBody />
    </KeymapContext.Provider>
  );
}

function CounterBody() {
  const [count, setCount] = useState(0);
  const [typing, setTyping] = useState(false);
  const size = useTerminalSize();
  useKeyDispatch({ scope: 'counter', typing });
  useCommands({
    'counter.up': () => setCount((c) => c + 1),
    'counter.typing': () => setTyping(true),
    'counter.stopTyping': () => (typing ? setTyping(false) : false),
  });
  return (
    <Box flexDirection="column">
      <Text>count={count}</Text>
      <Text>{typing ? 'typing' : 'browsing'}</Text>
      <Text>
        size={size.columns}x{size.rows}
      </Text>
    </Box>
  );
}

describe('render harness', () => {
  let app: InkHarness | undefined;
  afterEach(() => app?.unmount());

  it('shows the effect of a key, honours typing mode and follows a resize', async () => {
    const registry = createKeymapRegistry([{ scope: 'counter', title: 'Counter', commands: COUNTER_COMMANDS }]);
    app = renderInk(<Counter dispatcher={new KeymapDispatcher(registry)} />, { columns: 60, rows: 16 });
    await app.waitForFrame('count=0');
    await app.press('j');
    await app.waitForFrame('count=1');
    await app.press('down');
    await app.waitForFrame('count=2');

    await app.press('t');
    await app.waitForFrame('typing');
    await app.press('j');
    await app.press('escape');
    const frame = await app.waitForFrame('browsing');
    expect(frame).toContain('count=2');

    await app.resize(100, 30);
    await app.waitForFrame('size=100x30');
  });
});
