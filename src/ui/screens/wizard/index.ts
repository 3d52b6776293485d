// The wizard's screen definition, plugged into the shell's screen list (src/ui/screens/registry.ts).

import { defineScreen } from '../../screenContract.js';
import { WIZARD_COMMANDS } from './commands.js';
import { createWizardScreenState, WizardScreen } from './WizardScreen.js';

export const wizardScreen = defineScreen({
  id: 'wizard',
  title: 'Create authorization',
  commands: WIZARD_COMMANDS,
  createState: createWizardScreenState,
  component: WizardScreen,
});
