// The members of a loaded dataset, packed: a million members kept as frozen objects took about 570 bytes each (the
// two timestamps alone ~200) and a million long-lived objects for the garbage collector to walk. Here each member is
// a row of columns: the account ID as a number (it is 12 validated digits), the times as epoch milliseconds, the
// parts that repeat across members (status, ability lists, payment configuration, defaulted payments) as the index
// of one interned combination, the membership ARN as the index of its prefix when it is the usual
// `<prefix><accountId>:membership/<membershipId>`, the membership ID as four 32-bit words (uuidWords.ts), and the
// display name as a string, or, for a member a large file's fast path took (printable ASCII), as bytes in one buffer:
// half a million strings per thread were a tenth of reading a large file, with their garbage. A member
// is built (frozen, exactly as frozenMember stores it) when it is read: the engine reads a page at a time. The members
// built last are kept (a few thousand rows, see READ_CACHE_ROWS), so a page read again hands out the same objects and
// serve's wire JSON memo (keyed on the record object) holds for them as it does for members kept whole.
import type { MemberDraft } from '../domain/cleanrooms/payment.js';
import type { MemberStatus, MemberSummary } from '../domain/cleanrooms/types.js';
import { ReadonlyDate } from '../domain/immutable.js';
import { frozenMember, internedParts, type InternedParts } from './frozenMember.js';
import { packUuid, unpackUuid } from './uuidWords.js';

const INITIAL_ROWS = 1024;
/** Bytes of display names to start with (grown by doubling). */
const INITIAL_NAME_BYTES = 16 * 1024;
/** membershipArn not present. */
const NO_ARN = 0;
/** membershipArn present but not of the usual form: kept whole in `otherArns`. */
const OTHER_ARN = 0xffff;
/** `:membership/` between the account ID and the membership ID of the usual ARN. */
const ARN_MIDDLE = ':membership/';
const ARN_SUFFIX_LENGTH = 12 + ARN_MIDDLE.length + 36;
/**
 * Rows whose built member is kept, direct-mapped (row modulo this): any run of this many consecutive rows, 40 pages
 * of 100, is held at once, for about 1 KiB a row with serve's memoised JSON. Without it, serve built and serialised
 * each member of a loaded file on every request: list-members of 100 ran at a tenth of the demo's rate.
 */
const READ_CACHE_ROWS = 4096;

type MemberPayments = Pick<MemberSummary, 'paymentConfiguration' | 'defaultedPayments'>;

/**
 * The packed rows of a PackedMembers as plain data, to be appended to another (a list's second half, loaded by
 * another thread): the columns as typed arrays (transferable), the shapes and ARN prefixes the rows index.
 */
export interface PackedColumns {
  length: number;
  accountIds: Float64Array;
  createMs: Float64Array;
  updateMs: Float64Array;
  shapeOf: Uint32Array;
  arnPrefixOf: Uint16Array;
  /** The display names kept as bytes (latin1), and where each row's ends (an empty range: a name in `nameTexts`). */
  nameBytes: Uint8Array;
  nameEnds: Uint32Array;
  /** The display names kept as strings, by row. */
  nameTexts: [number, string][];
  membershipIds: Uint32Array;
  hasMembershipId: Uint8Array;
  otherArns: [number, string][];
  shapes: Pick<Shape, 'status' | 'abilities' | 'mlAbilities' | 'paymentConfiguration' | 'defaultedPayments'>[];
  arnPrefixes: string[];
}

/** The repeated parts of a member, shared by every member that has the same ones. */
interface Shape extends InternedParts {
  status: MemberStatus;
}

