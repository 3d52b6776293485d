// Pure row logic of the two list screens: member filtering and sorting, profile grouping into the tree.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memberRows, MEMBER_SORT_KEYS, payerBadges, type MemberQuery } from '../../src/state/memberRows.js';
import { treeRows } from '../../src/state/profileGroups.js';
import {
  CONNECTOR_TYPES,
  PROPERTY_GROUPS,
  PROPERTY_GROUP_OF,
  type ConnectorProfile,
  type PropertyGroup,
} from '../../src/domain/appflow/types.js';
import { makeMembers } from '../helpers/fakeServices.js';

const MEMBERS = makeMembers(60);

describe('member rows', () => {
  it('filtering keeps exactly the matching members in backend order; sorting is a stable permutation (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'ana', 'LEFT', '1000000', 'zzz', 'lima 0000'),
        fc.constantFrom(null, ...MEMBER_SORT_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (filter, sortKey, sortDirection) => {
          const query: MemberQuery = { filter, sortKey, sortDirection };
          const rows = memberRows(MEMBERS, query);
          const unsorted = memberRows(MEMBERS, { ...query, sortKey: null });
          const needle = filter.toLowerCase();
          const expected = MEMBERS.filter(
            (m) =>
              m.displayName.toLowerCase().includes(needle) ||
              m.accountId.includes(needle) ||
              m.status.toLowerCase().includes(needle),
          );
          expect(unsorted).toEqual(expected);
          expect(new Set(rows)).toEqual(new Set(expected));
          if (sortKey === 'displayName') {
            const names = rows.map((m) => m.displayName.toLowerCase());
            const sorted = [...names].sort();
            expect(names).toEqual(sortDirection === 'asc' ? sorted : sorted.reverse());
          }
        },
      ),
    );
  });

  it('payer badges mark defaulted items with *', () => {
    expect(payerBadges(MEMBERS[0]!)).toBe('Q J*');
    expect(payerBadges(MEMBERS[5]!)).toBe('T I');
    expect(payerBadges(MEMBERS[1]!)).toBe('');
  });
});

describe('profile tree', () => {
  const profileArb: fc.Arbitrary<ConnectorProfile> = fc
    .tuple(fc.constantFrom(...CONNECTOR_TYPES), fc.nat(999))
    .map(([type, n]) => ({ connectorType: type, connectorProfileName: `${type.toLowerCase()}-${n}` }));

  it('groups in PROPERTY_GROUPS order with counts that add up; collapsed groups hide their profiles (property)', () => {
    fc.assert(
      fc.property(
        fc.array(profileArb, { maxLength: 40 }),
        fc.subarray([...PROPERTY_GROUPS]),
        (profiles, collapsedList) => {
          const collapsed = new Set<PropertyGroup>(collapsedList);
          const rows = treeRows(profiles, collapsed);
          const groups = rows.filter((r) => r.kind === 'group');
          expect(groups.map((g) => g.group)).toEqual(PROPERTY_GROUPS.filter((g) => groups.some((r) => r.group === g)));
          expect(groups.reduce((sum, g) => sum + (g.kind === 'group' ? g.count : 0), 0)).toBe(profiles.length);
          for (const row of rows) {
            if (row.kind === 'profile') {
              expect(collapsed.has(row.group)).toBe(false);
              expect(PROPERTY_GROUP_OF[row.profile.connectorType!]).toBe(row.group);
            }
          }
          const shownProfiles = rows.filter((r) => r.kind === 'profile').length;
          const expectedShown = profiles.filter((p) => !collapsed.has(PROPERTY_GROUP_OF[p.connectorType!])).length;
          expect(shownProfiles).toBe(expectedShown);
        },
      ),
    );
  });
});
