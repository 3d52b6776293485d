// The rate-limit screen's definition, plugged into the shell's screen list (src/ui/screens/registry.ts).

import { defineScreen } from '../../screenContract.js';
import { RATE_LIMIT_COMMANDS } from './commands.js';
import { createRateLimitsScreenState, RateLimitsScreen } from './RateLimitsScreen.js';

export const rateLimitsScreen = defineScreen({
  id: 'ratelimits',
  title: 'Rate limits',
  commands: RATE_LIMIT_COMMANDS,
  createState: createRateLimitsScreenState,
  component: RateLimitsScreen,
});
