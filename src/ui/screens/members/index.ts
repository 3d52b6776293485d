// The members screen's definition for the screen registry.

import { createMembersStore, type MembersStore } from '../../../state/members/membersStore.js';
import { defineScreen } from '../../screenContract.js';
import { MEMBERS_COMMANDS } from './commands.js';
import { MembersScreen } from './MembersScreen.js';

export const membersScreen = defineScreen<MembersStore>({
  id: 'members',
  title: 'Members',
  commands: MEMBERS_COMMANDS,
  createState: (deps) => createMembersStore(deps),
  component: MembersScreen,
  // The picker exports the collaborations it lists; the table and a detail, the loaded members after filter and sort.
  exportList: (store) => {
    const s = store.getState();
    if (s.view === 'picker') {
      const known = new Map(s.collaborations.map((c) => [c.id, c]));
      const records = s.pickerEntries.flatMap((e) => {
        const c = known.get(e.id);
        return c === undefined ? [] : [c];
      });
      return { noun: 'collaboration', kind: 'collaborations', records };
    }
    return {
      noun: 'member',
      kind: 'members',
      records: s.rows,
      ...(s.hasMore ? { partial: { loaded: s.members.length } } : {}),
    };
  },
  loadAll: (store) => store.getState().actions.loadAll(),
});