export class PackedMembers implements Iterable<MemberSummary> {
  length = 0;
  private capacity = INITIAL_ROWS;
  private accountIds = new Float64Array(INITIAL_ROWS);
  private createMs = new Float64Array(INITIAL_ROWS);
  private updateMs = new Float64Array(INITIAL_ROWS);
  private shapeOf = new Uint32Array(INITIAL_ROWS);
  private arnPrefixOf = new Uint16Array(INITIAL_ROWS);
  /** The display names of rows pushed (`push`) by row; the others are bytes in `nameBytes`. */
  private readonly displayNames: string[] = [];
  /** Display names as latin1 bytes (`pushTaken`), and where each row's ends (a row's starts where the last ended). */
  private nameBytes = Buffer.alloc(INITIAL_NAME_BYTES);
  private nameBytesLength = 0;
  private nameEnds = new Uint32Array(INITIAL_ROWS);
  /** Rows are pushed before any is appended (`append`, once). */
  private appended = false;
  /** Four words a row (uuidWords.ts), read when `hasMembershipId`. */
  private membershipIds = new Uint32Array(4 * INITIAL_ROWS);
  private hasMembershipId = new Uint8Array(INITIAL_ROWS);
  private readonly otherArns = new Map<number, string>();
  private readonly shapes: Shape[] = [];
  private readonly shapeIds = new Map<number | string, number>();
  private readonly arnPrefixes: string[] = [''];
  private readonly arnPrefixIds = new Map<string, number>();
  private lastArnPrefix = 0;
  /** The built members of the last rows read (READ_CACHE_ROWS), made on the first read. */
  private cachedRows: Int32Array | undefined;
  private readonly cachedMembers: MemberSummary[] = [];

  /**
   * Appends a member, with its payment fields once the payment rules are applied and its timestamps as epoch
   * milliseconds (its own paymentConfiguration, createTime and updateTime are not read). Its fields must be valid
   * (validateMemberSummary).
   */
  push(member: MemberDraft, payments: MemberPayments, createMs: number, updateMs: number): void {
    const row = this.length;
    if (row === this.capacity) this.grow();
    if (this.appended) throw new Error('members are pushed before any is appended');
    this.length += 1;
    this.accountIds[row] = Number(member.accountId);
    this.createMs[row] = createMs;
    this.updateMs[row] = updateMs;
    this.displayNames[row] = member.displayName;
    this.nameEnds[row] = this.nameBytesLength;
    if (member.membershipId === undefined) this.hasMembershipId[row] = 0;
    else {
      packUuid(member.membershipId, this.membershipIds, row * 4);
      this.hasMembershipId[row] = 1;
    }
    this.setShape(row, member, payments);
    this.setArn(row, member.accountId, member.membershipId, member.membershipArn);
  }

  /**
   * Appends a member already taken apart (a large file's fast path, src/engine/dataset/fastMembers.ts): the account
   * ID as a number, the display name as its printable ASCII bytes from `nameAt` to `nameEnd` of `buf`, the
   * membership ID as four words (uuidWords.ts; undefined: none), the id of a shape and of an ARN prefix (0: no ARN)
   * that a member pushed before had, with an ARN of the usual form.
   */
  pushTaken(
    accountId: number,
    buf: Uint8Array,
    nameAt: number,
    nameEnd: number,
    createMs: number,
    updateMs: number,
    membershipId: Uint32Array | undefined,
    shapeId: number,
    arnPrefixId: number,
  ): void {
    const row = this.length;
    if (row === this.capacity) this.grow();
    if (this.appended) throw new Error('members are pushed before any is appended');
    if (shapeId >= this.shapes.length || arnPrefixId >= this.arnPrefixes.length) throw new Error('an unknown shape');
    this.length += 1;
    this.accountIds[row] = accountId;
    this.createMs[row] = createMs;
    this.updateMs[row] = updateMs;
    let end = this.nameBytesLength;
    if (end + (nameEnd - nameAt) > this.nameBytes.length) this.growNames(end + (nameEnd - nameAt));
    // Names are short (at most 100 bytes): a loop costs less than a native copy's call.
    const names = this.nameBytes;
    for (let i = nameAt; i < nameEnd; i += 1) names[end++] = buf[i]!;
    this.nameBytesLength = end;
    this.nameEnds[row] = end;
    if (membershipId === undefined) this.hasMembershipId[row] = 0;
    else {
      this.membershipIds.set(membershipId, row * 4);
      this.hasMembershipId[row] = 1;
    }
    this.shapeOf[row] = shapeId;
    this.arnPrefixOf[row] = arnPrefixId;
    if (arnPrefixId !== NO_ARN) this.lastArnPrefix = arnPrefixId;
  }

