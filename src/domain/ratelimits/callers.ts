// The callers the rate-limit engine knows: the dataset's `github.callers` section (format in docs/rate-limits.md),
// its validation, and the display label that never contains the token.

import {
  checkBoolean,
  checkEnum,
  checkInteger,
  checkKnownKeys,
  checkList,
  checkObject,
  checkRequired,
  checkString,
  joinPath,
  type Issue,
} from '../validation.js';
import { tokenFingerprint } from './fingerprint.js';

export const CALLER_KINDS = [
  'unauthenticated',
  'user',
  'app-user',
  'oauth-app-user',
  'installation',
  'oauth-app',
  'actions',
] as const;

/**
 * - `unauthenticated`: no token; one budget per originating IP.
 * - `user`: a personal access token (classic or fine-grained) of user `userId`.
 * - `app-user`: a GitHub App user access token acting for `userId` (shares the user's budget).
 * - `oauth-app-user`: an OAuth app token acting for `userId` (shares the user's budget).
 * - `installation`: a GitHub App installation access token.
 * - `oauth-app`: an OAuth app using its client ID and secret for public data.
 * - `actions`: the `GITHUB_TOKEN` of a workflow in `repository`.
 */
export type CallerKind = (typeof CALLER_KINDS)[number];

interface CallerBase {
  /** Stable id for the explorer and the simulator; defaults to `<kind>-<index>`. */
  id?: string;
  /** Short human name shown beside the kind, e.g. `ci-bot` (never the token). */
  name?: string;
}

export interface UnauthenticatedCaller extends CallerBase {
  kind: 'unauthenticated';
  /** The originating IP the budget belongs to. */
  ip: string;
}
/** What GitHub tells about the user behind a token: `GET /user`, GraphQL `viewer`, and the token's scopes. */
interface UserIdentity {
  /** The user's GitHub login (default `user-<userId>`). */
  login?: string;
  /** OAuth scopes sent as `X-OAuth-Scopes` (default: gh's `gist, read:org, repo, workflow`; none for `app-user`). */
  scopes?: string[];
}
export interface UserCaller extends CallerBase, UserIdentity {
  kind: 'user';
  token: string;
  userId: number;
}
export interface AppUserCaller extends CallerBase, UserIdentity {
  kind: 'app-user' | 'oauth-app-user';
  token: string;
  userId: number;
  /** The app is owned by (OAuth app: owned or approved by) a GitHub Enterprise Cloud organization: 15,000/h. */
  enterpriseOwnedApp?: boolean;
}
export interface InstallationCaller extends CallerBase {
  kind: 'installation';
  token: string;
  installationId: number;
  /** Repositories the installation can access. */
  repositories: number;
  /** Users of the organization the app is installed on. */
  users?: number;
  /** Installed on a GitHub Enterprise Cloud organization or enterprise: flat 15,000/h. */
  enterprise?: boolean;
}
export interface OAuthAppCaller extends CallerBase {
  kind: 'oauth-app';
  token: string;
  clientId: string;
  /** Owned by a GitHub Enterprise Cloud organization: 15,000/h. */
  enterprise?: boolean;
}
export interface ActionsCaller extends CallerBase {
  kind: 'actions';
  token: string;
  /** `owner/repo` the workflow runs in; the 1,000/h budget is per repository. */
  repository: string;
  /** The repository belongs to a GitHub Enterprise Cloud account: 15,000/h. */
  enterprise?: boolean;
}

export type GithubCaller =
  UnauthenticatedCaller | UserCaller | AppUserCaller | InstallationCaller | OAuthAppCaller | ActionsCaller;

/** The login `GET /user` and GraphQL `viewer` answer for a caller acting as a user. */
export function userLogin(caller: UserCaller | AppUserCaller): string {
  return caller.login ?? `user-${caller.userId}`;
}

/** gh asks for these scopes when it logs in; a classic PAT made for gh has them. */
const DEFAULT_SCOPES = ['gist', 'read:org', 'repo', 'workflow'];

/** The token's OAuth scopes (GitHub App user tokens have none). */
export function tokenScopes(caller: UserCaller | AppUserCaller): readonly string[] {
  return caller.scopes ?? (caller.kind === 'app-user' ? [] : DEFAULT_SCOPES);
}

