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
});
