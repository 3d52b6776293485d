// The dataset's optional `memberships` and `configuredTables` sections: Clean Rooms records in the shape GetMembership
// and GetConfiguredTable answer (times as epoch seconds or RFC 3339). Each record is checked by the model's
// constraints (writeValidators.ts); the rules here are only how records relate: an ARN names its record's ID, a
// membership's collaboration is in the dataset and its account is one of the collaboration's members.
import { validateConfiguredTableRecord, validateMembershipRecord } from '../../domain/cleanrooms/writeValidators.js';
import type { ConfiguredTable, Membership } from '../../domain/cleanrooms/writes.js';
import { checkList, toDate, type Issue } from '../../domain/validation.js';
import { cloneRecord } from '../clone.js';
import { PackedMembers } from '../packedMembers.js';
import { at, UniquenessCheck } from './sections.js';
import type { DatasetCollaboration } from './types.js';

export function loadMemberships(
  issues: Issue[],
  value: unknown,
  collaborations: readonly DatasetCollaboration[],
): Membership[] | undefined {
  if (value === undefined) return undefined;
  if (!checkList(issues, 'memberships', value, {})) return undefined;
  const byId = new Map(collaborations.map((c) => [c.summary.id, c]));
  const ids = new UniquenessCheck('membership id');
  const out: Membership[] = [];
  value.forEach((raw, i) => {
    const path = at('memberships', i);
    const problems = validateMembershipRecord(raw, path);
    issues.push(...problems);
    const before = issues.length;
    checkUniqueId(issues, ids, problems, raw, path);
    if (problems.length > 0) return;
    const record = cloneRecord(raw) as Membership;
    checkArnNames(issues, at(path, 'arn'), record.arn, 'membership', record.id);
    const collaboration = byId.get(record.collaborationId);
    if (collaboration === undefined) {
      // A deleted collaboration leaves its memberships behind (COLLABORATION_DELETED), as DeleteCollaboration does.
      if (record.status !== 'COLLABORATION_DELETED')
        issues.push({
          path: at(path, 'collaborationId'),
          rule: 'mismatch',
          message: `no collaboration ${record.collaborationId} in collaborations (only a COLLABORATION_DELETED membership may outlive its collaboration)`,
        });
    } else {
      if (record.collaborationArn !== collaboration.summary.arn)
        issues.push({
          path: at(path, 'collaborationArn'),
          rule: 'mismatch',
          message: `must be the ARN of collaboration ${record.collaborationId} (${collaboration.summary.arn})`,
        });
      const accountId = record.arn.split(':')[4] ?? '';
      if (!hasMember(collaboration, accountId))
        issues.push({
          path: at(path, 'arn'),
          rule: 'mismatch',
          message: `the membership's account ${accountId} must be a member of collaboration ${record.collaborationId}`,
        });
    }
    if (issues.length > before) return;
    record.createTime = toDate(record.createTime)!;
    record.updateTime = toDate(record.updateTime)!;
    out.push(record);
  });
  return out;
}

export function loadConfiguredTables(issues: Issue[], value: unknown): ConfiguredTable[] | undefined {
  if (value === undefined) return undefined;
  if (!checkList(issues, 'configuredTables', value, {})) return undefined;
  const ids = new UniquenessCheck('configured table id');
  const out: ConfiguredTable[] = [];
  value.forEach((raw, i) => {
    const path = at('configuredTables', i);
    const problems = validateConfiguredTableRecord(raw, path);
    issues.push(...problems);
    const before = issues.length;
    checkUniqueId(issues, ids, problems, raw, path);
    if (problems.length > 0) return;
    const record = cloneRecord(raw) as ConfiguredTable;
    checkArnNames(issues, at(path, 'arn'), record.arn, 'configuredtable', record.id);
    if (issues.length > before) return;
    record.createTime = toDate(record.createTime)!;
    record.updateTime = toDate(record.updateTime)!;
    out.push(record);
  });
  return out;
}

/** A record's `id` is unique whenever it is itself valid, whatever else is wrong with the record. */
function checkUniqueId(
  issues: Issue[],
  ids: UniquenessCheck,
  problems: readonly Issue[],
  raw: unknown,
  path: string,
): void {
  const idPath = at(path, 'id');
  const id = (raw as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && !problems.some((p) => p.path === idPath || p.path === path))
    ids.check(issues, idPath, id);
}

/** The ARN's resource part must be `kind/id`: the engine finds a record's Region and account in its ARN. */
function checkArnNames(issues: Issue[], path: string, arn: string, kind: string, id: string): void {
  if (arn.split(':')[5] === `${kind}/${id}`) return;
  issues.push({ path, rule: 'mismatch', message: `must end in :${kind}/${id} (the record's own id)` });
}

function hasMember(collaboration: DatasetCollaboration, accountId: string): boolean {
  const { members } = collaboration;
  if (members instanceof PackedMembers) return members.indexOfAccountId(accountId) !== -1;
  return members.some((m) => m.accountId === accountId);
}
