// The shape builder: a value describes a member's wire shape (member names in model order, types, required flags, enum
// values, one-line docs) and carries its TypeScript type, so `Infer<typeof shape>` is the request or response type.
// Each operation's shapes are written once, in domain/<service>/shapes.ts; domain/<service>/types.ts derives the types
// from them, and operations/ reads the same values for argv parsing, help, the skeletons, the emulator's wire input
// and output, and the masking of secrets. A member added to a shape is in the type with no second edit.
//
// Why hand-written rather than zod/valibot/typebox: the shapes are data that five walkers read (argv, help, skeleton,
// wire input/output, redaction), validation is the domain validators' job with AWS's own wording, and the builder is
// under a hundred lines of types with no load cost at command-mode start-up.
//
// Length/pattern/range constraints are not part of a shape: they live once in the field tables of the domain
// validators (test/domain/fieldTablesMatchShapes.test.ts checks every table path against the shapes).

export type Shape = StringShape | IntegerShape | BooleanShape | TimestampShape | ListShape | MapShape | StructureShape;

export interface StringShape<T extends string = string> {
  type: 'string';
  enum?: readonly T[];
  /** @sensitive in the model: never echoed (debug output, errors, skeletons). */
  sensitive?: boolean;
}
export interface IntegerShape {
  type: 'integer';
}
export interface BooleanShape {
  type: 'boolean';
}
/** A timestamp: a Date in the ports; each service writes its own wire format. */
export interface TimestampShape {
  type: 'timestamp';
}
export interface ListShape<S extends Shape = Shape> {
  type: 'list';
  member: S;
}
export interface MapShape<V extends Shape = Shape> {
  type: 'map';
  key: StringShape;
  value: V;
}

export interface Member<S extends Shape = Shape> {
  shape: S;
  required?: boolean;
  doc?: string;
}
interface RequiredMember<S extends Shape> extends Member<S> {
  required: true;
}

export type Members = Readonly<Record<string, Member>>;

export interface StructureShape<M extends Members = Members> {
  type: 'structure';
  /** A tagged union: exactly one member may be set. */
  union?: boolean;
  members: M;
}
interface UnionShape<M extends Members> extends StructureShape<M> {
  union: true;
}

/** Flattens an intersection so an inferred type reads as one object in hovers and errors. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<M extends Members> = { [K in keyof M]: M[K] extends { required: true } ? K : never }[keyof M];

type InferMembers<M extends Members> = Simplify<
  { -readonly [K in RequiredKeys<M>]: Infer<M[K]['shape']> } & {
    -readonly [K in Exclude<keyof M, RequiredKeys<M>>]?: Infer<M[K]['shape']>;
  }
>;

/** A union on the wire carries exactly one of its members: `{ a: A } | { b: B }`, narrowed by `'a' in value`. */
type InferUnion<M extends Members> = { [K in keyof M]: { -readonly [P in K]: Infer<M[K]['shape']> } }[keyof M];

/** The TypeScript type of the values a shape describes. */
export type Infer<S extends Shape> =
  S extends StringShape<infer T>
    ? T
    : S extends IntegerShape
      ? number
      : S extends BooleanShape
        ? boolean
        : S extends TimestampShape
          ? Date
          : S extends ListShape<infer E>
            ? Infer<E>[]
            : S extends MapShape<infer V>
              ? Record<string, Infer<V>>
              : S extends StructureShape<infer M>
                ? string extends keyof M
                  ? Record<string, unknown> // members known only at run time (built from a table)
                  : [keyof M] extends [never]
                    ? Record<string, never>
                    : S extends UnionShape<M>
                      ? InferUnion<M>
                      : InferMembers<M>
                : never;

export const str: StringShape = { type: 'string' };
export const secret: StringShape = { type: 'string', sensitive: true };
export const int: IntegerShape = { type: 'integer' };
export const bool: BooleanShape = { type: 'boolean' };
export const timestamp: TimestampShape = { type: 'timestamp' };
export const enumOf = <const T extends string>(values: readonly T[]): StringShape<T> => ({
  type: 'string',
  enum: values,
});
export const listOf = <S extends Shape>(member: S): ListShape<S> => ({ type: 'list', member });
export const mapOf = <V extends Shape>(value: V): MapShape<V> => ({ type: 'map', key: str, value });
export const struct = <M extends Members>(members: M): StructureShape<M> => ({ type: 'structure', members });
export const union = <M extends Members>(members: M): UnionShape<M> => ({ type: 'structure', union: true, members });
export const req = <S extends Shape>(shape: S, doc?: string): RequiredMember<S> => ({
  shape,
  required: true,
  ...(doc ? { doc } : {}),
});
export const opt = <S extends Shape>(shape: S, doc?: string): Member<S> => ({ shape, ...(doc ? { doc } : {}) });
