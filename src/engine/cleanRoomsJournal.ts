// The Clean Rooms writes as `--state` journals them (store/journalStore.ts): one event per write, holding the records
// as the write left them (times as JSON writes a Date: RFC 3339), and what reads them back. A stored event is checked
// as a dataset's record is (the same validators) before anything is applied: a damaged journal is refused, never
// half-applied into a collaboration.
import type { CollaborationSummary, MemberSummary } from '../domain/cleanrooms/types.js';
import { validateMemberSummary } from '../domain/cleanrooms/validators.js';
import { validateConfiguredTableRecord, validateMembershipRecord } from '../domain/cleanrooms/writeValidators.js';
import type { ConfiguredTable, Membership, TagMap } from '../domain/cleanrooms/writes.js';
import { toDate, type Issue } from '../domain/validation.js';
import { StateStoreError, type StoredEvent } from './store/types.js';

/** A collaboration created through the API: its summary (settings included) and its members. */
export const COLLABORATION_CREATED = 'cleanrooms.collaboration.created';
/** UpdateCollaboration: the fields it set, and the new update time. */
export const COLLABORATION_UPDATED = 'cleanrooms.collaboration.updated';
export const COLLABORATION_DELETED = 'cleanrooms.collaboration.deleted';
/** DeleteMember: the member (and its memberships) REMOVED at `time`. */
export const MEMBER_REMOVED = 'cleanrooms.member.removed';
/** CreateMembership: the membership, which also makes its account an ACTIVE member. */
export const MEMBERSHIP_CREATED = 'cleanrooms.membership.created';
/** UpdateMembership: the whole record after the change. */
export const MEMBERSHIP_SAVED = 'cleanrooms.membership.saved';
/** DeleteMembership: the membership gone, its account LEFT at `time`. */
export const MEMBERSHIP_DELETED = 'cleanrooms.membership.deleted';
/** CreateConfiguredTable and UpdateConfiguredTable: the whole record after the change. */
export const CONFIGURED_TABLE_SAVED = 'cleanrooms.configuredTable.saved';
export const CONFIGURED_TABLE_DELETED = 'cleanrooms.configuredTable.deleted';
/** A resource's whole tag map after TagResource, UntagResource or a create with tags. */
export const CLEANROOMS_TAGS_SET = 'cleanrooms.tags.set';

export const CLEANROOMS_EVENT_TYPES = [
  COLLABORATION_CREATED,
  COLLABORATION_UPDATED,
  COLLABORATION_DELETED,
  MEMBER_REMOVED,
  MEMBERSHIP_CREATED,
  MEMBERSHIP_SAVED,
  MEMBERSHIP_DELETED,
  CONFIGURED_TABLE_SAVED,
  CONFIGURED_TABLE_DELETED,
  CLEANROOMS_TAGS_SET,
] as const;

/** Reads one stored Clean Rooms event's parts; each throws StateStoreError, naming the store, on a damaged one. */
export class StoredCleanRoomsEvent {
  constructor(
    private readonly event: StoredEvent,
    private readonly location: string,
  ) {}

  private bad(why: string): StateStoreError {
    return new StateStoreError(`state ${this.location}: a stored ${this.event.type} is not valid: ${why}`);
  }

  string(field: string): string {
    const value = this.event[field];
    if (typeof value !== 'string' || value.length === 0) throw this.bad(`${field} must be a non-empty string`);
    return value;
  }

  optionalString(field: string): string | undefined {
    return this.event[field] === undefined ? undefined : this.string(field);
  }

  time(field: string): Date {
    const date = toDate(this.event[field]);
    if (date === undefined || Number.isNaN(date.getTime())) throw this.bad(`${field} must be a time`);
    return date;
  }

  membership(): Membership {
    const raw = this.event.membership;
    this.refuse(validateMembershipRecord(raw, 'membership'));
    return withDates(raw as Membership);
  }

  configuredTable(): ConfiguredTable {
    const raw = this.event.configuredTable;
    this.refuse(validateConfiguredTableRecord(raw, 'configuredTable'));
    return withDates(raw as ConfiguredTable);
  }

  /** A created collaboration's summary (with its settings) and members, payment rules already applied. */
  collaboration(): { summary: CollaborationSummary; members: MemberSummary[] } {
    const { summary, members } = this.event;
    if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) throw this.bad('summary');
    const s = summary as Record<string, unknown>;
    for (const key of ['id', 'arn', 'name', 'creatorAccountId', 'creatorDisplayName'])
      if (typeof s[key] !== 'string') throw this.bad(`summary.${key} must be a string`);
    if (!Array.isArray(members) || members.length === 0) throw this.bad('members must be a list');
    members.forEach((member, i) => this.refuse(validateMemberSummary(member, `members[${i}]`, { mode: 'complete' })));
    return {
      summary: withDates(s as unknown as CollaborationSummary),
      members: members.map((m) => withDates(m as MemberSummary)),
    };
  }

  tags(): TagMap {
    const { tags } = this.event;
    if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) throw this.bad('tags must be a map');
    for (const value of Object.values(tags)) if (typeof value !== 'string') throw this.bad('a tag value');
    return { ...(tags as TagMap) };
  }

  private refuse(issues: readonly Issue[]): void {
    const first = issues[0];
    if (first !== undefined) throw this.bad(`${first.path}: ${first.message}`);
  }
}

/** A copy of a journaled record with its two times as Dates again. */
function withDates<T extends { createTime: Date; updateTime: Date }>(record: T): T {
  return { ...record, createTime: toDate(record.createTime)!, updateTime: toDate(record.updateTime)! };
}
