// An Octokit plugin, applied before plugin-retry: a request refused because the server's certificate is not trusted
// (self-signed, unknown issuer, expired, wrong name) is not retried. plugin-retry retries every network failure
// (Octokit reports them all as status 500) after 1, 4 and 9 s, so an untrusted host took 14 s to fail; trust does
// not change between attempts, and gh and the AWS CLI fail at once. Other network failures are still retried.
// Hand-written: plugin-retry's options select by status only, and every network failure has the same status.
import type { Octokit } from '@octokit/core';
import { isCertificateError } from '../net/certificateErrors.js';

export function certificateErrorsFinal(octokit: Octokit): void {
  // Registered before plugin-retry's hook, so this runs first on the way out; plugin-retry then reads the request's
  // `retries` (0) and schedules no further attempt.
  octokit.hook.error('request', (error, options) => {
    if (isCertificateError(error)) options.request = { ...options.request, retries: 0 };
    throw error;
  });
}
