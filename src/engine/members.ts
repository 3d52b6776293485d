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
import type { CallOptions, MembersPort } from '../service/ports.js';
import { frozenMember } from './frozenMember.js';
import { PackedMembers } from './packedMembers.js';
import { cloneRecord } from './clone.js';
import { memberToDraft } from './dataset/drafts.js';
import { collaborationNotFound } from './errors.js';
import { validateBrowseRequest } from '../domain/browse.js';
import type { PageTokenCodec } from './pageTokens.js';
import { SequencedList } from './sequence.js';

/** Page size of ListMembers and ListCollaborations when the caller gives no maxResults (the service picks one). */
export const DEFAULT_MEMBERS_PAGE_SIZE = 50;

export interface CollaborationInit {
  summary: CollaborationSummary;
  /**
   * Members with the payment rules already applied (a loaded or generated dataset). The engine stores frozen copies
   * of an array's members; packed members (a loaded dataset) stay packed, each built when read.
   */
  members: readonly MemberSummary[] | PackedMembers;
}

interface CollaborationState {
  summary: CollaborationSummary;
  /** The dataset's members, read on first use: a generated collaboration may build them lazily. */
  source: CollaborationInit | undefined;
  members: SequencedList<MemberSummary>;
  /** Built on the first addMember: only the admin hook needs it, and a million-entry set is not free. */
  accountIds: Set<string> | undefined;
}

export class EngineMembers implements MembersPort {
  private readonly collaborations = new SequencedList<CollaborationState>();
  private readonly byId = new Map<string, CollaborationState>();

  constructor(
    collaborations: readonly CollaborationInit[],
    private readonly tokens: PageTokenCodec,
    private readonly clock: Clock,
  ) {
    for (const c of collaborations) this.addCollaboration(c);
  }

  /** Engine-only: adds a collaboration whose members already satisfy the payment rules (datasets, benchmarks). */
  addCollaboration(init: CollaborationInit): void {
    if (this.byId.has(init.summary.id)) throw new Error(`collaboration ${init.summary.id} already exists`);
    const state: CollaborationState = {
      summary: cloneRecord(init.summary),
      source: init,
      members: new SequencedList<MemberSummary>(),
      accountIds: undefined,
    };
    this.collaborations.push(state);
    this.byId.set(init.summary.id, state);
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
    assertValid('cleanrooms', validateListMembersInput(input));
    const state = this.collaboration(input.collaborationIdentifier);
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
    assertValid('cleanrooms', validateBrowseRequest(input, { memberStatus: ['INVITED', 'ACTIVE'] }));
    const pageSize = input?.maxResults ?? DEFAULT_MEMBERS_PAGE_SIZE;
    const status = input?.memberStatus;
    const binding = { kind: 'collaborations' as const, scope: status ?? 'all' };
    let after = -1;
    if (input?.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('cleanrooms', [decoded.issue]);
      after = decoded.after;
    }
    // A handful of collaborations: filtering them on each call is cheaper than keeping an index per status.
    const matching = new SequencedList<CollaborationSummary>();
    this.collaborations.all().forEach((c, seq) => {
      if (status === undefined || c.summary.memberStatus === status) matching.append(c.summary, seq);
    });
    const page = matching.page(after, pageSize);
    const out: ListCollaborationsOutput = { collaborationList: page.items.map(cloneRecord) };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  async getCollaboration(input: GetCollaborationInput, options?: CallOptions): Promise<GetCollaborationOutput> {
    options?.signal?.throwIfAborted();
    assertValid('cleanrooms', validateGetCollaborationInput(input));
    // The summary alone: the members (perhaps a million, built lazily) are not needed to describe the collaboration.
    const state = this.byId.get(input.collaborationIdentifier);
    if (state === undefined) throw collaborationNotFound(input.collaborationIdentifier);
    // Datasets carry no query-log setting; a collaboration is created with query logging off unless asked.
    const collaboration: Collaboration = { ...cloneRecord(state.summary), queryLogStatus: 'DISABLED' };
    return { collaboration };
  }

  /** The collaboration with its members in place, or ResourceNotFoundException. */
  private collaboration(id: string): CollaborationState {
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
