// The GitHub backend of the rate-limit port: backend selection imports only this.
export {
  createGithubRateLimits,
  normalizeGithubBaseUrl,
  DEFAULT_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  type GithubRateLimits,
  type GithubRateLimitsOptions,
} from './githubRateLimits.js';
export type { GithubCallResult } from './callerChannel.js';
export { GITHUB_API_URL } from './octokitClient.js';
