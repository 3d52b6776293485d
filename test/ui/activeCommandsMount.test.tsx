// The hint line's commands at mount: a layer declared while rendering is replaced by its real one in a layout effect,
// with the same commands, so the hint line must not render again (nor Ink draw a second, identical frame) right
// after the first frame. A change of the active commands still renders it again.

import { useState } from 'react';
import { Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { KeymapDispatcher } from '../../src/ui/keymap/dispatcher.js';
import { KeymapContext, useActiveCommands, useCommands } from '../../src/ui/keymap/KeymapContext.js';
import { createKeymapRegistry, defineCommands } from '../../src/ui/keymap/registry.js';
import { renderInk, yieldToInk, type InkHarness } from '../helpers/renderInk.js';

const COMMANDS = defineCommands([
  { id: 'list.open', keys: ['enter'], label: 'open', description: 'Opens the row.', hint: true },
  { id: 'list.filter', keys: ['/'], label: 'filter', description: 'Filters the rows.', hint: true },
  { id: 'list.more', keys: ['m'], label: 'more', description: 'Shows the filter.', hint: true },
]);

function Screen({ log }: { log: string[] }) {
  const [filtering, setFiltering] = useState(false);
  useCommands({
    'list.open': () => undefined,
    'list.more': () => setFiltering(true),
    ...(filtering ? { 'list.filter': () => undefined } : {}),
  });
  log.push(`screen ${filtering ? 'filtering' : 'plain'}`);
  return null;
}

function Hints({ log }: { log: string[] }) {
  const commands = useActiveCommands({ scope: 'members', typing: false });
  const text = commands.map((c) => `${c.keys[0]} ${c.label}`).join(' · ');
  log.push(`hints ${text}`);
  return <Text>{`hints: ${text}`}</Text>;
}

describe('useActiveCommands at mount', () => {
  let ui: InkHarness | undefined;
  afterEach(() => ui?.unmount());

  it('renders the hint line once when the declared layers become real, and again when the commands change', async () => {
    const dispatcher = new KeymapDispatcher(
      createKeymapRegistry([{ scope: 'members', title: 'Members', commands: COMMANDS }]),
    );
    const log: string[] = [];
    ui = renderInk(
      <KeymapContext.Provider value={dispatcher}>
        <Screen log={log} />
        <Hints log={log} />
      </KeymapContext.Provider>,
    );
    await ui.waitForFrame('hints: enter open · m more');
    await yieldToInk();
    expect(log.filter((l) => l.startsWith('hints'))).toEqual(['hints enter open · m more']);

    expect(dispatcher.invoke('list.more')).toBe(true);
    await ui.waitForFrame('hints: enter open · / filter · m more');
    expect(log.filter((l) => l.startsWith('hints')).at(-1)).toBe('hints enter open · / filter · m more');
  });
});
