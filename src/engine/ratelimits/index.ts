// The engine-side rate-limit API (what the emulator's /api/v3 routes and the engine-mode port use).
export { createRateLimitEngine } from './rateLimitEngine.js';
export { decisionHeaders, rateLimitHeaders } from './headers.js';
export { DEMO_GITHUB_CALLERS } from './demoCallers.js';
export type * from './types.js';
export {
  resourceForRequest,
  normalizeApiPath,
  isRateLimitStatusRequest,
  RESOURCES,
} from '../../domain/ratelimits/resources.js';
export { analyzeGraphqlRequest, isGraphqlMutation } from '../../domain/ratelimits/graphqlDocument.js';
export { createEngineRateLimits, type EngineRateLimits, type EngineRateLimitsOptions } from './engineRateLimits.js';
export { createTrafficSimulator, type TrafficSimulator, type SimulatorEvent } from './simulator/trafficSimulator.js';
export { createSecondaryEstimator, type SecondaryEstimator } from './secondaryEstimator.js';
export { bucketsFromRateLimitBody, bucketFromHeaders } from '../../domain/ratelimits/fromGithub.js';
