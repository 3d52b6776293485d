// Input checks for the two browse calls that no spec table covers (ListAppBundles, ListCollaborations): the usual
// maxResults 1-100 and a string nextToken, with the shared domain primitives. The three specified operations are
// validated by their domain validators only.
import { checkEnum, checkInteger, checkObject, checkString, type Issue } from '../domain/validation.js';

export function validateBrowseRequest(input: unknown, extra: { memberStatus?: readonly string[] } = {}): Issue[] {
  const issues: Issue[] = [];
  if (input === undefined) return issues;
  if (!checkObject(issues, '', input)) return issues;
  if (input.maxResults !== undefined) checkInteger(issues, 'maxResults', input.maxResults, { min: 1, max: 100 });
  if (input.nextToken !== undefined) checkString(issues, 'nextToken', input.nextToken, { min: 1, max: 10240 });
  if (extra.memberStatus && input.memberStatus !== undefined)
    checkEnum(issues, 'memberStatus', input.memberStatus, extra.memberStatus);
  return issues;
}
