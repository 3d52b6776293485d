// The demo dataset: two app bundles (four app authorizations in the first), three collaborations (6, 250 and 10,000 members) and 48
// connector profiles, generated deterministically from fixed seeds. It is built in code, not parsed and validated on
// every start (the explorer must open in under 250 ms); test/engine/demoDataset.test.ts runs it through the same
// validation as a loaded file.
import type { AppBundleSummary } from '../../domain/appfabric/types.js';
import type { CollaborationSummary, MemberStatus, MemberSummary } from '../../domain/cleanrooms/types.js';
import { applyPaymentRules, type MemberDraft } from '../../domain/cleanrooms/payment.js';
import { DEMO_GITHUB_CALLERS } from '../ratelimits/demoCallers.js';
import type { Dataset, DatasetCollaboration } from '../dataset/types.js';
import { generateMemberDrafts, generateMembers, type GeneratedMembersOptions } from './members.js';
import { generateConnectorProfiles } from './profiles.js';
import { demoAppAuthorizations } from './appAuthorizations.js';

export const DEMO_ACCOUNT_ID = '111122223333';
export const DEMO_REGION = 'us-east-1';

export const DEMO_APP_BUNDLE_ARNS = [
  `arn:aws:appfabric:us-east-1:${DEMO_ACCOUNT_ID}:appbundle/3f1c2a9e-7b4d-4e8a-9c61-0d2e5f7a8b90`,
  `arn:aws:appfabric:eu-west-1:${DEMO_ACCOUNT_ID}:appbundle/a6d0e4b2-19c7-4f35-8e2a-5b7c9d1f3e46`,
] as const;

export const DEMO_COLLABORATION_IDS = {
  retail: '5e0d3b7a-2c41-4f9e-a8b6-1d7c3e9f0a24',
  pharma: '8b2f6c1d-4e7a-4b39-9d05-6a3e8c2f1b57',
  adtech: 'c47e9a12-6d3b-4f80-b5e1-9f2a7d4c8e03',
} as const;

const T0 = Date.UTC(2025, 2, 3, 9, 30); // collaborations started in March 2025

type CreatorFields = Pick<MemberSummary, 'accountId' | 'displayName' | 'createTime' | 'membershipId' | 'membershipArn'>;

function summary(
  id: string,
  name: string,
  creator: CreatorFields,
  memberStatus: MemberStatus,
  updated: Date,
): CollaborationSummary {
  const s: CollaborationSummary = {
    id,
    arn: `arn:aws:cleanrooms:${DEMO_REGION}:${creator.accountId}:collaboration/${id}`,
    name,
    creatorAccountId: creator.accountId,
    creatorDisplayName: creator.displayName,
    createTime: new Date(creator.createTime.getTime()),
    updateTime: updated,
    memberStatus,
  };
  if (memberStatus !== 'INVITED' && creator.membershipId !== undefined && creator.membershipArn !== undefined) {
    s.membershipId = creator.membershipId;
    s.membershipArn = creator.membershipArn;
  }
  return s;
}

/**
 * Six hand-written members: the creator names every payer itself (no defaults), two members are payer candidates
 * for query compute, another pays for ML; every status, ability and ML ability appears; INVITED has no membership.
 */
function retailMembers(): MemberSummary[] {
  const t = (days: number): Date => new Date(T0 + days * 86_400_000);
  const membership = (accountId: string, id: string): Pick<MemberSummary, 'membershipId' | 'membershipArn'> => ({
    membershipId: id,
    membershipArn: `arn:aws:cleanrooms:${DEMO_REGION}:${accountId}:membership/${id}`,
  });
  const drafts: MemberDraft[] = [
    {
      accountId: DEMO_ACCOUNT_ID,
      status: 'ACTIVE',
      displayName: 'Northwind Traders',
      abilities: ['CAN_QUERY', 'CAN_RUN_JOB'],
      createTime: t(0),
      updateTime: t(0),
      ...membership(DEMO_ACCOUNT_ID, '0f5a7c3e-91b2-4d6e-8a4f-2c7e9b1d3a56'),
      paymentConfiguration: { queryCompute: { isResponsible: true }, jobCompute: { isResponsible: true } },
    },
    {
      accountId: '444455556666',
      status: 'ACTIVE',
      displayName: 'Contoso Media Group',
      abilities: ['CAN_RECEIVE_RESULTS'],
      mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT'] },
      createTime: t(1),
      updateTime: t(3),
      ...membership('444455556666', '7d2e4f6a-8b1c-4e3d-9f5a-6b8c0d2e4f71'),
      paymentConfiguration: {
        queryCompute: { isResponsible: true },
        machineLearning: { modelTraining: { isResponsible: true }, modelInference: { isResponsible: true } },
      },
    },
    {
      accountId: '777788889999',
      status: 'INVITED',
      displayName: 'Fabrikam Analytics',
      abilities: [],
      createTime: t(1),
      updateTime: t(1),
      paymentConfiguration: { queryCompute: { isResponsible: false } },
    },
    {
      accountId: '210987654321',
      status: 'LEFT',
      displayName: 'Tailspin Toys',
      abilities: ['CAN_RECEIVE_RESULTS'],
      mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_INFERENCE_OUTPUT'] },
      createTime: t(2),
      updateTime: t(40),
      ...membership('210987654321', '3b9d1f7e-5a2c-4e8b-a6d4-0f1e3c5a7b92'),
      paymentConfiguration: {
        queryCompute: { isResponsible: false },
        machineLearning: { syntheticDataGeneration: { isResponsible: true } },
      },
    },
    {
      accountId: '135792468024',
      status: 'REMOVED',
      displayName: 'Adventure Works Cycles',
      abilities: ['CAN_RUN_JOB'],
      createTime: t(2),
      updateTime: t(55),
      ...membership('135792468024', '9e4c6a8b-2d1f-4b7e-8c3a-5f6d7e8a9b01'),
      paymentConfiguration: { queryCompute: { isResponsible: false }, jobCompute: { isResponsible: false } },
    },
    {
      accountId: '864209753186',
      status: 'ACTIVE',
      displayName: 'Wide World Importers',
      abilities: ['CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB', 'CAN_EXPORT_QUERY_ANALYSIS_LOG'],
      mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_INFERENCE_OUTPUT'] },
      createTime: t(4),
      updateTime: t(9),
      ...membership('864209753186', '6a1b3c5d-7e9f-4a2b-8c4d-1e3f5a7b9c2d'),
      paymentConfiguration: {
        queryCompute: { isResponsible: false },
        jobCompute: { isResponsible: true },
        machineLearning: { modelTraining: { isResponsible: false }, syntheticDataGeneration: { isResponsible: false } },
      },
    },
  ];
  const applied = applyPaymentRules(drafts, 'members');
  if (applied.issues.length > 0)
    throw new Error(`demo members break the payment rules: ${JSON.stringify(applied.issues)}`);
  return applied.members;
}