  /** The shape of a pushed row, for pushTaken. */
  shapeIdAt(row: number): number {
    return this.shapeOf[row]!;
  }

  /** The ARN prefix of a pushed row whose ARN has the usual form, for pushTaken; undefined otherwise. */
  arnPrefixAt(row: number): { id: number; text: string } | undefined {
    const id = this.arnPrefixOf[row]!;
    return id === NO_ARN || id === OTHER_ARN ? undefined : { id, text: this.arnPrefixes[id]! };
  }

  /** The rows as plain data (the typed arrays are copies of the rows only, free to transfer). */
  columns(): PackedColumns {
    const { length } = this;
    return {
      length,
      accountIds: this.accountIds.slice(0, length),
      createMs: this.createMs.slice(0, length),
      updateMs: this.updateMs.slice(0, length),
      shapeOf: this.shapeOf.slice(0, length),
      arnPrefixOf: this.arnPrefixOf.slice(0, length),
      nameBytes: new Uint8Array(this.nameBytes.subarray(0, this.nameBytesLength)),
      nameEnds: this.nameEnds.slice(0, length),
      nameTexts: Object.entries(this.displayNames).map(([row, name]) => [Number(row), name]),
      membershipIds: this.membershipIds.slice(0, length * 4),
      hasMembershipId: this.hasMembershipId.slice(0, length),
      otherArns: [...this.otherArns],
      shapes: this.shapes.map(({ status, abilities, mlAbilities, paymentConfiguration, defaultedPayments }) => ({
        status,
        abilities,
        mlAbilities,
        paymentConfiguration,
        defaultedPayments,
      })),
      arnPrefixes: this.arnPrefixes,
    };
  }

  /** Appends the rows of another PackedMembers (its `columns()`), after these, as if pushed here one by one. */
  append(columns: PackedColumns): void {
    const base = this.length;
    const count = columns.length;
    if (count === 0) return;
    while (this.capacity < base + count) this.grow();
    this.length += count;
    this.accountIds.set(columns.accountIds.subarray(0, count), base);
    this.createMs.set(columns.createMs.subarray(0, count), base);
    this.updateMs.set(columns.updateMs.subarray(0, count), base);
    const shapeIds = columns.shapes.map((shape) => this.shapeId(shape, shape));
    for (let row = 0; row < count; row += 1) this.shapeOf[base + row] = shapeIds[columns.shapeOf[row]!]!;
    this.membershipIds.set(columns.membershipIds.subarray(0, count * 4), base * 4);
    this.hasMembershipId.set(columns.hasMembershipId.subarray(0, count), base);
    if (this.appended) throw new Error('members are appended once');
    this.appended = true;
    if (columns.nameEnds.length !== count) throw new Error('packed columns of different lengths');
    const offset = this.nameBytesLength;
    this.growNames(offset + columns.nameBytes.length);
    this.nameBytes.set(columns.nameBytes, offset);
    this.nameBytesLength = offset + columns.nameBytes.length;
    for (let row = 0; row < count; row += 1) this.nameEnds[base + row] = offset + columns.nameEnds[row]!;
    for (const [row, name] of columns.nameTexts) this.displayNames[base + row] = name;
    // Prefixes by their text; a row whose prefix finds no room here keeps its ARN whole.
    const prefixIds = columns.arnPrefixes.map((prefix, id) => (id === NO_ARN ? NO_ARN : this.arnPrefixId(prefix)));
    const others = new Map(columns.otherArns);
    for (let row = 0; row < count; row += 1) {
      const from = columns.arnPrefixOf[row]!;
      const to = from === OTHER_ARN ? OTHER_ARN : prefixIds[from]!;
      this.arnPrefixOf[base + row] = to;
      if (to !== OTHER_ARN) continue;
      const arn =
        from === OTHER_ARN
          ? others.get(row)!
          : `${columns.arnPrefixes[from]!}${String(columns.accountIds[row]).padStart(12, '0')}${ARN_MIDDLE}${unpackUuid(columns.membershipIds, row * 4)}`;
      this.otherArns.set(base + row, arn);
    }
  }

