// Reads one element of a members list from the file's bytes without JSON.parse: where each member field's value is
// (byte offsets), the two times as numbers, and whether the element has the plain form the fast path takes
// (fastMembers.ts): an object of known member keys, each once, every string without escapes or control characters,
// the times as plain decimals. JSON.parse of a million members, and the million objects it makes for the checks and
// the packing to take apart again, were about half of a large file's load.
//
// The string fields with a usual form are checked as they are read, in the same pass that finds their end (`quick`):
// the account ID as 12 digits (and its value), the status among the statuses, the display name as printable ASCII,
// the membership ID as a lowercase UUID (its four words and its key too), the membership ARN as a known prefix, the
// account ID, `:membership/` and the membership ID. Checked after reading, each field's bytes were read two to four
// times. A field not of its usual form is read again as any string (the member then goes to JSON.parse).
//
// The reader also finds where an element that is not plain ends (strings with escapes, values of any kind), so such
// an element is parsed alone by JSON.parse, which judges its syntax; it answers -1 only for what it cannot follow
// (not an object, an unterminated value), and the caller then hands the rest of the text to JSON.parse whole.
import { MEMBER_STATUSES } from '../../domain/cleanrooms/types.js';
import { WIRE_MEMBER_KEYS } from '../../domain/cleanrooms/validators.js';
import { KnownTexts, wordsOf } from './knownTexts.js';
import { membershipIdKeyOfWords } from './sortedKeys.js';
import { QUOTE, BACKSLASH, OPEN_OBJECT, CLOSE_OBJECT, OPEN_LIST, CLOSE_LIST, COMMA, COLON } from './jsonBytes.js';

const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/** The member keys the fast path knows, in the order of the field slots: a MemberSummary's, as the API sends them. */
export const FIELD_KEYS = WIRE_MEMBER_KEYS;
export const F_ACCOUNT_ID = 0;
export const F_STATUS = 1;
export const F_DISPLAY_NAME = 2;
export const F_ABILITIES = 3;
export const F_ML_ABILITIES = 4;
export const F_CREATE_TIME = 5;
export const F_UPDATE_TIME = 6;
export const F_MEMBERSHIP_ID = 7;
export const F_MEMBERSHIP_ARN = 8;
export const F_PAYMENT = 9;

/** What kind of value each slot must hold for the plain form. */
const STRING_FIELDS = (1 << F_ACCOUNT_ID) | (1 << F_STATUS) | (1 << F_DISPLAY_NAME) | (1 << F_MEMBERSHIP_ID);
const ARN_FIELD = 1 << F_MEMBERSHIP_ARN;
const LIST_FIELDS = 1 << F_ABILITIES;
const OBJECT_FIELDS = (1 << F_ML_ABILITIES) | (1 << F_PAYMENT);
const NUMBER_FIELDS = (1 << F_CREATE_TIME) | (1 << F_UPDATE_TIME);
const SHARED_PARTS = LIST_FIELDS | OBJECT_FIELDS;
/** The string fields checked as they are read. */
const QUICK_FIELDS = STRING_FIELDS | ARN_FIELD;
/** The members the plain form must have (all that are required but the optional ones of the model). */
const REQUIRED =
  (1 << F_ACCOUNT_ID) |
  (1 << F_STATUS) |
  (1 << F_DISPLAY_NAME) |
  (1 << F_ABILITIES) |
  (1 << F_CREATE_TIME) |
  (1 << F_UPDATE_TIME);

const KEY_BYTES = FIELD_KEYS.map((key) => Buffer.from(key, 'latin1'));
const KEY_WORDS = KEY_BYTES.map(wordsOf);
/** Powers of ten exactly representable as doubles, for plain decimals. */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
/** Digits a plain decimal may have: below 2^53, so the digits are an exact integer. */
const MAX_DIGITS = 15;
const STATUS_BYTES = MEMBER_STATUSES.map((status) => Buffer.from(status, 'latin1'));
const ARN_MIDDLE = Buffer.from(':membership/', 'latin1');
const ARN_MIDDLE_WORDS = wordsOf(ARN_MIDDLE);
const UUID_LENGTH = 36;
const DASH = 0x2d;
/** Each byte's value as a lowercase hexadecimal digit, or -1. */
const HEX = new Int8Array(256).fill(-1);
for (let c = ZERO; c <= NINE; c += 1) HEX[c] = c - ZERO;
for (let c = 0x61; c <= 0x66; c += 1) HEX[c] = c - 0x57;
/** The longest display name taken quick (the field's rule: 1-100 characters). */
const MAX_NAME = 100;

