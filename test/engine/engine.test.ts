// Engine-only behaviour beyond the port contract: injected randomness, admin hooks, lazy datasets.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { isServiceError } from '../../src/domain/errors.js';
import { mulberry32 } from '../../src/engine/demo/prng.js';
import {
  createEngine,
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  loadDataset,
  type Dataset,
} from '../../src/engine/index.js';
import { contractDataset, MAIN_COLLABORATION } from '../contract/dataset.js';

async function failure(call: Promise<unknown> | (() => unknown)): Promise<unknown> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const request = {
  appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0],
  app: 'OKTA',
  authType: 'apiKey' as const,
  credential: { apiKeyCredential: { apiKey: 'k' } },
  tenant: { tenantIdentifier: 'acme.okta.com', tenantDisplayName: 'Acme' },
};

describe('createEngine', () => {
  it('draws generated UUIDs from the injected random source', async () => {
    const arns = async (): Promise<string[]> => {
      const engine = createEngine({ dataset: demoDataset(), random: mulberry32(42), clock: new VirtualClock() });
      return [
        (await engine.appAuthorizations.create(request)).appAuthorization.appAuthorizationArn,
        (await engine.appAuthorizations.create(request)).appAuthorization.appAuthorizationArn,
      ];
    };
    const first = await arns();
    expect(await arns()).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect(first[0]).toMatch(
      /\/appauthorization\/[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}$/,
    );
  });

  it('stamps records with the injected clock', async () => {
    const clock = new VirtualClock(Date.UTC(2030, 1, 2, 3, 4, 5));
    const engine = createEngine({ dataset: demoDataset(), clock });
    const { appAuthorization } = await engine.appAuthorizations.create(request);
    expect(appAuthorization.createdAt.toISOString()).toBe('2030-02-02T03:04:05.000Z');
  });

  it("rejects an aborted call with the signal's reason", async () => {
    const engine = createEngine({ dataset: demoDataset() });
    const error = await failure(engine.members.listCollaborations({}, { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
  });

  it("does not read a lazily generated collaboration's members until they are listed", async () => {
    const dataset = demoDataset();
    let reads = 0;
    const lazy = dataset.collaborations[2]!;
    const wrapped = {
      summary: lazy.summary,
      get members() {
        reads += 1;
        return lazy.members;
      },
    };
    const engine = createEngine({
      dataset: { ...dataset, collaborations: [dataset.collaborations[0]!, dataset.collaborations[1]!, wrapped] },
    });
    await engine.members.listCollaborations();
    expect(reads).toBe(0);
    const page = await engine.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.adtech,
      maxResults: 3,
    });
    expect(page.memberSummaries).toHaveLength(3);
    await engine.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.adtech,
      maxResults: 3,
      nextToken: page.nextToken!,
    });
    expect(reads).toBe(1);
  });

  it("lists collaborations by the caller's member status", async () => {
    const engine = createEngine({ dataset: demoDataset() });
    const invited = await engine.members.listCollaborations({ memberStatus: 'INVITED' });
    expect(invited.collaborationList.map((c) => c.id)).toEqual([DEMO_COLLABORATION_IDS.adtech]);
    expect(invited.collaborationList[0]!.membershipId).toBeUndefined();
  });
});

