// Keys that reach the app in one chunk with the key that opens a text field (`:pro`, `/retail` typed in a burst, over
// a slow link, or sent back to back by tmux) are meant for that field, which is not there yet when the chunk is
// dispatched: the field mounts on the next render and Ink gives the chunk to each input handler once. The keymap
// keeps such text here until the field that just opened takes it; a field takes text up to its first line break
// (Enter) and hands what follows back to the key dispatch, where those are keys again.

export type FieldTextSink = (text: string) => void;

interface RegisteredSink {
  take: FieldTextSink;
  seq: number;
}

export class FieldTextCarry {
  private pending: string | undefined;
  private readonly sinks: RegisteredSink[] = [];
  private seq = 0;
  /** Fields mounted before the keys now being dispatched arrived: never theirs (a field left open elsewhere). */
  private mountedBefore = 0;
  private router: ((text: string, chunk?: number) => void) | undefined;
  /** The input chunk the carried text came in, so keys after its Enter keep it (a question they must not answer). */
  private chunk: number | undefined;

  /** Keys are about to be dispatched (a chunk arrived): text carried for a field that never opened is dropped. */
  beginKeys(): void {
    this.pending = undefined;
    this.chunk = undefined;
    this.mountedBefore = this.seq;
  }

  /**
   * Text for the field that a key of the same chunk opened: to it at once if it is already mounted (React may render
   * it within the dispatch), or else to the next field to mount.
   */
  carry(text: string, chunk?: number): void {
    this.chunk = chunk;
    const opened = this.sinks.at(-1);
    if (opened !== undefined && opened.seq > this.mountedBefore) opened.take(text);
    else this.pending = text;
  }

  /** A field that takes carried text while it is mounted. Returns its removal. */
  addSink(take: FieldTextSink): () => void {
    const sink = { take, seq: ++this.seq };
    this.sinks.push(sink);
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) take(pending);
    return () => {
      const at = this.sinks.indexOf(sink);
      if (at >= 0) this.sinks.splice(at, 1);
    };
  }

  /** Where keys after a field's Enter go (the key dispatch, set by its one user). */
  setRouter(router: ((text: string, chunk?: number) => void) | undefined): void {
    this.router = router;
  }

  /**
   * Keys that followed a field's Enter in the same chunk: dispatched as keys, as if they had arrived now, but as part
   * of the chunk they came in (when it is known), so a question the Enter asked does not take them as its answer.
   */
  routeBack(text: string): void {
    if (text === '' || this.router === undefined) return;
    const chunk = this.chunk;
    this.beginKeys();
    this.router(text, chunk);
  }
}

/** The part of carried text a field takes (up to and including its first line break) and the keys after it. */
export function splitAtEnter(text: string): { field: string; after: string } {
  const lineBreak = /\r\n|[\r\n]/.exec(text);
  if (lineBreak === null) return { field: text, after: '' };
  const end = lineBreak.index + lineBreak[0].length;
  return { field: text.slice(0, end), after: text.slice(end) };
}
