// How a real token is shown: a caller id and a label built from the token's prefix (GitHub's documented token
// formats), where the token came from, and its fingerprint. The token itself never appears.
import type { CallerKind } from '../../domain/ratelimits/callers.js';
import { tokenFingerprint } from '../../domain/ratelimits/fingerprint.js';
import type { RateLimitCaller } from '../../service/rateLimitsPort.js';
import type { TokenOrigin } from './tokens.js';

/** GitHub token prefixes: ghp_/github_pat_ personal, gho_ OAuth app, ghu_ app user-to-server, ghs_ server-to-server. */
export function kindOfToken(
  token: string,
  origin: TokenOrigin,
  env: Readonly<Record<string, string | undefined>>,
): CallerKind {
  if (token.startsWith('ghs_')) {
    return origin === 'GITHUB_TOKEN' && env.GITHUB_ACTIONS === 'true' ? 'actions' : 'installation';
  }
  if (token.startsWith('gho_')) return 'oauth-app-user';
  if (token.startsWith('ghu_')) return 'app-user';
  return 'user';
}

const KIND_TEXT: Record<CallerKind, string> = {
  unauthenticated: 'unauthenticated',
  user: 'user token',
  'app-user': 'app for user',
  'oauth-app-user': 'OAuth app for user',
  installation: 'installation',
  'oauth-app': 'OAuth app',
  actions: 'Actions GITHUB_TOKEN',
};

export function tokenCaller(token: string, origin: TokenOrigin, kind: CallerKind): RateLimitCaller {
  const fingerprint = tokenFingerprint(token);
  return { id: `token-${fingerprint}`, label: `${KIND_TEXT[kind]} · ${origin} · fp ${fingerprint}`, kind, fingerprint };
}

export function unauthenticatedCaller(host: string): RateLimitCaller {
  return {
    id: 'unauthenticated',
    label: `unauthenticated · this machine's address · ${host}`,
    kind: 'unauthenticated',
  };
}
