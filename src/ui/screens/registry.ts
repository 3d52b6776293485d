// The screens in the order of the keys 1-4 and of Tab.

import { membersScreen } from './members/index.js';
import { profilesScreen } from './profiles/index.js';
import type { ScreenDefinition } from '../screenContract.js';
import { authorizationsScreen } from './authorizations/index.js';
import { rateLimitsScreen } from './ratelimits/index.js';

export const SCREENS: readonly ScreenDefinition[] = [
  membersScreen,
  profilesScreen,
  authorizationsScreen,
  rateLimitsScreen,
];
