// Splits a dataset file, as its bytes arrive, into the members of each collaboration (`collaborations[i].members[j]`,
// handed over in batches: the JSON text of the complete elements a chunk ends, joined by their commas) and the rest
// of the file (the skeleton: everything else, small, with each members list replaced by a marker). A million-member
// file is then parsed a batch at a time (one JSON.parse over a thousand members costs far less than a thousand
// calls), each member checked and stored as it arrives, instead of holding the whole text, the whole parsed tree and
// copies of it at once (docs/datasets.md, "Large datasets").
//
// Written by hand rather than with a streaming JSON library: the maintained ones (stream-json, clarinet, oboe)
// tokenise every value in JavaScript and are about ten times slower than JSON.parse, which is slower than the whole
// load this replaces. This scanner only tracks strings, escapes and nesting, skips string bodies with
// Buffer.indexOf, and leaves all parsing to JSON.parse (each member's text, then the skeleton). It does not judge
// the syntax: every piece goes through JSON.parse, and the pieces are valid JSON exactly when the file is (an element
// whose brackets the scanner misread cannot parse on its own), so the caller falls back to parsing the whole file
// when any piece fails, for JSON.parse's own error.
import { QUOTE, BACKSLASH, OPEN_OBJECT, CLOSE_OBJECT, OPEN_LIST, CLOSE_LIST, COMMA, COLON } from './jsonBytes.js';

/** Keys longer than this (escaped) cannot be `collaborations` or `members`: they are not kept. */
const MAX_KEY_BYTES = 256;
const JSON_WHITESPACE = /^[ \t\n\r]*$/;

export interface MemberListSink {
  /** A members list of `collaborations[collaboration]` starts: returns the text that stands for it in the skeleton. */
  startList(collaboration: number): string;
  /** The list's next elements (at least one), parsed. */
  members(elements: unknown[]): void;
  /**
   * When given: the list's next elements as bytes (whole elements joined by commas), in place of `members` for the
   * usual chunk; returns the offset of the first element it did not take (the bytes' length when it took all), and
   * the rest goes to `members` (MemberListLoader.addBytes).
   */
  memberBytes?(bytes: Buffer): number;
}

export class MemberListScanner {
  private depth = 0;
  private inString = false;
  /** Backslashes at the end of the previous chunk, inside the string being read. */
  private backslashes = 0;
  private rootIsObject = false;
  private collaborationIsObject = false;
  /** The key being read at depth 1 (root) or 3 (a collaboration), and the last one read there. */
  private key: Buffer[] | undefined;
  private keyBytes = 0;
  private lastKey: string | undefined;
  private rootKey: string | undefined;
  private collaborationKey: string | undefined;
  /** Inside the root's `collaborations` list, and the index of the element being read. */
  private inCollaborations = false;
  private collaboration = 0;
  /** Inside a collaboration's `members` list. */
  private streaming = false;
  /** Elements of the list handed over so far, and elements complete (a comma met) since then. */
  private elements = 0;
  private pending = 0;
  /** The bytes of the batch being read that earlier chunks held. */
  private readonly batch: Buffer[] = [];
  private readonly skeleton: Buffer[] = [];
  /** Started inside a members list (`insideList`): stops where that list closes. */
  private stopAtListEnd = false;
  /** Once stopped: the bytes of the last chunk written from the list's closing bracket on. */
  private stoppedBefore: number | undefined;
  /** handOverBytes' carried bytes and chunk, joined (see `joined`). */
  private joinedBytes = Buffer.alloc(0);

  constructor(private readonly sink: MemberListSink) {}

  /**
   * A scanner for the rest of a members list, from the start of one of its elements (the byte after a comma between
   * two elements, or the list's first element): it hands over the list's elements and stops where the list closes
   * (`listEnd`). The half of a large file that a second thread loads (src/engine/dataset/splitLoad.ts).
   */
  static insideList(sink: Omit<MemberListSink, 'startList'>): MemberListScanner {
    const scanner = new MemberListScanner({ ...sink, startList: () => '' });
    scanner.depth = 4;
    scanner.streaming = true;
    scanner.stopAtListEnd = true;
    return scanner;
  }

