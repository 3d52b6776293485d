// The fast path of a large members list (MemberListLoader in `split` mode): a member read from the file's bytes
// (memberBytes.ts) is taken without JSON.parse when every part of it is known to be valid and to pack as a member
// taken the usual way (JSON.parse, the checks, PaymentRules, PackedMembers.push) packed before:
// - the leaves with a plain form are checked here, code by code, by rules that imply the field rules' yes
//   (memberDraftCheck.ts takes the same shortcuts): 12 digits, a status, a printable ASCII name, a lowercase UUID,
//   times whose milliseconds are not NaN;
// - the parts members share (status, abilities, mlAbilities, paymentConfiguration) are matched, as bytes, against
//   the text of the same parts of a member taken the usual way, which was valid and was packed with a shape that
//   depends only on them (internedParts);
// - the membership ARN is `<prefix><accountId>:membership/<membershipId>` with a prefix a member taken the usual way
//   had: the ARN rule's expression matches the prefix whatever the account ID and UUID after it.
// Anything else (a member who can query, whose draft the payment rules keep; a new combination; an escape; a tab in
// a name) is taken the usual way, and teaches this path its parts when it was valid.
import type { MemberDraft } from '../../domain/cleanrooms/payment.js';
import { MEMBER_STATUSES } from '../../domain/cleanrooms/types.js';
import { timestampMs } from '../../domain/validation.js';
import type { PackedMembers } from '../packedMembers.js';
import {
  F_ABILITIES,
  F_ACCOUNT_ID,
  F_DISPLAY_NAME,
  F_MEMBERSHIP_ARN,
  F_MEMBERSHIP_ID,
  F_ML_ABILITIES,
  F_PAYMENT,
  F_STATUS,
  type MemberFields,
} from './memberBytes.js';

/** Ids of the shared parts' texts stay below this, so that four of them make one number. */
const MAX_PART_ID = 4096;
const STATUS_BYTES = MEMBER_STATUSES.map((status) => Buffer.from(status, 'latin1'));
const ARN_MIDDLE = Buffer.from(':membership/', 'latin1');
const UUID_LENGTH = 36;

/** A member the fast path took: what PackedMembers and the payment rules need of it. */
export interface FastMember {
  accountId: number;
  displayName: string;
  createMs: number;
  updateMs: number;
  /** Offset of the membership ID's 36 bytes, or -1 when absent. */
  membershipIdAt: number;
  shapeId: number;
  /** PackedMembers' ARN prefix id; 0 when the member has no ARN. */
  arnPrefixId: number;
  /** A member taken the usual way with the same payment configuration, for the payment rules. */
  like: MemberDraft;
}

interface KnownShape {
  shapeId: number;
  like: MemberDraft;
}

export class FastMembers {
  private readonly abilities = new ByteTexts();
  private readonly mlAbilities = new ByteTexts();
  private readonly payments = new ByteTexts();
  private readonly shapes = new Map<number, KnownShape>();
  private readonly arnPrefixes: { bytes: Buffer; id: number }[] = [];
  private readonly taken: FastMember = {
    accountId: 0,
    displayName: '',
    createMs: 0,
    updateMs: 0,
    membershipIdAt: -1,
    shapeId: 0,
    arnPrefixId: 0,
    like: undefined as unknown as MemberDraft,
  };

  /** The member in `f` (plain), when this path can take it; the object is reused by the next call. */
  take(buf: Buffer, f: MemberFields): FastMember | undefined {
    const { from, to } = f;
    const accountAt = from[F_ACCOUNT_ID]!;
    if (to[F_ACCOUNT_ID]! - accountAt !== 12) return undefined;
    let accountId = 0;
    for (let i = accountAt; i < accountAt + 12; i += 1) {
      const d = buf[i]! - 0x30;
      if (d < 0 || d > 9) return undefined;
      accountId = accountId * 10 + d;
    }
    const status = statusIndex(buf, from[F_STATUS]!, to[F_STATUS]!);
    if (status < 0) return undefined;
    const nameAt = from[F_DISPLAY_NAME]!;
    const nameEnd = to[F_DISPLAY_NAME]!;
    if (!isAsciiName(buf, nameAt, nameEnd)) return undefined;
    const shape = this.shapes.get(this.shapeKey(buf, f, status, false));
    if (shape === undefined) return undefined;
    const createMs = timestampMs(f.createTime);
    const updateMs = f.updateTime === f.createTime ? createMs : timestampMs(f.updateTime);
    if (Number.isNaN(createMs) || Number.isNaN(updateMs)) return undefined;
    const present = f.present;
    let membershipIdAt = -1;
    if ((present & (1 << F_MEMBERSHIP_ID)) !== 0) {
      membershipIdAt = from[F_MEMBERSHIP_ID]!;
      if (to[F_MEMBERSHIP_ID]! - membershipIdAt !== UUID_LENGTH || !isLowercaseUuid(buf, membershipIdAt))
        return undefined;
    }
    let arnPrefixId = 0;
    if ((present & (1 << F_MEMBERSHIP_ARN)) !== 0) {
      if (membershipIdAt < 0) return undefined;
      arnPrefixId = this.usualArnPrefix(buf, from[F_MEMBERSHIP_ARN]!, to[F_MEMBERSHIP_ARN]!, accountAt, membershipIdAt);
      if (arnPrefixId < 0) return undefined;
    }
    const taken = this.taken;
    taken.accountId = accountId;
    taken.displayName = buf.toString('latin1', nameAt, nameEnd);
    taken.createMs = createMs;
    taken.updateMs = updateMs;
    taken.membershipIdAt = membershipIdAt;
    taken.shapeId = shape.shapeId;
    taken.arnPrefixId = arnPrefixId;
    taken.like = shape.like;
    return taken;
  }

