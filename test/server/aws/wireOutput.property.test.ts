import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../../src/domain/cleanrooms/types.js';
import { frozenMember } from '../../../src/engine/frozenMember.js';
import { listMembersToWire, listMembersToWireJson } from './wireOf.js';
import { arbMemberSummary } from '../../arbitraries/index.js';

const arbPage = fc.record(
  {
    memberSummaries: fc.array(arbMemberSummary, { maxLength: 8 }),
    nextToken: fc.string({ unit: 'binary', maxLength: 40 }),
  },
  { requiredKeys: ['memberSummaries'] },
);

const serialised = (page: { memberSummaries: MemberSummary[]; nextToken?: string }): string =>
  JSON.stringify(listMembersToWire(page));

describe('list-members wire JSON joined from memoised member fragments', () => {
  it('is exactly what JSON.stringify of the wire object gives, with its UTF-8 length, for frozen and plain records, repeatedly', () => {
    fc.assert(
      fc.property(arbPage, (page) => {
        const frozen = { ...page, memberSummaries: page.memberSummaries.map(frozenMember) };
        for (const p of [page, frozen, frozen]) {
          const wire = listMembersToWireJson(p);
          expect(wire.text).toBe(serialised(p));
          expect(wire.byteLength).toBe(Buffer.byteLength(serialised(p), 'utf8'));
        }
      }),
    );
  });

  it('does not memoise records that can still change', () => {
    const member: MemberSummary = {
      accountId: '123456789012',
      status: 'ACTIVE',
      displayName: 'Before',
      abilities: ['CAN_QUERY'],
      createTime: new Date(1_000),
      updateTime: new Date(2_000),
      paymentConfiguration: { queryCompute: { isResponsible: true } },
    };
    expect(listMembersToWireJson({ memberSummaries: [member] }).text).toContain('"Before"');
    member.displayName = 'After ü';
    member.updateTime.setTime(3_000);
    const text = listMembersToWireJson({ memberSummaries: [member] }).text;
    expect(text).toBe(serialised({ memberSummaries: [member] }));
    expect(text).toContain('"After ü"');
    expect(text).toContain('"updateTime":3');
    expect(listMembersToWireJson({ memberSummaries: [member] }).byteLength).toBe(Buffer.byteLength(text));
  });
});
