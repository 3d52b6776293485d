// Generated collaboration members: deterministic from a seed, cheap enough for 10,000 members at every start and
// for the benchmark's 1,000,000. Member 0 is the collaboration's creator and the one member who can query (the
// payment rules allow exactly one); the others draw status, abilities, ML abilities and payment choices.
import type {
  CustomMLMemberAbility,
  MemberAbility,
  MemberStatus,
  MemberSummary,
} from '../../domain/cleanrooms/types.js';
import {
  applyPaymentRules,
  type MemberDraft,
  type PaymentConfigurationDraft,
} from '../../domain/cleanrooms/payment.js';
import { frozenMember } from '../frozenMember.js';
import { COMPANY_KINDS, COMPANY_STEMS, SUFFIXES } from './names.js';
import { mulberry32, pick, seededUuid, type Prng } from './prng.js';

export interface GeneratedMembersOptions {
  count: number;
  seed: number;
  region: string;
  /** Epoch ms of the first member's createTime; later members join over the following weeks. */
  startMs: number;
  /** The creator, who can query: its account, name and payment choices (absent = leave to the default rule). */
  creator: { accountId: string; displayName: string; paymentConfiguration?: PaymentConfigurationDraft };
  /**
   * Which payment items other members may take on (`isResponsible: true`). Items not listed are only ever declined
   * or left out by other members, so the default rule gives them to the creator.
   */
  othersMayPay: readonly ('queryCompute' | 'modelTraining' | 'modelInference')[];
}

// Generated members share these frozen parts (a million members would otherwise allocate millions of identical
// small objects); nothing mutates them (the engine hands its stored members out frozen).
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const ABILITY_SETS: readonly MemberAbility[][] = deepFreeze([
  [],
  ['CAN_RECEIVE_RESULTS'],
  ['CAN_RUN_JOB'],
  ['CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB'],
]) as MemberAbility[][];
const ML_SETS: readonly ({ customMLMemberAbilities: CustomMLMemberAbility[] } | undefined)[] = deepFreeze(
  [
    undefined,
    undefined,
    ['CAN_RECEIVE_MODEL_OUTPUT'],
    ['CAN_RECEIVE_INFERENCE_OUTPUT'],
    ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_INFERENCE_OUTPUT'],
    [],
  ].map((set) => (set === undefined ? undefined : { customMLMemberAbilities: set as CustomMLMemberAbility[] })),
);
const PAYMENT_VARIANTS = new Map<string, PaymentConfigurationDraft>();
const DAY_MS = 86_400_000;

/** Deterministic 12-digit account IDs, distinct for distinct indexes (an affine map modulo 9e11, prime step). */
export function accountIdAt(index: number, offset: number): string {
  const span = 900_000_000_000;
  return String(100_000_000_000 + ((index * 7_368_787 + offset) % span));
}

function statusFor(random: Prng): MemberStatus {
  const r = random();
  return r < 0.7 ? 'ACTIVE' : r < 0.85 ? 'INVITED' : r < 0.93 ? 'LEFT' : 'REMOVED';
}

function mayPay(
  random: Prng,
  options: GeneratedMembersOptions,
  item: 'queryCompute' | 'modelTraining' | 'modelInference',
): boolean {
  return options.othersMayPay.includes(item) && random() < 0.3;
}

function otherPayment(random: Prng, options: GeneratedMembersOptions): PaymentConfigurationDraft | undefined {
  if (random() < 0.25) return undefined;
  const query = mayPay(random, options, 'queryCompute');
  const jobDraw = random();
  const job = jobDraw < 0.3 ? true : jobDraw < 0.6 ? false : undefined;
  const mlDraw = random();
  let ml: [boolean | undefined, boolean | undefined, boolean] | undefined;
  if (mlDraw < 0.4)
    ml = [mayPay(random, options, 'modelTraining'), mayPay(random, options, 'modelInference'), random() < 0.5];
  else if (mlDraw < 0.55) ml = [undefined, undefined, random() < 0.5];
  const key = JSON.stringify([query, job ?? null, ml ?? null]);
  let draft = PAYMENT_VARIANTS.get(key);
  if (draft === undefined) {
    draft = { queryCompute: { isResponsible: query } };
    if (job !== undefined) draft.jobCompute = { isResponsible: job };
    if (ml !== undefined) {
      draft.machineLearning = { syntheticDataGeneration: { isResponsible: ml[2] } };
      if (ml[0] !== undefined) draft.machineLearning.modelTraining = { isResponsible: ml[0] };
      if (ml[1] !== undefined) draft.machineLearning.modelInference = { isResponsible: ml[1] };
    }
    PAYMENT_VARIANTS.set(key, deepFreeze(draft));
  }
  return draft;
}

function membership(random: Prng, region: string, accountId: string): { membershipId: string; membershipArn: string } {
  const membershipId = seededUuid(random);
  return { membershipId, membershipArn: `arn:aws:cleanrooms:${region}:${accountId}:membership/${membershipId}` };
}

/** Member drafts (before the payment rules), member 0 being the creator. */
export function generateMemberDrafts(options: GeneratedMembersOptions): MemberDraft[] {
  const random = mulberry32(options.seed);
  const drafts: MemberDraft[] = [];
  const creatorTime = new Date(options.startMs);
  drafts.push({
    accountId: options.creator.accountId,
    status: 'ACTIVE',
    displayName: options.creator.displayName,
    abilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB'],
    mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_INFERENCE_OUTPUT'] },
    createTime: creatorTime,
    updateTime: creatorTime,
    ...membership(random, options.region, options.creator.accountId),
    ...(options.creator.paymentConfiguration ? { paymentConfiguration: options.creator.paymentConfiguration } : {}),
  });
  const offset = Math.floor(random() * 800_000_000_000);
  for (let i = 1; i < options.count; i += 1) {
    const accountId = accountIdAt(i, offset);
    const status = statusFor(random);
    const createMs = options.startMs + i * 41_000 + Math.floor(random() * 30_000);
    const mlSet = pick(random, ML_SETS);
    const payment = otherPayment(random, options);
    const draft: MemberDraft = {
      accountId,
      status,
      displayName: `${pick(random, COMPANY_STEMS)} ${pick(random, COMPANY_KINDS)} ${pick(random, SUFFIXES)}`,
      abilities: status === 'INVITED' ? [] : pick(random, ABILITY_SETS),
      createTime: new Date(createMs),
      updateTime: new Date(createMs + Math.floor(random() * 30 * DAY_MS)),
    };
    if (mlSet !== undefined) draft.mlAbilities = mlSet;
    if (status !== 'INVITED') Object.assign(draft, membership(random, options.region, accountId));
    if (payment !== undefined) draft.paymentConfiguration = payment;
    drafts.push(draft);
  }
  return drafts;
}

/**
 * Generated members with the payment rules applied, in the engine's stored form (deeply frozen, see frozenMember:
 * the engine then stores them as they are instead of a second copy); throws if the generator produced a rule
 * violation (a bug).
 */
export function generateMembers(options: GeneratedMembersOptions): MemberSummary[] {
  const applied = applyPaymentRules(generateMemberDrafts(options), 'members');
  if (applied.issues.length > 0) {
    throw new Error(
      `generated members break the payment rules: ${applied.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
  }
  return applied.members.map(frozenMember);
}
