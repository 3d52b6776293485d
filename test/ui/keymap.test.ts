import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeymapDispatcher, LAYER_PRIORITY } from '../../src/ui/keymap/dispatcher.js';
import { createKeymapRegistry, defineCommands, KeymapConflictError } from '../../src/ui/keymap/registry.js';
import { globalCommandGroup } from '../../src/ui/keymap/globalCommands.js';
import { formatKeys, keyNameOf, type InkKeyFlags } from '../../src/ui/keymap/keys.js';

const SCREENS = [
  { id: 'members', title: 'Members' },
  { id: 'profiles', title: 'Profiles' },
];
const LIST = defineCommands([
  { id: 'nav.down', keys: ['j', 'down'], label: 'down', description: 'Moves down.', hint: true },
  { id: 'list.open', keys: ['enter'], label: 'open', description: 'Opens the row.', hint: true },
  { id: 'filter.done', keys: ['enter'], label: 'apply', description: 'Applies the filter.', whileTyping: true },
]);

function registry() {
  return createKeymapRegistry([{ scope: 'members', title: 'Members', commands: LIST }, globalCommandGroup(SCREENS)]);
}

const noKey: InkKeyFlags = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
};

describe('key names', () => {
  it('names Ink keypresses the way the registry spells them', () => {
    expect(keyNameOf('j', noKey)).toBe('j');
    expect(keyNameOf('G', { ...noKey, shift: true })).toBe('G');
    expect(keyNameOf('', { ...noKey, downArrow: true })).toBe('down');
    expect(keyNameOf('', { ...noKey, tab: true, shift: true })).toBe('shift+tab');
    // A line feed (an Enter typed before raw mode, or Ctrl+J) is Enter.
    expect(keyNameOf('\n', noKey)).toBe('enter');
    expect(keyNameOf('c', { ...noKey, ctrl: true })).toBe('ctrl+c');
    expect(keyNameOf('', { ...noKey, delete: true })).toBe('backspace');
    expect(keyNameOf('abc', noKey)).toBeUndefined();
    expect(formatKeys(['j', 'down', 'pagedown', 'ctrl+c'])).toBe('j/↓/PgDn/C-c');
  });
});

describe('keymap registry', () => {
  it('rejects a screen command on a reserved global key', () => {
    const bad = defineCommands([{ id: 'members.quiet', keys: ['q'], label: 'x', description: 'x' }]);
    expect(() =>
      createKeymapRegistry([{ scope: 'members', title: 'M', commands: bad }, globalCommandGroup(SCREENS)]),
    ).toThrow(KeymapConflictError);
  });
  it('rejects one id declared twice with different keys', () => {
    const a = defineCommands([{ id: 'x.y', keys: ['a'], label: 'x', description: 'x' }]);
    const b = defineCommands([{ id: 'x.y', keys: ['b'], label: 'x', description: 'x' }]);
    expect(() =>
      createKeymapRegistry([
        { scope: 'members', title: 'M', commands: a },
        { scope: 'profiles', title: 'P', commands: b },
      ]),
    ).toThrow(/declared twice/);
  });
  it('numbers screens 1..n in order', () => {
    const r = registry();
    expect(r.commandsForKey('2', 'members').map((c) => c.id)).toEqual(['app.goto.profiles']);
  });
});

