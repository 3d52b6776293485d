// A stored member back as its creator declared it: the items the default-payer rule filled are taken out again.
// Used when the rules must run again over a collaboration (a member is added) and when a dataset is written back
// to JSON (so loading it again gives the same defaults, not explicit choices).
import type { MemberDraft } from '../../domain/cleanrooms/payment.js';
import type { MemberSummary } from '../../domain/cleanrooms/types.js';

export function memberToDraft(member: MemberSummary): MemberDraft {
  const { defaultedPayments, paymentConfiguration, ...rest } = member;
  if (!defaultedPayments || defaultedPayments.length === 0) return { ...rest, paymentConfiguration };
  const defaulted = new Set(defaultedPayments);
  const payment: NonNullable<MemberDraft['paymentConfiguration']> = {};
  if (!defaulted.has('queryCompute')) payment.queryCompute = paymentConfiguration.queryCompute;
  if (paymentConfiguration.jobCompute) payment.jobCompute = paymentConfiguration.jobCompute;
  const ml = { ...paymentConfiguration.machineLearning };
  if (defaulted.has('modelTraining')) delete ml.modelTraining;
  if (defaulted.has('modelInference')) delete ml.modelInference;
  if (Object.keys(ml).length > 0) payment.machineLearning = ml;
  return Object.keys(payment).length > 0 ? { ...rest, paymentConfiguration: payment } : rest;
}
