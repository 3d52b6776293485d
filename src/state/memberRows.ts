// Members as the table shows them: filtered by a text (name, account or status) and sorted by a column (pure).
// Run when the loaded members, the filter or the sort change, never per cursor move.

import {
  PAYMENT_ITEMS,
  type CustomMLMemberAbility,
  type MemberAbility,
  type MemberSummary,
  type PaymentItem,
} from '../domain/cleanrooms/types.js';

export const MEMBER_SORT_KEYS = ['displayName', 'accountId', 'status', 'abilities', 'payer'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const SORT_LABEL: Record<MemberSortKey, string> = {
  displayName: 'name',
  accountId: 'account',
  status: 'status',
  abilities: 'abilities',
  payer: 'pays',
};

/** Whether the member pays for an item, and whether that comes from the default-payer rule. */
export function paysFor(member: MemberSummary, item: PaymentItem): boolean {
  const config = member.paymentConfiguration;
  switch (item) {
    case 'queryCompute':
      return config.queryCompute.isResponsible;
    case 'jobCompute':
      return config.jobCompute?.isResponsible === true;
    case 'modelTraining':
      return config.machineLearning?.modelTraining?.isResponsible === true;
    case 'modelInference':
      return config.machineLearning?.modelInference?.isResponsible === true;
    case 'syntheticDataGeneration':
      return config.machineLearning?.syntheticDataGeneration?.isResponsible === true;
  }
}

export const PAYMENT_BADGE: Record<PaymentItem, string> = {
  queryCompute: 'Q',
  jobCompute: 'J',
  modelTraining: 'T',
  modelInference: 'I',
  syntheticDataGeneration: 'S',
};

export const PAYMENT_LABEL: Record<PaymentItem, string> = {
  queryCompute: 'query compute',
  jobCompute: 'job compute',
  modelTraining: 'model training',
  modelInference: 'model inference',
  syntheticDataGeneration: 'synthetic data generation',
};

/** The payer badges of a member: one letter per item it pays for, `*` after those set by the default rule. */
export function payerBadges(member: MemberSummary): string {
  const defaulted = new Set(member.defaultedPayments ?? []);
  return PAYMENT_ITEMS.filter((item) => paysFor(member, item))
    .map((item) => PAYMENT_BADGE[item] + (defaulted.has(item) ? '*' : ''))
    .join(' ');
}

/** The payer badges in words (screen-reader mode): `query compute, job compute (by default)`, or `nothing`. */
export function payerWords(member: MemberSummary): string {
  const defaulted = new Set(member.defaultedPayments ?? []);
  const items = PAYMENT_ITEMS.filter((item) => paysFor(member, item)).map(
    (item) => PAYMENT_LABEL[item] + (defaulted.has(item) ? ' (by default)' : ''),
  );
  return items.length === 0 ? 'nothing' : items.join(', ');
}

export const ABILITY_SHORT: Record<MemberAbility | CustomMLMemberAbility, string> = {
  CAN_QUERY: 'query',
  CAN_RECEIVE_RESULTS: 'results',
  CAN_RUN_JOB: 'job',
  CAN_EXPORT_QUERY_ANALYSIS_LOG: 'export-log',
  CAN_RECEIVE_MODEL_OUTPUT: 'model-out',
  CAN_RECEIVE_INFERENCE_OUTPUT: 'inference-out',
};

export function abilitiesText(member: MemberSummary): string {
  const all = [...member.abilities, ...(member.mlAbilities?.customMLMemberAbilities ?? [])];
  return all.map((a) => ABILITY_SHORT[a] ?? a).join(',');
}

function sortValue(member: MemberSummary, key: MemberSortKey): string {
  switch (key) {
    case 'displayName':
      return member.displayName.toLowerCase();
    case 'accountId':
      return member.accountId;
    case 'status':
      return member.status;
    case 'abilities':
      return abilitiesText(member);
    case 'payer':
      // Members that pay for more sort first under ascending order's reverse; plain string order of badges works.
      return payerBadges(member);
  }
}

export interface MemberQuery {
  filter: string;
  sortKey: MemberSortKey | null;
  sortDirection: SortDirection;
}

export function memberMatches(member: MemberSummary, needle: string): boolean {
  return (
    member.displayName.toLowerCase().includes(needle) ||
    member.accountId.includes(needle) ||
    member.status.toLowerCase().includes(needle)
  );
}

/** The rows to show. Sorting is stable: equal keys keep the backend's order. */
export function memberRows(members: readonly MemberSummary[], query: MemberQuery): readonly MemberSummary[] {
  const needle = query.filter.trim().toLowerCase();
  const filtered = needle === '' ? members : members.filter((m) => memberMatches(m, needle));
  if (query.sortKey === null) return filtered;
  const key = query.sortKey;
  const sign = query.sortDirection === 'asc' ? 1 : -1;
  const keyed = filtered.map((member, position) => ({ member, position, value: sortValue(member, key) }));
  keyed.sort((a, b) => (a.value < b.value ? -sign : a.value > b.value ? sign : a.position - b.position));
  return keyed.map((k) => k.member);
}
