// fast-check arbitraries of valid Clean Rooms ListMembers inputs, MemberSummary records (complete, as the engine
// returns them), dataset member records (drafts, before the payment rules) and whole valid member lists.
import fc from 'fast-check';
import type { MemberDraft, PaymentConfigurationDraft } from '../../src/domain/cleanrooms/payment.js';
import {
  CUSTOM_ML_MEMBER_ABILITIES,
  MEMBER_ABILITIES,
  MEMBER_STATUSES,
  PAYMENT_ITEMS,
  type IsResponsible,
  type ListMembersInput,
  type MemberAbility,
  type MemberSummary,
  type MLMemberAbilities,
  type PaymentConfiguration,
} from '../../src/domain/cleanrooms/types.js';
import { arbAccountId, arbDate, arbRegion, arbText, arbUuid, arbWireTimestamp } from './common.js';

export const arbCollaborationIdentifier: fc.Arbitrary<string> = arbUuid;

export const arbListMembersInput: fc.Arbitrary<ListMembersInput> = fc.record(
  { collaborationIdentifier: arbUuid, nextToken: arbText(0, 10240), maxResults: fc.integer({ min: 1, max: 100 }) },
  { requiredKeys: ['collaborationIdentifier'] },
);

/** One DisplayName character: U+0020-U+007E, U+00A0-U+D7FF, U+E000-U+FFFD, U+10000-U+10FFFF or tab. */
const arbDisplayNameChar: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
    fc.constant(0x09),
  )
  .map((cp) => String.fromCodePoint(cp));

export const arbDisplayName: fc.Arbitrary<string> = fc
  .string({ unit: arbDisplayNameChar, minLength: 1, maxLength: 100 })
  .filter((name) => !/^\s*$/.test(name));

export const arbMembershipArn: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('aws', 'aws-cn', 'aws-us-gov'), arbRegion, arbAccountId, arbUuid)
  .map(([partition, region, account, id]) => `arn:${partition}:cleanrooms:${region}:${account}:membership/${id}`)
  .filter((arn) => arn.length <= 100);

export const arbAbilities: fc.Arbitrary<MemberAbility[]> = fc.uniqueArray(fc.constantFrom(...MEMBER_ABILITIES));

export const arbMlAbilities: fc.Arbitrary<MLMemberAbilities> = fc.record({
  customMLMemberAbilities: fc.uniqueArray(fc.constantFrom(...CUSTOM_ML_MEMBER_ABILITIES)),
});

const arbIsResponsible: fc.Arbitrary<IsResponsible> = fc.record({ isResponsible: fc.boolean() });

const arbMlPayment = fc.record(
  { modelTraining: arbIsResponsible, modelInference: arbIsResponsible, syntheticDataGeneration: arbIsResponsible },
  { requiredKeys: [] },
);

export const arbPaymentConfiguration: fc.Arbitrary<PaymentConfiguration> = fc.record(
  { queryCompute: arbIsResponsible, machineLearning: arbMlPayment, jobCompute: arbIsResponsible },
  { requiredKeys: ['queryCompute'] },
);

/** A dataset's payment configuration: any part may be missing, queryCompute included. */
export const arbPaymentConfigurationDraft: fc.Arbitrary<PaymentConfigurationDraft> = fc.record(
  { queryCompute: arbIsResponsible, machineLearning: arbMlPayment, jobCompute: arbIsResponsible },
  { requiredKeys: [] },
);

const memberCommon = {
  accountId: arbAccountId,
  status: fc.constantFrom(...MEMBER_STATUSES),
  displayName: arbDisplayName,
  abilities: arbAbilities,
  mlAbilities: arbMlAbilities,
  membershipId: arbUuid,
  membershipArn: arbMembershipArn,
};
const REQUIRED_COMMON = ['accountId', 'status', 'displayName', 'abilities', 'createTime', 'updateTime'] as const;

/** A complete MemberSummary as the engine returns it (Date timestamps, queryCompute set, defaultedPayments). */
export const arbMemberSummary: fc.Arbitrary<MemberSummary> = fc.record(
  {
    ...memberCommon,
    createTime: arbDate,
    updateTime: arbDate,
    paymentConfiguration: arbPaymentConfiguration,
    defaultedPayments: fc.uniqueArray(fc.constantFrom(...PAYMENT_ITEMS)),
  },
  { requiredKeys: [...REQUIRED_COMMON, 'paymentConfiguration'] },
);

/** A dataset member record in wire shape: timestamps in any accepted form, payment configuration partial or absent. */
export const arbMemberRecord: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    ...memberCommon,
    createTime: arbWireTimestamp,
    updateTime: arbWireTimestamp,
    paymentConfiguration: arbPaymentConfigurationDraft,
  },
  { requiredKeys: [...REQUIRED_COMMON] },
);

/** A validated member before the payment rules (Date timestamps), with abilities drawn from `abilities`. */
export function arbMemberDraft(abilities: fc.Arbitrary<MemberAbility[]> = arbAbilities): fc.Arbitrary<MemberDraft> {
  return fc.record(
    {
      ...memberCommon,
      abilities,
      createTime: arbDate,
      updateTime: arbDate,
      paymentConfiguration: arbPaymentConfigurationDraft,
    },
    { requiredKeys: [...REQUIRED_COMMON] },
  );
}

/**
 * The members of a collaboration that satisfies the payment rules: exactly one member can query; nobody else; the
 * querier, when it can also run jobs, does not decline job compute; and the querier does not decline an item nobody
 * else pays for (query compute, model training and model inference, with or without mlAbilities).
 */
export const arbValidMemberDrafts: fc.Arbitrary<MemberDraft[]> = fc
  .record({
    querier: arbMemberDraft(
      fc
        .uniqueArray(
          fc.constantFrom<MemberAbility>('CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB', 'CAN_EXPORT_QUERY_ANALYSIS_LOG'),
        )
        .map((a) => ['CAN_QUERY' as const, ...a]),
    ),
    others: fc.array(
      arbMemberDraft(
        fc.uniqueArray(
          fc.constantFrom<MemberAbility>('CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB', 'CAN_EXPORT_QUERY_ANALYSIS_LOG'),
        ),
      ),
      { maxLength: 8 },
    ),
    position: fc.nat(),
  })
  .map(({ querier, others, position }) => {
    const members = [...others];
    members.splice(position % (others.length + 1), 0, querier);
    return repairDeclines(members, querier);
  });

/** Turns the querier's declines that the rules forbid into "not stated", keeping everything else as generated. */
function repairDeclines(members: MemberDraft[], querier: MemberDraft): MemberDraft[] {
  const payment: PaymentConfigurationDraft = structuredClone(querier.paymentConfiguration ?? {});
  const named = (get: (p: PaymentConfigurationDraft | undefined) => boolean | undefined): boolean =>
    members.some((m) => m !== querier && get(m.paymentConfiguration) === true);
  if (payment.queryCompute?.isResponsible === false && !named((p) => p?.queryCompute?.isResponsible))
    delete payment.queryCompute;
  if (payment.jobCompute?.isResponsible === false && querier.abilities.includes('CAN_RUN_JOB'))
    delete payment.jobCompute;
  if (payment.machineLearning !== undefined) {
    for (const item of ['modelTraining', 'modelInference'] as const) {
      if (
        payment.machineLearning[item]?.isResponsible === false &&
        !named((p) => p?.machineLearning?.[item]?.isResponsible)
      ) {
        delete payment.machineLearning[item];
      }
    }
  }
  const repaired: MemberDraft = { ...querier, paymentConfiguration: payment };
  return members.map((m) => (m === querier ? repaired : m));
}