describe('admin.addMember', () => {
  const engineWithContract = (): ReturnType<typeof createEngine> =>
    createEngine({ dataset: loadDataset(contractDataset()) });
  const member = { status: 'ACTIVE' as const, displayName: 'New', createTime: new Date(0), updateTime: new Date(0) };

  it('re-applies the payment rules: a member who names itself payer takes the default away from the querier', async () => {
    const engine = engineWithContract();
    engine.admin.addMember(MAIN_COLLABORATION, {
      ...member,
      accountId: '555555555555',
      abilities: [],
      paymentConfiguration: { queryCompute: { isResponsible: true } },
    });
    const { memberSummaries } = await engine.members.listMembers({
      collaborationIdentifier: MAIN_COLLABORATION,
      maxResults: 100,
    });
    const creator = memberSummaries[0]!;
    expect(creator.defaultedPayments).toEqual(['modelTraining', 'modelInference']);
    expect(creator.paymentConfiguration.queryCompute.isResponsible).toBe(false);
    expect(memberSummaries.at(-1)).toMatchObject({ accountId: '555555555555', defaultedPayments: [] });
  });

  it('refuses a second member who can query (INVALID_CONFIGURATION, naming the field)', async () => {
    const engine = engineWithContract();
    const error = await failure(() =>
      engine.admin.addMember(MAIN_COLLABORATION, { ...member, accountId: '555555555555', abilities: ['CAN_QUERY'] }),
    );
    expect(isServiceError(error) && error.reason).toBe('INVALID_CONFIGURATION');
    expect(isServiceError(error) && error.fieldList?.map((f) => f.name)).toContain('members[23].abilities');
  });

  it('refuses an invalid or duplicate member and an unknown collaboration', async () => {
    const engine = engineWithContract();
    const invalid = await failure(() =>
      engine.admin.addMember(MAIN_COLLABORATION, { ...member, accountId: '1', abilities: [] }),
    );
    expect(isServiceError(invalid) && invalid.fieldList?.map((f) => f.name)).toEqual(['member.accountId']);
    const duplicate = await failure(() =>
      engine.admin.addMember(MAIN_COLLABORATION, { ...member, accountId: '123456789012', abilities: [] }),
    );
    expect(isServiceError(duplicate) && duplicate.fieldList?.[0]).toMatchObject({ name: 'member.accountId' });
    const unknown = await failure(() =>
      engine.admin.addMember('99999999-9999-4999-8999-999999999999', {
        ...member,
        accountId: '555555555555',
        abilities: [],
      }),
    );
    expect(isServiceError(unknown) && unknown.resourceType).toBe('COLLABORATION');
  });
});

describe('admin.addConnectorProfile', () => {
  it("validates the profile and its name's uniqueness, then serves it", async () => {
    const dataset: Dataset = loadDataset(contractDataset());
    const engine = createEngine({ dataset });
    const profile = {
      ...dataset.connectorProfiles[0]!,
      connectorProfileName: 'brand-new',
      connectorProfileArn: 'arn:aws:appflow:us-east-1:123456789012:connectorprofile/brand-new',
    };
    engine.admin.addConnectorProfile(profile);
    const found = await engine.connectorProfiles.describe({ connectorProfileNames: ['brand-new'] });
    expect(found.connectorProfileDetails).toEqual([profile]);
    const duplicate = await failure(() => engine.admin.addConnectorProfile(profile));
    expect(isServiceError(duplicate) && duplicate.message).toContain('profile.connectorProfileName');
    const invalid = await failure(() =>
      engine.admin.addConnectorProfile({ ...profile, connectorProfileName: 'bad name' }),
    );
    expect(isServiceError(invalid) && invalid.name).toBe('ValidationException');
  });
});

describe('admin.addAppBundle', () => {
  it('validates the ARN, then serves creates in the new bundle', async () => {
    const engine = createEngine({ dataset: demoDataset() });
    const error = await failure(() => engine.admin.addAppBundle('arn:aws:appfabric:us-east-1:111122223333:bundle/x'));
    expect(isServiceError(error) && error.fieldList?.map((f) => f.name)).toEqual(['arn']);
    const arn = 'arn:aws:appfabric:ap-northeast-1:111122223333:appbundle/00000000-1111-4222-8333-444444444444';
    engine.admin.addAppBundle(arn);
    engine.admin.addAppBundle(arn);
    expect((await engine.appAuthorizations.listAppBundles()).appBundleSummaryList.map((b) => b.arn)).toEqual([
      ...DEMO_APP_BUNDLE_ARNS,
      arn,
    ]);
    const { appAuthorization } = await engine.appAuthorizations.create({
      ...request,
      appBundleIdentifier: '00000000-1111-4222-8333-444444444444',
    });
    expect(appAuthorization.appBundleArn).toBe(arn);
  });
});
