// Port output -> restJson1 response bodies, written from the operation's output shape (src/operations/). Timestamps
// as each service sends them: AppFabric's DateTime is `date-time` (RFC 3339 string); Clean Rooms
// and AppFlow use the default, epoch seconds as a JSON number. Structures are written member by member in model
// order, so engine-only extensions (MemberSummary's `defaultedPayments`) never reach the wire.
import { isDeepFrozen } from '../domain/immutable.js';
import type { Shape, StructureShape } from '../domain/shape.js';

export type TimestampFormat = 'date-time' | 'epoch-seconds';

type Json = Record<string, unknown>;

/** A response body already serialised (the server sends it as it is instead of JSON.stringify-ing an object). */
export class WireJson {
  constructor(
    readonly text: string,
    /** Its length in UTF-8, known from its parts (measuring a 50 KB string again costs a scan of it). */
    readonly byteLength: number,
  ) {}
}

/** RFC 3339 with `Z`; whole seconds drop the `.000` the way the SDKs write them. */
export function rfc3339(date: Date): string {
  return date.toISOString().replace('.000Z', 'Z');
}

export function epochSeconds(date: Date): number {
  return date.getTime() / 1000;
}

function timestampToWire(value: unknown, format: TimestampFormat): unknown {
  if (!(value instanceof Date)) return value;
  return format === 'date-time' ? rfc3339(value) : epochSeconds(value);
}

/** The wire object of `value` under `shape`: model members only, in model order, timestamps in `format`. */
export function toWire(shape: Shape, format: TimestampFormat, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (shape.type) {
    case 'timestamp':
      return timestampToWire(value, format);
    case 'list':
      return Array.isArray(value) ? value.map((item) => toWire(shape.member, format, item)) : value;
    case 'map': {
      if (typeof value !== 'object') return value;
      const result: Json = {};
      for (const [key, item] of Object.entries(value)) {
        Object.defineProperty(result, key, {
          value: toWire(shape.value, format, item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return result;
    }
    case 'structure': {
      if (typeof value !== 'object') return value;
      const result: Json = {};
      for (const [key, member] of Object.entries(shape.members)) {
        const wire = toWire(member.shape, format, (value as Json)[key]);
        if (wire !== undefined) result[key] = wire;
      }
      return result;
    }
    default:
      return value;
  }
}

/**
 * Wire JSON of each immutable structure in a list, memoised per record object: serialising the members was most of
 * what a list-members request cost. Correct because the engine's members are deeply frozen (ReadonlyDate
 * timestamps), so a record object's wire form can never change; when the data changes the engine stores a new
 * object, and the WeakMap lets the old entry go with the old record. Records that are not deeply frozen (another
 * port implementation) are serialised every time. Every request still asks the port, so the answer is always the
 * port's current one.
 */
const fragments = new WeakMap<object, Fragment>();

interface Fragment {
  shape: Shape;
  format: TimestampFormat;
  text: string;
  byteLength: number;
}

function fragmentOf(shape: Shape, format: TimestampFormat, record: object): Fragment {
  const known = fragments.get(record);
  if (known !== undefined && known.shape === shape && known.format === format) return known;
  const text = JSON.stringify(toWire(shape, format, record));
  const fragment = { shape, format, text, byteLength: Buffer.byteLength(text, 'utf8') };
  if (isDeepFrozen(record)) fragments.set(record, fragment);
  return fragment;
}

/** Collects the parts of a JSON text and their UTF-8 length as it goes. */
class JsonText {
  readonly parts: string[] = [];
  byteLength = 0;

  /** Text known to be ASCII (punctuation, member names of the model). */
  ascii(text: string): void {
    this.parts.push(text);
    this.byteLength += text.length;
  }

  add(text: string, byteLength = Buffer.byteLength(text, 'utf8')): void {
    this.parts.push(text);
    this.byteLength += byteLength;
  }
}

function writeValue(out: JsonText, shape: Shape, format: TimestampFormat, value: unknown): void {
  if (shape.type === 'structure' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    out.ascii('{');
    let first = true;
    for (const [key, member] of Object.entries(shape.members)) {
      const item = (value as Json)[key];
      if (item === undefined || item === null) continue;
      out.ascii(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      writeValue(out, member.shape, format, item);
    }
    out.ascii('}');
  } else if (shape.type === 'list' && Array.isArray(value)) {
    out.ascii('[');
    value.forEach((item, i) => {
      if (i > 0) out.ascii(',');
      if (shape.member.type === 'structure' && typeof item === 'object' && item !== null) {
        const fragment = fragmentOf(shape.member, format, item);
        out.add(fragment.text, fragment.byteLength);
      } else {
        writeValue(out, shape.member, format, item);
      }
    });
    out.ascii(']');
  } else {
    // Lists and maps of scalars and everything else: JSON.stringify of the wire value (null for a null list entry).
    out.add(JSON.stringify(toWire(shape, format, value) ?? null));
  }
}

/** Exactly `JSON.stringify(toWire(shape, format, value))`, joined from memoised fragments of frozen list records. */
export function toWireJson(shape: StructureShape, format: TimestampFormat, value: object): WireJson {
  const out = new JsonText();
  writeValue(out, shape, format, value);
  return new WireJson(out.parts.join(''), out.byteLength);
}
