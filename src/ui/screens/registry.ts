// The screens in the order of the keys 1-4 and of Tab. ui-flows plugs the wizard and the rate-limit screen in by
// replacing the two placeholder lines with their definitions:
//   import { wizardScreen } from './wizard/index.js';
//   import { rateLimitsScreen } from './rateLimits/index.js';

import { membersScreen } from './members/index.js';
import { placeholderScreen } from './placeholder.js';
import { profilesScreen } from './profiles/index.js';
import type { ScreenDefinition } from './types.js';

const wizardScreen = placeholderScreen('wizard', 'Create authorization');
const rateLimitsScreen = placeholderScreen('rateLimits', 'Rate limits');

export const SCREENS: readonly ScreenDefinition[] = [membersScreen, profilesScreen, wizardScreen, rateLimitsScreen];
