// Clean Rooms payment rules, applied to the members of one collaboration when it is created (a dataset is
// loaded). They relate members to each other, so they run after each member passed validateMemberSummary.
//
// Rules and the decisions taken where the model is silent:
// 1. Exactly one member can query (CAN_QUERY), as Clean Rooms allows. None -> one `configuration` issue at the
//    member list's path; several -> one `configuration` issue at each such member's `abilities`. With no single
//    querier no default payer is chosen (nothing is filled with `true`).
// 2. Several members may be payer candidates: any number of `isResponsible: true` per item is allowed.
// 3. Default payer: when no member is named (`isResponsible: true`) for query compute, model training or model
//    inference, the member who can query pays for it, whether or not any member has `mlAbilities`
//    (service-interfaces.md, area B payment rule 2 applies unconditionally).
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
// The engine rejects a collaboration with issues here through invalidConfigurationError (reason INVALID_CONFIGURATION,
// the reason Clean Rooms has for it; the model does not name the error, so ValidationException is a reading:
// docs/spec-conformance.md).

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

export function applyPaymentRules(
  members: readonly MemberDraft[],
  basePath: string,
  options: PaymentRulesOptions = {},
): { members: MemberSummary[]; issues: Issue[] } {
  const rules = new PaymentRules(basePath, options);
  const completed = new Array<MemberSummary>(members.length);
  for (let index = 0; index < members.length; index += 1) completed[index] = rules.add(members[index]!);
  const { issues, payer } = rules.finish();
  if (payer !== undefined) completed[payer.index] = payer.member;
  return { members: completed, issues };
}

/**
 * The payment rules fed one member at a time, so a loader can complete and store each member as it arrives instead
 * of holding every draft until the list ends (a million-member dataset). Only the member who can query depends on
 * the others (the default payer): `add` completes every member as one with nothing defaulted, and `finish` gives the
 * payer's completed record again when the default rule gave it something.
 */
export class PaymentRules {
  private readonly issues: Issue[] = [];
  /** Members who can query, with their drafts (one in a valid collaboration). */
  private readonly queriers: { index: number; member: MemberDraft }[] = [];
  private readonly named: Record<DefaultableItem, boolean> = {
    queryCompute: false,
    modelTraining: false,
    modelInference: false,
  };
  private count = 0;

  constructor(
    private readonly basePath: string,
    private readonly options: PaymentRulesOptions = {},
  ) {}

  private memberPath(index: number, field: string): string {
    return joinPath(joinPath(this.basePath, index), field);
  }

  /** Notes the next member and returns it completed as a member the default rule gives nothing. */
  add(member: MemberDraft): MemberSummary {
    return { ...member, ...this.addPayments(member) };
  }

  /** As `add`, but only the completed payment fields (a loader that packs them need not copy the member). */
  addPayments(member: MemberDraft): CompletedPayments {
    const index = this.count;
    this.count += 1;
    const abilities = member.abilities;
    if (abilities.includes('CAN_QUERY')) {
      this.queriers.push({ index, member });
      if (abilities.includes('CAN_RUN_JOB') && member.paymentConfiguration?.jobCompute?.isResponsible === false) {
        this.issues.push({
          path: this.memberPath(index, 'paymentConfiguration.jobCompute.isResponsible'),
          rule: 'configuration',
          message: `The member who can query and run jobs (${member.accountId}) must pay for job compute: isResponsible must not be false`,
        });
      }
    }
    for (const item of DEFAULTABLE_ITEMS) if (responsibility(member, item) === true) this.named[item] = true;
    return completePayments(member, NONE);
  }

  /**
   * As `addPayments` for a member who cannot query and whose payment configuration is the same as `like`'s (a
   * member added before): the completed fields are `like`'s, so none are made (a large file's fast path).
   */
  addAlike(like: MemberDraft): void {
    if (like.abilities.includes('CAN_QUERY')) throw new Error('a member who can query is added with addPayments');
    this.count += 1;
    for (const item of DEFAULTABLE_ITEMS) if (responsibility(like, item) === true) this.named[item] = true;
  }

  /** addAlike with a `like` already given to addAlike: it tells nothing new, so only the member is counted. */
  countAlike(): void {
    this.count += 1;
  }

  /** What the members added so far told the rules, for `absorb` in another PaymentRules (another thread's). */
  state(): PaymentRulesState {
    return { count: this.count, queriers: this.queriers, named: this.named, issues: this.issues };
  }

  /**
   * Goes on as if the members behind `later` (another PaymentRules' state) were added here after these: the two
   * halves of a list loaded by two threads. `later` must have no issue of its own (its paths count from its first
   * member); the caller loads such a list another way.
   */
  absorb(later: PaymentRulesState): void {
    if (later.issues.length > 0) throw new Error('the later members have payment issues of their own');
    for (const { index, member } of later.queriers) this.queriers.push({ index: this.count + index, member });
    for (const item of DEFAULTABLE_ITEMS) if (later.named[item]) this.named[item] = true;
    this.count += later.count;
  }

