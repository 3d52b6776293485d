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

/**
 * Ids of the shared parts' texts stay below this, so that the status and three ids make one small integer (a map key
 * V8 neither boxes nor hashes as a double); a text past it is never taken fast (the enums allow far fewer).
 */
const MAX_PART_ID = 512;
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
    const a = partId(buf, f, F_ABILITIES, add);
    const b = partId(buf, f, F_ML_ABILITIES, add);
    const c = partId(buf, f, F_PAYMENT, add);
    if (a < 0 || b < 0 || c < 0) return -1;
    return ((status * MAX_PART_ID + a) * MAX_PART_ID + b) * MAX_PART_ID + c;
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

/**
 * 0 for an absent part, else the id of its text among those seen (memberBytes.ts matched it; added first when
 * `add`); -1 when unknown or past MAX_PART_ID.
 */
function partId(buf: Buffer, f: MemberFields, slot: number, add: boolean): number {
  if ((f.present & (1 << slot)) === 0) return 0;
  const known = f.known[slot]!;
  // Past MAX_PART_ID no more texts are kept: they could not be taken fast anyway.
  const id = add && known.size < MAX_PART_ID ? known.add(buf, f.from[slot]!, f.to[slot]!) : f.partId[slot]!;
  return id > 0 && id < MAX_PART_ID ? id : -1;
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
