// Clean Rooms in memory: collaborations and their members. Members are kept in insertion order; a page token carries
// the sequence number of the last member it returned, so a walk resumes with a binary search (O(log n + page) per page
// wherever it is) and members added during a walk appear at its end: nothing is skipped or repeated. Members are stored
// deeply frozen (src/engine/frozenMember.ts) and handed out as they are, without copying: a caller cannot change them,
// and a page costs no allocation per member (the million-member walk of bench/engine-members.bench.ts). Members loaded
// from a file stay packed (src/engine/packedMembers.ts) and are built, frozen the same way, as their page is read,
// until the collaboration is first changed.
import type { Clock } from '../domain/clock.js';
import type {
  Collaboration,
  CollaborationSummary,
  GetCollaborationInput,
  GetCollaborationOutput,
  ListCollaborationsInput,
  ListCollaborationsOutput,
  ListMembersInput,
  ListMembersOutput,
  MemberSummary,
} from '../domain/cleanrooms/types.js';
import { applyPaymentRules, invalidConfigurationError, type MemberDraft } from '../domain/cleanrooms/payment.js';
import {
  validateGetCollaborationInput,
  validateListMembersInput,
  validateMemberSummary,
} from '../domain/cleanrooms/validators.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { CallOptions } from '../service/ports.js';
import { frozenMember } from './frozenMember.js';
import { PackedMembers } from './packedMembers.js';
import { cloneRecord } from './clone.js';
import { memberToDraft } from './dataset/drafts.js';
import { collaborationNotFound } from './errors.js';
import { validateBrowseRequest } from '../domain/browse.js';
import type { PageTokenCodec } from './pageTokens.js';
import { SequencedList } from './sequence.js';
import type { DatasetCollaboration } from './dataset/types.js';
import { inRegion, regionOfArn, type CallerAccounts, type CallerScope } from './callerScope.js';

/** Page size of ListMembers and ListCollaborations when the caller gives no maxResults (the service picks one). */
export const DEFAULT_MEMBERS_PAGE_SIZE = 50;

/** What GetCollaboration says beyond the summary (a dataset may give them; CreateCollaboration does). */
export type CollaborationSettings = Partial<Omit<Collaboration, keyof CollaborationSummary>>;

export interface CollaborationInit {
  summary: CollaborationSummary & CollaborationSettings;
  /**
   * Members with the payment rules already applied (a loaded or generated dataset). The engine stores frozen copies
   * of an array's members; packed members (a loaded dataset) stay packed, each built when read.
   */
  members: readonly MemberSummary[] | PackedMembers;
  /** Seen by every member's account, as a created collaboration (a dataset's `visibleToMembers`). */
  visibleToMembers?: boolean;
}

export interface CollaborationState {
  summary: CollaborationSummary;
  settings: CollaborationSettings;
  /** The Region of its ARN: only callers in that Region see it. */
  region: string;
  /**
   * Created through the API (or a dataset's `visibleToMembers`, as a dump writes it for those): seen by its creator's
   * and its members' accounts, each with its own member status. Any other dataset collaboration is seen by its
   * creator's account and the default account (the dataset's "you", whose status `memberStatus` gives).
   */
  created: boolean;
  /** The dataset's members, read on first use: a generated collaboration may build them lazily. */
  source: CollaborationInit | undefined;
  members: SequencedList<MemberSummary>;
  /** Built on the first addMember: only the admin hook needs it, and a million-entry set is not free. */
  accountIds: Set<string> | undefined;
}

/** The settings members of a Collaboration, which a summary does not carry. */
const SETTINGS_KEYS = [
  'description',
  'dataEncryptionMetadata',
  'queryLogStatus',
  'jobLogStatus',
  'autoApprovedChangeTypes',
  'allowedResultRegions',
  'isMetricsEnabled',
] as const;

export class EngineMembers {
  protected readonly collaborations = new SequencedList<CollaborationState>();
  protected readonly byId = new Map<string, CollaborationState>();

  constructor(
    collaborations: readonly CollaborationInit[],
    protected readonly tokens: PageTokenCodec,
    protected readonly clock: Clock,
    protected readonly accounts: CallerAccounts,
  ) {
    for (const c of collaborations) this.addCollaboration(c, c.visibleToMembers === true);
  }