  /**
   * `insideList` only: once the list closed, how many bytes of the chunks written so far come from its closing
   * bracket on (the bracket's offset is the bytes written minus this); undefined while the list goes on.
   */
  listEnd(): number | undefined {
    return this.stoppedBefore;
  }

  /**
   * The caller found, at the end of what it wrote, a comma between two elements (`},{`) where another reader takes
   * over: hands over the elements carried before it. False when the scanner is not inside a members list there or
   * the carried text is not whole elements, which shows the comma is not between two elements of this list: the
   * carried bytes start at an element, so text that parses as list elements ends where one ends (handOverFast).
   */
  handOverBeforeCut(): boolean {
    if (!this.streaming) return false;
    const elements = wholeElements(this.batchText(Buffer.alloc(0), 0, 0, false));
    if (elements === undefined) return false;
    this.batch.length = 0;
    this.elements += elements.length;
    this.sink.members(elements);
    return true;
  }

  /**
   * After `handOverBeforeCut`: the rest of the list, up to its closing bracket, was read by another reader; the next
   * chunk written starts right after that bracket.
   */
  skipRestOfList(): void {
    this.batch.length = 0;
    this.pending = 0;
    this.streaming = false;
    this.inString = false;
    this.backslashes = 0;
    this.key = undefined;
    this.depth = 3;
  }

  /**
   * Scans the next chunk; the scanner keeps parts of it (the caller must not reuse its memory). Throws a
   * SyntaxError when the members are not valid JSON.
   */
  write(chunk: Buffer): void {
    if (this.stoppedBefore !== undefined) return;
    if (this.streaming) {
      if (this.handOverFast(chunk)) return;
      this.scanCarried(chunk);
    } else {
      this.scan(chunk);
    }
  }

  /** The skeleton's text, once every chunk was written. */
  end(): string {
    // What the last chunk carried (the list's last element, perhaps, and what follows the list) is read now.
    if (this.streaming && this.stoppedBefore === undefined) this.scanCarried(Buffer.alloc(0));
    return Buffer.concat(this.skeleton).toString('utf8');
  }

  /** Reads the carried bytes and `chunk` byte by byte, from where the carried bytes start: an element of a list. */
  private scanCarried(chunk: Buffer): void {
    const buf = this.batch.length === 0 ? chunk : Buffer.concat([...this.batch, chunk]);
    this.batch.length = 0;
    this.depth = 4;
    this.inString = false;
    this.backslashes = 0;
    this.key = undefined;
    this.scan(buf);
  }

  private scan(buf: Buffer): void {
    const n = buf.length;
    let i = 0;
    let skeletonFrom = this.streaming ? -1 : 0;
    let batchFrom = this.streaming ? 0 : -1;
    /** The last comma ending an element in this chunk. */
    let lastComma = -1;
    while (i < n) {
      if (this.inString) {
        i = this.skipString(buf, i);
        continue;
      }
      const b = buf[i]!;
      if (b === QUOTE) {
        this.inString = true;
        this.backslashes = 0;
        this.key = this.depth === 1 || this.depth === 3 ? [] : undefined;
        this.keyBytes = 0;
      } else if (b === OPEN_OBJECT || b === OPEN_LIST) {
        this.depth += 1;
        if (this.depth === 1) this.rootIsObject = b === OPEN_OBJECT;
        else if (this.depth === 2) {
          this.inCollaborations = this.rootIsObject && b === OPEN_LIST && this.rootKey === 'collaborations';
          this.collaboration = 0;
        } else if (this.depth === 3) {
          this.collaborationIsObject = b === OPEN_OBJECT;
          this.collaborationKey = undefined;
        } else if (
          this.depth === 4 &&
          b === OPEN_LIST &&
          this.inCollaborations &&
          this.collaborationIsObject &&
          this.collaborationKey === 'members'
        ) {
          this.skeleton.push(Buffer.from(buf.subarray(skeletonFrom, i)));
          this.skeleton.push(Buffer.from(this.sink.startList(this.collaboration)));
          skeletonFrom = -1;
          this.streaming = true;
          this.elements = 0;
          this.pending = 0;
          batchFrom = i + 1;
        }
      } else if (b === CLOSE_OBJECT || b === CLOSE_LIST) {
        if (this.streaming && this.depth === 4) {
          this.endList(buf, batchFrom, i);
          if (this.stopAtListEnd) {
            this.stoppedBefore = n - i;
            this.streaming = false;
            return;
          }
          this.streaming = false;
          batchFrom = -1;
          lastComma = -1;
          skeletonFrom = i + 1;
        }
        this.depth -= 1;
        if (this.depth === 1) this.inCollaborations = false;
      } else if (b === COMMA) {
        if (this.streaming && this.depth === 4) {
          this.pending += 1;
          lastComma = i;
        } else if (this.depth === 2 && this.inCollaborations) {
          this.collaboration += 1;
        }
      } else if (b === COLON) {
        if (this.depth === 1) this.rootKey = this.lastKey;
        else if (this.depth === 3) this.collaborationKey = this.lastKey;
      }
      i += 1;
    }
    if (batchFrom >= 0) {
      if (lastComma >= batchFrom) {
        // The elements this chunk completed go now; the one it ends inside waits for the next chunk.
        this.handOver(buf, batchFrom, lastComma);
        batchFrom = lastComma + 1;
      }
      if (batchFrom < n) this.batch.push(buf.subarray(batchFrom));
    }
    if (skeletonFrom >= 0 && skeletonFrom < n) this.skeleton.push(Buffer.from(buf.subarray(skeletonFrom)));
  }

