// The hint line shows one entry per key: when a screen and the shell both have a live command on the same key,
// only the one that a press runs is shown; the `?` help still lists both.

import { useState } from 'react';
import { Text } from 'ink';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { fitHints, hintCommands } from '../../src/ui/keymap/hintCommands.js';
import { createFakeServices } from '../helpers/fakeServices.js';
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

  it("fitHints: the last entry needs no separator, a long entry left out leaves room to shorter ones, Esc back gives way to the screen's own", () => {
    const spec = (id: string, size: number) => ({ id, size });
    const sizeOf = (c: { size: number }) => c.size;
    const ids = (width: number, list: { id: string; size: number }[]) => fitHints(list, width, sizeOf).map((c) => c.id);
    const essentials = [spec('app.commandLine', 11), spec('app.quit', 8), spec('app.help', 8)];
    // 27 + 12 + 43 = 82 counted, 80 written: it fits exactly.
    expect(ids(80, [spec('screen.open', 12), spec('screen.long', 43), ...essentials])).toHaveLength(5);
    expect(ids(79, [spec('screen.open', 12), spec('screen.long', 43), ...essentials])).not.toContain('screen.long');
    // Too long to fit: the shorter entry after it still does.
    expect(ids(60, [spec('screen.long', 40), spec('screen.short', 8), ...essentials])).toEqual([
      'screen.short',
      'app.commandLine',
      'app.quit',
      'app.help',
    ]);
    // Esc back is listed first but gives way to the screen's own entry; shown in its place when both fit.
    const withBack = [spec('app.back', 10), spec('item.raw', 8), ...essentials];
    expect(ids(42, withBack)).toEqual(['item.raw', 'app.commandLine', 'app.quit', 'app.help']);
    expect(ids(60, withBack)).toEqual(['app.back', 'item.raw', 'app.commandLine', 'app.quit', 'app.help']);
  });

  it('the members table shows J json beside ? help, q quit and : command at 80 columns', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), columns: 80, rows: 24 });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    const table = await ui.waitForFrame(
      (f) => f.includes('10 loaded') && (f.split('\n').at(-1) ?? '').includes('J json'),
    );
    const hints = table.split('\n').at(-1) ?? '';
    for (const entry of ['Enter open', 's sort', 'J json', ': command', 'q quit', '? help'])
      expect(hints).toContain(entry);
    expect([...hints].length).toBeLessThanOrEqual(80);
  });
});
