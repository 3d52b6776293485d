// The GitHub backend of the rate-limit port: backend selection imports only this.
export {
  createGithubRateLimits,
  normalizeGithubBaseUrl,
  type GithubRateLimits,
  type GithubRateLimitsOptions,
} from './githubRateLimits.js';
