// The connector-profiles screen's definition for the screen registry.

import { createProfilesStore, type ProfilesStore } from '../../../state/profiles/profilesStore.js';
import { defineScreen } from '../../screenContract.js';
import { PROFILES_COMMANDS } from './commands.js';
import { ProfilesScreen } from './ProfilesScreen.js';

export const profilesScreen = defineScreen<ProfilesStore>({
  id: 'profiles',
  title: 'Profiles',
  commands: PROFILES_COMMANDS,
  createState: (deps) => createProfilesStore(deps),
  component: ProfilesScreen,
});
