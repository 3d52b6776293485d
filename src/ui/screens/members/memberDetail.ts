// The member detail as field/value rows (pure): every field of MemberSummary, the ML abilities, and the payment
// configuration spelled out item by item, saying which responsibilities come from the default-payer rule.

import { PAYMENT_ITEMS, type MemberSummary } from '../../../domain/cleanrooms/types.js';
import { PAYMENT_LABEL, paysFor } from '../../../state/memberRows.js';

export type FieldRow = { field: string; value: string };

function time(date: Date): string {
  return Number.isNaN(date.getTime()) ? String(date) : date.toISOString().replace('.000Z', 'Z');
}

export function memberDetailRows(member: MemberSummary): FieldRow[] {
  const defaulted = member.defaultedPayments;
  const rows: FieldRow[] = [
    { field: 'displayName', value: member.displayName },
    { field: 'accountId', value: member.accountId },
    { field: 'status', value: member.status },
    { field: 'abilities', value: member.abilities.length === 0 ? '(none)' : member.abilities.join(', ') },
    {
      field: 'mlAbilities',
      value:
        member.mlAbilities === undefined
          ? '(none)'
          : member.mlAbilities.customMLMemberAbilities.join(', ') || '(empty list)',
    },
    { field: 'membershipId', value: member.membershipId ?? '(not a member yet)' },
    { field: 'membershipArn', value: member.membershipArn ?? '(not a member yet)' },
    { field: 'createTime', value: time(member.createTime) },
    { field: 'updateTime', value: time(member.updateTime) },
  ];
  for (const item of PAYMENT_ITEMS) {
    const pays = paysFor(member, item);
    let value = pays ? 'pays' : 'does not pay';
    if (pays && defaulted !== undefined) {
      value += defaulted.includes(item) ? ' (default: no payer was named)' : ' (named by the creator)';
    }
    rows.push({ field: `${PAYMENT_LABEL[item]}`, value });
  }
  if (defaulted === undefined) rows.push({ field: 'defaults', value: 'unknown with this backend' });
  return rows;
}
