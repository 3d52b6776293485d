// DatasetScan: a dataset file's bytes in, chunk by chunk (file.ts, splitLoad.ts, checkWorker.ts): the members of
// each collaboration go to a MemberListLoader as they arrive (scan.ts splits them out), the rest of the file is the
// skeleton, parsed once at the end with each members list's loader in its place.
import { randomBytes } from 'node:crypto';
import { MemberListLoader } from './load.js';
import { MemberListScanner } from './scan.js';
import { at } from './sections.js';

/**
 * A file's bytes in, chunk by chunk: each members list goes to a loader in `mode`, the rest is the skeleton. `end`
 * gives the parsed skeleton with the loaders in place, or undefined when the file is not valid JSON.
 */
export class DatasetScan {
  readonly lists: MemberListLoader[] = [];
  private readonly scanner: MemberListScanner;
  private syntaxError = false;
  // The marker of a members list in the skeleton: a key no file can contain by chance or on purpose.
  private readonly marker = randomBytes(16).toString('hex');

  constructor(mode: 'all' | 'check' | 'store' | 'split') {
    const { lists, marker } = this;
    this.scanner = new MemberListScanner({
      startList(collaboration) {
        lists.push(new MemberListLoader(at('collaborations', collaboration, 'members'), mode));
        return `{"${marker}":${lists.length - 1}}`;
      },
      members(elements) {
        const list = lists[lists.length - 1]!;
        for (const member of elements) list.add(member);
      },
      // A large file's halves (split mode) take the usual chunk as bytes (MemberListLoader.addBytes).
      ...(mode === 'split' ? { memberBytes: (bytes: Buffer) => lists[lists.length - 1]!.addBytes(bytes) } : {}),
    });
  }

  /** Whether the bytes so far are known not to be valid JSON. */
  get broken(): boolean {
    return this.syntaxError;
  }

  write(chunk: Buffer): void {
    if (this.syntaxError) return;
    try {
      this.scanner.write(chunk);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      this.syntaxError = true;
    }
  }

  /**
   * What was written ends just before a comma between two elements of a members list, where another reader takes
   * over (splitLoad.ts): the loader of that list, its elements up to the comma handed over; undefined when the comma
   * is not between two elements of a members list.
   */
  handOverBeforeCut(): MemberListLoader | undefined {
    if (this.syntaxError || !this.scanner.handOverBeforeCut()) return undefined;
    return this.lists[this.lists.length - 1];
  }

  /** The rest of the list cut by `handOverBeforeCut` was read elsewhere: the next chunk starts after its `]`. */
  skipRestOfList(): void {
    this.scanner.skipRestOfList();
  }

  end(): { json: unknown } | undefined {
    if (this.syntaxError) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(this.scanner.end());
    } catch (error) {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    }
    attachMemberLists(json, this.marker, this.lists);
    return { json };
  }
}

/** Puts each members list's loader where its marker stands (`collaborations[i].members`). */
function attachMemberLists(json: unknown, marker: string, lists: readonly MemberListLoader[]): void {
  if (lists.length === 0) return;
  const collaborations = (json as { collaborations?: unknown } | null)?.collaborations;
  if (!Array.isArray(collaborations)) return;
  for (const c of collaborations as unknown[]) {
    if (typeof c !== 'object' || c === null) continue;
    const members = (c as { members?: unknown }).members;
    if (typeof members === 'object' && members !== null && Object.hasOwn(members, marker))
      (c as { members: unknown }).members = lists[(members as Record<string, number>)[marker]!];
  }
}
