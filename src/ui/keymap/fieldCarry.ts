// Keys that reach the app in one chunk with the key that opens a text field (`:pro`, `/retail` typed in a burst, over
// a slow link, or sent back to back by tmux) are meant for that field, which is not there yet when the chunk is
// dispatched: the field mounts on the next render and Ink gives the chunk to each input handler once. The keymap
// keeps such text here until the field that just opened takes it; a field takes text up to its first line break
// (Enter) and hands what follows back to the key dispatch, where those are keys again. A Tab ends the text too: it is
// a key (completion), never text (a field refuses text holding one, as a paste), so `:pro` and Tab sent in one write
// complete as they would typed one by one.

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
  private router: KeyRouter | undefined;
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
  setRouter(router: KeyRouter | undefined): void {
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
    this.router([...text], chunk);
  }

  /**
   * A Tab that came in one chunk with text typed into a field, and the text after it: the Tab is dispatched as the
   * key it is, once the field has committed its text, so completion sees that text; the text after it is still the
   * same field's (not new keys: the field stays the one carried text goes to). `chunk` is the input chunk they came
   * in, when it is not the one being read now.
   */
  routeTab(after = '', chunk?: number): void {
    // What follows the Tab goes to the field open once the Tab has run, whenever it opened: the same field, mounted
    // afresh by a completion, or the next one a Tab moves to (until the next chunk arrives).
    this.mountedBefore = 0;
    this.router?.(['tab', ...after], chunk);
  }

  /** What a field hands back of the text carried to it (see splitCarried). */
  handBack({ after, tab }: CarriedText): void {
    if (tab) this.routeTab(after, this.chunk);
    else this.routeBack(after);
  }
}

/** Where keys handed back by a field go: characters, or key names (`tab`), in the chunk they came in. */
export type KeyRouter = (keys: readonly string[], chunk?: number) => void;

/** Carried text split at the end of what the field takes. */
export interface CarriedText {
  /** What the field takes: text up to and including its first line break, or up to (not including) a Tab. */
  field: string;
  /** What follows. */
  after: string;
  /** The text ended at a Tab: the key, to dispatch before `after`. */
  tab: boolean;
}

/** The part of carried text a field takes and what follows it, split at its first line break or Tab. */
export function splitCarried(text: string): CarriedText {
  const end = /\r\n|[\r\n\t]/.exec(text);
  if (end === null) return { field: text, after: '', tab: false };
  if (end[0] === '\t') return { field: text.slice(0, end.index), after: text.slice(end.index + 1), tab: true };
  const at = end.index + end[0].length;
  return { field: text.slice(0, at), after: text.slice(at), tab: false };
}