/** A membership ARN prefix (`arn:aws:cleanrooms:<region>:`) a member taken the usual way had, and its packed id. */
export interface KnownArnPrefix {
  bytes: Buffer;
  words: DataView;
  id: number;
}

/** The fields of the element read last (reused: one per reader). */
export class MemberFields {
  /** Value start and end per slot: a string's inside its quotes, a list's or object's text with its brackets. */
  readonly from = new Int32Array(FIELD_KEYS.length);
  readonly to = new Int32Array(FIELD_KEYS.length);
  /** The texts seen so far of the shared parts (abilities, mlAbilities, paymentConfiguration), per slot. */
  readonly known: readonly (KnownTexts | undefined)[] = FIELD_KEYS.map((_, slot) =>
    SHARED_PARTS & (1 << slot) ? new KnownTexts() : undefined,
  );
  /** Per shared part read: the id of its text among `known`, or -1 when it is not one of them. */
  readonly partId = new Int32Array(FIELD_KEYS.length);
  /**
   * The slot of the key that followed each slot last (index slot + 1; index 0: the first key): members are mostly
   * written with their keys in one order, so each key is first compared with the one expected.
   */
  readonly nextKey = new Int8Array(FIELD_KEYS.length + 1).fill(-1);
  /** The slots present, one bit each. */
  present = 0;
  createTime = 0;
  updateTime = 0;
  /** Whether the element has the plain form. */
  plain = true;
  /**
   * Whether every string field read had its usual form (checked as read), so that the fast path may take the
   * member: then `accountId`, `status`, and with a membership ID `uuid` and `membershipKey`, hold its values.
   */
  quick = true;
  accountId = 0;
  /** The index of the status in MEMBER_STATUSES. */
  status = -1;
  /** The membership ID as four words (uuidWords.ts), and its key (sortedKeys.ts's membershipIdKey). */
  readonly uuid = new Uint32Array(4);
  membershipKey = 0;
  /** The id of the ARN's known prefix when the ARN was read as the usual one, else -1. */
  arnPrefixId = -1;
  /** The ARN prefixes known (FastMembers learns them). */
  readonly arnPrefixes: KnownArnPrefix[] = [];
  /** The buffer read last and a view of it, for the shared parts' word compares. */
  buffer: Uint8Array | undefined;
  words: DataView | undefined;
}

/**
 * Reads the element at `at` (whitespace allowed before it) up to `end` into `out`: the offset after its closing
 * brace, or -1 when it is not an object the reader can follow to its end within `end`.
 */
export function readMember(buf: Buffer, at: number, end: number, out: MemberFields): number {
  let i = skipWhitespace(buf, at, end);
  if (i >= end || buf[i] !== OPEN_OBJECT) return -1;
  if (out.buffer !== buf) {
    out.buffer = buf;
    out.words = wordsOf(buf);
  }
  out.present = 0;
  out.plain = true;
  out.quick = true;
  out.arnPrefixId = -1;
  i = skipWhitespace(buf, i + 1, end);
  if (i < end && buf[i] === CLOSE_OBJECT) {
    out.plain = false;
    return i + 1;
  }
  let previous = -1;
  for (;;) {
    if (i >= end || buf[i] !== QUOTE) return -1;
    // The key expected here, closed by a quote, is that key (it holds no quote or backslash): one pass.
    const expected = out.nextKey[previous + 1]!;
    let slot: number;
    let keyEnd = expected < 0 ? -1 : i + 1 + KEY_BYTES[expected]!.length;
    if (
      keyEnd >= 0 &&
      keyEnd < end &&
      buf[keyEnd] === QUOTE &&
      sameWords(buf, out.words!, i + 1, KEY_BYTES[expected]!, KEY_WORDS[expected]!)
    )
      slot = expected;
    else {
      keyEnd = stringEnd(buf, i + 1, end);
      if (keyEnd < 0) return -1;
      slot = stringWasPlain ? keySlot(buf, i + 1, keyEnd) : -1;
      out.nextKey[previous + 1] = slot;
    }
    previous = slot;
    if (slot < 0) out.plain = false;
    i = skipWhitespace(buf, keyEnd + 1, end);
    if (i >= end || buf[i] !== COLON) return -1;
    i = skipWhitespace(buf, i + 1, end);
    if (i >= end) return -1;
    const next = readValue(buf, i, end, slot, out);
    if (next < 0) return -1;
    i = skipWhitespace(buf, next, end);
    if (i >= end) return -1;
    if (buf[i] === CLOSE_OBJECT) break;
    if (buf[i] !== COMMA) return -1;
    i = skipWhitespace(buf, i + 1, end);
  }
  if ((out.present & REQUIRED) !== REQUIRED) out.plain = false;
  return i + 1;
}

