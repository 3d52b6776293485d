// Bytes a terminal sends for the registry's key names, so tests press keys by name.

const SEQUENCES: Record<string, string> = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  pageup: '\u001B[5~',
  pagedown: '\u001B[6~',
  home: '\u001B[H',
  end: '\u001B[F',
  enter: '\r',
  escape: '\u001B',
  tab: '\t',
  'shift+tab': '\u001B[Z',
  backspace: '\u007F',
  space: ' ',
};

/** `j` -> `j`, `down` -> ESC [ B, `ctrl+c` -> \x03. Anything else longer than one character is an error. */
export function keyBytes(name: string): string {
  const known = SEQUENCES[name];
  if (known !== undefined) return known;
  if (name.startsWith('ctrl+') && name.length === 6) {
    return String.fromCharCode(name.charCodeAt(5) - 96);
  }
  if ([...name].length === 1) return name;
  throw new Error(`keyBytes: unknown key name '${name}'`);
}