  private displayNameOf(row: number): string {
    const name = this.displayNames[row];
    if (name !== undefined) return name;
    return this.nameBytes.toString('latin1', row === 0 ? 0 : this.nameEnds[row - 1]!, this.nameEnds[row]!);
  }

  /** Room for `bytes` bytes of names. */
  private growNames(bytes: number): void {
    if (bytes <= this.nameBytes.length) return;
    let size = this.nameBytes.length * 2;
    while (size < bytes) size *= 2;
    const grown = Buffer.alloc(size);
    grown.set(this.nameBytes.subarray(0, this.nameBytesLength));
    this.nameBytes = grown;
  }

  /** Replaces the repeated parts of a member (the payer's record once the default payment rule is applied). */
  replaceParts(row: number, member: MemberSummary): void {
    this.setShape(row, member, member);
    const { cachedRows } = this;
    if (cachedRows !== undefined && cachedRows[row % cachedRows.length] === row)
      cachedRows[row % cachedRows.length] = -1;
  }

  /** The member at `row` (counted from the end when negative, as Array's `at`), built and frozen as frozenMember stores it. */
  at(index: number): MemberSummary | undefined {
    let row = Math.trunc(index) || 0;
    if (row < 0) row += this.length;
    if (row < 0 || row >= this.length) return undefined;
    // A small list gets a cache its size (the dataset may hold many lists); all lists get it once read.
    const cachedRows = (this.cachedRows ??= new Int32Array(Math.min(READ_CACHE_ROWS, this.length)).fill(-1));
    const slot = row % cachedRows.length;
    if (cachedRows[slot] === row) return this.cachedMembers[slot];
    const member = this.build(row);
    cachedRows[slot] = row;
    this.cachedMembers[slot] = member;
    return member;
  }

  private build(row: number): MemberSummary {
    const shape = this.shapes[this.shapeOf[row]!]!;
    const createMs = this.createMs[row]!;
    const updateMs = this.updateMs[row]!;
    const createTime = new ReadonlyDate(createMs);
    const draft: MemberSummary = {
      accountId: String(this.accountIds[row]).padStart(12, '0'),
      status: shape.status,
      displayName: this.displayNameOf(row),
      abilities: shape.abilities,
      createTime,
      updateTime: updateMs === createMs ? createTime : new ReadonlyDate(updateMs),
      paymentConfiguration: shape.paymentConfiguration,
    };
    if (shape.mlAbilities !== undefined) draft.mlAbilities = shape.mlAbilities;
    const membershipId = this.hasMembershipId[row] === 1 ? unpackUuid(this.membershipIds, row * 4) : undefined;
    if (membershipId !== undefined) draft.membershipId = membershipId;
    const arn = this.arnOf(row, draft.accountId, membershipId);
    if (arn !== undefined) draft.membershipArn = arn;
    if (shape.defaultedPayments !== undefined) draft.defaultedPayments = shape.defaultedPayments;
    return frozenMember(draft);
  }

  /** The row of the first member with this (valid) account ID, or -1. A scan: only the creator is looked up. */
  indexOfAccountId(accountId: string): number {
    return this.accountIds.subarray(0, this.length).indexOf(Number(accountId));
  }

  /** The account IDs as numbers, sorted (a copy): duplicates side by side. */
  sortedAccountIds(): Float64Array {
    return this.accountIds.slice(0, this.length).sort();
  }

  /** The latest updateTime in epoch milliseconds (-Infinity when empty). */
  latestUpdateMs(): number {
    let latest = -Infinity;
    for (let row = 0; row < this.length; row += 1) if (this.updateMs[row]! > latest) latest = this.updateMs[row]!;
    return latest;
  }

