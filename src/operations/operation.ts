// What an AWS operation is, described once: its place on the command line, its input and output shapes (the model's
// members in model order), the domain validator, the port method that performs it, its paginator and its HTTP
// binding (method, route, query members, success code). Command mode (parsing, help, validation, invocation) and the
// emulator (routing, wire input and output) are both derived from these descriptions; nothing is keyed by name.

import type { ServiceId } from '../domain/errors.js';
import type { FieldTable, Issue } from '../domain/validation.js';
import type { AwsPorts, CallOptions } from '../service/ports.js';
import type { Infer, StructureShape } from '../domain/shape.js';

export type AwsServiceId = Exclude<ServiceId, 'github'>;

/** Auto-pagination as botocore's paginators-1.json states it. */
export interface Paginator {
  inputToken: string;
  outputToken: string;
  limitKey: string;
  resultKey: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The restJson1 binding of an operation (the model's @http trait and member locations). */
export interface HttpBinding<I, P extends string> {
  method: HttpMethod;
  /** The request URI, e.g. `/appbundles/{appBundleIdentifier}/appauthorizations`; each `{label}` is an input member. */
  path: P;
  /** Input members sent in the query string, under their own names. Every other non-label member is in the body. */
  query?: readonly (keyof I & string)[];
  /** The success status (the model's responseCode). */
  status: number;
}

export interface OperationDef<I extends object = object, O extends object = object, P extends string = string> {
  service: AwsServiceId;
  /** The command word, e.g. `list-members`. */
  name: string;
  /** The operation name as the service spells it, e.g. `ListMembers` (table title, error messages, faults). */
  operation: string;
  summary: string;
  input: StructureShape;
  output: StructureShape;
  /** The domain rules of the input, written once in domain/ (the engine applies the same validator). */
  validate(input: unknown): Issue[];
  /** The field table help and `--page-size` read constraints from. */
  fields: FieldTable;
  /** Performs the operation on the ports. */
  call(ports: AwsPorts, input: I, options: CallOptions): Promise<O>;
  http: HttpBinding<I, P>;
  /** Auto-pagination as the AWS CLI does it; absent when botocore has no paginator for the operation. */
  paginator?: Paginator;
  /** Input member filled with a fresh UUID when absent (@idempotencyToken). */
  idempotencyToken?: string;
  /** The port and its method that perform it (the explorer's call log finds an operation by them). */
  port: keyof AwsPorts;
  method: string;
}

/** An operation of any input and output, as the registries keep them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds operations of every shape
export type AnyOperation = OperationDef<any, any>;

type PortMethod = (input: never, options?: CallOptions) => Promise<object>;

/** The methods of port `K` that take an input and call options and answer asynchronously. */
export type MethodOf<K extends keyof AwsPorts> = {
  [M in keyof AwsPorts[K]]: AwsPorts[K][M] extends PortMethod ? M : never;
}[keyof AwsPorts[K]];

export type InputOf<K extends keyof AwsPorts, M extends MethodOf<K>> = AwsPorts[K][M] extends (
  input: infer I,
  options?: CallOptions,
) => Promise<object>
  ? NonNullable<I>
  : never;
export type OutputOf<K extends keyof AwsPorts, M extends MethodOf<K>> = AwsPorts[K][M] extends (
  input: never,
  options?: CallOptions,
) => Promise<infer O extends object>
  ? O
  : never;

/** The `{label}` names of a path template. */
export type PathLabels<P extends string> = P extends `${string}{${infer L}}${infer Rest}`
  ? L | PathLabels<Rest>
  : never;

/** What an operation file states; `call` is derived from the port and method it names. */
export type OperationSpec<K extends keyof AwsPorts, M extends MethodOf<K>, P extends string> = Omit<
  OperationDef<InputOf<K, M>, OutputOf<K, M>, P>,
  'call' | 'port' | 'method'
> & {
  /** The port and its method that perform the operation: the types of the input and output come from them. */
  port: K;
  method: M;
};

type KeysDiffer<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;

/**
 * The shapes are the port's types: every value the input shape describes is a valid port input with the same members,
 * and every port output is a value the output shape describes with the same members. A mismatch is a type error
 * naming the side and the members (types.ts derives the port types from the same shapes, so this holds unless an
 * operation names a shape that is not its port method's).
 */
type ShapesMatchPort<In extends StructureShape, Out extends StructureShape, I, O> = ([Infer<In>] extends [I]
  ? [KeysDiffer<Infer<In>, I>] extends [never]
    ? unknown
    : { inputShapeMembersDifferFromPort: KeysDiffer<Infer<In>, I> }
  : { inputShapeIsNotThePortInputType: Infer<In> }) &
  ([O] extends [Infer<Out>]
    ? [KeysDiffer<Infer<Out>, O>] extends [never]
      ? unknown
      : { outputShapeMembersDifferFromPort: KeysDiffer<Infer<Out>, O> }
    : { outputShapeIsNotThePortOutputType: Infer<Out> });

/**
 * Declares an operation. A port or method that does not exist, a query member that is not an input member, a path
 * label that is not one, or an input or output shape that is not the port method's type, is a type error.
 */
export function defineOperation<
  K extends keyof AwsPorts,
  M extends MethodOf<K>,
  const P extends string,
  In extends StructureShape,
  Out extends StructureShape,
>(
  spec: OperationSpec<K, M, P> & { input: In; output: Out } & ShapesMatchPort<In, Out, InputOf<K, M>, OutputOf<K, M>> &
    ([Exclude<PathLabels<P>, keyof InputOf<K, M>>] extends [never]
      ? unknown
      : { pathLabelIsNotAnInputMember: Exclude<PathLabels<P>, keyof InputOf<K, M>> }),
): OperationDef<InputOf<K, M>, OutputOf<K, M>, P> {
  const { port, method, ...rest } = spec;
  return {
    ...rest,
    port,
    method: String(method),
    call(ports, input, options) {
      const target = ports[port];
      return (target[method] as unknown as PortMethod).call(target, input as never, options) as Promise<OutputOf<K, M>>;
    },
  };
}
export interface ServiceDef {
  name: AwsServiceId;
  title: string;
  summary: string;
  /** How the service writes timestamps on the wire: AppFabric RFC 3339 strings, the others epoch seconds. */
  timestampFormat: 'date-time' | 'epoch-seconds';
  /** First path segments of this service's routes beyond its operations', so unknown operations answer in its style. */
  otherPathPrefixes?: readonly string[];
  operations: readonly AnyOperation[];
}

/** botocore's xform_name for our member names: `appBundleIdentifier` -> `app-bundle-identifier`. */
export function cliName(member: string): string {
  return member
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
