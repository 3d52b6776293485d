// Whether a GraphQL request may run, checked as GitHub checks it before running anything: the body is a request, the
// document parses and validates against the schema (graphql's own validation), one operation is chosen, every
// connection has `first` or `last` within 1-100, and the document asks for at most 500,000 nodes. A refused request
// is answered 200 with the errors in the body and is not charged primary points (nothing ran); one that may run
// carries its primary cost (the engine's analysis, as the GitHub backend estimates it) and its node count, which
// `rateLimit { cost nodeCount }` reports.
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { analyzeGraphqlRequest, type GraphqlRequestParts } from '../../../domain/ratelimits/graphqlDocument.js';
import { githubSchema, isConnectionType } from './schema.js';

/** GitHub's per-call ceiling on the nodes a document may ask for. */
export const NODE_LIMIT = 500_000;
const MAX_PAGE = 100;
/** The parser's own guard against documents no request body should hold. */
const MAX_TOKENS = 50_000;

/** One error as GitHub writes it in `errors`: its `type` (when GitHub gives one), message, locations and path. */
export interface GraphqlErrorJson {
  type?: string;
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export type GraphqlCheck =
  | {
      ok: true;
      document: DocumentNode;
      operationName: string | undefined;
      variables: Record<string, unknown> | undefined;
      mutation: boolean;
      cost: number;
      nodeCount: number;
    }
  | { ok: false; errors: GraphqlErrorJson[] };

export function checkGraphqlRequest(parts: GraphqlRequestParts | undefined): GraphqlCheck {
  if (parts === undefined) return refused([{ message: 'A query attribute must be specified and must be a string.' }]);
  const schema = githubSchema();
  const parsed = parseAndValidate(schema, parts.query);
  if (!parsed.ok) return parsed;
  const document = parsed.document;
  const operation = chooseOperation(document, parts.operationName ?? undefined);
  if (typeof operation === 'string') return refused([{ message: operation }]);
  const variables = parts.variables ?? undefined;
  const walk = new NodeWalk(schema, document, pageVariables(operation, variables));
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const nodeCount = rootType === null || rootType === undefined ? 0 : walk.nodes(operation.selectionSet, rootType, []);
  if (walk.errors.length > 0) return refused(walk.errors);
  if (nodeCount > NODE_LIMIT)
    return refused([
      {
        type: 'MAX_NODE_LIMIT_EXCEEDED',
        message: `This query requests up to ${nodeCount.toLocaleString('en-US')} possible nodes which exceeds the maximum limit of ${NODE_LIMIT.toLocaleString('en-US')}.`,
      },
    ]);
  const { cost } = analyzeGraphqlRequest(parts);
  return {
    ok: true,
    document,
    operationName: operation.name?.value,
    variables: variables === undefined ? undefined : { ...variables },
    mutation: operation.operation === 'mutation',
    cost,
    nodeCount,
  };
}

/**
 * Clients send the same few documents over and over, and validation is the costly step (about 1 ms for a small
 * document on the development machine): the outcome is kept per query text, the most recent 256 of at most 16 KiB
 * (4 MiB at most in all).
 */
const VALIDATED_KEPT = 256;
const VALIDATED_MAX_LENGTH = 16_384;
const validated = new Map<string, { ok: true; document: DocumentNode } | { ok: false; errors: GraphqlErrorJson[] }>();

function parseAndValidate(
  schema: GraphQLSchema,
  query: string,
): { ok: true; document: DocumentNode } | { ok: false; errors: GraphqlErrorJson[] } {
  const known = validated.get(query);
  if (known !== undefined) {
    validated.delete(query);
    validated.set(query, known);
    return known;
  }
  let outcome: { ok: true; document: DocumentNode } | { ok: false; errors: GraphqlErrorJson[] };
  try {
    const document = parse(query, { maxTokens: MAX_TOKENS });
    const invalid = validate(schema, document);
    outcome = invalid.length > 0 ? { ok: false, errors: invalid.map((e) => errorJson(e)) } : { ok: true, document };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    outcome = { ok: false, errors: [errorJson(error)] };
  }
  if (query.length > VALIDATED_MAX_LENGTH) return outcome;
  validated.set(query, outcome);
  if (validated.size > VALIDATED_KEPT) validated.delete(validated.keys().next().value!);
  return outcome;
}

/** The operation's variables as page sizes are read from them: the values given, else the defaults declared. */
function pageVariables(
  operation: OperationDefinitionNode,
  given: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (given !== undefined && Object.hasOwn(given, name)) out[name] = given[name];
    else if (definition.defaultValue?.kind === Kind.INT) out[name] = Number(definition.defaultValue.value);
  }
  return out;
}

