import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '../../src/domain/cleanrooms/types.js';
import { isDeepFrozen } from '../../src/domain/immutable.js';
import { frozenMember } from '../../src/engine/frozenMember.js';
import { PackedMembers } from '../../src/engine/packedMembers.js';
import { arbMemberSummary } from '../arbitraries/index.js';

/** Some members with the usual ARN (`<prefix><accountId>:membership/<membershipId>`), some with their own. */
const arbMembers = fc
  .array(
    fc.tuple(arbMemberSummary, fc.constantFrom(undefined, 'arn:aws:cleanrooms:us-east-1:', 'arn:aws-cn:x:cn-north-1:')),
    { maxLength: 12 },
  )
  .map((pairs) =>
    pairs.map(([m, prefix]): MemberSummary => {
      if (prefix === undefined || m.membershipId === undefined) return m;
      return { ...m, membershipArn: `${prefix}${m.accountId}:membership/${m.membershipId}` };
    }),
  );

describe('PackedMembers', () => {
  it('gives back each member as frozenMember stores it: equal, same key order, deeply frozen', () => {
    fc.assert(
      fc.property(arbMembers, (members) => {
        const packed = new PackedMembers();
        for (const m of members) packed.push(m, m, m.createTime.getTime(), m.updateTime.getTime());
        expect(packed.length).toBe(members.length);
        members.forEach((m, i) => {
          const read = packed.at(i)!;
          const stored = frozenMember(m);
          expect(read).toEqual(stored);
          expect(Object.keys(read)).toEqual(Object.keys(stored));
          expect(Object.keys(read.paymentConfiguration)).toEqual(Object.keys(stored.paymentConfiguration));
          expect(isDeepFrozen(read)).toBe(true);
          expect(packed.indexOfAccountId(m.accountId)).toBe(members.findIndex((o) => o.accountId === m.accountId));
        });
        expect([...packed]).toEqual(members.map(frozenMember));
        expect(packed.at(members.length)).toBeUndefined();
      }),
    );
  });

  it('appends another PackedMembers (its columns as another thread sends them) as if its members were pushed', () => {
    fc.assert(
      fc.property(arbMembers, arbMembers, (first, second) => {
        const pushed = new PackedMembers();
        const appended = new PackedMembers();
        const later = new PackedMembers();
        for (const m of [...first, ...second]) pushed.push(m, m, m.createTime.getTime(), m.updateTime.getTime());
        for (const m of first) appended.push(m, m, m.createTime.getTime(), m.updateTime.getTime());
        for (const m of second) later.push(m, m, m.createTime.getTime(), m.updateTime.getTime());
        appended.append(structuredClone(later.columns()));
        expect(appended.length).toBe(pushed.length);
        expect([...appended]).toEqual([...pushed]);
        [...pushed].forEach((m, i) => expect(Object.keys(appended.at(i)!)).toEqual(Object.keys(m)));
      }),
    );
  });

  it('keeps account IDs with leading zeros and replaces a member’s payment fields', () => {
    fc.assert(
      fc.property(arbMemberSummary, arbMemberSummary, (m, other) => {
        const member = { ...m, accountId: `000${m.accountId.slice(3)}` };
        const packed = new PackedMembers();
        packed.push(member, member, member.createTime.getTime(), member.updateTime.getTime());
        expect(packed.at(0)!.accountId).toBe(member.accountId);
        const replaced = {
          ...member,
          paymentConfiguration: other.paymentConfiguration,
          defaultedPayments: ['queryCompute' as const],
        };
        packed.replaceParts(0, replaced);
        expect(packed.at(0)).toEqual(frozenMember(replaced));
      }),
    );
  });

  it('hands out the same object when a member is read again (serve memoises wire JSON per object), row by row', () => {
    fc.assert(
      fc.property(arbMemberSummary, (m) => {
        const packed = new PackedMembers();
        // More rows than the read cache holds: rows 1 and 4097 share its slot.
        for (let i = 0; i < 5_000; i += 1) packed.push(m, m, m.createTime.getTime(), m.updateTime.getTime());
        const first = packed.at(1)!;
        expect(packed.at(1)).toBe(first);
        expect(packed.at(-4_999)).toBe(first);
        const other = packed.at(4_097)!;
        expect(other).not.toBe(first);
        expect(other).toEqual(first);
        expect(packed.at(1)).toEqual(first);
        expect(packed.at(4_097)).toBe(packed.at(4_097));
      }),
      { numRuns: 20 },
    );
  });
});
