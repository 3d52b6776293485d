// A rate-limit alert in the terminal itself: the bell, then a desktop notification as OSC 9 (iTerm2, Windows
// Terminal, ConEmu, WezTerm) and OSC 777 (rxvt-unicode, foot, Ghostty, VTE terminals). Terminals that know neither
// ignore the sequences; none of them moves the cursor, so Ink's frame is untouched.

/** The sequences for one alert; control characters in the text are dropped so it cannot end the sequence early. */
export function alertSequences(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f;]/g, ' ').slice(0, 200);
  return `\u0007\u001b]9;${clean}\u0007\u001b]777;notify;switchyard;${clean}\u0007`;
}

export function terminalAlertWriter(out: { write(text: string): unknown }): (text: string) => void {
  return (text) => void out.write(alertSequences(text));
}