describe('keymap dispatcher', () => {
  it('offers a key to the highest layer first and lets a declining handler pass it on', () => {
    const d = new KeymapDispatcher(registry());
    const calls: string[] = [];
    d.addLayer({
      name: 'shell',
      priority: LAYER_PRIORITY.global,
      handlers: () => ({ 'app.back': () => void calls.push('shell back') }),
    });
    let detailOpen = true;
    d.addLayer({
      name: 'members',
      priority: LAYER_PRIORITY.screen,
      handlers: () => ({ 'app.back': () => (detailOpen ? void calls.push('close detail') : false) }),
    });
    expect(d.dispatch('escape', { scope: 'members', typing: false })).toMatchObject({
      consumed: true,
      layer: 'members',
    });
    detailOpen = false;
    expect(d.dispatch('escape', { scope: 'members', typing: false })).toMatchObject({ consumed: true, layer: 'shell' });
    expect(calls).toEqual(['close detail', 'shell back']);
  });

  it('dispatches only whileTyping commands while typing', () => {
    const d = new KeymapDispatcher(registry());
    const calls: string[] = [];
    d.addLayer({
      name: 'shell',
      priority: 0,
      handlers: () => ({
        'app.quit': () => void calls.push('quit'),
        'app.interrupt': () => void calls.push('interrupt'),
      }),
    });
    d.addLayer({
      name: 'members',
      priority: 10,
      handlers: () => ({ 'list.open': () => void calls.push('open'), 'filter.done': () => void calls.push('apply') }),
    });
    expect(d.dispatch('q', { scope: 'members', typing: true }).consumed).toBe(false);
    d.dispatch('enter', { scope: 'members', typing: true });
    d.dispatch('enter', { scope: 'members', typing: false });
    d.dispatch('ctrl+c', { scope: 'members', typing: true });
    expect(calls).toEqual(['apply', 'open', 'interrupt']);
  });

  it('a modal layer stops everything but Ctrl+C', () => {
    const d = new KeymapDispatcher(registry());
    const calls: string[] = [];
    d.addLayer({
      name: 'shell',
      priority: 0,
      handlers: () => ({
        'app.quit': () => void calls.push('quit'),
        'app.interrupt': () => void calls.push('interrupt'),
      }),
    });
    const remove = d.addLayer({
      name: 'help',
      priority: 100,
      modal: true,
      handlers: () => ({ 'app.back': () => void calls.push('close help') }),
    });
    d.dispatch('q', { scope: 'members', typing: false });
    d.dispatch('escape', { scope: 'members', typing: false });
    d.dispatch('ctrl+c', { scope: 'members', typing: false });
    expect(calls).toEqual(['close help', 'interrupt']);
    expect(d.activeCommands({ scope: 'members', typing: false }).map((c) => c.id)).toEqual([
      'app.back',
      'app.interrupt',
    ]);
    remove();
    d.dispatch('q', { scope: 'members', typing: false });
    expect(calls.at(-1)).toBe('quit');
  });

  it('lists a declared (provisional) layer in the hints but never gives it a key, and drops it on the next real layer', () => {
    const d = new KeymapDispatcher(registry());
    const calls: string[] = [];
    let notified = 0;
    d.subscribe(() => void (notified += 1));
    const withdraw = d.declareLayer({
      name: 'members',
      priority: 10,
      handlers: () => ({ 'list.open': () => void calls.push('open') }),
    });
    d.declareLayer({ name: 'shell', priority: 0, handlers: () => ({ 'app.quit': () => void calls.push('quit') }) });
    expect(notified).toBe(0);
    expect(d.layerNames()).toEqual(['members?', 'shell?']);
    expect(d.activeCommands({ scope: 'members', typing: false }).map((c) => c.id)).toEqual(['list.open', 'app.quit']);
    expect(d.dispatch('enter', { scope: 'members', typing: false }).consumed).toBe(false);
    expect(d.invoke('app.quit')).toBe(false);
    expect(calls).toEqual([]);
    d.addLayer({ name: 'members', priority: 10, handlers: () => ({ 'list.open': () => void calls.push('open') }) });
    expect(d.layerNames()).toEqual(['members']);
    expect(notified).toBe(1);
    withdraw();
    expect(d.dispatch('enter', { scope: 'members', typing: false }).consumed).toBe(true);
    expect(calls).toEqual(['open']);
  });

  it('never consumes a key no layer handles (property)', () => {
    const d = new KeymapDispatcher(registry());
    d.addLayer({ name: 'members', priority: 10, handlers: () => ({ 'nav.down': () => undefined }) });
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.boolean(), (key, typing) => {
        const result = d.dispatch(key, { scope: 'members', typing });
        return result.consumed === (key === 'j' && !typing);
      }),
    );
  });
});
