// What the rate limits need to know about a GraphQL request, read from the parsed document (the `graphql` package's
// parser, not a keyword match): whether the operation that runs is a mutation (5 secondary points, content creation),
// and its primary-limit point cost as GitHub documents it (docs/rate-limits.md): every
// connection (a field with `first` or `last`) needs one request per node of its parent connections; the requests are
// summed, divided by 100 and rounded, with a minimum of 1.
import {
  Kind,
  parse,
  type ArgumentNode,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export interface GraphqlRequestParts {
  query: string;
  operationName?: string | null | undefined;
  variables?: Readonly<Record<string, unknown>> | null | undefined;
}

export interface GraphqlOperationInfo {
  /** The operation that runs is a mutation (or, when none can be chosen, any operation of the document is). */
  mutation: boolean;
  /** Primary-limit points. */
  cost: number;
  /** The document parsed and one operation was chosen. */
  valid: boolean;
}

/** A document no bigger than a request body could hold; past it parsing stops (the parser's own guard). */
const MAX_TOKENS = 50_000;
/** Requests counted for one document never go past this (deep nesting multiplies quickly). */
const MAX_REQUESTS = 1e9;

export function analyzeGraphqlRequest(parts: GraphqlRequestParts): GraphqlOperationInfo {
  let document: DocumentNode;
  try {
    document = parse(parts.query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    // GitHub answers a syntax error without running anything: nothing is created, one point is spent.
    return { mutation: false, cost: 1, valid: false };
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  }
  const chosen = selectOperation(operations, parts.operationName);
  // No single operation can be chosen: GitHub refuses the document before running anything ("An operation name is
  // required"), so nothing is created and no mutation runs; its points are read from every operation, as the most
  // expensive reading.
  const counted = chosen === undefined ? operations : [chosen];
  let cost = 1;
  for (const operation of counted) {
    const variables = variableValues(operation, parts.variables);
    const requests = connectionRequests(operation.selectionSet, fragments, variables, new Map());
    cost = Math.max(cost, Math.round(requests / 100));
  }
  return {
    mutation: chosen?.operation === 'mutation',
    cost,
    valid: chosen !== undefined,
  };
}

/**
 * The parts of a GraphQL request body (`{query, operationName?, variables?}`, already parsed from JSON), or undefined
 * when it is not one. The emulator reads what it receives and the GitHub backend what it sends through this.
 */
export function graphqlRequestParts(body: unknown): GraphqlRequestParts | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  return {
    query,
    ...(typeof operationName === 'string' ? { operationName } : {}),
    ...(typeof variables === 'object' && variables !== null && !Array.isArray(variables)
      ? { variables: variables as Record<string, unknown> }
      : {}),
  };
}

/** `analyzeGraphqlRequest` of a parsed request body; undefined when the body is not a GraphQL request. */
export function analyzeGraphqlBody(body: unknown): GraphqlOperationInfo | undefined {
  const parts = graphqlRequestParts(body);
  return parts === undefined ? undefined : analyzeGraphqlRequest(parts);
}

/** True when the operation that runs is a mutation (see `analyzeGraphqlRequest`). */
export function isGraphqlMutation(query: string, operationName?: string | null): boolean {
  return analyzeGraphqlRequest({ query, operationName }).mutation;
}

function selectOperation(
  operations: readonly OperationDefinitionNode[],
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  if (operationName !== undefined && operationName !== null && operationName !== '') {
    return operations.find((o) => o.name?.value === operationName);
  }
  return operations.length === 1 ? operations[0] : undefined;
}

function variableValues(
  operation: OperationDefinitionNode,
  given: Readonly<Record<string, unknown>> | null | undefined,
): Map<string, number> {
  const values = new Map<string, number>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = given?.[name];
    if (typeof value === 'number') values.set(name, value);
    else if (definition.defaultValue?.kind === Kind.INT) values.set(name, Number(definition.defaultValue.value));
  }
  return values;
}

/** The page size a field asks for with `first`/`last` (the larger when both), or undefined when it is no connection. */
function pageSize(args: readonly ArgumentNode[], variables: ReadonlyMap<string, number>): number | undefined {
  let size: number | undefined;
  for (const arg of args) {
    if (arg.name.value !== 'first' && arg.name.value !== 'last') continue;
    let n: number | undefined;
    if (arg.value.kind === Kind.INT) n = Number(arg.value.value);
    else if (arg.value.kind === Kind.VARIABLE) n = variables.get(arg.value.name.value);
    // A connection without a usable size still runs one request per parent node.
    const value = n !== undefined && Number.isFinite(n) && n > 0 ? n : 1;
    size = Math.max(size ?? 0, value);
  }
  return size;
}

/**
 * Requests the selection set needs for one parent node. The count is linear in the parent nodes, so a fragment is
 * walked once and reused (a document spreading fragments inside fragments cannot make the walk exponential).
 */
function connectionRequests(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, SelectionSetNode>,
  variables: ReadonlyMap<string, number>,
  memo: Map<string, number>,
): number {
  let requests = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet === undefined) continue;
      const inner = connectionRequests(selection.selectionSet, fragments, variables, memo);
      const size = pageSize(selection.arguments ?? [], variables);
      requests += size === undefined ? inner : 1 + size * inner;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      requests += connectionRequests(selection.selectionSet, fragments, variables, memo);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment === undefined) continue;
      let known = memo.get(name);
      if (known === undefined) {
        // A fragment that spreads itself is invalid GraphQL; counting the inner spread as 0 keeps the walk finite.
        memo.set(name, 0);
        known = connectionRequests(fragment, fragments, variables, memo);
        memo.set(name, known);
      }
      requests += known;
    }
    if (requests >= MAX_REQUESTS) return MAX_REQUESTS;
  }
  return requests;
}
