// What a rendered explorer put on the clipboard: the texts of the OSC 52 sequences it wrote, decoded.

/** The texts of every OSC 52 sequence in `raw` (a terminal's output), in order. */
export function clipboardTexts(raw: string): string[] {
  return [...raw.matchAll(/\u001B\]52;c;([A-Za-z0-9+/=]*)\u0007/g)].map((m) =>
    Buffer.from(m[1] ?? '', 'base64').toString('utf8'),
  );
}
