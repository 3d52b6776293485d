// The journal keeps no digest a word list could confirm a credential with (issue 28, item 13): no salt, no keyed or
// plain digest of a secret, only a SHA-256 of a create's non-secret parameters. Idempotent retries still compare
// the credential within one process (through an HMAC under a key that is never written); a record replayed from the
// journal is compared on every other parameter. A journal written before (a salt in its header, a salted digest in
// each create) is read, with a warning, and its digests are not used.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../../src/domain/appfabric/types.js';
import type { CreateConnectorProfileRequest } from '../../../src/domain/appflow/types.js';
import { createEngine, createJournalStore, DEMO_APP_BUNDLE_ARNS, demoDataset } from '../../../src/engine/index.js';
import { authorizationCandidates, wordListHits } from '../../helpers/wordListAttack.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const OTHER_SECRET = 'sy-test-secret-other-9Kp4';
const TOKEN = '13131313-1111-4222-8333-444455556666';
const BUNDLE = DEMO_APP_BUNDLE_ARNS[0]!;

function authorization(secret: string, tenant = 'acme'): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: BUNDLE,
    app: 'SLACK',
    authType: 'apiKey',
    tenant: { tenantIdentifier: tenant, tenantDisplayName: `Tenant ${tenant}` },
    credential: { apiKeyCredential: { apiKey: secret } },
    tags: [{ key: 'team', value: 'data' }],
    clientToken: TOKEN,
  };
}

function profile(secret: string, instanceUrl = 'https://digest.zendesk.com'): CreateConnectorProfileRequest {
  return {
    connectorProfileName: 'digest-zendesk',
    connectorType: 'Zendesk',
    connectionMode: 'Public',
    connectorProfileConfig: {
      connectorProfileProperties: { Zendesk: { instanceUrl } },
      connectorProfileCredentials: { Zendesk: { clientId: 'digest-client', clientSecret: secret } },
    },
    clientToken: TOKEN,
  };
}

const journalPath = (): string => join(mkdtempSync(join(tmpdir(), 'switchyard-digest-')), 'state.journal');
const engineOn = (path: string) => createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('the journal and credential digests', () => {
  it('holds no salt and no digest a word list over its own values could confirm the secret with', async () => {
    const path = journalPath();
    const engine = engineOn(path);
    await engine.appAuthorizations.create(authorization(SECRET));
    await engine.connectorProfiles.create(profile(SECRET));
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/"(salt|digest)"/);
    const candidates = [
      ...authorizationCandidates({
        appBundleArn: BUNDLE,
        app: 'SLACK',
        authType: 'apiKey',
        tenant: ['acme', 'Tenant acme'],
        credential: ['apiKey', SECRET],
        tags: [['team', 'data']],
      }),
      JSON.stringify({ Zendesk: { clientId: 'digest-client', clientSecret: SECRET } }),
      JSON.stringify({ Zendesk: { clientSecret: SECRET, clientId: 'digest-client' } }),
    ];
    expect(wordListHits(text, candidates)).toEqual([]);
  });

  it('in one process: the same secret answers the same record, another secret is a mismatch', async () => {
    const engine = engineOn(journalPath());
    const first = (await engine.appAuthorizations.create(authorization(SECRET))).appAuthorization;
    const again = (await engine.appAuthorizations.create(authorization(SECRET))).appAuthorization;
    expect(again.appAuthorizationArn).toBe(first.appAuthorizationArn);
    expect(await failure(engine.appAuthorizations.create(authorization(OTHER_SECRET)))).toMatchObject({
      name: 'IdempotentParameterMismatch',
    });

    const { connectorProfileArn } = await engine.connectorProfiles.create(profile(SECRET));
    expect((await engine.connectorProfiles.create(profile(SECRET))).connectorProfileArn).toBe(connectorProfileArn);
    expect(await failure(engine.connectorProfiles.create(profile(OTHER_SECRET)))).toMatchObject({
      name: 'ConflictException',
    });
  });

  it('after a restart: every non-secret parameter is compared, the secret cannot be', async () => {
    const path = journalPath();
    const before = engineOn(path);
    const first = (await before.appAuthorizations.create(authorization(SECRET))).appAuthorization;
    const { connectorProfileArn } = await before.connectorProfiles.create(profile(SECRET));

    const after = engineOn(path);
    for (const secret of [SECRET, OTHER_SECRET]) {
      const retried = (await after.appAuthorizations.create(authorization(secret))).appAuthorization;
      expect(retried.appAuthorizationArn).toBe(first.appAuthorizationArn);
      expect((await after.connectorProfiles.create(profile(secret))).connectorProfileArn).toBe(connectorProfileArn);
    }
    expect(await failure(after.appAuthorizations.create(authorization(SECRET, 'other')))).toMatchObject({
      name: 'IdempotentParameterMismatch',
    });
    expect(
      await failure(after.appAuthorizations.create({ ...authorization(SECRET), tags: [{ key: 'team', value: 'x' }] })),
    ).toMatchObject({ name: 'IdempotentParameterMismatch' });
    expect(await failure(after.connectorProfiles.create(profile(SECRET, 'https://other.zendesk.com')))).toMatchObject({
      name: 'ConflictException',
    });
  });

  it('reads a journal written before, with a warning, and leaves its file as it was', async () => {
    const path = journalPath();
    const salt = randomBytes(32).toString('hex');
    const created = (await engineOn(journalPath()).appAuthorizations.create(authorization(SECRET))).appAuthorization;
    const line = (record: object) => {
      const json = JSON.stringify(record);
      return `${createHash('sha256').update(json).digest('hex').slice(0, 16)} ${json}\n`;
    };
    const legacy =
      line({ type: 'header', format: 'switchyard-state', version: 1, salt, epoch: 'aaaaaaaaaaaaaaaa' }) +
      line({
        type: 'appAuthorization.saved',
        record: created,
        clientToken: TOKEN,
        digest: createHmac('sha256', Buffer.from(salt, 'hex')).update('old canonical request').digest('hex'),
      });
    writeFileSync(path, legacy, { mode: 0o600 });

    const warnings: string[] = [];
    const store = createJournalStore(path, { warn: (m) => warnings.push(m) });
    const engine = createEngine({ dataset: demoDataset(), store });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/earlier switchyard .*salted digests of credentials.*reset/);
    const ids = { appBundleIdentifier: BUNDLE, appAuthorizationIdentifier: created.appAuthorizationArn };
    expect((await engine.appAuthorizations.get(ids)).appAuthorization.tenant.tenantIdentifier).toBe('acme');
    // Its token still names its record (what the first request was cannot be known any more).
    const retried = (await engine.appAuthorizations.create(authorization(OTHER_SECRET))).appAuthorization;
    expect(retried.appAuthorizationArn).toBe(created.appAuthorizationArn);
    expect(readFileSync(path, 'utf8')).toBe(legacy);

    // A reset rewrites the journal without the old salt and digests.
    store.reset();
    expect(readFileSync(path, 'utf8')).not.toMatch(/"(salt|digest)"/);
  });
});
