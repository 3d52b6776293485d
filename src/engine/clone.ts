import type { IsResponsible, MemberSummary, PaymentConfiguration } from '../domain/cleanrooms/types.js';

// Stored records are never handed out: callers get a deep copy, so a screen that mutates what it received cannot
// change the engine's state. Records are plain JSON-like data plus Dates; this copy is several times faster than
// structuredClone for that shape, which matters on the paging hot path.

export function cloneRecord<T>(value: T): T {
  return cloneValue(value) as T;
}

function cloneValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(cloneValue);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneValue((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * The member copy of the list-members hot path, written out field by field: paging 1,000,000 members copies every
 * one of them, and this is about five times faster than the generic copy. MEMBER_FIELDS makes the compiler flag a
 * field added to MemberSummary that this copy would drop. Arrays are copied by spreading: generated members share
 * frozen arrays, and V8's Array.prototype.slice takes a slow path (~40x) on frozen arrays.
 */
const MEMBER_FIELDS = {
  accountId: true, status: true, displayName: true, abilities: true, mlAbilities: true, createTime: true, updateTime: true,
  membershipId: true, membershipArn: true, paymentConfiguration: true, defaultedPayments: true,
} as const satisfies Record<keyof MemberSummary, true>;
void MEMBER_FIELDS;

export function cloneMember(m: MemberSummary): MemberSummary {
  const out: MemberSummary = {
    accountId: m.accountId,
    status: m.status,
    displayName: m.displayName,
    abilities: [...m.abilities],
    createTime: new Date(m.createTime.getTime()),
    updateTime: new Date(m.updateTime.getTime()),
    paymentConfiguration: clonePayment(m.paymentConfiguration),
  };
  if (m.mlAbilities !== undefined) out.mlAbilities = { customMLMemberAbilities: [...m.mlAbilities.customMLMemberAbilities] };
  if (m.membershipId !== undefined) out.membershipId = m.membershipId;
  if (m.membershipArn !== undefined) out.membershipArn = m.membershipArn;
  if (m.defaultedPayments !== undefined) out.defaultedPayments = [...m.defaultedPayments];
  return out;
}

function responsible(value: IsResponsible): IsResponsible {
  return { isResponsible: value.isResponsible };
}

function clonePayment(p: PaymentConfiguration): PaymentConfiguration {
  const out: PaymentConfiguration = { queryCompute: responsible(p.queryCompute) };
  if (p.jobCompute !== undefined) out.jobCompute = responsible(p.jobCompute);
  const ml = p.machineLearning;
  if (ml !== undefined) {
    out.machineLearning = {};
    if (ml.modelTraining !== undefined) out.machineLearning.modelTraining = responsible(ml.modelTraining);
    if (ml.modelInference !== undefined) out.machineLearning.modelInference = responsible(ml.modelInference);
    if (ml.syntheticDataGeneration !== undefined) out.machineLearning.syntheticDataGeneration = responsible(ml.syntheticDataGeneration);
  }
  return out;
}
