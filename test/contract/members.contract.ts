// Contract of MembersPort (Clean Rooms ListMembers and ListCollaborations), written against the port only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPaymentRules, type MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import type { MemberSummary } from '../../src/domain/cleanrooms/types.js';
import type { MembersPort } from '../../src/service/ports.js';
import { MAIN_COLLABORATION, MAIN_MEMBER_COUNT, SECOND_COLLABORATION } from './dataset.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

type Json = Record<string, unknown>;

/** Every member of a collaboration, page by page; also returns the pages' sizes and whether tokens were unique. */
export async function walkMembers(
  port: MembersPort,
  collaborationIdentifier: string,
  maxResults?: number,
  between?: (page: number) => unknown,
) {
  const members: MemberSummary[] = [];
  const sizes: number[] = [];
  const tokens = new Set<string>();
  let nextToken: string | undefined;
  let page = 0;
  do {
    const out = await port.listMembers({
      collaborationIdentifier,
      ...(maxResults ? { maxResults } : {}),
      ...(nextToken ? { nextToken } : {}),
    });
    members.push(...out.memberSummaries);
    sizes.push(out.memberSummaries.length);
    nextToken = out.nextToken;
    if (nextToken !== undefined) {
      expect(tokens.has(nextToken), 'a page token repeated').toBe(false);
      tokens.add(nextToken);
    }
    page += 1;
    if (nextToken !== undefined) await between?.(page);
  } while (nextToken !== undefined && page < 10_000);
  return { members, sizes };
}

/** The members a collaboration of the dataset must list: timestamps as Dates, the payment rules applied. */
function expectedMembers(dataset: Json, collaborationId: string): MemberSummary[] {
  const collaboration = (dataset.collaborations as Json[]).find((c) => c.id === collaborationId)!;
  const drafts = (collaboration.members as Json[]).map(
    (m) =>
      ({
        ...m,
        createTime: new Date((m.createTime as number) * 1000),
        updateTime: new Date((m.updateTime as number) * 1000),
      }) as MemberDraft,
  );
  return applyPaymentRules(drafts, 'members').members;
}

/** Compares what the wire carries; `defaultedPayments` (a switchyard extension) only when the port reports it. */
function comparable(
  member: MemberSummary,
  expected: MemberSummary,
): { actual: MemberSummary; expected: MemberSummary } {
  if (member.defaultedPayments !== undefined) return { actual: member, expected };
  const { defaultedPayments: _ignored, ...rest } = expected;
  return { actual: member, expected: rest };
}

