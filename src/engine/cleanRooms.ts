// Clean Rooms writes in memory: collaborations created, updated and deleted, members removed, memberships,
// configured tables and tags, each kept in the Region and account of the caller (callerScope.ts), as AWS and moto
// keep them. Collaborations and their members live in EngineMembers (members.ts), so what is created here is what
// ListCollaborations, GetCollaboration and ListMembers answer; the payment rules are applied to a created
// collaboration's members as they are to a dataset's. Every write is one store transaction (store/storeWriter.ts):
// its event (cleanRoomsJournal.ts) is made durable, then applied by the same `apply...` method that replays it, so a
// `serve --state` restarted (or another process sharing the journal) ends up with the same records.
import type { Clock } from '../domain/clock.js';
import { applyPaymentRules, invalidConfigurationError, type MemberDraft } from '../domain/cleanrooms/payment.js';
import type { MemberSummary, PaymentConfiguration } from '../domain/cleanrooms/types.js';
import {
  validateCollaborationIdentifierInput,
  validateConfiguredTableIdentifierInput,
  validateCreateCollaborationInput,
  validateCreateConfiguredTableInput,
  validateCreateMembershipInput,
  validateDeleteMemberInput,
  validateListConfiguredTablesInput,
  validateListMembershipsInput,
  validateMembershipIdentifierInput,
  validateResourceArnInput,
  validateTagResourceInput,
  validateUntagResourceInput,
  validateUpdateCollaborationInput,
  validateUpdateConfiguredTableInput,
  validateUpdateMembershipInput,
} from '../domain/cleanrooms/writeValidators.js';
import type {
  CollaborationOutput,
  ConfiguredTable,
  ConfiguredTableIdentifierInput,
  ConfiguredTableOutput,
  ConfiguredTableSummary,
  CreateCollaborationInput,
  CreateConfiguredTableInput,
  CreateMembershipInput,
  DeleteCollaborationInput,
  DeleteMemberInput,
  EmptyOutput,
  ListConfiguredTablesInput,
  ListConfiguredTablesOutput,
  ListMembershipsInput,
  ListMembershipsOutput,
  ListTagsForResourceOutput,
  Membership,
  MembershipIdentifierInput,
  MembershipOutput,
  MembershipSummary,
  ResourceArnInput,
  TagMap,
  TagResourceInput,
  UntagResourceInput,
  UpdateCollaborationInput,
  UpdateConfiguredTableInput,
  UpdateMembershipInput,
} from '../domain/cleanrooms/writes.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { CallOptions, MembersPort } from '../service/ports.js';
import { sameScope, scopeOfArn, type CallerAccounts, type CallerScope } from './callerScope.js';
import { cloneRecord } from './clone.js';
import { cleanRoomsAccessDenied, cleanRoomsConflict, cleanRoomsNotFound, collaborationNotFound } from './errors.js';
import { frozenMember } from './frozenMember.js';
import {
  DEFAULT_MEMBERS_PAGE_SIZE,
  EngineMembers,
  type CollaborationInit,
  type CollaborationState,
} from './members.js';
import type { PageTokenCodec } from './pageTokens.js';
import { SequencedList } from './sequence.js';
import {
  CLEANROOMS_TAGS_SET,
  COLLABORATION_CREATED,
  COLLABORATION_DELETED,
  COLLABORATION_UPDATED,
  CONFIGURED_TABLE_DELETED,
  CONFIGURED_TABLE_SAVED,
  MEMBER_REMOVED,
  MEMBERSHIP_CREATED,
  MEMBERSHIP_DELETED,
  MEMBERSHIP_SAVED,
  StoredCleanRoomsEvent,
} from './cleanRoomsJournal.js';
import { createMemoryStore } from './store/memoryStore.js';
import { StoreWriter } from './store/storeWriter.js';
import type { EngineStore, StoredEvent } from './store/types.js';

/** The memberships and configured tables an engine starts with (a dataset's sections of those names). */
export interface CleanRoomsRecords {
  memberships?: readonly Membership[];
  configuredTables?: readonly ConfiguredTable[];
}

interface MembershipRecord {
  membership: Membership;
  scope: CallerScope;
}

interface TableRecord {
  table: ConfiguredTable;
  scope: CallerScope;
}

