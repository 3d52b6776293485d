// Key names: the one spelling of a key used by the keymap registry, the hint line and the `?` help.
// Ink's useInput gives (input, key flags); `keyNameOf` turns that into one name so bindings are plain data.

/**
 * A key as the registry spells it: a printable character as typed (`j`, `G`, `?`, `]`, `1`), or a named key
 * (`up`, `down`, `left`, `right`, `pageup`, `pagedown`, `home`, `end`, `enter`, `escape`, `tab`, `shift+tab`,
 * `backspace`, `space`) or a Ctrl chord (`ctrl+c`).
 */
export type KeyName = string;

/** The subset of Ink's `Key` that names a key (Ink's own type, restated so this module stays free of Ink). */
export interface InkKeyFlags {
  upArrow: boolean;
  downArrow: boolean;
  leftArrow: boolean;
  rightArrow: boolean;
  pageDown: boolean;
  pageUp: boolean;
  home?: boolean;
  end?: boolean;
  return: boolean;
  escape: boolean;
  ctrl: boolean;
  shift: boolean;
  tab: boolean;
  backspace: boolean;
  delete: boolean;
  meta: boolean;
}

/** The registry name of one keypress, or undefined for input that is not one key (a paste of several characters). */
export function keyNameOf(input: string, key: InkKeyFlags): KeyName | undefined {
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pageup';
  if (key.pageDown) return 'pagedown';
  if (key.home) return 'home';
  if (key.end) return 'end';
  // A line feed is Enter too: what a pty delivers for an Enter typed before raw mode is on (ICRNL), and Ctrl+J.
  if (key.return || input === '\n') return 'enter';
  if (key.tab) return key.shift ? 'shift+tab' : 'tab';
  if (key.escape) return 'escape';
  // Ink <= 6 reports the Backspace key (\x7f, what most terminals send) as `delete`.
  if (key.backspace || key.delete) return 'backspace';
  if (key.ctrl && input.length === 1) return `ctrl+${input.toLowerCase()}`;
  if (input === ' ') return 'space';
  if ([...input].length === 1) return input;
  return undefined;
}

const KEY_LABELS: Record<string, string> = {
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
  enter: 'Enter',
  escape: 'Esc',
  tab: 'Tab',
  'shift+tab': 'S-Tab',
  backspace: 'Bksp',
  space: 'Space',
};

/** How a key is written in the hint line and the help: `↑`, `PgDn`, `Esc`, `C-c`, `j`. */
export function formatKey(name: KeyName): string {
  const label = KEY_LABELS[name];
  if (label !== undefined) return label;
  if (name.startsWith('ctrl+')) return `C-${name.slice(5)}`;
  return name;
}

/** All keys of a binding joined for display: `j/↓`. */
export function formatKeys(names: readonly KeyName[]): string {
  return names.map(formatKey).join('/');
}