/** Reads a value at `i` into `slot` (-1: not a known key): the offset after it, or -1. */
function readValue(buf: Buffer, i: number, end: number, slot: number, out: MemberFields): number {
  const bit = slot < 0 ? 0 : 1 << slot;
  if (bit !== 0) {
    if ((out.present & bit) !== 0) out.plain = false;
    out.present |= bit;
  }
  const c = buf[i]!;
  // A string field holding another kind of value: not quick (quickArn reads where the fields it needs were read).
  if ((bit & QUICK_FIELDS) !== 0 && c !== QUOTE) out.quick = false;
  if (c === QUOTE) {
    // A string of its usual form holds no escape or control character: its end is the quote found.
    let stop = (bit & QUICK_FIELDS) !== 0 && out.quick ? quickString(buf, i + 1, end, slot, out) : -1;
    if (stop < 0) {
      if (slot !== F_MEMBERSHIP_ARN) out.quick = false;
      stop = stringEnd(buf, i + 1, end);
      if (stop < 0) return -1;
      // An escape or a control character: not plain (JSON.parse reads it, or refuses it).
      if (!stringWasPlain || (bit & QUICK_FIELDS) === 0) out.plain = false;
    }
    if (bit !== 0) {
      out.from[slot] = i + 1;
      out.to[slot] = stop;
    }
    return stop + 1;
  }
  if (c === OPEN_OBJECT || c === OPEN_LIST) {
    // A text seen before is matched byte for byte, which also finds its end; any other is read to its end.
    const known = bit === 0 ? undefined : out.known[slot];
    let id = -1;
    let next: number;
    if (known !== undefined && (id = known.match(buf, out.words!, i, end)) > 0) next = known.matchEnd;
    else next = compositeEnd(buf, i, end);
    if (next < 0) return -1;
    const expected = c === OPEN_LIST ? LIST_FIELDS : OBJECT_FIELDS;
    if ((bit & expected) === 0) out.plain = false;
    if (bit !== 0) {
      out.from[slot] = i;
      out.to[slot] = next;
      out.partId[slot] = id;
    }
    return next;
  }
  // A number, true, false or null: only a time in plain decimals is plain.
  let j = i;
  while (j < end && isScalarByte(buf[j]!)) j += 1;
  if (j === i) return -1;
  if ((bit & NUMBER_FIELDS) === 0) out.plain = false;
  else {
    const value = plainDecimal(buf, i, j);
    if (Number.isNaN(value)) out.plain = false;
    else if (slot === F_CREATE_TIME) out.createTime = value;
    else out.updateTime = value;
  }
  return j;
}

/**
 * From just inside the string of `slot` (a QUICK_FIELDS one): the offset of its closing quote when it has the field's
 * usual form, its values put in `out`; else -1.
 */
function quickString(buf: Buffer, from: number, end: number, slot: number, out: MemberFields): number {
  switch (slot) {
    case F_ACCOUNT_ID:
      return quickAccountId(buf, from, end, out);
    case F_STATUS:
      return quickStatus(buf, from, end, out);
    case F_DISPLAY_NAME:
      return quickName(buf, from, end);
    case F_MEMBERSHIP_ID:
      return quickUuid(buf, from, end, out);
    default:
      return quickArn(buf, from, end, out);
  }
}

