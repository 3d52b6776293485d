// The connector-profiles screen's definition for the screen registry.

import { createProfilesStore, type ProfilesStore } from '../../../state/profiles/profilesStore.js';
import { profileMatches, treeRows } from '../../../state/profileGroups.js';
import { defineScreen } from '../../screenContract.js';
import { PROFILES_COMMANDS } from './commands.js';
import { ProfilesScreen } from './ProfilesScreen.js';

export const profilesScreen = defineScreen<ProfilesStore>({
  id: 'profiles',
  title: 'Profiles',
  commands: PROFILES_COMMANDS,
  createState: (deps) => createProfilesStore(deps),
  component: ProfilesScreen,
  // The loaded profiles the tree lists (text filter applied), in its order; a folded group's profiles included.
  exportList: (store) => {
    const s = store.getState();
    const needle = s.filter.trim().toLowerCase();
    const shown = needle === '' ? s.profiles : s.profiles.filter((p) => profileMatches(p, needle));
    const records = treeRows(shown, new Set()).flatMap((r) => (r.kind === 'profile' ? [r.profile] : []));
    return {
      noun: 'connector profile',
      kind: 'profiles',
      records,
      ...(s.hasMore ? { partial: { loaded: s.profiles.length } } : {}),
    };
  },
  loadAll: (store) => store.getState().actions.loadAll(),
});
