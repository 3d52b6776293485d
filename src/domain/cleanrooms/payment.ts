// Clean Rooms payment rules (issue 2), applied to the members of one collaboration when it is created (a dataset is
// loaded). They relate members to each other, so they run after each member passed validateMemberSummary.
//
// Rules and the decisions taken where the model is silent:
// 1. Exactly one member can query (CAN_QUERY), as Clean Rooms allows. None -> one `configuration` issue at the
//    member list's path; several -> one `configuration` issue at each such member's `abilities`. With no single
//    querier no default payer is chosen (nothing is filled with `true`).
// 2. Several members may be payer candidates: any number of `isResponsible: true` per item is allowed.
// 3. Default payer: when no member is named (`isResponsible: true`) for query compute, the member who can query pays
//    for it. Model training and model inference default the same way, but only when the collaboration uses ML, i.e.
//    some member has `mlAbilities`; without ML nothing is filled for them (an explicit ML payment is left as given).
//    The querier's filled items are listed in its `defaultedPayments`; every member gets `defaultedPayments` (empty
//    when nothing was defaulted for it), since the engine always knows. Synthetic data generation and job compute
//    have no default.
//    If nobody is named for an item and the querier explicitly declines it (`isResponsible: false`), nobody would
//    pay: that is a `configuration` issue at the querier's `...isResponsible` (a default must not override the
//    creator's explicit choice silently).
// 4. Every member ends with a `queryCompute` (required on the wire): members with none get `isResponsible: false`
//    unless the default gave it to them.
// 5. A member who can query and run jobs (CAN_QUERY and CAN_RUN_JOB) with `jobCompute.isResponsible: false` is a
//    `configuration` issue at that member's `paymentConfiguration.jobCompute.isResponsible`.
// The engine rejects a collaboration with issues here through invalidConfigurationError (reason
// INVALID_CONFIGURATION, the reason Clean Rooms has for it; aws-wire.md §8: the error itself is an inference).

import type { ServiceError } from '../errors.js';
import { joinPath, validationError, type Issue } from '../validation.js';
import type { IsResponsible, MemberSummary, MLPaymentConfig, PaymentItem } from './types.js';

export interface PaymentConfigurationDraft {
  queryCompute?: IsResponsible;
  machineLearning?: MLPaymentConfig;
  jobCompute?: IsResponsible;
}

/** A validated member (timestamps already Dates) whose payment configuration may still be partial or absent. */
export type MemberDraft = Omit<MemberSummary, 'paymentConfiguration' | 'defaultedPayments'> & {
  paymentConfiguration?: PaymentConfigurationDraft;
};

type DefaultableItem = 'queryCompute' | 'modelTraining' | 'modelInference';

const ITEM_PATH: Readonly<Record<DefaultableItem, string>> = {
  queryCompute: 'paymentConfiguration.queryCompute.isResponsible',
  modelTraining: 'paymentConfiguration.machineLearning.modelTraining.isResponsible',
  modelInference: 'paymentConfiguration.machineLearning.modelInference.isResponsible',
};

const ITEM_TEXT: Readonly<Record<DefaultableItem, string>> = {
  queryCompute: 'query compute',
  modelTraining: 'model training',
  modelInference: 'model inference',
};

function responsibility(member: MemberDraft, item: DefaultableItem): boolean | undefined {
  const payment = member.paymentConfiguration;
  if (item === 'queryCompute') return payment?.queryCompute?.isResponsible;
  return payment?.machineLearning?.[item]?.isResponsible;
}

export function applyPaymentRules(members: readonly MemberDraft[], basePath: string): { members: MemberSummary[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const memberPath = (index: number, field: string): string => joinPath(joinPath(basePath, index), field);

  const queriers: number[] = [];
  members.forEach((member, index) => {
    if (member.abilities.includes('CAN_QUERY')) queriers.push(index);
  });
  if (queriers.length === 0) {
    issues.push({ path: basePath, rule: 'configuration', message: 'Exactly one member must have ability CAN_QUERY; none has' });
  } else if (queriers.length > 1) {
    for (const index of queriers) {
      issues.push({
        path: memberPath(index, 'abilities'),
        rule: 'configuration',
        message: `Exactly one member may have ability CAN_QUERY; ${queriers.length} members have it`,
      });
    }
  }
  const payer = queriers.length === 1 ? queriers[0] : undefined;

  const usesMl = members.some((member) => member.mlAbilities !== undefined);
  const items: DefaultableItem[] = usesMl ? ['queryCompute', 'modelTraining', 'modelInference'] : ['queryCompute'];
  const defaulted: DefaultableItem[] = [];
  if (payer !== undefined) {
    const payerMember = members[payer]!;
    for (const item of items) {
      if (members.some((member) => responsibility(member, item) === true)) continue;
      if (responsibility(payerMember, item) === false) {
        issues.push({
          path: memberPath(payer, ITEM_PATH[item]),
          rule: 'configuration',
          message: `No member pays for ${ITEM_TEXT[item]} and the member who can query (${payerMember.accountId}) must not decline it`,
        });
      } else {
        defaulted.push(item);
      }
    }
  }

  members.forEach((member, index) => {
    const abilities = member.abilities;
    if (abilities.includes('CAN_QUERY') && abilities.includes('CAN_RUN_JOB') && member.paymentConfiguration?.jobCompute?.isResponsible === false) {
      issues.push({
        path: memberPath(index, 'paymentConfiguration.jobCompute.isResponsible'),
        rule: 'configuration',
        message: `The member who can query and run jobs (${member.accountId}) must pay for job compute: isResponsible must not be false`,
      });
    }
  });

  const completed = members.map((member, index) => completeMember(member, index === payer ? defaulted : []));
  return { members: completed, issues };
}

function completeMember(member: MemberDraft, defaulted: readonly DefaultableItem[]): MemberSummary {
  const draft = member.paymentConfiguration ?? {};
  const isDefaulted = (item: DefaultableItem): boolean => defaulted.includes(item);
  let machineLearning = draft.machineLearning;
  for (const item of ['modelTraining', 'modelInference'] as const) {
    if (isDefaulted(item)) machineLearning = { ...machineLearning, [item]: { isResponsible: true } };
  }
  const paymentConfiguration: MemberSummary['paymentConfiguration'] = {
    queryCompute: isDefaulted('queryCompute') ? { isResponsible: true } : { isResponsible: draft.queryCompute?.isResponsible ?? false },
    ...(machineLearning !== undefined ? { machineLearning } : {}),
    ...(draft.jobCompute !== undefined ? { jobCompute: draft.jobCompute } : {}),
  };
  // defaulted is built in PAYMENT_ITEMS order (queryCompute, modelTraining, modelInference).
  const defaultedPayments: PaymentItem[] = [...defaulted];
  return { ...member, paymentConfiguration, defaultedPayments };
}

/** The ValidationException Clean Rooms raises for a payment-rule violation (reason INVALID_CONFIGURATION). */
export function invalidConfigurationError(issues: readonly Issue[]): ServiceError {
  return validationError('cleanrooms', issues, { reason: 'INVALID_CONFIGURATION' });
}
