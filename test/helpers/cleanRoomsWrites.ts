// The Clean Rooms write and lookup methods of MembersPort for test doubles that only serve reads: each one rejects,
// naming itself, so a test that reaches one by mistake fails with a clear message.
import type { MembersPort } from '../../src/service/ports.js';

type WriteMethod = Exclude<keyof MembersPort, 'listMembers' | 'listCollaborations' | 'getCollaboration'>;

export const CLEAN_ROOMS_WRITE_METHODS = [
  'createCollaboration',
  'updateCollaboration',
  'deleteCollaboration',
  'deleteMember',
  'createMembership',
  'getMembership',
  'listMemberships',
  'updateMembership',
  'deleteMembership',
  'createConfiguredTable',
  'getConfiguredTable',
  'listConfiguredTables',
  'updateConfiguredTable',
  'deleteConfiguredTable',
  'tagResource',
  'untagResource',
  'listTagsForResource',
] as const satisfies readonly WriteMethod[];

/** Every write method, answered by `answer(method, input, options)`. */
export function cleanRoomsWrites(
  answer: (method: WriteMethod, input: unknown, options: Parameters<MembersPort['listMembers']>[1]) => Promise<never>,
): Pick<MembersPort, WriteMethod> {
  return Object.fromEntries(
    CLEAN_ROOMS_WRITE_METHODS.map((method) => [
      method,
      (input: unknown, options?: object) => answer(method, input, options),
    ]),
  ) as unknown as Pick<MembersPort, WriteMethod>;
}

export function rejectingCleanRoomsWrites(): Pick<MembersPort, WriteMethod> {
  return cleanRoomsWrites((method) => Promise.reject(new Error(`${method} is not served by this test double`)));
}
