// The fast path of a large members list (MemberListLoader in `split` mode): a member read from the file's bytes
// (memberBytes.ts) is taken without JSON.parse when every part of it is known to be valid and to pack as a member
// taken the usual way (JSON.parse, the checks, PaymentRules, PackedMembers.push) packed before:
// - the leaves with a plain form are checked code by code, by rules that imply the field rules' yes
//   (memberDraftCheck.ts takes the same shortcuts): 12 digits, a status, a printable ASCII name, a lowercase UUID
//   (memberBytes.ts, as it reads them), times whose milliseconds are not NaN (here);
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
import { wordsOf } from './knownTexts.js';
import {
  F_ABILITIES,
  F_ACCOUNT_ID,
  F_DISPLAY_NAME,
  F_MEMBERSHIP_ARN,
  F_MEMBERSHIP_ID,
  F_ML_ABILITIES,
  F_PAYMENT,
  sameBytes,
  type MemberFields,
} from './memberBytes.js';

/**
 * Ids of the shared parts' texts stay below this, so that the status and three ids make one small integer (a map key
 * V8 neither boxes nor hashes as a double); a text past it is never taken fast (the enums allow far fewer).
 */
const MAX_PART_ID = 512;
const ARN_MIDDLE = Buffer.from(':membership/', 'latin1');
const UUID_LENGTH = 36;
/** An ARN prefix with one of these bytes is not learnt: its bytes in a file would not be its text. */
const NOT_PLAIN = /[^\x20-\x7e]|["\\]/;

/** A member the fast path took: what PackedMembers and the payment rules need of it. */
export interface FastMember {
  accountId: number;
  /** Where the display name's bytes are (printable ASCII). */
  nameAt: number;
  nameEnd: number;
  createMs: number;
  updateMs: number;
  /** The membership ID as four words (MemberFields' `uuid`), or undefined when absent. */
  membershipId: Uint32Array | undefined;
  membershipKey: number;
  shapeId: number;
  /** PackedMembers' ARN prefix id; 0 when the member has no ARN. */
  arnPrefixId: number;
  /** A member taken the usual way with the same parts, for the payment rules. */
  like: MemberDraft;
  /** Whether a member of this shape was told to the payment rules already (addAlike only counts the next ones). */
  told: boolean;
}

interface KnownShape {
  shapeId: number;
  like: MemberDraft;
  told: boolean;
}

export class FastMembers {
  private readonly shapes = new Map<number, KnownShape>();
  private readonly taken: FastMember = {
    accountId: 0,
    nameAt: 0,
    nameEnd: 0,
    createMs: 0,
    updateMs: 0,
    membershipId: undefined,
    membershipKey: 0,
    shapeId: 0,
    arnPrefixId: 0,
    like: undefined as unknown as MemberDraft,
    told: false,
  };

  /** The member in `f` (plain), when this path can take it; the object is reused by the next call. */
  take(buf: Buffer, f: MemberFields): FastMember | undefined {
    // The account ID, status, name and membership ID were checked as they were read (memberBytes.ts).
    if (!f.quick) return undefined;
    const shape = this.shapes.get(this.shapeKey(buf, f, f.status, false));
    if (shape === undefined) return undefined;
    const createMs = timestampMs(f.createTime);
    const updateMs = f.updateTime === f.createTime ? createMs : timestampMs(f.updateTime);
    if (Number.isNaN(createMs) || Number.isNaN(updateMs)) return undefined;
    const present = f.present;
    const hasId = (present & (1 << F_MEMBERSHIP_ID)) !== 0;
    let arnPrefixId = 0;
    if ((present & (1 << F_MEMBERSHIP_ARN)) !== 0) {
      if (!hasId) return undefined;
      arnPrefixId = f.arnPrefixId;
      if (arnPrefixId < 0) arnPrefixId = usualArnPrefix(buf, f);
      if (arnPrefixId < 0) return undefined;
    }
    const taken = this.taken;
    taken.accountId = f.accountId;
    taken.nameAt = f.from[F_DISPLAY_NAME]!;
    taken.nameEnd = f.to[F_DISPLAY_NAME]!;
    taken.createMs = createMs;
    taken.updateMs = updateMs;
    taken.membershipId = hasId ? f.uuid : undefined;
    taken.membershipKey = f.membershipKey;
    taken.shapeId = shape.shapeId;
    taken.arnPrefixId = arnPrefixId;
    taken.like = shape.like;
    taken.told = shape.told;
    shape.told = true;
    return taken;
  }

  /**
   * The member in `f` (plain) was taken the usual way as `raw`, valid, and packed at `row` of `members`: its shared
   * parts and ARN prefix are known from now on. A member who can query is not learnt from (the payment rules keep
   * its draft).
   */
  learn(buf: Buffer, f: MemberFields, raw: MemberDraft, members: PackedMembers, row: number): void {
    if (raw.abilities.includes('CAN_QUERY')) return;
    const status = statusIndexOf(raw.status);
    if (status < 0) return;
    const key = this.shapeKey(buf, f, status, true);
    // Not yet told to the payment rules as alike: `raw` itself was added with addPayments.
    if (key >= 0 && !this.shapes.has(key))
      this.shapes.set(key, { shapeId: members.shapeIdAt(row), like: raw, told: false });
    const prefix = members.arnPrefixAt(row);
    if (
      prefix !== undefined &&
      !NOT_PLAIN.test(prefix.text) &&
      !f.arnPrefixes.some((known) => known.id === prefix.id)
    ) {
      const bytes = Buffer.from(prefix.text, 'latin1');
      f.arnPrefixes.push({ bytes, words: wordsOf(bytes), id: prefix.id });
    }
  }

  /** The four shared parts as one number (status and the ids of three texts); -1 when a text is unknown. */
  private shapeKey(buf: Buffer, f: MemberFields, status: number, add: boolean): number {
    const a = partId(buf, f, F_ABILITIES, add);
    const b = partId(buf, f, F_ML_ABILITIES, add);
    const c = partId(buf, f, F_PAYMENT, add);
    if (a < 0 || b < 0 || c < 0) return -1;
    return ((status * MAX_PART_ID + a) * MAX_PART_ID + b) * MAX_PART_ID + c;
  }
}

/**
 * The id of a known prefix when the ARN in `f` (a plain string) is `<prefix><accountId>:membership/<membershipId>`,
 * else -1: for an ARN read before the account ID or membership ID (memberBytes.ts checks the usual order as it reads).
 */
function usualArnPrefix(buf: Buffer, f: MemberFields): number {
  const from = f.from[F_MEMBERSHIP_ARN]!;
  const accountAt = f.from[F_ACCOUNT_ID]!;
  const idAt = f.from[F_MEMBERSHIP_ID]!;
  const prefixLength = f.to[F_MEMBERSHIP_ARN]! - from - 12 - ARN_MIDDLE.length - UUID_LENGTH;
  if (prefixLength <= 0) return -1;
  let id = -1;
  for (const known of f.arnPrefixes)
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

function statusIndexOf(status: string): number {
  return (MEMBER_STATUSES as readonly string[]).indexOf(status);
}