  /** From inside a string at `from`: the index after its closing quote, or the chunk's end. */
  private skipString(buf: Buffer, from: number): number {
    let quote = buf.indexOf(QUOTE, from);
    for (;;) {
      const end = quote === -1 ? buf.length : quote;
      let k = end - 1;
      while (k >= from && buf[k] === BACKSLASH) k -= 1;
      let run = end - 1 - k;
      if (k < from) run += this.backslashes;
      if (quote === -1) {
        this.backslashes = run;
        this.keep(buf, from, end);
        return end;
      }
      if (run % 2 === 0) break;
      quote = buf.indexOf(QUOTE, quote + 1);
    }
    this.keep(buf, from, quote);
    this.inString = false;
    this.backslashes = 0;
    if (this.key !== undefined) {
      const raw = Buffer.concat(this.key).toString('utf8');
      this.lastKey = raw.includes('\\') ? decodeKey(raw) : raw;
      this.key = undefined;
    }
    return quote + 1;
  }

  /** Keeps the bytes of a string at depth 1 or 3 (a key, perhaps), unless it is too long to matter. */
  private keep(buf: Buffer, from: number, to: number): void {
    if (this.key === undefined) return;
    this.keyBytes += to - from;
    if (this.keyBytes > MAX_KEY_BYTES) this.key = [Buffer.from('"')];
    else this.key.push(Buffer.from(buf.subarray(from, to)));
  }

  /**
   * Inside a members list, the usual chunk is handed over without reading its bytes one by one: the carried bytes
   * start at an element, so when the text up to the chunk's last `},{` parses as the inside of a JSON list, it is
   * whole elements of this list (a cut inside an element, a string or past the list's end leaves brackets or a
   * string open and cannot parse). Otherwise (the list ends in this chunk, a string holds `},{`, the file is broken)
   * false: the chunk is read byte by byte, which finds the true boundaries or the syntax error.
   */
  private handOverFast(buf: Buffer): boolean {
    const cut = lastElementComma(buf);
    if (cut < 0) return false;
    if (this.sink.memberBytes !== undefined) return this.handOverBytes(buf, cut);
    const elements = wholeElements(this.batchText(buf, 0, cut, false));
    if (elements === undefined) return false;
    this.batch.length = 0;
    this.batch.push(buf.subarray(cut + 1));
    this.elements += elements.length;
    this.sink.members(elements);
    return true;
  }