  /** The issues of the whole list, in member order, and the payer's record when the default rule applies. */
  finish(): { issues: Issue[]; payer?: { index: number; member: MemberSummary } } {
    const { issues, named, basePath } = this;
    let queriers = this.queriers;
    // CreateCollaboration: several members may query; the creator, when it is one of them, is the one who pays.
    const preferred = this.options.preferredQuerier;
    if (queriers.length > 1 && preferred !== undefined) {
      const chosen = queriers.filter((q) => q.index === preferred);
      if (chosen.length === 1) queriers = chosen;
    }
    if (queriers.length === 0) {
      issues.push({
        path: basePath,
        rule: 'configuration',
        message: 'Exactly one member must have ability CAN_QUERY; none has',
      });
    } else if (queriers.length > 1) {
      for (const { index } of queriers) {
        issues.push({
          path: this.memberPath(index, 'abilities'),
          rule: 'configuration',
          message: `Exactly one member may have ability CAN_QUERY; ${queriers.length} members have it`,
        });
      }
    }
    let payer: { index: number; member: MemberSummary } | undefined;
    if (queriers.length === 1) {
      const { index, member } = queriers[0]!;
      const defaulted: DefaultableItem[] = [];
      for (const item of DEFAULTABLE_ITEMS) {
        if (named[item]) continue;
        if (responsibility(member, item) === false) {
          issues.push({
            path: this.memberPath(index, ITEM_PATH[item]),
            rule: 'configuration',
            message: `No member pays for ${ITEM_TEXT[item]} and the member who can query (${member.accountId}) must not decline it`,
          });
        } else {
          defaulted.push(item);
        }
      }
      payer = { index, member: completeMember(member, defaulted) };
    }
    // Issues in member order: the one-pass scan met jobCompute issues before the querier-count ones.
    issues.sort((a, b) => issueOrder(a.path, basePath) - issueOrder(b.path, basePath));
    return payer === undefined ? { issues } : { issues, payer };
  }
}

const DEFAULTABLE_ITEMS = ['queryCompute', 'modelTraining', 'modelInference'] as const;

export interface PaymentRulesOptions {
  /**
   * The index of a member who, when it can query, is "the member who can query" even if others can too (the creator
   * of a collaboration made through CreateCollaboration, which moto and the service accept with several queriers).
   * Without it (datasets), exactly one member may have CAN_QUERY.
   */
  preferredQuerier?: number;
}

/** PaymentRules' state (plain data: it crosses threads). */
export interface PaymentRulesState {
  count: number;
  queriers: readonly { index: number; member: MemberDraft }[];
  named: Readonly<Record<DefaultableItem, boolean>>;
  issues: readonly Issue[];
}
const NONE: readonly DefaultableItem[] = [];

/** Sort key of an issue path: the member index it names, or -1 for the list itself. */
function issueOrder(path: string, basePath: string): number {
  if (path === basePath) return -1;
  const match = /^\[(\d+)\]/.exec(path.slice(basePath.length));
  return match === null ? -1 : Number(match[1]);
}

/** The payment fields of a member once the rules are applied. */
export type CompletedPayments = Pick<MemberSummary, 'paymentConfiguration' | 'defaultedPayments'>;

function completeMember(member: MemberDraft, defaulted: readonly DefaultableItem[]): MemberSummary {
  return { ...member, ...completePayments(member, defaulted) };
}

function completePayments(member: MemberDraft, defaulted: readonly DefaultableItem[]): CompletedPayments {
  const draft = member.paymentConfiguration;
  let machineLearning = draft?.machineLearning;
  if (defaulted.includes('modelTraining'))
    machineLearning = { ...machineLearning, modelTraining: { isResponsible: true } };
  if (defaulted.includes('modelInference'))
    machineLearning = { ...machineLearning, modelInference: { isResponsible: true } };
  const paymentConfiguration: MemberSummary['paymentConfiguration'] = {
    queryCompute: {
      isResponsible: defaulted.includes('queryCompute') || (draft?.queryCompute?.isResponsible ?? false),
    },
  };
  if (machineLearning !== undefined) paymentConfiguration.machineLearning = machineLearning;
  if (draft?.jobCompute !== undefined) paymentConfiguration.jobCompute = draft.jobCompute;
  // defaulted is built in PAYMENT_ITEMS order (queryCompute, modelTraining, modelInference).
  const defaultedPayments: PaymentItem[] = [...defaulted];
  return { paymentConfiguration, defaultedPayments };
}

/** The ValidationException Clean Rooms raises for a payment-rule violation (reason INVALID_CONFIGURATION). */
export function invalidConfigurationError(issues: readonly Issue[]): ServiceError {
  return validationError('cleanrooms', issues, { reason: 'INVALID_CONFIGURATION' });
}