/** The caller's id: its own `id`, else `<kind>-<index>` in the dataset. */
export function callerId(caller: GithubCaller, index: number): string {
  return caller.id ?? `${caller.kind}-${index}`;
}

const KIND_TEXT: Record<CallerKind, string> = {
  unauthenticated: 'unauthenticated',
  user: 'user PAT',
  'app-user': 'app for user',
  'oauth-app-user': 'OAuth app for user',
  installation: 'installation',
  'oauth-app': 'OAuth app (client credentials)',
  actions: 'Actions GITHUB_TOKEN',
};

/** `user PAT #1 · alice · fp 3f9a1c2b`: kind, the subject, the name and a token fingerprint; never the token. */
export function callerLabel(caller: GithubCaller): string {
  const parts = [KIND_TEXT[caller.kind]];
  switch (caller.kind) {
    case 'unauthenticated':
      parts.push(caller.ip);
      break;
    case 'user':
    case 'app-user':
    case 'oauth-app-user':
      parts.push(
        `user ${caller.userId}${caller.kind !== 'user' && caller.enterpriseOwnedApp ? ' (enterprise app)' : ''}`,
      );
      break;
    case 'installation':
      parts.push(
        `${caller.installationId} (${caller.repositories} repos${caller.users !== undefined ? `, ${caller.users} users` : ''}${caller.enterprise ? ', enterprise' : ''})`,
      );
      break;
    case 'oauth-app':
      parts.push(`${caller.clientId}${caller.enterprise ? ' (enterprise)' : ''}`);
      break;
    case 'actions':
      parts.push(`${caller.repository}${caller.enterprise ? ' (enterprise)' : ''}`);
      break;
  }
  if (caller.name !== undefined) parts.push(caller.name);
  if (caller.kind !== 'unauthenticated') parts.push(`fp ${tokenFingerprint(caller.token)}`);
  return parts.join(' · ');
}

// ---- validation -----------------------------------------------------------------------------------------------

const COMMON_KEYS = ['id', 'name', 'kind'] as const;
const KIND_KEYS: Record<CallerKind, readonly string[]> = {
  unauthenticated: ['ip'],
  user: ['token', 'userId', 'login', 'scopes'],
  'app-user': ['token', 'userId', 'enterpriseOwnedApp', 'login', 'scopes'],
  'oauth-app-user': ['token', 'userId', 'enterpriseOwnedApp', 'login', 'scopes'],
  installation: ['token', 'installationId', 'repositories', 'users', 'enterprise'],
  'oauth-app': ['token', 'clientId', 'enterprise'],
  actions: ['token', 'repository', 'enterprise'],
};

const ID_RULE = {
  min: 1,
  max: 64,
  pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
  patternText: 'letters, digits, dot, dash, underscore',
};
const NAME_RULE = { min: 1, max: 80 };
// Tokens are opaque test credentials; any printable non-space ASCII, as GitHub's token formats are.
const TOKEN_RULE = { min: 1, max: 255, pattern: /^[\x21-\x7e]+$/, patternText: 'printable ASCII without spaces' };
const IP_RULE = {
  min: 2,
  max: 45,
  pattern: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$/,
  patternText: 'an IPv4 or IPv6 address',
};
const REPOSITORY_RULE = { min: 3, max: 140, pattern: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, patternText: 'owner/repo' };
const CLIENT_ID_RULE = {
  min: 1,
  max: 64,
  pattern: /^[A-Za-z0-9._-]+$/,
  patternText: 'letters, digits, dot, dash, underscore',
};
// GitHub's username rule: letters, digits and single hyphens, not at either end, at most 39 characters.
const LOGIN_RULE = {
  min: 1,
  max: 39,
  pattern: /^[A-Za-z0-9](?:-?[A-Za-z0-9])*$/,
  patternText: 'letters, digits and single hyphens, not at either end',
};
const SCOPE_RULE = { min: 1, max: 64, pattern: /^[a-z][a-z0-9_:-]*$/, patternText: 'an OAuth scope such as read:org' };
const COUNT_RANGE = { min: 0, max: 1_000_000 };
const ID_RANGE = { min: 1, max: Number.MAX_SAFE_INTEGER };

