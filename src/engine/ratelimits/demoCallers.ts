// The GitHub callers of the demo dataset. Placeholder, owned by the rate-limit work (issue 3).
export const DEMO_GITHUB_CALLERS: unknown[] = [];
