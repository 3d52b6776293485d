// Dataset -> the JSON format loadDataset reads (timestamps as epoch seconds, members as their creator declared
// them). `serve --data` and the contract suite write datasets with it; the demo test round-trips the demo through it.
import type { MemberSummary } from '../../domain/cleanrooms/types.js';
import { memberToDraft } from './drafts.js';
import type { Dataset } from './types.js';

export function datasetToJson(dataset: Dataset): Record<string, unknown> {
  return {
    appBundles: dataset.appBundles.map((b) => ({ arn: b.arn })),
    ...(dataset.appAuthorizations !== undefined && dataset.appAuthorizations.length > 0
      ? { appAuthorizations: dataset.appAuthorizations.map(withEpochSeconds) }
      : {}),
    collaborations: dataset.collaborations.map((c) => ({
      ...withEpochSeconds(c.summary),
      members: Array.from(c.members, (m: MemberSummary) => withEpochSeconds(memberToDraft(m))),
      ...(c.visibleToMembers === true ? { visibleToMembers: true } : {}),
    })),
    ...(dataset.memberships !== undefined && dataset.memberships.length > 0
      ? { memberships: dataset.memberships.map(withEpochSeconds) }
      : {}),
    ...(dataset.configuredTables !== undefined && dataset.configuredTables.length > 0
      ? { configuredTables: dataset.configuredTables.map(withEpochSeconds) }
      : {}),
    connectorProfiles: dataset.connectorProfiles.map(withEpochSeconds),
    github: dataset.github,
    awsCredentials: dataset.awsCredentials,
    ...(dataset.defaultAccountId !== undefined ? { defaultAccountId: dataset.defaultAccountId } : {}),
    ...(dataset.tags !== undefined && dataset.tags.length > 0 ? { tags: structuredClone(dataset.tags) } : {}),
  };
}

/** A deep copy with every Date as epoch seconds. */
function withEpochSeconds(value: unknown): Record<string, unknown> {
  return convert(value) as Record<string, unknown>;
}

function convert(value: unknown): unknown {
  if (value instanceof Date) return value.getTime() / 1000;
  if (Array.isArray(value)) return value.map(convert);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = convert(item);
    return out;
  }
  return value;
}