/** 12 digits. */
function quickAccountId(buf: Buffer, from: number, end: number, out: MemberFields): number {
  const stop = from + 12;
  if (stop >= end || buf[stop] !== QUOTE) return -1;
  let value = 0;
  for (let i = from; i < stop; i += 1) {
    const d = buf[i]! - ZERO;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  out.accountId = value;
  return stop;
}

function quickStatus(buf: Buffer, from: number, end: number, out: MemberFields): number {
  for (let s = 0; s < STATUS_BYTES.length; s += 1) {
    const bytes = STATUS_BYTES[s]!;
    const stop = from + bytes.length;
    if (stop < end && buf[stop] === QUOTE && sameBytes(buf, from, bytes, 0, bytes.length)) {
      out.status = s;
      return stop;
    }
  }
  return -1;
}

/** 1-100 printable ASCII characters (no backslash: no escape), not all spaces (memberDraftCheck.ts's isAsciiName). */
function quickName(buf: Buffer, from: number, end: number): number {
  const last = Math.min(end, from + MAX_NAME + 1);
  let blank = true;
  for (let i = from; i < last; i += 1) {
    const c = buf[i]!;
    if (c === QUOTE) return i === from || blank ? -1 : i;
    if (c < 0x20 || c > 0x7e || c === BACKSLASH) return -1;
    if (c !== 0x20) blank = false;
  }
  return -1;
}

/** A lowercase UUID, packed into `out.uuid` (uuidWords.ts) as it is read, with its key (sortedKeys.ts). */
function quickUuid(buf: Buffer, from: number, end: number, out: MemberFields): number {
  const stop = from + UUID_LENGTH;
  if (stop >= end || buf[stop] !== QUOTE) return -1;
  if (buf[from + 8] !== DASH || buf[from + 13] !== DASH || buf[from + 18] !== DASH || buf[from + 23] !== DASH)
    return -1;
  const a = hexDigits(buf, from, 8);
  const b = hexDigits(buf, from + 9, 4);
  const c = hexDigits(buf, from + 14, 4);
  const d = hexDigits(buf, from + 19, 4);
  const e = hexDigits(buf, from + 24, 4);
  const f = hexDigits(buf, from + 28, 8);
  if (a < 0 || b < 0 || c < 0 || d < 0 || e < 0 || f < 0) return -1;
  const words = out.uuid;
  words[0] = a;
  words[1] = b * 0x10000 + c;
  words[2] = d * 0x10000 + e;
  words[3] = f;
  out.membershipKey = membershipIdKeyOfWords(words);
  return stop;
}

/** `count` (at most 8) lowercase hexadecimal digits from `from` as a number, or -1. */
function hexDigits(buf: Buffer, from: number, count: number): number {
  let value = 0;
  let bad = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = HEX[buf[i]!]!;
    bad |= digit;
    value = value * 16 + digit;
  }
  return bad < 0 ? -1 : value;
}

/**
 * `<prefix><accountId>:membership/<membershipId>` with a known prefix, the account ID and membership ID read before
 * it (in the usual order of keys; otherwise FastMembers checks the ARN itself).
 */
function quickArn(buf: Buffer, from: number, end: number, out: MemberFields): number {
  const both = (1 << F_ACCOUNT_ID) | (1 << F_MEMBERSHIP_ID);
  if ((out.present & both) !== both) return -1;
  const words = out.words!;
  for (const known of out.arnPrefixes) {
    const length = known.bytes.length;
    const stop = from + length + 12 + ARN_MIDDLE.length + UUID_LENGTH;
    if (stop >= end || buf[stop] !== QUOTE || !sameWords(buf, words, from, known.bytes, known.words)) continue;
    let at = from + length;
    const accountAt = out.from[F_ACCOUNT_ID]!;
    // 12 digits: three words.
    if (
      words.getInt32(at) !== words.getInt32(accountAt) ||
      words.getInt32(at + 4) !== words.getInt32(accountAt + 4) ||
      words.getInt32(at + 8) !== words.getInt32(accountAt + 8)
    )
      return -1;
    at += 12;
    if (!sameWords(buf, words, at, ARN_MIDDLE, ARN_MIDDLE_WORDS)) return -1;
    at += ARN_MIDDLE.length;
    const idAt = out.from[F_MEMBERSHIP_ID]!;
    // 36 bytes: nine words.
    for (let k = 0; k < UUID_LENGTH; k += 4) if (words.getInt32(at + k) !== words.getInt32(idAt + k)) return -1;
    out.arnPrefixId = known.id;
    return stop;
  }
  return -1;
}