  *[Symbol.iterator](): Iterator<MemberSummary> {
    for (let row = 0; row < this.length; row += 1) yield this.at(row)!;
  }

  private setShape(
    row: number,
    member: Pick<MemberDraft, 'status' | 'abilities' | 'mlAbilities'>,
    payments: MemberPayments,
  ): void {
    this.shapeOf[row] = this.shapeId(member, payments);
  }

  private shapeId(member: Pick<MemberDraft, 'status' | 'abilities' | 'mlAbilities'>, payments: MemberPayments): number {
    const parts = internedParts(member, payments);
    let id = this.shapeIds.get(parts.key);
    if (id === undefined) {
      id = this.shapes.length;
      this.shapes.push({ status: member.status, ...parts });
      this.shapeIds.set(parts.key, id);
    }
    return id;
  }

  /** The id of a usual ARN's prefix, added when new; undefined when there is no room for another (OTHER_ARN). */
  private arnPrefixId(prefix: string): number {
    let id = this.arnPrefixIds.get(prefix);
    if (id === undefined && this.arnPrefixes.length < OTHER_ARN) {
      id = this.arnPrefixes.length;
      this.arnPrefixes.push(prefix);
      this.arnPrefixIds.set(prefix, id);
    }
    return id ?? OTHER_ARN;
  }

  private setArn(row: number, accountId: string, membershipId: string | undefined, arn: string | undefined): void {
    if (arn === undefined) {
      this.arnPrefixOf[row] = NO_ARN;
      return;
    }
    const prefixLength = arn.length - ARN_SUFFIX_LENGTH;
    const usual =
      membershipId !== undefined &&
      prefixLength > 0 &&
      arn.startsWith(accountId, prefixLength) &&
      arn.startsWith(ARN_MIDDLE, prefixLength + 12) &&
      arn.endsWith(membershipId);
    // Members mostly share one prefix: the last one matched is tried first, without slicing the ARN.
    const last = this.arnPrefixes[this.lastArnPrefix]!;
    let id =
      usual && last.length === prefixLength && arn.startsWith(last)
        ? this.lastArnPrefix
        : usual
          ? this.arnPrefixIds.get(arn.slice(0, prefixLength))
          : undefined;
    if (usual && id === undefined && this.arnPrefixes.length < OTHER_ARN) {
      id = this.arnPrefixes.length;
      const prefix = arn.slice(0, prefixLength);
      this.arnPrefixes.push(prefix);
      this.arnPrefixIds.set(prefix, id);
    }
    if (id === undefined) {
      this.arnPrefixOf[row] = OTHER_ARN;
      this.otherArns.set(row, arn);
    } else {
      this.arnPrefixOf[row] = id;
      this.lastArnPrefix = id;
    }
  }

  private arnOf(row: number, accountId: string, membershipId: string | undefined): string | undefined {
    const prefix = this.arnPrefixOf[row]!;
    if (prefix === NO_ARN) return undefined;
    if (prefix === OTHER_ARN) return this.otherArns.get(row);
    return `${this.arnPrefixes[prefix]!}${accountId}${ARN_MIDDLE}${membershipId!}`;
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <A extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(
      old: A,
      make: (n: number) => A,
    ): A => {
      const next = make(this.capacity);
      next.set(old);
      return next;
    };
    this.accountIds = grown(this.accountIds, (n) => new Float64Array(n));
    this.createMs = grown(this.createMs, (n) => new Float64Array(n));
    this.updateMs = grown(this.updateMs, (n) => new Float64Array(n));
    this.shapeOf = grown(this.shapeOf, (n) => new Uint32Array(n));
    this.arnPrefixOf = grown(this.arnPrefixOf, (n) => new Uint16Array(n));
    this.hasMembershipId = grown(this.hasMembershipId, (n) => new Uint8Array(n));
    this.nameEnds = grown(this.nameEnds, (n) => new Uint32Array(n));
    const ids = new Uint32Array(4 * this.capacity);
    ids.set(this.membershipIds);
    this.membershipIds = ids;
  }
}