  /** Engine-only: adds a collaboration whose members already satisfy the payment rules (datasets, benchmarks). */
  addCollaboration(init: CollaborationInit, created = false): CollaborationState {
    if (this.byId.has(init.summary.id)) throw new Error(`collaboration ${init.summary.id} already exists`);
    const summary = cloneRecord(init.summary);
    const settings: CollaborationSettings = {};
    for (const key of SETTINGS_KEYS) {
      if (summary[key] === undefined) continue;
      (settings as Record<string, unknown>)[key] = summary[key];
      delete summary[key];
    }
    const state: CollaborationState = {
      summary,
      settings,
      region: regionOfArn(summary.arn),
      created,
      source: init,
      members: new SequencedList<MemberSummary>(),
      accountIds: undefined,
    };
    this.collaborations.push(state);
    this.byId.set(init.summary.id, state);
    return state;
  }

  /**
   * Engine-only: every collaboration as a dataset holds it (the summary with its settings, the members in order),
   * for `GET /_switchyard/state`. Members are read a page at a time, so a packed list is not copied into the engine.
   */
  snapshot(): DatasetCollaboration<MemberSummary[]>[] {
    return this.collaborations.all().map((state) => {
      const members: MemberSummary[] = [];
      const list = this.collaboration(state.summary.id).members;
      for (let page = list.page(-1, 4096); ; page = list.page(page.lastSeq, 4096)) {
        members.push(...page.items);
        if (!page.more) break;
      }
      // A created collaboration is written with `visibleToMembers`: loaded back, every member's account sees it again
      // with its own status. Its summary is what the default account sees (its own member status and membership).
      const summary = state.created ? this.view(state, this.accounts.scopeOf(undefined)) : cloneRecord(state.summary);
      return {
        summary: { ...summary, ...cloneRecord(state.settings) },
        members,
        ...(state.created ? { visibleToMembers: true } : {}),
      };
    });
  }

  /** Before a read: EngineCleanRooms applies what other processes sharing its journal wrote since. */
  protected beforeRead(): void {}

  /** Whether a caller in `scope` sees the collaboration at all (else it is not found, as AWS answers). */
  protected visible(state: CollaborationState, scope: CallerScope): boolean {
    if (!inRegion(scope, state.region)) return false;
    if (state.summary.creatorAccountId === scope.accountId) return true;
    if (!state.created) return scope.accountId === this.accounts.defaultAccountId;
    return this.memberOf(state, scope.accountId) !== undefined;
  }

  /** A created collaboration's member of that account (a handful of members: a scan). */
  protected memberOf(
    state: CollaborationState,
    accountId: string,
  ): { index: number; member: MemberSummary } | undefined {
    const all = this.collaboration(state.summary.id).members.all();
    const index = all.findIndex((m) => m.accountId === accountId);
    return index < 0 ? undefined : { index, member: all[index]! };
  }

  /** The summary as the caller sees it: its own member status and membership in a created collaboration. */
  protected view(state: CollaborationState, scope: CallerScope): CollaborationSummary {
    const summary = cloneRecord(state.summary);
    if (!state.created) return summary;
    const own = this.memberOf(state, scope.accountId)?.member;
    if (own === undefined) return summary;
    summary.memberStatus = own.status;
    delete summary.membershipId;
    delete summary.membershipArn;
    if (own.membershipId !== undefined) summary.membershipId = own.membershipId;
    if (own.membershipArn !== undefined) summary.membershipArn = own.membershipArn;
    return summary;
  }

  /** The collaboration as GetCollaboration answers it to that caller. */
  protected describe(state: CollaborationState, scope: CallerScope): Collaboration {
    // Datasets carry no query-log setting unless they say so; a collaboration is created with query logging off.
    return { ...this.view(state, scope), queryLogStatus: 'DISABLED', ...cloneRecord(state.settings) };
  }

  /** The collaboration a caller in `scope` sees, with its members in place, or ResourceNotFoundException. */
  protected visibleCollaboration(id: string, scope: CallerScope): CollaborationState {
    const state = this.byId.get(id);
    if (state === undefined || !this.visible(state, scope)) throw collaborationNotFound(id);
    return this.collaboration(id);
  }