const PHARMA: GeneratedMembersOptions = {
  count: 250,
  seed: 0x5eed_0250,
  region: DEMO_REGION,
  startMs: T0 + 20 * 86_400_000,
  // The creator names no payer at all: query compute, model training and model inference all default to it.
  creator: { accountId: '246813579024', displayName: 'Lucerne Pharma Research' },
  othersMayPay: [],
};

const ADTECH: GeneratedMembersOptions = {
  count: 10_000,
  seed: 0x5eed_10000,
  region: DEMO_REGION,
  startMs: T0 + 45 * 86_400_000,
  // The creator declines query compute (many other members are candidates), names others for model training, and
  // leaves model inference to the default rule; it pays for its own jobs.
  creator: {
    accountId: '975310864297',
    displayName: 'Relecloud Ad Exchange',
    paymentConfiguration: { queryCompute: { isResponsible: false }, jobCompute: { isResponsible: true } },
  },
  othersMayPay: ['queryCompute', 'modelTraining'],
};

function collaboration(
  id: string,
  name: string,
  members: MemberSummary[],
  memberStatus: MemberStatus,
): DatasetCollaboration<readonly MemberSummary[]> {
  let updated = members[0]!.updateTime;
  for (const m of members) if (m.updateTime > updated) updated = m.updateTime;
  return { summary: summary(id, name, members[0]!, memberStatus, new Date(updated.getTime())), members };
}

/**
 * A generated collaboration whose members are built on first read of `members` (the engine reads them on the first
 * call that needs them), so starting the explorer does not pay for 10,000 members it may never show. The summary
 * comes from the creator alone (generated first, so identical to member 0 of the full list).
 */
export function lazyCollaboration(
  id: string,
  name: string,
  options: GeneratedMembersOptions,
  memberStatus: MemberStatus,
): DatasetCollaboration<readonly MemberSummary[]> {
  const creator = generateMemberDrafts({ ...options, count: 1 })[0]!;
  const lastJoin = new Date(options.startMs + options.count * 41_000 + 30_000);
  let members: MemberSummary[] | undefined;
  return {
    summary: summary(id, name, creator, memberStatus, lastJoin),
    get members(): MemberSummary[] {
      members ??= generateMembers(options);
      return members;
    },
  };
}

/** Builds the demo dataset (deterministic; cheap: the generated members are built on first use). */
export function demoDataset(): Dataset<readonly MemberSummary[]> {
  const appBundles: AppBundleSummary[] = DEMO_APP_BUNDLE_ARNS.map((arn) => ({ arn }));
  return {
    appBundles,
    appAuthorizations: demoAppAuthorizations(DEMO_APP_BUNDLE_ARNS[0]),
    collaborations: [
      collaboration(DEMO_COLLABORATION_IDS.retail, 'Northwind retail media measurement', retailMembers(), 'ACTIVE'),
      lazyCollaboration(DEMO_COLLABORATION_IDS.pharma, 'Lucerne oncology trial analytics', PHARMA, 'ACTIVE'),
      lazyCollaboration(DEMO_COLLABORATION_IDS.adtech, 'Relecloud audience overlap exchange', ADTECH, 'INVITED'),
    ],
    connectorProfiles: generateConnectorProfiles({
      count: 48,
      seed: 0x5eed_0048,
      region: DEMO_REGION,
      accountId: DEMO_ACCOUNT_ID,
      startMs: T0,
    }),
    github: { callers: [...DEMO_GITHUB_CALLERS] },
    awsCredentials: [],
    identity: 'switchyard-demo-dataset-v1',
  };
}
