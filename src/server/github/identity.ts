// Who a token is, as GitHub tells it: `GET /user` (the login from the dataset), the GraphQL viewer, and the
// `X-OAuth-Scopes` header every answer to an OAuth or classic token carries (gh reads the scopes from it). Tokens that
// are no user (installations, Actions, an OAuth app's client credentials) get GitHub's refusals.
import { tokenScopes, userLogin, type GithubCaller } from '../../domain/ratelimits/callers.js';
import type { EngineCaller } from '../../service/githubLimiter.js';
import type { GraphqlViewer } from './graphql/answer.js';

const DOCS_AUTHENTICATED_USER = 'https://docs.github.com/rest/users/users#get-the-authenticated-user';

type UserLike = Extract<GithubCaller, { kind: 'user' | 'app-user' | 'oauth-app-user' }>;

function asUser(definition: GithubCaller): UserLike | undefined {
  return definition.kind === 'user' || definition.kind === 'app-user' || definition.kind === 'oauth-app-user'
    ? definition
    : undefined;
}

export function graphqlViewer(caller: EngineCaller): GraphqlViewer {
  const user = asUser(caller.definition);
  return user === undefined ? { forbidden: true } : { login: userLogin(user), userId: user.userId };
}

/** `X-OAuth-Scopes` for tokens acting as a user (empty for a GitHub App user token, as GitHub sends it). */
export function identityHeaders(caller: EngineCaller): Record<string, string> {
  const user = asUser(caller.definition);
  return user === undefined ? {} : { 'x-oauth-scopes': tokenScopes(user).join(', ') };
}

/** The answer to `GET /user`. */
export function authenticatedUserAnswer(caller: EngineCaller): { status: number; body: unknown } {
  const user = asUser(caller.definition);
  if (user !== undefined) {
    const login = userLogin(user);
    return {
      status: 200,
      body: {
        login,
        id: user.userId,
        node_id: Buffer.from(`04:User${user.userId}`).toString('base64'),
        type: 'User',
        site_admin: false,
        name: null,
        html_url: `https://github.com/${login}`,
      },
    };
  }
  if (caller.definition.kind === 'installation' || caller.definition.kind === 'actions')
    return {
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: DOCS_AUTHENTICATED_USER,
        status: '403',
      },
    };
  return {
    status: 401,
    body: { message: 'Requires authentication', documentation_url: DOCS_AUTHENTICATED_USER, status: '401' },
  };
}
