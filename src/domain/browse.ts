// Input checks for the browse calls that no spec table covers (ListAppBundles, ListCollaborations): the usual
// maxResults 1-100, a string nextToken and, for collaborations, the member-status filter.
import { checkEnum, checkObject, checkField, type FieldTable, type Issue } from './validation.js';

/** The filterable member statuses of ListCollaborations (FilterableMemberStatus in the Clean Rooms model). */
export const FILTERABLE_MEMBER_STATUSES = ['INVITED', 'ACTIVE'] as const;

export const BROWSE_FIELDS: FieldTable = {
  maxResults: { type: 'integer', min: 1, max: 100 },
  nextToken: { type: 'string', min: 1, max: 10240 },
  memberStatus: { type: 'enum', values: FILTERABLE_MEMBER_STATUSES },
};

export function validateBrowseRequest(input: unknown, extra: { memberStatus?: readonly string[] } = {}): Issue[] {
  const issues: Issue[] = [];
  if (input === undefined) return issues;
  if (!checkObject(issues, '', input)) return issues;
  checkField(issues, 'maxResults', input.maxResults, BROWSE_FIELDS.maxResults!);
  checkField(issues, 'nextToken', input.nextToken, BROWSE_FIELDS.nextToken!);
  if (extra.memberStatus && input.memberStatus !== undefined)
    checkEnum(issues, 'memberStatus', input.memberStatus, extra.memberStatus);
  return issues;
}

export function validateListAppBundlesRequest(input: unknown): Issue[] {
  return validateBrowseRequest(input);
}

export function validateListCollaborationsInput(input: unknown): Issue[] {
  return validateBrowseRequest(input, { memberStatus: FILTERABLE_MEMBER_STATUSES });
}