export class EngineCleanRooms extends EngineMembers implements MembersPort {
  private readonly memberships = new SequencedList<MembershipRecord>();
  private readonly membershipsById = new Map<string, MembershipRecord>();
  private readonly tables = new SequencedList<TableRecord>();
  private readonly tablesById = new Map<string, TableRecord>();
  /** Tags by resource ARN (an ARN names its Region and account, so it is its own scope). */
  private readonly tags = new Map<string, TagMap>();
  private readonly journal: StoreWriter;

  constructor(
    collaborations: readonly CollaborationInit[],
    tokens: PageTokenCodec,
    clock: Clock,
    accounts: CallerAccounts,
    private readonly newUuid: () => string,
    records: CleanRoomsRecords = {},
    private readonly store: EngineStore = createMemoryStore(),
  ) {
    super(collaborations, tokens, clock, accounts);
    this.journal = new StoreWriter(() => this.store, 'cleanrooms', 'a Clean Rooms record');
    for (const membership of records.memberships ?? []) {
      const record = { membership: cloneRecord(membership), scope: scopeOfArn(membership.arn) };
      this.memberships.push(record);
      this.membershipsById.set(membership.id, record);
    }
    for (const table of records.configuredTables ?? []) {
      const record = { table: cloneRecord(table), scope: scopeOfArn(table.arn) };
      this.tables.push(record);
      this.tablesById.set(table.id, record);
    }
  }

  /** Engine-only: the dataset's tags of one of this part's resources (where the engine starts, not a write). */
  seedTags(arn: string, tags: Readonly<Record<string, string>>): void {
    this.tags.set(arn, { ...tags });
  }

  /** Applies a journaled write: the store replaying its history at start, or what another process appended. */
  restore(event: StoredEvent): void {
    const read = new StoredCleanRoomsEvent(event, this.store.location);
    switch (event.type) {
      case COLLABORATION_CREATED: {
        const { summary, members } = read.collaboration();
        // The dataset now has a collaboration of that ID: the dataset's is kept.
        if (!this.byId.has(summary.id)) this.addCollaboration({ summary, members }, true);
        return;
      }
      case COLLABORATION_UPDATED: {
        const state = this.byId.get(read.string('id'));
        const change = {
          name: read.optionalString('name'),
          description: read.optionalString('description'),
          analyticsEngine: read.optionalString('analyticsEngine'),
          updateTime: read.time('updateTime'),
        };
        if (state !== undefined) this.applyUpdate(state, change);
        return;
      }
      case COLLABORATION_DELETED: {
        const state = this.byId.get(read.string('id'));
        const time = read.time('time');
        if (state !== undefined) this.applyDelete(state, time);
        return;
      }
      case MEMBER_REMOVED: {
        const state = this.byId.get(read.string('collaborationId'));
        const accountId = read.string('accountId');
        const time = read.time('time');
        if (state !== undefined) this.applyMemberRemoved(state, accountId, time);
        return;
      }
      case MEMBERSHIP_CREATED: {
        const membership = read.membership();
        if (!this.membershipsById.has(membership.id)) this.applyMembershipCreated(membership);
        return;
      }
      case MEMBERSHIP_SAVED: {
        const membership = read.membership();
        const record = this.membershipsById.get(membership.id);
        if (record !== undefined) record.membership = membership;
        return;
      }
      case MEMBERSHIP_DELETED: {
        const record = this.membershipsById.get(read.string('id'));
        const time = read.time('time');
        if (record !== undefined) this.applyMembershipDeleted(record, time);
        return;
      }
      case CONFIGURED_TABLE_SAVED:
        this.applyTableSaved(read.configuredTable());
        return;
      case CONFIGURED_TABLE_DELETED: {
        const record = this.tablesById.get(read.string('id'));
        if (record !== undefined) this.applyTableDeleted(record);
        return;
      }
      case CLEANROOMS_TAGS_SET:
        this.tags.set(read.string('resourceArn'), read.tags());
        return;
      default:
        throw new Error(`not a Clean Rooms event: ${event.type}`);
    }
  }

  /** Before a read: the writes other processes sharing the journal made since. */
  protected override beforeRead(): void {
    this.journal.catchUp();
  }

  /** Engine-only: the tags of every collaboration, membership and configured table that exists, in that order. */
  tagSnapshot(): { resourceArn: string; tags: Record<string, string> }[] {
    const arns = [
      ...this.collaborations.all().map((state) => state.summary.arn),
      ...this.memberships.all().map((r) => r.membership.arn),
      ...this.tables.all().map((r) => r.table.arn),
    ];
    return arns.flatMap((arn) => {
      const tags = this.tags.get(arn);
      return tags === undefined || Object.keys(tags).length === 0 ? [] : [{ resourceArn: arn, tags: { ...tags } }];
    });
  }