  /**
   * The member in `f` (plain) was taken the usual way as `raw`, valid, and packed at `row` of `members`: its shared
   * parts and ARN prefix are known from now on. A member who can query is not learnt from (the payment rules keep
   * its draft).
   */
  learn(buf: Buffer, f: MemberFields, raw: MemberDraft, members: PackedMembers, row: number): void {
    if (raw.abilities.includes('CAN_QUERY')) return;
    const status = statusIndex(buf, f.from[F_STATUS]!, f.to[F_STATUS]!);
    if (status < 0) return;
    const key = this.shapeKey(buf, f, status, true);
    if (key >= 0 && !this.shapes.has(key)) this.shapes.set(key, { shapeId: members.shapeIdAt(row), like: raw });
    const prefix = members.arnPrefixAt(row);
    if (prefix !== undefined && !this.arnPrefixes.some((known) => known.id === prefix.id))
      this.arnPrefixes.push({ bytes: Buffer.from(prefix.text, 'latin1'), id: prefix.id });
  }

  /** The four shared parts as one number (status and the ids of three texts); -1 when a text is unknown. */
  private shapeKey(buf: Buffer, f: MemberFields, status: number, add: boolean): number {
    const a = this.partId(this.abilities, buf, f, F_ABILITIES, add);
    const b = this.partId(this.mlAbilities, buf, f, F_ML_ABILITIES, add);
    const c = this.partId(this.payments, buf, f, F_PAYMENT, add);
    if (a < 0 || b < 0 || c < 0) return -1;
    return ((status * MAX_PART_ID + a) * MAX_PART_ID + b) * MAX_PART_ID + c;
  }

  /** 0 for an absent part, else its text's id (added when `add`); -1 when unknown or past MAX_PART_ID. */
  private partId(texts: ByteTexts, buf: Buffer, f: MemberFields, slot: number, add: boolean): number {
    if ((f.present & (1 << slot)) === 0) return 0;
    const from = f.from[slot]!;
    const to = f.to[slot]!;
    const hash = f.hash[slot]!;
    const id = add ? texts.idOrAdd(buf, from, to, hash) : texts.idOf(buf, from, to, hash);
    return id < MAX_PART_ID ? id : -1;
  }

  /** The id of a known prefix when the ARN is `<prefix><accountId>:membership/<membershipId>`, else -1. */
  private usualArnPrefix(buf: Buffer, from: number, to: number, accountAt: number, idAt: number): number {
    const prefixLength = to - from - 12 - ARN_MIDDLE.length - UUID_LENGTH;
    if (prefixLength <= 0) return -1;
    let id = -1;
    for (const known of this.arnPrefixes)
      if (known.bytes.length === prefixLength && sameBytes(buf, from, known.bytes, 0, prefixLength)) {
        id = known.id;
        break;
      }
    if (id < 0) return -1;
    let at = from + prefixLength;
    if (!sameBytes(buf, at, buf, accountAt, 12)) return -1;
    at += 12;
    if (!sameBytes(buf, at, ARN_MIDDLE, 0, ARN_MIDDLE.length)) return -1;
    at += ARN_MIDDLE.length;
    return sameBytes(buf, at, buf, idAt, UUID_LENGTH) ? id : -1;
  }
}

/** Texts (byte ranges) by id, from 1: by their hash (memberBytes.ts's hashText), then compared. */
class ByteTexts {
  private readonly byHash = new Map<number, { bytes: Buffer; id: number }[]>();
  private count = 0;

  idOf(buf: Buffer, from: number, to: number, hash: number): number {
    const entries = this.byHash.get(hash);
    if (entries === undefined) return -1;
    for (const entry of entries)
      if (entry.bytes.length === to - from && sameBytes(buf, from, entry.bytes, 0, to - from)) return entry.id;
    return -1;
  }

  idOrAdd(buf: Buffer, from: number, to: number, hash: number): number {
    const known = this.idOf(buf, from, to, hash);
    if (known >= 0) return known;
    this.count += 1;
    const entry = { bytes: Buffer.from(buf.subarray(from, to)), id: this.count };
    const entries = this.byHash.get(hash);
    if (entries === undefined) this.byHash.set(hash, [entry]);
    else entries.push(entry);
    return entry.id;
  }
}

function sameBytes(a: Buffer, aFrom: number, b: Buffer, bFrom: number, length: number): boolean {
  for (let k = 0; k < length; k += 1) if (a[aFrom + k] !== b[bFrom + k]) return false;
  return true;
}

function statusIndex(buf: Buffer, from: number, to: number): number {
  for (let s = 0; s < STATUS_BYTES.length; s += 1) {
    const bytes = STATUS_BYTES[s]!;
    if (bytes.length === to - from && sameBytes(buf, from, bytes, 0, bytes.length)) return s;
  }
  return -1;
}

/** 1-100 printable ASCII characters, not all spaces (as memberDraftCheck.ts's isAsciiName; no escape was read). */
function isAsciiName(buf: Buffer, from: number, to: number): boolean {
  if (to - from < 1 || to - from > 100) return false;
  let blank = true;
  for (let i = from; i < to; i += 1) {
    const c = buf[i]!;
    if (c < 0x20 || c > 0x7e) return false;
    if (c !== 0x20) blank = false;
  }
  return !blank;
}

/** A lowercase UUID's 36 bytes at `at`. */
function isLowercaseUuid(buf: Buffer, at: number): boolean {
  for (let i = 0; i < UUID_LENGTH; i += 1) {
    const c = buf[at + i]!;
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 0x2d) return false;
    } else if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}
