// The wizard's screen definition, plugged into the shell's screen list (src/ui/screens/registry.ts).

import { defineScreen } from '../../screenContract.js';
import { WIZARD_COMMANDS } from './commands.js';
import { createAuthorizationsScreenState, AuthorizationsScreen } from './AuthorizationsScreen.js';

export const authorizationsScreen = defineScreen({
  id: 'authorizations',
  title: 'Authorizations',
  commands: WIZARD_COMMANDS,
  createState: createAuthorizationsScreenState,
  component: AuthorizationsScreen,
});
