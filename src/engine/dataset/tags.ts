// The dataset's optional `tags` section: the tags of resources the dataset holds, one entry per resource ARN, each
// checked by the rules of the service the ARN names (AppFabric and AppFlow: at most 50, AppFlow keys not `aws:`;
// Clean Rooms: its TagMap rules), as that service's TagResource would check them.
import { validateAppFabricTagResourceRequest } from '../../domain/appfabric/validators.js';
import { validateAppFlowTagResourceRequest } from '../../domain/appflow/tags.js';
import { validateTagResourceInput } from '../../domain/cleanrooms/writeValidators.js';
import { checkObject, checkString, checkStructure, joinPath, type Issue } from '../../domain/validation.js';
import type { DatasetTags } from './types.js';

/** The service whose resource an ARN names, when the dataset holds that resource. */
export type TaggedService = 'appfabric' | 'appflow' | 'cleanrooms';

export function loadTags(
  issues: Issue[],
  value: unknown,
  serviceOf: (arn: string) => TaggedService | undefined,
): DatasetTags[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    issues.push({ path: 'tags', rule: 'type', message: 'Member must be a list' });
    return undefined;
  }
  const out: DatasetTags[] = [];
  const seen = new Set<string>();
  value.forEach((raw, i) => {
    const path = joinPath('tags', i);
    const entry = checkStructure(issues, path, raw, { required: true, known: ['resourceArn', 'tags'] });
    if (entry === undefined) return;
    const arnPath = joinPath(path, 'resourceArn');
    if (!checkString(issues, arnPath, entry.resourceArn, { min: 1 })) return;
    const arn = entry.resourceArn as string;
    const service = serviceOf(arn);
    if (service === undefined) {
      issues.push({ path: arnPath, rule: 'configuration', message: 'Member must name a resource of this dataset' });
      return;
    }
    if (seen.has(arn)) {
      issues.push({ path: arnPath, rule: 'unique', message: 'Member must be unique: one entry per resource' });
      return;
    }
    seen.add(arn);
    const tagsPath = joinPath(path, 'tags');
    if (!checkObject(issues, tagsPath, entry.tags)) return;
    const tags = entry.tags;
    const problems =
      service === 'appfabric'
        ? validateAppFabricTagResourceRequest({
            resourceArn: arn,
            tags: Object.entries(tags).map(([key, v]) => ({ key, value: v })),
          })
        : service === 'appflow'
          ? validateAppFlowTagResourceRequest({ resourceArn: arn, tags })
          : validateTagResourceInput({ resourceArn: arn, tags });
    const before = issues.length;
    for (const problem of problems)
      issues.push({ ...problem, path: problem.path === 'resourceArn' ? arnPath : joinPath(path, problem.path) });
    if (issues.length === before) out.push({ resourceArn: arn, tags: { ...(tags as Record<string, string>) } });
  });
  return out;
}
