// The emulator's AWS routes, derived from the operation descriptions (src/operations/): the route and success code
// from each one's HTTP binding, input deserialisation from its input shape (labels, query members, body), the port
// call, and output serialisation from its output shape.
import { ALL_OPERATIONS, SERVICES, SERVICE_BY_ID } from '../../operations/index.js';
import type { AnyOperation } from '../../operations/operation.js';
import type { AwsCaller, AwsPorts } from '../../service/ports.js';
import type { AwsService } from './errorWire.js';
import { parseJsonObject, queryTypeOf, readBody, readQuery, wireShapeOf, type QueryShape } from './wireInput.js';
import { toWireJson, type WireJson } from '../../formats/wireOutput.js';

export type { AwsPorts } from '../../service/ports.js';

export interface OperationInput {
  /** Percent-decoded path labels. */
  labels: Record<string, string>;
  query: URLSearchParams;
  body: Buffer;
  signal: AbortSignal;
  /** The SigV4 scope's Region and access key: the engine keeps resources per Region and account. */
  caller?: AwsCaller;
}

export interface AwsOperation {
  name: string;
  service: AwsService;
  method: string;
  /** Path template segments; `{name}` is a label. */
  path: readonly string[];
  successStatus: number;
  /** Whether the operation has a JSON body (and so requires `Content-Type: application/json` when one is sent). */
  hasBody: boolean;
  invoke(ports: AwsPorts, input: OperationInput): Promise<WireJson>;
}

export function routeOf(operation: AnyOperation): AwsOperation {
  const { service, http, input: inputShape, output: outputShape } = operation;
  const path = http.path.split('/').slice(1);
  const labels = new Set(path.filter((p) => p.startsWith('{')).map((p) => p.slice(1, -1)));
  const queryMembers = new Set<string>(http.query ?? []);
  const queryShape: QueryShape = {};
  const bodyShape: Parameters<typeof readBody>[2] = {};
  for (const [name, member] of Object.entries(inputShape.members)) {
    if (labels.has(name)) continue;
    if (queryMembers.has(name)) queryShape[name] = queryTypeOf(member.shape);
    else bodyShape[name] = wireShapeOf(member.shape);
  }
  const hasBody = Object.keys(bodyShape).length > 0;
  const timestampFormat = SERVICE_BY_ID[service].timestampFormat;
  return {
    name: operation.operation,
    service,
    method: http.method,
    path,
    successStatus: http.status,
    hasBody,
    async invoke(ports, { labels: labelValues, query, body, signal, caller }) {
      const input: Record<string, unknown> = hasBody
        ? readBody(service, parseJsonObject(service, body), bodyShape)
        : {};
      readQuery(service, query, queryShape, input);
      for (const label of labels) input[label] = labelValues[label] ?? '';
      const output: object = await operation.call(ports, input, {
        signal,
        ...(caller !== undefined ? { caller } : {}),
      });
      return toWireJson(outputShape, timestampFormat, output);
    },
  };
}

export const AWS_OPERATIONS: readonly AwsOperation[] = ALL_OPERATIONS.map(routeOf);

/** The service a path belongs to, by its first segment, so even an unknown operation is answered in its style. */
export const SERVICE_OF_FIRST_SEGMENT: Readonly<Record<string, AwsService>> = Object.fromEntries(
  SERVICES.flatMap((s) => [
    ...s.operations.map((o) => [o.http.path.split('/')[1] ?? '', s.name] as const),
    ...(s.otherPathPrefixes ?? []).map((prefix) => [prefix, s.name] as const),
  ]),
);
