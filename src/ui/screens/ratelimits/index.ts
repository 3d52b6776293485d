// The rate-limit screen's definition, plugged into the shell's screen list (src/ui/screens/registry.ts).

import { systemClock } from '../../../domain/clock.js';
import { createRateLimitsStore, type RateLimitsStore } from '../../../state/ratelimits/rateLimitsStore.js';
import { defineScreen, type ScreenDeps } from '../../screenContract.js';
import { RATE_LIMIT_COMMANDS } from './commands.js';
import { RateLimitsScreen } from './RateLimitsScreen.js';

const MIN_REFRESH_MS = 250;

export function createRateLimitsScreenState(deps: ScreenDeps): RateLimitsStore {
  const refresh = deps.settings.get().refreshIntervalMs;
  return {
    ...createRateLimitsStore({
      port: deps.services.rateLimits,
      clock: deps.clock ?? systemClock,
      timer: deps.timers,
      notify: deps.shell.notify,
      batchMs: Math.min(5000, Math.max(MIN_REFRESH_MS, Number.isFinite(refresh) ? refresh : MIN_REFRESH_MS)),
    }),
    ...(deps.rateLimitMonitor !== undefined ? { lasting: deps.rateLimitMonitor } : {}),
  };
}

export const rateLimitsScreen = defineScreen({
  id: 'ratelimits',
  title: 'Rate limits',
  commands: RATE_LIMIT_COMMANDS,
  createState: createRateLimitsScreenState,
  component: RateLimitsScreen,
});