export function sameBytes(a: Uint8Array, aFrom: number, b: Uint8Array, bFrom: number, length: number): boolean {
  for (let k = 0; k < length; k += 1) if (a[aFrom + k] !== b[bFrom + k]) return false;
  return true;
}

/** Whether `buf` (`words` its view) holds all of `bytes` (`bytesWords`) from `at`: four bytes at a time. */
function sameWords(buf: Buffer, words: DataView, at: number, bytes: Uint8Array, bytesWords: DataView): boolean {
  const length = bytes.length;
  let k = 0;
  for (; k + 4 <= length; k += 4) if (words.getInt32(at + k) !== bytesWords.getInt32(k)) return false;
  for (; k < length; k += 1) if (buf[at + k] !== bytes[k]) return false;
  return true;
}

/**
 * The value of `[1-9][0-9]*(\.[0-9]+)?` (or `0(\.[0-9]+)?`) with at most MAX_DIGITS digits, or NaN. The digits are
 * an exact integer and dividing it by an exact power of ten rounds once, correctly, as JSON.parse rounds the text.
 */
export function plainDecimal(buf: Buffer, from: number, to: number): number {
  let digits = 0;
  let mantissa = 0;
  let fraction = -1;
  for (let i = from; i < to; i += 1) {
    const b = buf[i]!;
    if (b >= ZERO && b <= NINE) {
      if (b === ZERO && i === from && to > from + 1 && buf[from + 1] !== DOT) return Number.NaN;
      mantissa = mantissa * 10 + (b - ZERO);
      digits += 1;
      if (fraction >= 0) fraction += 1;
    } else if (b === DOT && fraction < 0 && i > from && i < to - 1) fraction = 0;
    else return Number.NaN;
  }
  if (digits === 0 || digits > MAX_DIGITS) return Number.NaN;
  return fraction > 0 ? mantissa / POW10[fraction]! : mantissa;
}

function isScalarByte(b: number): boolean {
  return (b >= ZERO && b <= NINE) || b === DOT || b === 0x2d || b === 0x2b || (b >= 0x61 && b <= 0x7a) || b === 0x45;
}

/** Whether the string stringEnd read last holds neither an escape nor a control character. */
let stringWasPlain = true;

/** From just inside a string: the offset of its closing quote, or -1 when it does not close before `end`. */
function stringEnd(buf: Buffer, from: number, end: number): number {
  let plain = true;
  for (let i = from; i < end; i += 1) {
    const b = buf[i]!;
    if (b === QUOTE) {
      stringWasPlain = plain;
      return i;
    }
    if (b === BACKSLASH) {
      plain = false;
      i += 1;
    } else if (b < 0x20) plain = false;
  }
  return -1;
}

/** From an opening bracket at `at`: the offset after the bracket that closes it, or -1. */
function compositeEnd(buf: Buffer, at: number, end: number): number {
  let depth = 0;
  let inString = false;
  for (let i = at; i < end; i += 1) {
    const b = buf[i]!;
    if (inString) {
      if (b === QUOTE) inString = false;
      else if (b === BACKSLASH) i += 1;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_OBJECT || b === OPEN_LIST) depth += 1;
    else if (b === CLOSE_OBJECT || b === CLOSE_LIST) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The slot whose key is the text from `from` to `to`, or -1. */
function keySlot(buf: Buffer, from: number, to: number): number {
  for (let slot = 0; slot < KEY_BYTES.length; slot += 1) if (isKey(buf, from, to, slot)) return slot;
  return -1;
}

function isKey(buf: Buffer, from: number, to: number, slot: number): boolean {
  const key = KEY_BYTES[slot]!;
  const length = to - from;
  if (key.length !== length) return false;
  for (let k = 0; k < length; k += 1) if (key[k] !== buf[from + k]) return false;
  return true;
}

export function skipWhitespace(buf: Buffer, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const b = buf[i]!;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) break;
    i += 1;
  }
  return i;
}