  /** Engine-only: the memberships and configured tables that exist, in creation order (`GET /_switchyard/state`). */
  recordSnapshot(): { memberships: Membership[]; configuredTables: ConfiguredTable[] } {
    return {
      memberships: this.memberships.all().map((r) => cloneRecord(r.membership)),
      configuredTables: this.tables.all().map((r) => cloneRecord(r.table)),
    };
  }

  /** A new ID no collaboration, membership or table has (a re-seeded generator repeats its IDs). */
  private freshId(): string {
    for (;;) {
      const id = this.newUuid();
      if (!this.byId.has(id) && !this.membershipsById.has(id) && !this.tablesById.has(id)) return id;
    }
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  // ---- collaborations ------------------------------------------------------------------------------------------

  async createCollaboration(input: CreateCollaborationInput, options?: CallOptions): Promise<CollaborationOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateCreateCollaborationInput(input));
    const scope = this.accounts.scopeOf(options);
    const issues: Issue[] = [];
    const seen = new Map<string, number>();
    input.members.forEach((m, i) => {
      if (m.accountId === scope.accountId)
        issues.push({ path: `members[${i}].accountId`, rule: 'unique', message: 'Member must not be the creator' });
      else if (seen.has(m.accountId))
        issues.push({ path: `members[${i}].accountId`, rule: 'unique', message: 'Member must be unique' });
      seen.set(m.accountId, i);
    });
    assertValid('cleanrooms', issues);
    const now = this.now();
    const draft = (
      accountId: string,
      displayName: string,
      abilities: MemberDraft['abilities'],
      ml: MemberDraft['mlAbilities'],
      payment: MemberDraft['paymentConfiguration'],
    ): MemberDraft => ({
      accountId,
      status: 'INVITED',
      displayName,
      abilities: [...abilities],
      ...(ml !== undefined ? { mlAbilities: cloneRecord(ml) } : {}),
      createTime: now,
      updateTime: now,
      ...(payment !== undefined ? { paymentConfiguration: cloneRecord(payment) } : {}),
    });
    // The creator is listed first, then the members in the order given.
    const drafts = [
      draft(
        scope.accountId,
        input.creatorDisplayName,
        input.creatorMemberAbilities,
        input.creatorMLMemberAbilities,
        input.creatorPaymentConfiguration,
      ),
      ...input.members.map((m) =>
        draft(m.accountId, m.displayName, m.memberAbilities, m.mlMemberAbilities, m.paymentConfiguration),
      ),
    ];
    const applied = applyPaymentRules(drafts, 'members', { preferredQuerier: 0 });
    if (applied.issues.length > 0)
      throw invalidConfigurationError(applied.issues.map((issue) => ({ ...issue, path: inputPath(issue.path) })));
    return this.journal.run(() => {
      const state = this.createChecked(input, scope, now, applied.members);
      return { collaboration: this.describe(state, scope) };
    });
  }

  private createChecked(
    input: CreateCollaborationInput,
    scope: CallerScope,
    now: Date,
    members: MemberSummary[],
  ): CollaborationState {
    const id = this.freshId();
    const arn = `arn:aws:cleanrooms:${scope.region}:${scope.accountId}:collaboration/${id}`;
    const summary: CollaborationInit['summary'] = {
      id,
      arn,
      name: input.name,
      creatorAccountId: scope.accountId,
      creatorDisplayName: input.creatorDisplayName,
      createTime: now,
      updateTime: now,
      memberStatus: 'INVITED',
      ...(input.analyticsEngine !== undefined ? { analyticsEngine: input.analyticsEngine } : {}),
      description: input.description,
      queryLogStatus: input.queryLogStatus,
      ...(input.dataEncryptionMetadata !== undefined
        ? { dataEncryptionMetadata: cloneRecord(input.dataEncryptionMetadata) }
        : {}),
      ...(input.jobLogStatus !== undefined ? { jobLogStatus: input.jobLogStatus } : {}),
      ...(input.isMetricsEnabled !== undefined ? { isMetricsEnabled: input.isMetricsEnabled } : {}),
    };
    this.journal.record({ type: COLLABORATION_CREATED, summary, members });
    const state = this.addCollaboration({ summary, members }, true);
    if (input.tags !== undefined) this.setTags(arn, { ...input.tags });
    return state;
  }

  async updateCollaboration(input: UpdateCollaborationInput, options?: CallOptions): Promise<CollaborationOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateUpdateCollaborationInput(input));
    const scope = this.accounts.scopeOf(options);
    return this.journal.run(() => {
      const state = this.ownCollaboration(input.collaborationIdentifier, scope, 'update');
      const event = {
        type: COLLABORATION_UPDATED,
        id: state.summary.id,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.analyticsEngine !== undefined ? { analyticsEngine: input.analyticsEngine } : {}),
        updateTime: this.now(),
      };
      this.journal.record(event);
      this.applyUpdate(state, event);
      return { collaboration: this.describe(state, scope) };
    });
  }

  private applyUpdate(
    state: CollaborationState,
    change: {
      name?: string | undefined;
      description?: string | undefined;
      analyticsEngine?: string | undefined;
      updateTime: Date;
    },
  ): void {
    if (change.name !== undefined) state.summary.name = change.name;
    if (change.description !== undefined) state.settings.description = change.description;
    if (change.analyticsEngine !== undefined)
      state.summary.analyticsEngine = change.analyticsEngine as CollaborationState['summary']['analyticsEngine'];
    state.summary.updateTime = change.updateTime;
    this.renameMemberships(state);
  }

  async deleteCollaboration(input: DeleteCollaborationInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateCollaborationIdentifierInput(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => {
      const state = this.ownCollaboration(input.collaborationIdentifier, scope, 'delete');
      const time = this.now();
      this.journal.record({ type: COLLABORATION_DELETED, id: state.summary.id, time });
      this.applyDelete(state, time);
    });
    return {};
  }

  private applyDelete(state: CollaborationState, time: Date): void {
    this.collaborations.remove(state);
    this.byId.delete(state.summary.id);
    this.tags.delete(state.summary.arn);
    for (const record of this.membershipsOf(state.summary.id)) {
      record.membership.status = 'COLLABORATION_DELETED';
      record.membership.updateTime = time;
    }
  }

  async deleteMember(input: DeleteMemberInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateDeleteMemberInput(input));
    const scope = this.accounts.scopeOf(options);
    await this.journal.run(() => {
      const state = this.ownCollaboration(input.collaborationIdentifier, scope, 'remove a member of');
      if (input.accountId === state.summary.creatorAccountId)
        throw validationError('cleanrooms', [
          { path: 'accountId', rule: 'configuration', message: 'The creator cannot be removed from its collaboration' },
        ]);
      const found = this.memberOf(state, input.accountId);
      if (found === undefined || found.member.status === 'REMOVED')
        throw cleanRoomsNotFound('COLLABORATION', input.accountId, `Member ${input.accountId} of collaboration`);
      const time = this.now();
      this.journal.record({
        type: MEMBER_REMOVED,
        collaborationId: state.summary.id,
        accountId: input.accountId,
        time,
      });
      this.applyMemberRemoved(state, input.accountId, time);
    });
    return {};
  }

  private applyMemberRemoved(state: CollaborationState, accountId: string, time: Date): void {
    const found = this.memberOf(state, accountId);
    if (found !== undefined)
      this.replaceMember(state, found.index, { ...found.member, status: 'REMOVED', updateTime: time });
    for (const record of this.membershipsOf(state.summary.id)) {
      if (record.scope.accountId !== accountId) continue;
      record.membership.status = 'REMOVED';
      record.membership.updateTime = time;
    }
  }

  /** A collaboration the caller created (update, delete, remove a member), else not found or access denied. */
  private ownCollaboration(id: string, scope: CallerScope, what: string): CollaborationState {
    const state = this.visibleCollaboration(id, scope);
    if (state.summary.creatorAccountId !== scope.accountId)
      throw cleanRoomsAccessDenied(`Only the creator of collaboration ${id} can ${what} it`);
    return state;
  }

  private replaceMember(state: CollaborationState, index: number, member: MemberSummary): void {
    state.members.replaceAt(index, frozenMember(member));
    state.accountIds = undefined;
    state.summary.updateTime = member.updateTime;
  }

  // ---- memberships ---------------------------------------------------------------------------------------------

  async createMembership(input: CreateMembershipInput, options?: CallOptions): Promise<MembershipOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateCreateMembershipInput(input));
    const scope = this.accounts.scopeOf(options);
    return this.journal.run(() => this.createMembershipChecked(input, scope));
  }

  private createMembershipChecked(input: CreateMembershipInput, scope: CallerScope): MembershipOutput {
    const state = this.visibleCollaboration(input.collaborationIdentifier, scope);
    const found = this.memberOf(state, scope.accountId);
    if (found === undefined) throw collaborationNotFound(input.collaborationIdentifier);
    if (found.member.status !== 'INVITED')
      throw cleanRoomsConflict(
        found.member.status === 'ACTIVE' ? 'ALREADY_EXISTS' : 'INVALID_STATE',
        'MEMBERSHIP',
        input.collaborationIdentifier,
        `Account ${scope.accountId} is ${found.member.status} in collaboration ${input.collaborationIdentifier}: only an invited member can create a membership`,
      );
    const payment = this.membershipPayment(state, found.member);
    if (input.paymentConfiguration !== undefined) {
      const issues = acceptanceIssues(input.paymentConfiguration, payment);
      if (issues.length > 0) throw invalidConfigurationError(issues);
    }
    const now = this.now();
    const id = this.freshId();
    const arn = `arn:aws:cleanrooms:${scope.region}:${scope.accountId}:membership/${id}`;
    const membership: Membership = {
      id,
      arn,
      collaborationArn: state.summary.arn,
      collaborationId: state.summary.id,
      collaborationCreatorAccountId: state.summary.creatorAccountId,
      collaborationCreatorDisplayName: state.summary.creatorDisplayName,
      collaborationName: state.summary.name,
      createTime: now,
      updateTime: now,
      status: 'ACTIVE',
      memberAbilities: [...found.member.abilities],
      ...(found.member.mlAbilities !== undefined ? { mlMemberAbilities: cloneRecord(found.member.mlAbilities) } : {}),
      queryLogStatus: input.queryLogStatus,
      ...(input.jobLogStatus !== undefined ? { jobLogStatus: input.jobLogStatus } : {}),
      paymentConfiguration: payment,
      ...(input.isMetricsEnabled !== undefined ? { isMetricsEnabled: input.isMetricsEnabled } : {}),
    };
    this.journal.record({ type: MEMBERSHIP_CREATED, membership });
    this.applyMembershipCreated(membership);
    if (input.tags !== undefined) this.setTags(arn, { ...input.tags });
    return { membership: cloneRecord(membership) };
  }

  /** A new membership, kept in the scope its ARN names; its account becomes an ACTIVE member holding it. */
  private applyMembershipCreated(membership: Membership): void {
    const record = { membership, scope: scopeOfArn(membership.arn) };
    this.memberships.push(record);
    this.membershipsById.set(membership.id, record);
    const state = this.byId.get(membership.collaborationId);
    const found = state === undefined ? undefined : this.memberOf(state, record.scope.accountId);
    if (state === undefined || found === undefined) return;
    this.replaceMember(state, found.index, {
      ...found.member,
      status: 'ACTIVE',
      updateTime: membership.createTime,
      membershipId: membership.id,
      membershipArn: membership.arn,
    });
  }

  async getMembership(input: MembershipIdentifierInput, options?: CallOptions): Promise<MembershipOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateMembershipIdentifierInput(input));
    return { membership: cloneRecord(this.ownMembership(input.membershipIdentifier, options).membership) };
  }

  async listMemberships(input: ListMembershipsInput = {}, options?: CallOptions): Promise<ListMembershipsOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateListMembershipsInput(input));
    const scope = this.accounts.scopeOf(options);
    const page = this.pageOf(
      this.memberships,
      (r) => sameScope(r.scope, scope) && (input.status === undefined || r.membership.status === input.status),
      { kind: 'memberships', scope: `${scope.region}/${scope.accountId}/${input.status ?? 'all'}` },
      input,
    );
    const out: ListMembershipsOutput = { membershipSummaries: page.items.map((r) => membershipSummary(r.membership)) };
    if (page.nextToken !== undefined) out.nextToken = page.nextToken;
    return out;
  }

  async updateMembership(input: UpdateMembershipInput, options?: CallOptions): Promise<MembershipOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateUpdateMembershipInput(input));
    return this.journal.run(() => {
      const record = this.ownMembership(input.membershipIdentifier, options);
      const membership = cloneRecord(record.membership);
      if (input.queryLogStatus !== undefined) membership.queryLogStatus = input.queryLogStatus;
      if (input.jobLogStatus !== undefined) membership.jobLogStatus = input.jobLogStatus;
      membership.updateTime = this.now();
      this.journal.record({ type: MEMBERSHIP_SAVED, membership });
      record.membership = membership;
      return { membership: cloneRecord(membership) };
    });
  }

  async deleteMembership(input: MembershipIdentifierInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateMembershipIdentifierInput(input));
    await this.journal.run(() => {
      const record = this.ownMembership(input.membershipIdentifier, options);
      const time = this.now();
      this.journal.record({ type: MEMBERSHIP_DELETED, id: record.membership.id, time });
      this.applyMembershipDeleted(record, time);
    });
    return {};
  }

  private applyMembershipDeleted(record: MembershipRecord, time: Date): void {
    this.memberships.remove(record);
    this.membershipsById.delete(record.membership.id);
    this.tags.delete(record.membership.arn);
    // The account leaves the collaboration (if it still exists): its member status is LEFT, without a membership.
    const state = this.byId.get(record.membership.collaborationId);
    const found = state === undefined ? undefined : this.memberOf(state, record.scope.accountId);
    if (state !== undefined && found !== undefined) {
      const { membershipId: _id, membershipArn: _arn, ...rest } = found.member;
      this.replaceMember(state, found.index, { ...rest, status: 'LEFT', updateTime: time });
    }
  }

  private ownMembership(id: string, options: CallOptions | undefined): MembershipRecord {
    const scope = this.accounts.scopeOf(options);
    const record = this.membershipsById.get(id);
    if (record === undefined || !sameScope(record.scope, scope))
      throw cleanRoomsNotFound('MEMBERSHIP', id, 'Membership');
    return record;
  }

  private membershipsOf(collaborationId: string): MembershipRecord[] {
    return this.memberships.all().filter((r) => r.membership.collaborationId === collaborationId);
  }

  private renameMemberships(state: CollaborationState): void {
    for (const record of this.membershipsOf(state.summary.id)) record.membership.collaborationName = state.summary.name;
  }

  /**
   * What the member pays for, as its membership states it: its payment configuration, without the model training
   * and inference defaults when no member of the collaboration has ML abilities (nothing there can incur them).
   */
  private membershipPayment(state: CollaborationState, member: MemberSummary): PaymentConfiguration {
    const payment = cloneRecord(member.paymentConfiguration);
    const anyMl = state.members.all().some((m) => m.mlAbilities !== undefined);
    const defaulted = member.defaultedPayments ?? [];
    const ml = payment.machineLearning;
    if (!anyMl && ml !== undefined) {
      if (defaulted.includes('modelTraining')) delete ml.modelTraining;
      if (defaulted.includes('modelInference')) delete ml.modelInference;
      if (Object.keys(ml).length === 0) delete payment.machineLearning;
    }
    return payment;
  }

  // ---- configured tables ---------------------------------------------------------------------------------------

  async createConfiguredTable(
    input: CreateConfiguredTableInput,
    options?: CallOptions,
  ): Promise<ConfiguredTableOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateCreateConfiguredTableInput(input));
    const scope = this.accounts.scopeOf(options);
    return this.journal.run(() => this.createTableChecked(input, scope));
  }

  private createTableChecked(input: CreateConfiguredTableInput, scope: CallerScope): ConfiguredTableOutput {
    const now = this.now();
    const id = this.freshId();
    const table: ConfiguredTable = {
      id,
      arn: `arn:aws:cleanrooms:${scope.region}:${scope.accountId}:configuredtable/${id}`,
      name: input.name,
      ...(input.description !== undefined ? { description: input.description } : {}),
      tableReference: cloneRecord(input.tableReference),
      createTime: now,
      updateTime: now,
      analysisRuleTypes: [],
      analysisMethod: input.analysisMethod,
      allowedColumns: [...input.allowedColumns],
      ...(input.selectedAnalysisMethods !== undefined
        ? { selectedAnalysisMethods: [...input.selectedAnalysisMethods] }
        : {}),
    };
    this.journal.record({ type: CONFIGURED_TABLE_SAVED, configuredTable: table });
    this.applyTableSaved(table);
    if (input.tags !== undefined) this.setTags(table.arn, { ...input.tags });
    return { configuredTable: cloneRecord(table) };
  }

  /** A new table (kept in the scope its ARN names), or a changed one in place. */
  private applyTableSaved(table: ConfiguredTable): void {
    const existing = this.tablesById.get(table.id);
    if (existing !== undefined) {
      existing.table = table;
      return;
    }
    const record = { table, scope: scopeOfArn(table.arn) };
    this.tables.push(record);
    this.tablesById.set(table.id, record);
  }

  async getConfiguredTable(
    input: ConfiguredTableIdentifierInput,
    options?: CallOptions,
  ): Promise<ConfiguredTableOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateConfiguredTableIdentifierInput(input));
    return { configuredTable: cloneRecord(this.ownTable(input.configuredTableIdentifier, options).table) };
  }

  async listConfiguredTables(
    input: ListConfiguredTablesInput = {},
    options?: CallOptions,
  ): Promise<ListConfiguredTablesOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateListConfiguredTablesInput(input));
    const scope = this.accounts.scopeOf(options);
    const page = this.pageOf(
      this.tables,
      (r) => sameScope(r.scope, scope),
      { kind: 'configuredTables', scope: `${scope.region}/${scope.accountId}` },
      input,
    );
    const out: ListConfiguredTablesOutput = { configuredTableSummaries: page.items.map((r) => tableSummary(r.table)) };
    if (page.nextToken !== undefined) out.nextToken = page.nextToken;
    return out;
  }

  async updateConfiguredTable(
    input: UpdateConfiguredTableInput,
    options?: CallOptions,
  ): Promise<ConfiguredTableOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateUpdateConfiguredTableInput(input));
    return this.journal.run(() => {
      const table = cloneRecord(this.ownTable(input.configuredTableIdentifier, options).table);
      if (input.name !== undefined) table.name = input.name;
      if (input.description !== undefined) table.description = input.description;
      if (input.tableReference !== undefined) table.tableReference = cloneRecord(input.tableReference);
      if (input.allowedColumns !== undefined) table.allowedColumns = [...input.allowedColumns];
      if (input.analysisMethod !== undefined) table.analysisMethod = input.analysisMethod;
      if (input.selectedAnalysisMethods !== undefined)
        table.selectedAnalysisMethods = [...input.selectedAnalysisMethods];
      table.updateTime = this.now();
      this.journal.record({ type: CONFIGURED_TABLE_SAVED, configuredTable: table });
      this.applyTableSaved(table);
      return { configuredTable: cloneRecord(table) };
    });
  }

  async deleteConfiguredTable(input: ConfiguredTableIdentifierInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateConfiguredTableIdentifierInput(input));
    await this.journal.run(() => {
      const record = this.ownTable(input.configuredTableIdentifier, options);
      this.journal.record({ type: CONFIGURED_TABLE_DELETED, id: record.table.id });
      this.applyTableDeleted(record);
    });
    return {};
  }

  private applyTableDeleted(record: TableRecord): void {
    this.tables.remove(record);
    this.tablesById.delete(record.table.id);
    this.tags.delete(record.table.arn);
  }

  private ownTable(id: string, options: CallOptions | undefined): TableRecord {
    const scope = this.accounts.scopeOf(options);
    const record = this.tablesById.get(id);
    if (record === undefined || !sameScope(record.scope, scope))
      throw cleanRoomsNotFound('CONFIGURED_TABLE', id, 'Configured table');
    return record;
  }

  // ---- tags ----------------------------------------------------------------------------------------------------

  async tagResource(input: TagResourceInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateTagResourceInput(input));
    await this.journal.run(() => {
      this.taggable(input.resourceArn, options);
      const merged = { ...this.tags.get(input.resourceArn), ...input.tags };
      if (Object.keys(merged).length > 200)
        throw validationError('cleanrooms', [
          { path: 'tags', rule: 'size', message: 'A resource can have at most 200 tags' },
        ]);
      this.setTags(input.resourceArn, merged);
    });
    return {};
  }

  async untagResource(input: UntagResourceInput, options?: CallOptions): Promise<EmptyOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateUntagResourceInput(input));
    await this.journal.run(() => {
      this.taggable(input.resourceArn, options);
      const current = this.tags.get(input.resourceArn);
      if (current === undefined) return;
      const kept = { ...current };
      for (const key of input.tagKeys) delete kept[key];
      this.setTags(input.resourceArn, kept);
    });
    return {};
  }

  /** The one write path of tags: the resource's whole tag map after the change. */
  private setTags(resourceArn: string, tags: TagMap): void {
    this.journal.record({ type: CLEANROOMS_TAGS_SET, resourceArn, tags });
    this.tags.set(resourceArn, tags);
  }

  async listTagsForResource(input: ResourceArnInput, options?: CallOptions): Promise<ListTagsForResourceOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateResourceArnInput(input));
    this.taggable(input.resourceArn, options);
    return { tags: { ...this.tags.get(input.resourceArn) } };
  }

  /** The resource an ARN names, in the caller's Region and account, or ResourceNotFoundException. */
  private taggable(arn: string, options: CallOptions | undefined): void {
    const scope = this.accounts.scopeOf(options);
    const resource = arn.split(':')[5] ?? '';
    const [kind, id = ''] = resource.split('/');
    // The stored ARN is compared below, so an ARN without a Region (read as the default one) never matches.
    const inScope = sameScope(scopeOfArn(arn), scope);
    if (kind === 'collaboration') {
      const state = this.byId.get(id);
      if (inScope && state !== undefined && state.summary.arn === arn && this.visible(state, scope)) return;
      throw cleanRoomsNotFound('COLLABORATION', arn, 'Resource');
    }
    if (kind === 'membership') {
      if (inScope && this.membershipsById.get(id)?.membership.arn === arn) return;
      throw cleanRoomsNotFound('MEMBERSHIP', arn, 'Resource');
    }
    if (kind === 'configuredtable') {
      if (inScope && this.tablesById.get(id)?.table.arn === arn) return;
      throw cleanRoomsNotFound('CONFIGURED_TABLE', arn, 'Resource');
    }
    throw validationError('cleanrooms', [
      {
        path: 'resourceArn',
        rule: 'pattern',
        message: 'Member must name a collaboration, membership or configured table',
      },
    ]);
  }

  // ---- paging ----------------------------------------------------------------------------------------------------

  private pageOf<T>(
    list: SequencedList<T>,
    keep: (item: T) => boolean,
    binding: { kind: 'memberships' | 'configuredTables'; scope: string },
    input: { nextToken?: string; maxResults?: number },
  ): { items: readonly T[]; nextToken?: string } {
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('cleanrooms', [decoded.issue]);
      after = decoded.after;
    }
    const matching = new SequencedList<T>();
    list.forEachSeq((item, seq) => {
      if (keep(item)) matching.append(item, seq);
    });
    const page = matching.page(after, input.maxResults ?? DEFAULT_MEMBERS_PAGE_SIZE);
    return page.more
      ? { items: page.items, nextToken: this.tokens.encode(binding, page.lastSeq) }
      : { items: page.items };
  }
}

