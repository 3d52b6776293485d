// Which secondary limit, if any, a request would pass: the checks of the budget engine's begin(), in the order GitHub
// names them (concurrency, points per endpoint, CPU, content creation, token requests). Part of the per-decision hot
// path, so nothing here allocates.
import { SECONDARY_LIMITS, type SecondaryLimitKind } from '../../domain/ratelimits/secondary.js';
import type { Budget, Window } from './budget.js';
import type { RouteClass } from './classify.js';

/**
 * The first secondary limit the request would pass, or undefined when it passes none. `pointsWindow` is already
 * rolled; the content and token windows are rolled here, and only when the request reaches their check.
 */
export function secondaryLimitHit(
  budget: Budget,
  route: RouteClass,
  pointsWindow: Window,
  points: number,
  content: boolean,
  now: number,
): SecondaryLimitKind | undefined {
  if (budget.inFlight >= SECONDARY_LIMITS.concurrent) return 'concurrency';
  const pointsLimit = route.graphql ? SECONDARY_LIMITS.graphqlPointsPerMinute : SECONDARY_LIMITS.restPointsPerMinute;
  if (pointsWindow.count + points > pointsLimit) return 'points';
  if (budget.cpuWouldPass(now, SECONDARY_LIMITS.cpuMsPerMinute, false)) return 'cpu';
  if (route.graphql && budget.cpuWouldPass(now, SECONDARY_LIMITS.graphqlCpuMsPerMinute, true)) return 'graphql-cpu';
  if (content) {
    budget.contentPerMinute.roll(now);
    budget.contentPerHour.roll(now);
    if (budget.contentPerMinute.count + 1 > SECONDARY_LIMITS.contentPerMinute) return 'content-per-minute';
    if (budget.contentPerHour.count + 1 > SECONDARY_LIMITS.contentPerHour) return 'content-per-hour';
  }
  if (route.tokenRequest) {
    budget.tokenRequests.roll(now);
    if (budget.tokenRequests.count + 1 > SECONDARY_LIMITS.tokenRequestsPerHour) return 'token-requests';
  }
  return undefined;
}

/** The window whose reset answers Retry-After for a limit hit; none for concurrency, which frees on a request's end. */
export function limitingWindow(budget: Budget, hit: SecondaryLimitKind, pointsWindow: Window): Window | undefined {
  switch (hit) {
    case 'concurrency':
      return undefined;
    case 'points':
      return pointsWindow;
    case 'cpu':
      return budget.cpuMs;
    case 'graphql-cpu':
      return budget.graphqlCpuMs;
    case 'content-per-minute':
      return budget.contentPerMinute;
    case 'content-per-hour':
      return budget.contentPerHour;
    case 'token-requests':
      return budget.tokenRequests;
  }
}