  /**
   * Engine-only: adds a member to a collaboration, validated like a dataset record and with the payment rules
   * applied to the collaboration as a whole. It goes to the end of the member order (tests of walks with inserts).
   */
  addMember(collaborationId: string, member: MemberDraft): MemberSummary {
    const state = this.collaboration(collaborationId);
    const issues: Issue[] = validateMemberSummary(member, 'member');
    state.accountIds ??= new Set(state.members.all().map((m) => m.accountId));
    if (issues.length === 0 && state.accountIds.has(member.accountId)) {
      issues.push({
        path: 'member.accountId',
        rule: 'unique',
        message: `Member ${member.accountId} is already in the collaboration`,
      });
    }
    assertValid('cleanrooms', issues);
    const current = state.members.all();
    // The rules relate members to each other, so they run over the whole collaboration again, on the creator's
    // choices (stored members go back to drafts: what the default rule filled is taken out again).
    const applied = applyPaymentRules([...current.map(memberToDraft), cloneRecord(member)], 'members');
    if (applied.issues.length > 0) throw invalidConfigurationError(applied.issues);
    for (let i = 0; i < current.length; i += 1) state.members.replaceAt(i, frozenMember(applied.members[i]!));
    const added = frozenMember(applied.members[current.length]!);
    state.members.push(added);
    state.accountIds.add(added.accountId);
    state.summary.updateTime = new Date(this.clock.now());
    return added;
  }

  async listMembers(input: ListMembersInput, options?: CallOptions): Promise<ListMembersOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateListMembersInput(input));
    const state = this.visibleCollaboration(input.collaborationIdentifier, this.accounts.scopeOf(options));
    const pageSize = input.maxResults ?? DEFAULT_MEMBERS_PAGE_SIZE;
    const binding = { kind: 'members' as const, scope: input.collaborationIdentifier };
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('cleanrooms', [decoded.issue]);
      after = decoded.after;
    }
    const page = state.members.page(after, pageSize);
    const out: ListMembersOutput = { memberSummaries: page.items };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  async listCollaborations(input?: ListCollaborationsInput, options?: CallOptions): Promise<ListCollaborationsOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateBrowseRequest(input, { memberStatus: ['INVITED', 'ACTIVE'] }));
    const pageSize = input?.maxResults ?? DEFAULT_MEMBERS_PAGE_SIZE;
    const status = input?.memberStatus;
    const scope = this.accounts.scopeOf(options);
    const binding = {
      kind: 'collaborations' as const,
      scope: `${scope.region}/${scope.accountId}/${status ?? 'all'}`,
    };
    let after = -1;
    if (input?.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('cleanrooms', [decoded.issue]);
      after = decoded.after;
    }
    // A handful of collaborations: filtering them on each call is cheaper than keeping an index per status.
    const matching = new SequencedList<CollaborationSummary>();
    this.collaborations.forEachSeq((c, seq) => {
      if (!this.visible(c, scope)) return;
      const seen = this.view(c, scope);
      if (status === undefined || seen.memberStatus === status) matching.append(seen, seq);
    });
    const page = matching.page(after, pageSize);
    const out: ListCollaborationsOutput = { collaborationList: [...page.items] };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  async getCollaboration(input: GetCollaborationInput, options?: CallOptions): Promise<GetCollaborationOutput> {
    options?.signal?.throwIfAborted();
    this.beforeRead();
    assertValid('cleanrooms', validateGetCollaborationInput(input));
    // The summary alone: the members (perhaps a million, built lazily) are not needed to describe the collaboration.
    const scope = this.accounts.scopeOf(options);
    const state = this.byId.get(input.collaborationIdentifier);
    if (state === undefined || !this.visible(state, scope)) throw collaborationNotFound(input.collaborationIdentifier);
    return { collaboration: this.describe(state, scope) };
  }

  /** The collaboration with its members in place, or ResourceNotFoundException. */
  protected collaboration(id: string): CollaborationState {
    const state = this.byId.get(id);
    if (state === undefined) throw collaborationNotFound(id);
    if (state.source !== undefined) {
      const members = state.source.members;
      state.members =
        members instanceof PackedMembers ? SequencedList.over(members) : SequencedList.numbered(members, frozenMember);
      state.source = undefined;
    }
    return state;
  }
}
