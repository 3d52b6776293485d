// The screens in the order of the keys 1-4 and of Tab. ui-flows plugs the wizard and the rate-limit screen in by
// replacing the two placeholder lines with their definitions:
//   import { wizardScreen } from './wizard/index.js';
//   import { rateLimitsScreen } from './rateLimits/index.js';

import type { ScreenDefinition } from './types.js';
import { wizardScreen } from './wizard/index.js';
import { rateLimitsScreen } from './rateLimits/index.js';

/** Filled with members and profiles once those screens exist (see ./members, ./profiles). */
export function allScreens(extra: { members: ScreenDefinition; profiles: ScreenDefinition }): ScreenDefinition[] {
  return [extra.members, extra.profiles, wizardScreen, rateLimitsScreen];
}
