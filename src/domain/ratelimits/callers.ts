// The `github` section of a dataset: the callers the rate-limit engine knows. Placeholder, owned by the rate-limit
// work (issue 3), which defines the caller kinds and their validation.
import type { Issue } from '../validation.js';

export interface GithubDatasetSection {
  callers: unknown[];
}

/** Validates the dataset's `github` section; paths are relative to `basePath` (e.g. `github.callers[2].kind`). */
export function validateGithubSection(_value: unknown, _basePath: string): Issue[] {
  return [];
}
