// The GitHub callers of the demo dataset: one of each kind, chosen so the explorer shows the rules people trip over
// (the shared user budget, installation scaling and its cap, the enterprise flat limit, the per-repository Actions
// budget). The tokens are test credentials, not real GitHub tokens; they are never shown (labels use fingerprints).
import type { GithubCaller } from '../../domain/ratelimits/callers.js';

export const DEMO_GITHUB_CALLERS: GithubCaller[] = [
  { id: 'alice-pat', name: 'alice', login: 'alice', kind: 'user', token: 'sy_demo_pat_alice_Qm4T7x', userId: 1001 },
  // An enterprise-cloud-owned app acting for alice: 15,000/h, but it spends alice's one budget (shared-budget rule).
  {
    id: 'alice-via-enterprise-app',
    name: 'release-bot for alice',
    login: 'alice',
    kind: 'app-user',
    token: 'sy_demo_ghu_alice_Lw2P9c',
    userId: 1001,
    enterpriseOwnedApp: true,
  },
  {
    id: 'bob-via-oauth-app',
    name: 'bob',
    login: 'bob',
    kind: 'oauth-app-user',
    token: 'sy_demo_gho_bob_Vr8K3d',
    userId: 1002,
  },
  // 25 repositories, 10 users: 5,000 + 25 x 50 = 6,250/h.
  {
    id: 'install-25-repos',
    name: 'acme-ci',
    kind: 'installation',
    token: 'sy_demo_ghs_acme_Nb6Y1z',
    installationId: 4101,
    repositories: 25,
    users: 10,
  },
  // 180 repositories and 90 users would be 18,500: capped at 12,500/h.
  {
    id: 'install-capped',
    name: 'megacorp-sync',
    kind: 'installation',
    token: 'sy_demo_ghs_mega_Hc5J0u',
    installationId: 4102,
    repositories: 180,
    users: 90,
  },
  {
    id: 'install-enterprise',
    name: 'globex (enterprise cloud)',
    kind: 'installation',
    token: 'sy_demo_ghs_globex_Tq7E4s',
    installationId: 4103,
    repositories: 12,
    users: 400,
    enterprise: true,
  },
  {
    id: 'actions-token',
    name: 'acme/web workflow',
    kind: 'actions',
    token: 'sy_demo_ghs_actions_Fz3M8w',
    repository: 'acme/web',
  },
  {
    id: 'oauth-app',
    name: 'public-data crawler',
    kind: 'oauth-app',
    token: 'sy_demo_oauth_client_Ry1G6k',
    clientId: 'Iv1.8a61f9b3a7aba766',
  },
  { id: 'anonymous', name: 'anonymous', kind: 'unauthenticated', ip: '203.0.113.7' },
];
