// The hint line shows one entry per key: when a screen and the shell both have a live command on the same key,
// only the one that a press runs is shown; the `?` help still lists both.

import { useState } from 'react';
import { Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { hintCommands } from '../../src/ui/keymap/hintCommands.js';
import { defineCommands } from '../../src/ui/keymap/registry.js';
import { useCommands } from '../../src/ui/keymap/KeymapContext.js';
import { defineScreen, type ScreenProps } from '../../src/ui/screenContract.js';

const DEMO_COMMANDS = defineCommands([
  { id: 'demo.close', keys: ['escape'], label: 'close', description: 'Close the demo panel.', hint: true },
  { id: 'demo.mark', keys: ['m'], label: 'mark', description: 'Mark the row.', hint: true },
]);

function DemoScreen({ isActive }: ScreenProps) {
  const [closed, setClosed] = useState(0);
  useCommands(
    { 'demo.close': () => setClosed((n) => n + 1), 'demo.mark': () => undefined },
    { active: isActive, name: 'members' },
  );
  return <Text>{`closed ${closed}`}</Text>;
}

const DEMO_SCREEN = defineScreen({ id: 'members', title: 'Demo', commands: DEMO_COMMANDS, component: DemoScreen });

describe('hint line', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('hintCommands keeps the first live command per key, and a non-hint command still takes its keys', () => {
    const spec = (id: string, keys: string[], hint = true) => ({ id, keys, label: id, description: id, hint });
    const active = [
      spec('screen.close', ['escape']),
      spec('screen.hidden', ['x'], false),
      spec('screen.down', ['j', 'down']),
      spec('app.back', ['escape']),
      spec('app.x', ['x']),
      spec('app.help', ['?']),
    ];
    expect(hintCommands(active).map((c) => c.id)).toEqual(['screen.close', 'screen.down', 'app.help']);
  });

  it('shows one entry for Esc when the screen and the shell both handle it; Esc runs the screen one', async () => {
    ui = renderExplorer({ screens: [DEMO_SCREEN], columns: 100 });
    await ui.waitForFrame('closed 0');
    const hint = await ui.waitForFrame((f) => (f.split('\n').at(-1) ?? '').includes('? help'));
    const hintLine = hint.split('\n').at(-1) ?? '';
    expect(hintLine).toContain('Esc close');
    expect(hintLine).toContain('m mark');
    expect(hintLine.match(/Esc /g)).toHaveLength(1);
    await ui.press('escape');
    await ui.waitForFrame('closed 1');
    // The help describes the registry for the screen: both Esc commands are there.
    await ui.press('?');
    const help = await ui.waitForFrame('Help: Demo');
    expect(help).toContain('Close the demo panel.');
    expect(help).toMatch(/Go back/);
  });
});
