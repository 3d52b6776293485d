// For the GitHub backend: GitHub exposes no secondary-limit status, so the backend estimates it from its own traffic
// with the engine's counters (same windows, same points, same content and token rules), marked `estimated: true`.

import { SECONDARY_LIMITS } from '../../domain/ratelimits/secondary.js';
import type { SecondaryUsage } from '../../service/rateLimitsPort.js';
import { Budget, liveCount, liveReset, type Window } from './budget.js';
import { RouteClassifier } from './classify.js';
import type { EngineRequest } from './types.js';

export interface EstimateTicket {
  readonly graphql: boolean;
}

export interface SecondaryEstimator {
  /** Count a request the backend is about to send. */
  begin(request: EngineRequest, now: number): EstimateTicket;
  /** The request finished; `elapsedMs` is its response time (the docs suggest it as the CPU estimate). */
  end(ticket: EstimateTicket, now: number, elapsedMs: number): void;
  usage(now: number): SecondaryUsage;
}

export function createSecondaryEstimator(): SecondaryEstimator {
  const budget = new Budget('estimate');
  const classifier = new RouteClassifier();
  const open = new WeakSet<EstimateTicket>();
  return {
    begin(request, now) {
      const route = classifier.classify(request.method, request.path);
      const mutation = route.graphql && request.graphqlMutation === true;
      const window = route.graphql ? budget.graphqlPoints : budget.pointsWindow(route.endpoint, now);
      window.roll(now);
      window.add(route.graphql ? (mutation ? 5 : 1) : route.points, now);
      if (route.graphql ? mutation : route.content) {
        budget.contentPerMinute.roll(now);
        budget.contentPerHour.roll(now);
        budget.contentPerMinute.add(1, now);
        budget.contentPerHour.add(1, now);
      }
      if (route.tokenRequest) {
        budget.tokenRequests.roll(now);
        budget.tokenRequests.add(1, now);
      }
      budget.inFlight += 1;
      const ticket = { graphql: route.graphql };
      open.add(ticket);
      return ticket;
    },
    end(ticket, now, elapsedMs) {
      if (!open.has(ticket)) return;
      open.delete(ticket);
      budget.finishRequest(now, elapsedMs, ticket.graphql);
    },
    usage(now) {
      const busiest = budget.busiestEndpoint(now);
      const gauge = (w: Window, limit: number) => {
        const reset = liveReset(w, now);
        return { value: liveCount(w, now), limit, ...(reset !== undefined ? { reset } : {}), estimated: true };
      };
      return {
        concurrency: { value: budget.inFlight, limit: SECONDARY_LIMITS.concurrent, estimated: true },
        restPointsPerMinute: {
          endpoint: busiest.endpoint,
          value: busiest.points,
          limit: SECONDARY_LIMITS.restPointsPerMinute,
          ...(busiest.reset !== undefined ? { reset: busiest.reset } : {}),
          estimated: true,
        },
        graphqlPointsPerMinute: gauge(budget.graphqlPoints, SECONDARY_LIMITS.graphqlPointsPerMinute),
        contentPerMinute: gauge(budget.contentPerMinute, SECONDARY_LIMITS.contentPerMinute),
        contentPerHour: gauge(budget.contentPerHour, SECONDARY_LIMITS.contentPerHour),
        cpuMsPerMinute: gauge(budget.cpuMs, SECONDARY_LIMITS.cpuMsPerMinute),
        graphqlCpuMsPerMinute: gauge(budget.graphqlCpuMs, SECONDARY_LIMITS.graphqlCpuMsPerMinute),
        tokenRequestsPerHour: gauge(budget.tokenRequests, SECONDARY_LIMITS.tokenRequestsPerHour),
      };
    },
  };
}