/** Validates the dataset's `github` section; paths are relative to `basePath` (e.g. `github.callers[2].kind`). */
export function validateGithubSection(value: unknown, basePath: string): Issue[] {
  const out: Issue[] = [];
  if (!checkObject(out, basePath, value)) return out;
  checkKnownKeys(out, basePath, value, ['callers']);
  const callersPath = joinPath(basePath, 'callers');
  if (!checkRequired(out, callersPath, value.callers)) return out;
  if (!checkList(out, callersPath, value.callers, { max: 10_000 })) return out;
  const tokens = new Map<string, number>();
  const ids = new Map<string, number>();
  value.callers.forEach((raw, index) => {
    const path = joinPath(callersPath, index);
    validateCaller(out, path, raw);
    if (typeof raw !== 'object' || raw === null) return;
    const record = raw as Record<string, unknown>;
    if (typeof record.token === 'string') {
      const first = tokens.get(record.token);
      // The message names the other caller by index, never the token.
      if (first !== undefined)
        out.push({
          path: joinPath(path, 'token'),
          rule: 'unique',
          message: `Member must be unique: callers[${first}] has the same token`,
        });
      else tokens.set(record.token, index);
    }
    const id =
      typeof record.id === 'string'
        ? record.id
        : typeof record.kind === 'string'
          ? `${record.kind}-${index}`
          : undefined;
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined)
        out.push({
          path: joinPath(path, 'id'),
          rule: 'unique',
          message: `Member must be unique: callers[${first}] has the id ${id}`,
        });
      else ids.set(id, index);
    }
  });
  return out;
}

function validateCaller(out: Issue[], path: string, raw: unknown): void {
  if (!checkObject(out, path, raw)) return;
  const kindPath = joinPath(path, 'kind');
  if (!checkRequired(out, kindPath, raw.kind)) return;
  if (!checkEnum(out, kindPath, raw.kind, CALLER_KINDS)) return;
  const kind = raw.kind;
  checkKnownKeys(out, path, raw, [...COMMON_KEYS, ...KIND_KEYS[kind]]);
  if (raw.id !== undefined) checkString(out, joinPath(path, 'id'), raw.id, ID_RULE);
  if (raw.name !== undefined) checkString(out, joinPath(path, 'name'), raw.name, NAME_RULE);
  const required = (key: string): boolean => checkRequired(out, joinPath(path, key), raw[key]);
  const optionalBoolean = (key: string): void => {
    if (raw[key] !== undefined) checkBoolean(out, joinPath(path, key), raw[key]);
  };
  if (kind === 'unauthenticated') {
    if (required('ip')) checkString(out, joinPath(path, 'ip'), raw.ip, IP_RULE);
    return;
  }
  if (required('token')) checkString(out, joinPath(path, 'token'), raw.token, TOKEN_RULE);
  switch (kind) {
    case 'user':
    case 'app-user':
    case 'oauth-app-user':
      if (required('userId')) checkInteger(out, joinPath(path, 'userId'), raw.userId, ID_RANGE);
      if (kind !== 'user') optionalBoolean('enterpriseOwnedApp');
      if (raw.login !== undefined) checkString(out, joinPath(path, 'login'), raw.login, LOGIN_RULE);
      if (raw.scopes !== undefined && checkList(out, joinPath(path, 'scopes'), raw.scopes, { max: 50 }))
        raw.scopes.forEach((scope, i) => checkString(out, joinPath(joinPath(path, 'scopes'), i), scope, SCOPE_RULE));
      break;
    case 'installation':
      if (required('installationId')) checkInteger(out, joinPath(path, 'installationId'), raw.installationId, ID_RANGE);
      if (required('repositories')) checkInteger(out, joinPath(path, 'repositories'), raw.repositories, COUNT_RANGE);
      if (raw.users !== undefined) checkInteger(out, joinPath(path, 'users'), raw.users, COUNT_RANGE);
      optionalBoolean('enterprise');
      break;
    case 'oauth-app':
      if (required('clientId')) checkString(out, joinPath(path, 'clientId'), raw.clientId, CLIENT_ID_RULE);
      optionalBoolean('enterprise');
      break;
    case 'actions':
      if (required('repository')) checkString(out, joinPath(path, 'repository'), raw.repository, REPOSITORY_RULE);
      optionalBoolean('enterprise');
      break;
  }
}
