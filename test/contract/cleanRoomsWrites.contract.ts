// Contract of the Clean Rooms write operations on MembersPort (collaborations, members, memberships, configured
// tables, tags), written against the port only: the engine and the AWS backend through `serve` must agree. One
// caller throughout (the fixture's default Region and account); isolation between callers is tested where callers
// can be told apart (test/engine/cleanRoomsScope.test.ts, test/server/cleanRoomsScope.system.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateCollaborationInput, TableReference } from '../../src/domain/cleanrooms/writes.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

const INVITED = '444455556666';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export function newCollaboration(overrides: Partial<CreateCollaborationInput> = {}): CreateCollaborationInput {
  return {
    name: 'Contract collaboration',
    description: 'Built by the contract suite',
    creatorDisplayName: 'Creator',
    creatorMemberAbilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'],
    queryLogStatus: 'ENABLED',
    members: [{ accountId: INVITED, memberAbilities: ['CAN_RECEIVE_RESULTS'], displayName: 'Invited' }],
    ...overrides,
  };
}

export function describeCleanRoomsWritesContract(name: string, make: MakeFixture): void {
  describe(`Clean Rooms writes contract: ${name}`, () => {
    let fx: ContractFixture;
    beforeEach(async () => {
      fx = await make();
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('creates a collaboration that Get, List and ListMembers answer, the creator first and paying by default', async () => {
      const { collaboration } = await fx.members.createCollaboration(
        newCollaboration({ tags: { env: 'test' }, analyticsEngine: 'SPARK' }),
      );
      expect(collaboration.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(collaboration.arn).toMatch(
        new RegExp(
          `^arn:aws:cleanrooms:[a-z0-9-]+:${collaboration.creatorAccountId}:collaboration/${collaboration.id}$`,
        ),
      );
      expect(collaboration).toMatchObject({
        name: 'Contract collaboration',
        description: 'Built by the contract suite',
        creatorDisplayName: 'Creator',
        memberStatus: 'INVITED',
        queryLogStatus: 'ENABLED',
        analyticsEngine: 'SPARK',
      });
      expect(collaboration.membershipId).toBeUndefined();
      const got = await fx.members.getCollaboration({ collaborationIdentifier: collaboration.id });
      expect(got.collaboration).toEqual(collaboration);
      const listed = await fx.members.listCollaborations({ maxResults: 100 });
      expect(listed.collaborationList.map((c) => c.id)).toContain(collaboration.id);
      const { memberSummaries } = await fx.members.listMembers({ collaborationIdentifier: collaboration.id });
      expect(memberSummaries.map((m) => [m.accountId, m.status, m.displayName, m.abilities])).toEqual([
        [collaboration.creatorAccountId, 'INVITED', 'Creator', ['CAN_QUERY', 'CAN_RECEIVE_RESULTS']],
        [INVITED, 'INVITED', 'Invited', ['CAN_RECEIVE_RESULTS']],
      ]);
      expect(memberSummaries[0]!.paymentConfiguration.queryCompute.isResponsible).toBe(true);
      expect(memberSummaries[1]!.paymentConfiguration.queryCompute.isResponsible).toBe(false);
      const tags = await fx.members.listTagsForResource({ resourceArn: collaboration.arn });
      expect(tags.tags).toEqual({ env: 'test' });
    });

    it('refuses a collaboration whose querier declines query compute nobody else pays for (INVALID_CONFIGURATION)', async () => {
      await expectServiceError(
        fx.members.createCollaboration(
          newCollaboration({ creatorPaymentConfiguration: { queryCompute: { isResponsible: false } } }),
        ),
        {
          name: 'ValidationException',
          httpStatus: 400,
          reason: 'INVALID_CONFIGURATION',
          fields: ['creatorPaymentConfiguration.queryCompute.isResponsible'],
        },
      );
    });

    it('names every bad field of a create at once', async () => {
      await expectServiceError(
        fx.members.createCollaboration(
          newCollaboration({
            name: '',
            queryLogStatus: 'SOMETIMES' as never,
            members: [{ accountId: '12', memberAbilities: [], displayName: 'x' }],
          }),
        ),
        { name: 'ValidationException', httpStatus: 400, fields: ['name', 'queryLogStatus', 'members[0].accountId'] },
      );
    });

    it('updates and deletes a collaboration; afterwards it is not found', async () => {
      const { collaboration } = await fx.members.createCollaboration(newCollaboration());
      const updated = await fx.members.updateCollaboration({
        collaborationIdentifier: collaboration.id,
        name: 'Renamed',
        description: 'New words',
      });
      expect(updated.collaboration).toMatchObject({ name: 'Renamed', description: 'New words' });
      expect(updated.collaboration.updateTime.getTime()).toBeGreaterThanOrEqual(
        updated.collaboration.createTime.getTime(),
      );
      await fx.members.deleteCollaboration({ collaborationIdentifier: collaboration.id });
      await expectServiceError(fx.members.getCollaboration({ collaborationIdentifier: collaboration.id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'COLLABORATION',
      });
      await expectServiceError(fx.members.deleteCollaboration({ collaborationIdentifier: collaboration.id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
    });

    it('creates, gets, lists, updates and deletes a membership; the creator becomes ACTIVE, then LEFT', async () => {
      const { collaboration } = await fx.members.createCollaboration(newCollaboration());
      const { membership } = await fx.members.createMembership({
        collaborationIdentifier: collaboration.id,
        queryLogStatus: 'DISABLED',
        tags: { owner: 'me' },
      });
      expect(membership).toMatchObject({
        collaborationId: collaboration.id,
        collaborationArn: collaboration.arn,
        collaborationName: collaboration.name,
        collaborationCreatorAccountId: collaboration.creatorAccountId,
        status: 'ACTIVE',
        memberAbilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'],
        queryLogStatus: 'DISABLED',
        paymentConfiguration: { queryCompute: { isResponsible: true } },
      });
      expect(membership.arn).toBe(membership.arn.replace(/membership\/.*$/, `membership/${membership.id}`));
      const seen = await fx.members.getCollaboration({ collaborationIdentifier: collaboration.id });
      expect(seen.collaboration).toMatchObject({
        memberStatus: 'ACTIVE',
        membershipId: membership.id,
        membershipArn: membership.arn,
      });
      await expectServiceError(
        fx.members.createMembership({ collaborationIdentifier: collaboration.id, queryLogStatus: 'ENABLED' }),
        { name: 'ConflictException', httpStatus: 409 },
      );
      expect((await fx.members.getMembership({ membershipIdentifier: membership.id })).membership).toEqual(membership);
      const listed = await fx.members.listMemberships({});
      expect(listed.membershipSummaries.map((m) => m.id)).toEqual([membership.id]);
      const updated = await fx.members.updateMembership({
        membershipIdentifier: membership.id,
        queryLogStatus: 'ENABLED',
      });
      expect(updated.membership.queryLogStatus).toBe('ENABLED');
      expect((await fx.members.listTagsForResource({ resourceArn: membership.arn })).tags).toEqual({ owner: 'me' });
      await fx.members.deleteMembership({ membershipIdentifier: membership.id });
      expect((await fx.members.listMemberships({})).membershipSummaries).toEqual([]);
      const after = await fx.members.getCollaboration({ collaborationIdentifier: collaboration.id });
      expect(after.collaboration.memberStatus).toBe('LEFT');
      expect(after.collaboration.membershipId).toBeUndefined();
      await expectServiceError(fx.members.getMembership({ membershipIdentifier: membership.id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'MEMBERSHIP',
      });
    });

    it('refuses a membership for a collaboration that does not exist', async () => {
      await expectServiceError(
        fx.members.createMembership({ collaborationIdentifier: UNKNOWN, queryLogStatus: 'ENABLED' }),
        { name: 'ResourceNotFoundException', httpStatus: 404, resourceType: 'COLLABORATION' },
      );
    });

    it('removes a member: it is REMOVED in ListMembers; the creator cannot be removed', async () => {
      const { collaboration } = await fx.members.createCollaboration(newCollaboration());
      await fx.members.deleteMember({ collaborationIdentifier: collaboration.id, accountId: INVITED });
      const { memberSummaries } = await fx.members.listMembers({ collaborationIdentifier: collaboration.id });
      expect(memberSummaries.find((m) => m.accountId === INVITED)?.status).toBe('REMOVED');
      await expectServiceError(
        fx.members.deleteMember({
          collaborationIdentifier: collaboration.id,
          accountId: collaboration.creatorAccountId,
        }),
        { name: 'ValidationException', httpStatus: 400, fields: ['accountId'] },
      );
      await expectServiceError(
        fx.members.deleteMember({ collaborationIdentifier: collaboration.id, accountId: '999999999999' }),
        { name: 'ResourceNotFoundException', httpStatus: 404 },
      );
    });

    it('creates, gets, lists, updates and deletes a configured table, paging the list', async () => {
      const created = [];
      for (const name of ['table-1', 'table-2', 'table-3']) {
        const { configuredTable } = await fx.members.createConfiguredTable({
          name,
          description: 'A table',
          tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
          allowedColumns: ['column1', 'column2'],
          analysisMethod: 'DIRECT_QUERY',
          tags: { team: 'data' },
        });
        created.push(configuredTable);
      }
      const [first] = created;
      expect(first).toMatchObject({
        name: 'table-1',
        description: 'A table',
        tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
        allowedColumns: ['column1', 'column2'],
        analysisMethod: 'DIRECT_QUERY',
        analysisRuleTypes: [],
      });
      expect(first!.arn).toMatch(new RegExp(`:configuredtable/${first!.id}$`));
      expect((await fx.members.getConfiguredTable({ configuredTableIdentifier: first!.id })).configuredTable).toEqual(
        first,
      );
      const page1 = await fx.members.listConfiguredTables({ maxResults: 2 });
      expect(page1.configuredTableSummaries.map((t) => t.name)).toEqual(['table-1', 'table-2']);
      expect(page1.configuredTableSummaries[0]).not.toHaveProperty('tableReference');
      const page2 = await fx.members.listConfiguredTables({ maxResults: 2, nextToken: page1.nextToken! });
      expect(page2.configuredTableSummaries.map((t) => t.name)).toEqual(['table-3']);
      expect(page2.nextToken).toBeUndefined();
      const updated = await fx.members.updateConfiguredTable({
        configuredTableIdentifier: first!.id,
        name: 'renamed',
        allowedColumns: ['column1'],
      });
      expect(updated.configuredTable).toMatchObject({ name: 'renamed', allowedColumns: ['column1'] });
      await fx.members.deleteConfiguredTable({ configuredTableIdentifier: first!.id });
      await expectServiceError(fx.members.getConfiguredTable({ configuredTableIdentifier: first!.id }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'CONFIGURED_TABLE',
      });
      await expectServiceError(
        fx.members.createConfiguredTable({
          name: 't',
          // Neither member of the union: invalid on purpose, as a caller without types could send it.
          tableReference: {} as TableReference,
          allowedColumns: [],
          analysisMethod: 'DIRECT_QUERY',
        }),
        { name: 'ValidationException', httpStatus: 400, fields: ['tableReference', 'allowedColumns'] },
      );
    });

    it('tags and untags a resource; an unknown ARN is not found', async () => {
      const { collaboration } = await fx.members.createCollaboration(newCollaboration());
      await fx.members.tagResource({ resourceArn: collaboration.arn, tags: { env: 'test', team: 'data' } });
      expect((await fx.members.listTagsForResource({ resourceArn: collaboration.arn })).tags).toEqual({
        env: 'test',
        team: 'data',
      });
      await fx.members.untagResource({ resourceArn: collaboration.arn, tagKeys: ['env'] });
      expect((await fx.members.listTagsForResource({ resourceArn: collaboration.arn })).tags).toEqual({ team: 'data' });
      const unknown = collaboration.arn.replace(collaboration.id, UNKNOWN);
      await expectServiceError(fx.members.listTagsForResource({ resourceArn: unknown }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
    });
  });
}
