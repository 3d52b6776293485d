// A bucket's remaining at one moment, and the key of one caller's bucket series: shared by the lasting history
// (history/lastingHistory.ts) and the rate-limit screen's store (state/ratelimits/), which sits above it.

export interface Sample {
  at: number;
  remaining: number;
  limit: number;
}

export function historyKey(callerId: string, resource: string): string {
  return `${callerId}/${resource}`;
}
