import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeepFrozen, ReadonlyDate } from '../../src/domain/immutable.js';
import { frozenMember } from '../../src/engine/frozenMember.js';
import { createEngine, demoDataset, DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { arbMemberSummary } from '../arbitraries/index.js';

describe('frozenMember', () => {
  it('is an equal, deeply frozen copy, and leaves its input alone', () => {
    fc.assert(
      fc.property(arbMemberSummary, (member) => {
        const before = structuredClone(member);
        const frozen = frozenMember(member);
        expect(frozen).toEqual(member);
        expect(isDeepFrozen(frozen)).toBe(true);
        expect(frozen.createTime).toBeInstanceOf(ReadonlyDate);
        expect(member).toEqual(before);
        expect(Object.isFrozen(member)).toBe(false);
        // What frozenMember made is shared, not copied again; a record frozen some other way is copied.
        expect(frozenMember(frozen)).toBe(frozen);
        const frozenElsewhere = Object.freeze({
          ...frozen,
          paymentConfiguration: Object.freeze({ ...frozen.paymentConfiguration }),
        });
        expect(frozenMember(frozenElsewhere)).not.toBe(frozenElsewhere);
      }),
    );
  });

  it('keeps the payment configuration key order the engine always had (queryCompute, jobCompute, machineLearning)', () => {
    fc.assert(
      fc.property(arbMemberSummary, (member) => {
        const keys = Object.keys(frozenMember(member).paymentConfiguration);
        const expected = ['queryCompute', 'jobCompute', 'machineLearning'].filter(
          (k) => k in member.paymentConfiguration,
        );
        expect(keys).toEqual(expected);
        const ml = frozenMember(member).paymentConfiguration.machineLearning;
        if (ml !== undefined) {
          const order = ['modelTraining', 'modelInference', 'syntheticDataGeneration'];
          expect(Object.keys(ml)).toEqual(order.filter((k) => k in member.paymentConfiguration.machineLearning!));
        }
      }),
    );
  });
});

describe('engine members are stored frozen and handed out without copying', () => {
  it('hands out the same deeply frozen record on every read; a change attempt throws', async () => {
    const engine = createEngine({ dataset: demoDataset() });
    const input = { collaborationIdentifier: DEMO_COLLABORATION_IDS.pharma, maxResults: 5 };
    const first = await engine.members.listMembers(input);
    const again = await engine.members.listMembers(input);
    first.memberSummaries.forEach((m, i) => {
      expect(isDeepFrozen(m)).toBe(true);
      expect(again.memberSummaries[i]).toBe(m);
    });
    const member = first.memberSummaries[0]!;
    expect(() => {
      member.displayName = 'x';
    }).toThrow(TypeError);
    expect(() => member.abilities.push('CAN_QUERY')).toThrow(TypeError);
    expect(() => member.updateTime.setTime(0)).toThrow(TypeError);
    // The page array itself is the caller's.
    first.memberSummaries.reverse();
    expect((await engine.members.listMembers(input)).memberSummaries[0]).toBe(member);
  });

  it('freezes an added member, and the members the payment rules rebuilt', async () => {
    const engine = createEngine({ dataset: demoDataset() });
    const id = DEMO_COLLABORATION_IDS.pharma;
    const before = (await engine.members.listMembers({ collaborationIdentifier: id, maxResults: 1 }))
      .memberSummaries[0]!;
    const added = engine.admin.addMember(id, {
      accountId: '999988887777',
      status: 'ACTIVE',
      displayName: 'Added Member',
      abilities: ['CAN_RECEIVE_RESULTS'],
      createTime: new Date(1_700_000_000_000),
      updateTime: new Date(1_700_000_000_000),
    });
    expect(isDeepFrozen(added)).toBe(true);
    const after = (await engine.members.listMembers({ collaborationIdentifier: id, maxResults: 1 }))
      .memberSummaries[0]!;
    expect(isDeepFrozen(after)).toBe(true);
    expect(after).toEqual(before);
  });
});
