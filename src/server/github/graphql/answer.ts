// Runs a checked GraphQL document against the emulator's world: `viewer` is the caller (its dataset login), and
// `rateLimit` is the engine's graphql bucket after this request was counted, with the request's cost and node count.
// The emulator holds no repositories, issues or stars: connections are empty and a lookup by name or id is GitHub's
// NOT_FOUND error, so a mutation counts toward the limits without pretending to create anything.
import { executeSync, GraphQLError } from 'graphql';
import type { RateInfo } from '../../../service/githubLimiter.js';
import { errorJson, type GraphqlCheck, type GraphqlErrorJson } from './checkRequest.js';
import { githubSchema } from './schema.js';

/** Who the request acts as: a user (for `viewer`), or a token that cannot be one (an installation, an OAuth app). */
export type GraphqlViewer = { login: string; userId: number } | { forbidden: true };

export interface GraphqlAnswerContext {
  viewer: GraphqlViewer;
  /** The graphql bucket after this request was counted. */
  rate: RateInfo;
}

export interface GraphqlAnswerBody {
  data?: unknown;
  errors?: GraphqlErrorJson[];
}

const EMPTY_CONNECTION = {
  edges: [],
  nodes: [],
  pageInfo: { endCursor: null, hasNextPage: false, hasPreviousPage: false, startCursor: null },
  totalCount: 0,
};

function quoted(value: unknown): string {
  return String(value).slice(0, 200);
}

function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { type: 'NOT_FOUND' } });
}

function userObject(login: string, userId: number): Record<string, unknown> {
  return {
    id: Buffer.from(`04:User${userId}`).toString('base64'),
    databaseId: userId,
    login,
    name: null,
    url: `https://github.com/${login}`,
    repositories: () => EMPTY_CONNECTION,
    followers: () => EMPTY_CONNECTION,
    following: () => EMPTY_CONNECTION,
    starredRepositories: () => EMPTY_CONNECTION,
  };
}

export function answerGraphql(check: GraphqlCheck & { ok: true }, context: GraphqlAnswerContext): GraphqlAnswerBody {
  const { viewer, rate } = context;
  const viewerObject = 'login' in viewer ? userObject(viewer.login, viewer.userId) : undefined;
  const rootValue = {
    viewer: () => {
      if (viewerObject === undefined)
        throw new GraphQLError('Resource not accessible by integration', { extensions: { type: 'FORBIDDEN' } });
      return viewerObject;
    },
    rateLimit: () => ({
      cost: check.cost,
      limit: rate.limit,
      nodeCount: check.nodeCount,
      remaining: rate.remaining,
      resetAt: new Date(rate.reset * 1000).toISOString().replace('.000Z', 'Z'),
      used: rate.used,
    }),
    user: ({ login }: { login: string }) => {
      if (viewerObject !== undefined && 'login' in viewer && login.toLowerCase() === viewer.login.toLowerCase())
        return viewerObject;
      throw notFound(`Could not resolve to a User with the login of '${quoted(login)}'.`);
    },
    repository: ({ owner, name }: { owner: string; name: string }) => {
      throw notFound(`Could not resolve to a Repository with the name '${quoted(owner)}/${quoted(name)}'.`);
    },
    node: ({ id }: { id: string }) => {
      throw notFound(`Could not resolve to a node with the global id of '${quoted(id)}'`);
    },
    addStar: ({ input }: { input: { starrableId: string } }) => {
      throw notFound(`Could not resolve to a node with the global id of '${quoted(input.starrableId)}'.`);
    },
    removeStar: ({ input }: { input: { starrableId: string } }) => {
      throw notFound(`Could not resolve to a node with the global id of '${quoted(input.starrableId)}'.`);
    },
    addComment: ({ input }: { input: { subjectId: string } }) => {
      throw notFound(`Could not resolve to a node with the global id of '${quoted(input.subjectId)}'.`);
    },
  };
  const result = executeSync({
    schema: githubSchema(),
    document: check.document,
    rootValue,
    ...(check.operationName !== undefined ? { operationName: check.operationName } : {}),
    ...(check.variables !== undefined ? { variableValues: check.variables } : {}),
  });
  // A variable that does not fit its type stops the operation before it runs: GitHub then sends no `data`.
  const body: GraphqlAnswerBody = 'data' in result ? { data: result.data ?? null } : {};
  if (result.errors !== undefined && result.errors.length > 0) body.errors = result.errors.map((e) => errorJson(e));
  return body;
}