  /**
   * handOverFast with a sink that takes bytes: the carried bytes and `buf` up to the cut go to it as they are. The
   * sink reads each element to its end and checks the comma after it, so what it took is whole elements; the rest
   * (from an element it could not follow) goes on as handOverFast's text would, which judges it.
   */
  private handOverBytes(buf: Buffer, cut: number): boolean {
    const bytes = this.batch.length === 0 ? buf.subarray(0, cut) : this.joined(buf, cut);
    this.batch.length = 0;
    const taken = this.sink.memberBytes!(bytes);
    if (taken > 0) this.elements += 1;
    if (taken < bytes.length) {
      const rest = bytes.subarray(taken);
      const elements = wholeElements(rest.toString('utf8'));
      if (elements === undefined) {
        // Read byte by byte from the element not taken, which finds the true boundaries or the syntax error.
        this.batch.push(rest);
        this.scanCarried(buf.subarray(cut));
        return true;
      }
      this.elements += elements.length;
      this.sink.members(elements);
    }
    this.batch.push(buf.subarray(cut + 1));
    return true;
  }

  /**
   * The carried bytes and `buf` up to `cut`, in `joinedBytes` (reused: what it holds is handed over before the next
   * chunk is written). A new buffer a chunk, as Buffer.concat makes, was half a large file's memory churn.
   */
  private joined(buf: Buffer, cut: number): Buffer {
    let length = cut;
    for (const part of this.batch) length += part.length;
    if (this.joinedBytes.length < length)
      this.joinedBytes = Buffer.allocUnsafeSlow(Math.max(length, 2 * this.joinedBytes.length));
    let at = 0;
    for (const part of this.batch) {
      this.joinedBytes.set(part, at);
      at += part.length;
    }
    this.joinedBytes.set(buf.subarray(0, cut), at);
    return this.joinedBytes.subarray(0, length);
  }

  /** Hands over the batch read so far, up to `to` in `buf` (a comma): `pending` elements. */
  private handOver(buf: Buffer, from: number, to: number): void {
    const count = this.pending;
    this.pending = 0;
    this.elements += count;
    this.sink.members(parseElements(this.batchText(buf, from, to), count));
  }

  /** The list closes at `to` in `buf`: its last element (after the last comma, or the only one). */
  private endList(buf: Buffer, from: number, to: number): void {
    const text = this.batchText(buf, from, to);
    // `[]` (or `[ ]`) has no element; any other empty element is a syntax error, which JSON.parse reports.
    if (this.elements === 0 && this.pending === 0 && JSON_WHITESPACE.test(text)) return;
    const count = this.pending + 1;
    this.elements += count;
    this.pending = 0;
    this.sink.members(parseElements(text, count));
  }

  /** The carried bytes and `buf` from `from` to `to`, as text; `consume`: the carried bytes are used up. */
  private batchText(buf: Buffer, from: number, to: number, consume = true): string {
    if (this.batch.length === 0) return buf.toString('utf8', from, to);
    const text = Buffer.concat([...this.batch, buf.subarray(from, to)]).toString('utf8');
    if (consume) this.batch.length = 0;
    return text;
  }
}

/** `count` elements joined by commas, parsed; a SyntaxError when they are not that. */
function parseElements(text: string, count: number): unknown[] {
  const elements: unknown = JSON.parse(`[${text}]`);
  // Fewer elements than the scanner counted: an empty one (`[{...},]`), which is not JSON.
  if (!Array.isArray(elements) || elements.length !== count) throw new SyntaxError('an empty list element');
  return elements;
}

/** Text that parses as one or more list elements, parsed; undefined when it is not that. */
function wholeElements(text: string): unknown[] | undefined {
  let elements: unknown;
  try {
    elements = JSON.parse(`[${text}]`);
  } catch {
    return undefined;
  }
  return Array.isArray(elements) && elements.length > 0 ? elements : undefined;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The index of the last comma between `}` and `{` (whitespace allowed around it) in `buf`, or -1. */
function lastElementComma(buf: Buffer): number {
  let comma = buf.lastIndexOf(COMMA);
  while (comma > 0) {
    let after = comma + 1;
    while (after < buf.length && WHITESPACE.has(buf[after]!)) after += 1;
    let before = comma - 1;
    while (before >= 0 && WHITESPACE.has(buf[before]!)) before -= 1;
    if (buf[after] === OPEN_OBJECT && buf[before] === CLOSE_OBJECT) return comma;
    comma = buf.lastIndexOf(COMMA, comma - 1);
  }
  return -1;
}

/** A key with escapes, as JSON.parse reads it; one that is not valid JSON matches nothing. */
function decodeKey(raw: string): string | undefined {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}
