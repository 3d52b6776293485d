// The waits the simulator's callers serve after a limit (./trafficSimulator.ts): a secondary limit holds everything
// sent as that caller, a primary limit one bucket, until a retry is allowed. Also what each caller is doing now
// (sending, backing off, gave up, idle), which the rate-limit screen shows.

import type { RateLimitResource } from '../../../domain/ratelimits/resources.js';
import type { RequestMix } from '../../../domain/ratelimits/simulatorSettings.js';
import { LimitHolds, type LimitHoldBase } from '../../../domain/ratelimits/limitHolds.js';
import type { SimulatorCallerActivity } from '../../../service/rateLimitsPort.js';
import type { EngineCaller } from '../types.js';
import { idleReason, kindsFor } from './requestKinds.js';

/** A wait a caller serves: which limit set it (a secondary limit's kind, or the bucket) under which retry rule. */
interface SimulatorHold extends LimitHoldBase {
  limitOn: string;
  rule: number;
}

interface Hold {
  /** Secondary limits hold everything sent as this caller, primary limits a bucket, until a retry is allowed. */
  limits: LimitHolds<SimulatorHold>;
  /**
   * The last request given up (cleared when a later limit schedules a retry), and the last one allowed: which came
   * later says whether the caller "gave up".
   */
  gaveUp?: { at: number; limit: 'primary' | 'secondary'; limitOn: string };
  lastAllowedAt: number;
}

type Wait = Pick<SimulatorCallerActivity, 'limit' | 'limitOn' | 'rule'> & { until: number };

/** The longest wait a caller is serving at `now`: the secondary hold on everything first, else its latest bucket. */
function waitOf(h: Hold, now: number): Wait | undefined {
  const hold = h.limits.secondary(now) ?? h.limits.longestBucket(now);
  if (hold === undefined) return undefined;
  return { until: hold.until, limit: hold.limit, limitOn: hold.limitOn, rule: hold.rule };
}

/** The holds of every caller, by caller ID. */
export class CallerHolds {
  private readonly holds = new Map<string, Hold>();

  /** The caller's hold, made empty on first use. */
  of(callerId: string): Hold {
    let h = this.holds.get(callerId);
    if (h === undefined) {
      h = { limits: new LimitHolds(), lastAllowedAt: -Infinity };
      this.holds.set(callerId, h);
    }
    return h;
  }

  /** The hold that keeps `resource` from being sent to as `callerId` at `at`, if any. */
  on(callerId: string, resource: RateLimitResource, at: number): SimulatorHold | undefined {
    return this.holds.get(callerId)?.limits.covering(resource, at);
  }

  /** When `resource` may be sent to as `callerId` at `at` or later: `at` itself when nothing holds it. */
  allowedAt(callerId: string, resource: RateLimitResource, at: number): number {
    return this.on(callerId, resource, at)?.until ?? at;
  }

  /** What the caller is doing at `now` under `mix`; `caller` is undefined for an ID the engine does not know. */
  activity(callerId: string, caller: EngineCaller | undefined, mix: RequestMix, now: number): SimulatorCallerActivity {
    if (caller !== undefined && !kindsFor(caller).some((k) => mix[k] > 0)) {
      return { callerId, state: 'idle', reason: idleReason(caller) };
    }
    const h = this.holds.get(callerId);
    if (h === undefined) return { callerId, state: 'sending' };
    const waiting = waitOf(h, now);
    if (h.gaveUp !== undefined && h.gaveUp.at >= h.lastAllowedAt) {
      const { at, limit, limitOn } = h.gaveUp;
      return {
        callerId,
        state: 'gave-up',
        at,
        limit,
        limitOn,
        ...(waiting !== undefined ? { until: waiting.until } : {}),
      };
    }
    return waiting !== undefined ? { callerId, state: 'backing-off', ...waiting } : { callerId, state: 'sending' };
  }

  clear(): void {
    this.holds.clear();
  }
}
