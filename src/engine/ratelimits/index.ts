// The engine-side rate-limit API (what the emulator's /api/v3 routes and the engine-mode port use).
export { createRateLimitEngine } from './rateLimitEngine.js';
export { DEMO_GITHUB_CALLERS } from './demoCallers.js';
export type * from './types.js';
export { createEngineRateLimits, type EngineRateLimits } from './engineRateLimits.js';