export function describeMembersContract(name: string, makeFixture: MakeFixture): void {
  describe(`MembersPort contract: ${name}`, () => {
    let fx: ContractFixture;
    beforeEach(async () => {
      fx = await makeFixture();
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('lists the collaborations of the dataset', async () => {
      const out = await fx.members.listCollaborations();
      const ids = out.collaborationList.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([MAIN_COLLABORATION, SECOND_COLLABORATION]));
      const main = out.collaborationList.find((c) => c.id === MAIN_COLLABORATION)!;
      expect(main.name).toBe('Contract main collaboration');
      expect(main.creatorAccountId).toBe('123456789012');
      expect(main.arn).toMatch(/^arn:aws:cleanrooms:[\w-]+:\d{12}:collaboration\//);
      expect(main.createTime).toBeInstanceOf(Date);
    });

    it('gets one collaboration by its identifier, as ListCollaborations lists it', async () => {
      const listed = (await fx.members.listCollaborations()).collaborationList.find(
        (c) => c.id === MAIN_COLLABORATION,
      )!;
      const { collaboration } = await fx.members.getCollaboration({ collaborationIdentifier: MAIN_COLLABORATION });
      expect(collaboration).toMatchObject({
        id: listed.id,
        arn: listed.arn,
        name: 'Contract main collaboration',
        creatorAccountId: listed.creatorAccountId,
        creatorDisplayName: listed.creatorDisplayName,
        memberStatus: listed.memberStatus,
      });
      expect(collaboration.createTime).toEqual(listed.createTime);
      expect(collaboration.updateTime).toEqual(listed.updateTime);
      expect(['ENABLED', 'DISABLED']).toContain(collaboration.queryLogStatus);
      const second = await fx.members.getCollaboration({ collaborationIdentifier: SECOND_COLLABORATION });
      expect(second.collaboration.id).toBe(SECOND_COLLABORATION);
    });

    it('GetCollaboration: an unknown collaboration is ResourceNotFoundException, a bad identifier a ValidationException', async () => {
      const id = '99999999-9999-4999-8999-999999999999';
      await expectServiceError(fx.members.getCollaboration({ collaborationIdentifier: id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'COLLABORATION',
        resourceId: id,
      });
      await expectServiceError(fx.members.getCollaboration({ collaborationIdentifier: 'not-a-uuid' }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['collaborationIdentifier'],
      });
    });

    it('returns every member once, in a stable order, with the default page size', async () => {
      const first = await walkMembers(fx.members, MAIN_COLLABORATION);
      expect(first.members.map((m) => m.accountId)).toEqual(
        expectedMembers(fx.dataset, MAIN_COLLABORATION).map((m) => m.accountId),
      );
      const second = await walkMembers(fx.members, MAIN_COLLABORATION);
      expect(second.members.map((m) => m.accountId)).toEqual(first.members.map((m) => m.accountId));
    });

    it('pages by maxResults and omits nextToken on the last page', async () => {
      const walk = await walkMembers(fx.members, MAIN_COLLABORATION, 5);
      expect(walk.sizes).toEqual([5, 5, 5, 5, 3]);
      expect(walk.members).toHaveLength(MAIN_MEMBER_COUNT);
      const exact = await fx.members.listMembers({ collaborationIdentifier: SECOND_COLLABORATION, maxResults: 3 });
      expect(exact.memberSummaries).toHaveLength(3);
      expect(exact.nextToken).toBeUndefined();
      const one = await walkMembers(fx.members, MAIN_COLLABORATION, 1);
      expect(one.sizes.every((s) => s === 1)).toBe(true);
      expect(one.members).toHaveLength(MAIN_MEMBER_COUNT);
      const hundred = await walkMembers(fx.members, MAIN_COLLABORATION, 100);
      expect(hundred.sizes).toEqual([MAIN_MEMBER_COUNT]);
    });

    it('returns each member as the dataset has it, with the payment rules applied', async () => {
      const { members } = await walkMembers(fx.members, MAIN_COLLABORATION, 7);
      const expected = expectedMembers(fx.dataset, MAIN_COLLABORATION);
      members.forEach((m, i) => {
        const pair = comparable(m, expected[i]!);
        expect(pair.actual).toEqual(pair.expected);
      });
      // The creator named no payer: the member who can query pays for query compute and for ML.
      expect(members[0]!.paymentConfiguration.queryCompute.isResponsible).toBe(true);
      expect(members[0]!.paymentConfiguration.machineLearning?.modelTraining?.isResponsible).toBe(true);
      if (members[0]!.defaultedPayments !== undefined) {
        expect(members[0]!.defaultedPayments).toEqual(['queryCompute', 'modelTraining', 'modelInference']);
      }
    });

    it('a returned member cannot be used to change the stored one (it is a copy, or read-only)', async () => {
      const page = await fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 2 });
      const member = page.memberSummaries[0]!;
      // The engine hands out deeply frozen records (each change throws); a remote backend hands out fresh copies.
      const attempt = (change: () => void): void => {
        try {
          change();
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      };
      attempt(() => {
        member.displayName = 'changed';
      });
      attempt(() => {
        member.abilities.push('CAN_RECEIVE_RESULTS');
      });
      attempt(() => {
        member.createTime.setTime(0);
      });
      attempt(() => {
        member.paymentConfiguration.queryCompute.isResponsible = false;
      });
      const again = await fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 2 });
      expect(again.memberSummaries[0]!.displayName).toBe('Contract Creator Ltd');
      expect(again.memberSummaries[0]!.abilities).toEqual(['CAN_QUERY', 'CAN_RUN_JOB']);
      expect(again.memberSummaries[0]!.createTime.getTime()).toBeGreaterThan(0);
      expect(again.memberSummaries[0]!.paymentConfiguration.queryCompute.isResponsible).toBe(true);
    });

    it('rejects an unknown collaboration with ResourceNotFoundException (COLLABORATION)', async () => {
      const id = '99999999-9999-4999-8999-999999999999';
      await expectServiceError(fx.members.listMembers({ collaborationIdentifier: id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'COLLABORATION',
        resourceId: id,
      });
    });

    it.each([
      ['not a UUID', 'not-a-uuid'],
      ['an upper-case UUID', SECOND_COLLABORATION.toUpperCase()],
      ['too long', `${MAIN_COLLABORATION}0`],
    ])('rejects a collaborationIdentifier that is %s', async (_what, id) => {
      await expectServiceError(fx.members.listMembers({ collaborationIdentifier: id }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['collaborationIdentifier'],
        reason: 'FIELD_VALIDATION_FAILED',
      });
    });

    it.each([0, 101, -1, 2.5])('rejects maxResults %s', async (maxResults) => {
      await expectServiceError(fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, maxResults }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['maxResults'],
      });
    });

    it('names every bad field at once', async () => {
      await expectServiceError(fx.members.listMembers({ collaborationIdentifier: 'bad', maxResults: 0 }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['collaborationIdentifier', 'maxResults'],
      });
    });

    describe('nextToken', () => {
      async function tokenFor(collaborationIdentifier: string, maxResults: number): Promise<string> {
        const out = await fx.members.listMembers({ collaborationIdentifier, maxResults });
        expect(out.nextToken).toBeDefined();
        return out.nextToken!;
      }
      const rejects = (input: { collaborationIdentifier: string; maxResults?: number; nextToken: string }) =>
        expectServiceError(fx.members.listMembers(input), {
          name: 'ValidationException',
          httpStatus: 400,
          fields: ['nextToken'],
        });

      it('is refused when malformed', async () => {
        await rejects({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 5, nextToken: 'garbage' });
        await rejects({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 5, nextToken: 'x'.repeat(200) });
      });

      it('is refused when forged (any character changed)', async () => {
        const token = await tokenFor(MAIN_COLLABORATION, 5);
        const positions = [0, Math.floor(token.length / 3), Math.floor(token.length / 2), token.length - 1];
        for (const p of positions) {
          const forged = token.slice(0, p) + (token[p] === 'A' ? 'B' : 'A') + token.slice(p + 1);
          await rejects({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 5, nextToken: forged });
        }
      });

      it('is refused for another collaboration', async () => {
        const token = await tokenFor(MAIN_COLLABORATION, 1);
        await rejects({ collaborationIdentifier: SECOND_COLLABORATION, maxResults: 1, nextToken: token });
      });

      it('resumes at its position with another page size (or none)', async () => {
        const token = await tokenFor(MAIN_COLLABORATION, 5);
        const all = await fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 100 });
        const ids = (out: { memberSummaries: { accountId: string }[] }): string[] =>
          out.memberSummaries.map((m) => m.accountId);
        const six = await fx.members.listMembers({
          collaborationIdentifier: MAIN_COLLABORATION,
          maxResults: 6,
          nextToken: token,
        });
        expect(ids(six)).toEqual(ids(all).slice(5, 11));
        const rest = await fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, nextToken: token });
        expect(ids(rest)[0]).toBe(ids(all)[5]);
      });

      it('is refused when it comes from another implementation instance', async () => {
        const token = await tokenFor(MAIN_COLLABORATION, 5);
        const other = await makeFixture();
        try {
          await expectServiceError(
            other.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 5, nextToken: token }),
            {
              name: 'ValidationException',
              httpStatus: 400,
              fields: ['nextToken'],
            },
          );
        } finally {
          await other.close?.();
        }
      });

      it('can be replayed: the same token gives the same page', async () => {
        const token = await tokenFor(MAIN_COLLABORATION, 4);
        const a = await fx.members.listMembers({
          collaborationIdentifier: MAIN_COLLABORATION,
          maxResults: 4,
          nextToken: token,
        });
        const b = await fx.members.listMembers({
          collaborationIdentifier: MAIN_COLLABORATION,
          maxResults: 4,
          nextToken: token,
        });
        expect(b.memberSummaries.map((m) => m.accountId)).toEqual(a.memberSummaries.map((m) => m.accountId));
      });
    });

    it('never skips or repeats a member when members are added during a walk', async (ctx) => {
      const addMember = fx.hooks?.addMember;
      if (addMember === undefined) return ctx.skip();
      const added: string[] = [];
      const walk = await walkMembers(fx.members, MAIN_COLLABORATION, 4, async (page) => {
        const accountId = String(900000000000 + page);
        added.push(accountId);
        await addMember(MAIN_COLLABORATION, {
          accountId,
          status: 'INVITED',
          displayName: `Late joiner ${page}`,
          abilities: [],
          createTime: new Date(1_750_000_000_000),
          updateTime: new Date(1_750_000_000_000),
        });
      });
      const ids = walk.members.map((m) => m.accountId);
      expect(new Set(ids).size).toBe(ids.length);
      const original = expectedMembers(fx.dataset, MAIN_COLLABORATION).map((m) => m.accountId);
      expect(ids.slice(0, original.length)).toEqual(original);
      // Every member added during the walk is listed, after the original ones, in the order added.
      expect(added.length).toBeGreaterThan(5);
      expect(ids.slice(original.length)).toEqual(added);
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(
        fx.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION }, { signal: controller.signal }),
      ).rejects.toThrow();
    });

    it("filters collaborations by the caller's member status and pages them", async () => {
      const all = await fx.members.listCollaborations({ maxResults: 1 });
      expect(all.collaborationList).toHaveLength(1);
      expect(all.nextToken).toBeDefined();
      const rest = await fx.members.listCollaborations({ maxResults: 1, nextToken: all.nextToken! });
      expect(rest.collaborationList[0]!.id).not.toBe(all.collaborationList[0]!.id);
      const active = await fx.members.listCollaborations({ memberStatus: 'ACTIVE' });
      expect(active.collaborationList.every((c) => c.memberStatus === 'ACTIVE')).toBe(true);
      await expectServiceError(fx.members.listCollaborations({ maxResults: 0 }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['maxResults'],
      });
      await expectServiceError(fx.members.listCollaborations({ maxResults: 1, nextToken: 'forged' }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['nextToken'],
      });
      await expectServiceError(
        fx.members.listCollaborations({ maxResults: 1, memberStatus: 'INVITED', nextToken: all.nextToken! }),
        {
          name: 'ValidationException',
          httpStatus: 400,
          fields: ['nextToken'],
        },
      );
    });
  });
}