function refused(errors: GraphqlErrorJson[]): GraphqlCheck {
  return { ok: false, errors };
}

export function errorJson(error: GraphQLError, type?: string): GraphqlErrorJson {
  const out: GraphqlErrorJson = { message: error.message };
  const errorType = type ?? (typeof error.extensions.type === 'string' ? error.extensions.type : undefined);
  if (errorType !== undefined) out.type = errorType;
  if (error.locations !== undefined) out.locations = error.locations.map(({ line, column }) => ({ line, column }));
  if (error.path !== undefined) out.path = [...error.path];
  return out;
}

function chooseOperation(document: DocumentNode, name: string | undefined): OperationDefinitionNode | string {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (name !== undefined && name !== '') {
    return operations.find((o) => o.name?.value === name) ?? `No operation named "${name}"`;
  }
  if (operations.length === 1) return operations[0]!;
  return 'An operation name is required';
}

/**
 * Counts the nodes a selection asks for per parent node and checks each connection's page size. Linear in the parent
 * nodes, so a fragment is walked once per parent type and reused (fragments spreading fragments stay linear).
 */
class NodeWalk {
  readonly errors: GraphqlErrorJson[] = [];
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly memo = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Readonly<Record<string, unknown>> | undefined,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  nodes(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, path: string[]): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += this.field(selection, parent, path);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (on !== undefined && (isObjectType(on) || isInterfaceType(on)))
          total += this.nodes(selection.selectionSet, on, path);
      } else {
        const fragment = this.fragments.get(selection.name.value);
        if (fragment === undefined) continue;
        const key = fragment.name.value;
        let known = this.memo.get(key);
        if (known === undefined) {
          this.memo.set(key, 0); // a fragment that spreads itself is invalid; this keeps the walk finite
          const on = this.schema.getType(fragment.typeCondition.name.value);
          known =
            on !== undefined && (isObjectType(on) || isInterfaceType(on))
              ? this.nodes(fragment.selectionSet, on, path)
              : 0;
          this.memo.set(key, known);
        }
        total += known;
      }
      if (total > Number.MAX_SAFE_INTEGER / 1000) return total;
    }
    return total;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType, path: string[]): number {
    if (node.selectionSet === undefined || !(isObjectType(parent) || isInterfaceType(parent))) return 0;
    const definition = parent.getFields()[node.name.value];
    if (definition === undefined) return 0;
    const type = getNamedType(definition.type);
    if (!(isObjectType(type) || isInterfaceType(type))) return 0;
    const here = [...path, node.alias?.value ?? node.name.value];
    if (!isConnectionType(type.name)) return this.nodes(node.selectionSet, type, here);
    const size = this.pageSize(node, here);
    if (size === undefined) return 0;
    return size + size * this.nodes(node.selectionSet, type, here);
  }

  /** The connection's page size, or undefined after recording why it is refused. */
  private pageSize(node: FieldNode, path: string[]): number | undefined {
    let size: number | undefined;
    const locations = node.loc ? [locationOf(node)] : undefined;
    for (const name of ['first', 'last'] as const) {
      const argument = node.arguments?.find((a) => a.name.value === name);
      if (argument === undefined) continue;
      const value = this.intValue(argument.value);
      if (value === undefined) continue;
      if (value > MAX_PAGE || value < 0) {
        this.errors.push({
          type: 'EXCESSIVE_PAGINATION',
          path,
          ...(locations ? { locations } : {}),
          message: `Requesting ${value} records on the \`${node.name.value}\` connection exceeds the \`${name}\` limit of ${MAX_PAGE} records.`,
        });
        return undefined;
      }
      size = Math.max(size ?? 0, value);
    }
    if (size === undefined) {
      this.errors.push({
        type: 'MISSING_PAGINATION_BOUNDARIES',
        path,
        ...(locations ? { locations } : {}),
        message: `You must provide a \`first\` or \`last\` value to properly paginate the \`${node.name.value}\` connection.`,
      });
    }
    return size;
  }

  private intValue(value: ValueNode): number | undefined {
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = this.variables?.[value.name.value];
      if (typeof given === 'number' && Number.isInteger(given)) return given;
      return undefined;
    }
    return undefined;
  }
}

function locationOf(node: FieldNode): { line: number; column: number } {
  const { line, column } = node.loc!.startToken;
  return { line, column };
}