/** `members[0]...` (the creator, listed first) -> `creator...`; `members[i]` -> the input's `members[i-1]`. */
function inputPath(path: string): string {
  const match = /^members\[(\d+)\](.*)$/.exec(path);
  if (match === null) return path;
  const index = Number(match[1]);
  const rest = match[2] ?? '';
  if (index === 0)
    return rest.startsWith('.paymentConfiguration')
      ? `creatorPaymentConfiguration${rest.slice('.paymentConfiguration'.length)}`
      : `creatorMemberAbilities`;
  return `members[${index - 1}]${rest.replace(/^\.abilities/, '.memberAbilities')}`;
}

/** CreateMembership's paymentConfiguration must accept exactly what the creator configured for the member. */
function acceptanceIssues(given: PaymentConfiguration, configured: PaymentConfiguration): Issue[] {
  const issues: Issue[] = [];
  const pairs: [string, boolean | undefined, boolean | undefined][] = [
    [
      'paymentConfiguration.queryCompute.isResponsible',
      given.queryCompute.isResponsible,
      configured.queryCompute.isResponsible,
    ],
    [
      'paymentConfiguration.jobCompute.isResponsible',
      given.jobCompute?.isResponsible,
      configured.jobCompute?.isResponsible,
    ],
    [
      'paymentConfiguration.machineLearning.modelTraining.isResponsible',
      given.machineLearning?.modelTraining?.isResponsible,
      configured.machineLearning?.modelTraining?.isResponsible,
    ],
    [
      'paymentConfiguration.machineLearning.modelInference.isResponsible',
      given.machineLearning?.modelInference?.isResponsible,
      configured.machineLearning?.modelInference?.isResponsible,
    ],
  ];
  for (const [path, mine, theirs] of pairs) {
    if (mine === undefined || mine === (theirs ?? false)) continue;
    issues.push({
      path,
      rule: 'configuration',
      message: mine
        ? 'The creator did not make this member responsible for these costs'
        : 'The creator made this member responsible for these costs: isResponsible must not be false',
    });
  }
  return issues;
}

function membershipSummary(m: Membership): MembershipSummary {
  const { queryLogStatus: _q, jobLogStatus: _j, isMetricsEnabled: _i, ...summary } = cloneRecord(m);
  return summary;
}

function tableSummary(t: ConfiguredTable): ConfiguredTableSummary {
  const { description: _d, tableReference: _t, allowedColumns: _a, ...summary } = cloneRecord(t);
  return summary;
}
