// The traffic simulator's settings: defaults and validation (the explorer validates its controls with the same
// function the simulator applies).

import {
  checkInteger,
  checkKnownKeys,
  checkList,
  checkObject,
  checkString,
  joinPath,
  type Issue,
} from '../validation.js';

/** Relative weights of the simulator's request kinds; zero disables a kind. */
export interface RequestMix {
  /** REST GETs on core (1 point). */
  reads: number;
  /** REST PATCH/DELETE on core that create no content (5 points). */
  writes: number;
  /** Content-creating POSTs (issues, comments), 5 points, count toward 80/min and 500/h. */
  contentCreation: number;
  /** GET /search/issues (search bucket). */
  search: number;
  /** GraphQL queries (1 point). */
  graphql: number;
  /** GraphQL mutations (5 points, content creation). */
  graphqlMutations: number;
  /** Bursts of `burstSize` concurrent reads held open for a while (tests the 100-concurrent limit). */
  bursts: number;
}

export interface SimulatorSettings {
  running: boolean;
  /** Requests per second across all selected callers. */
  ratePerSecond: number;
  mix: RequestMix;
  /** Callers the simulator sends as; empty = none. */
  callerIds: string[];
  /** Retries per request before giving up. */
  maxRetries: number;
  burstSize: number;
}

/** A partial settings change; `mix` may name only the kinds it changes. */
export type SimulatorSettingsUpdate = Partial<Omit<SimulatorSettings, 'running' | 'mix'>> & {
  mix?: Partial<RequestMix>;
};

export const REQUEST_MIX_KINDS = [
  'reads',
  'writes',
  'contentCreation',
  'search',
  'graphql',
  'graphqlMutations',
  'bursts',
] as const satisfies readonly (keyof RequestMix)[];

export const DEFAULT_REQUEST_MIX: RequestMix = {
  reads: 6,
  writes: 1,
  contentCreation: 1,
  search: 1,
  graphql: 1,
  graphqlMutations: 0,
  bursts: 0,
};

export const SIMULATOR_BOUNDS = {
  ratePerSecond: { min: 0.1, max: 10_000 },
  maxRetries: { min: 0, max: 20 },
  burstSize: { min: 1, max: 1_000 },
  mixWeight: { min: 0, max: 1_000 },
} as const;

export function defaultSimulatorSettings(callerIds: string[]): Omit<SimulatorSettings, 'running'> {
  return { ratePerSecond: 5, mix: { ...DEFAULT_REQUEST_MIX }, callerIds, maxRetries: 3, burstSize: 120 };
}

/** Validates a partial settings update; `knownCallerIds` are the callers the simulator can send as. */
export function validateSimulatorSettings(value: unknown, knownCallerIds: readonly string[], basePath = ''): Issue[] {
  const out: Issue[] = [];
  if (!checkObject(out, basePath, value)) return out;
  checkKnownKeys(out, basePath, value, ['ratePerSecond', 'mix', 'callerIds', 'maxRetries', 'burstSize']);
  if (value.ratePerSecond !== undefined) {
    const r = value.ratePerSecond;
    const { min, max } = SIMULATOR_BOUNDS.ratePerSecond;
    if (typeof r !== 'number' || !Number.isFinite(r)) {
      out.push({ path: joinPath(basePath, 'ratePerSecond'), rule: 'type', message: 'Member must be a number' });
    } else if (r < min || r > max) {
      out.push({
        path: joinPath(basePath, 'ratePerSecond'),
        rule: 'range',
        message: `Member must have value between ${min} and ${max}`,
      });
    }
  }
  if (value.maxRetries !== undefined)
    checkInteger(out, joinPath(basePath, 'maxRetries'), value.maxRetries, SIMULATOR_BOUNDS.maxRetries);
  if (value.burstSize !== undefined)
    checkInteger(out, joinPath(basePath, 'burstSize'), value.burstSize, SIMULATOR_BOUNDS.burstSize);
  if (value.mix !== undefined) {
    const mixPath = joinPath(basePath, 'mix');
    if (checkObject(out, mixPath, value.mix)) {
      const mix = value.mix;
      checkKnownKeys(out, mixPath, mix, REQUEST_MIX_KINDS);
      let total = 0;
      for (const kind of REQUEST_MIX_KINDS) {
        const w = mix[kind];
        if (w === undefined) continue;
        const { min, max } = SIMULATOR_BOUNDS.mixWeight;
        if (typeof w !== 'number' || !Number.isFinite(w) || w < min || w > max) {
          out.push({
            path: joinPath(mixPath, kind),
            rule: 'range',
            message: `Member must be a number between ${min} and ${max}`,
          });
        } else total += w;
      }
      if (REQUEST_MIX_KINDS.every((k) => mix[k] !== undefined) && total === 0) {
        out.push({ path: mixPath, rule: 'range', message: 'At least one request kind must have a weight above 0' });
      }
    }
  }
  if (value.callerIds !== undefined) {
    const path = joinPath(basePath, 'callerIds');
    if (checkList(out, path, value.callerIds, { unique: true })) {
      value.callerIds.forEach((id, i) => {
        const p = joinPath(path, i);
        if (checkString(out, p, id, { min: 1 }) && !knownCallerIds.includes(id as string)) {
          out.push({
            path: p,
            rule: 'enum',
            message: `Member must be one of the known callers: [${knownCallerIds.join(', ')}]`,
          });
        }
      });
    }
  }
  return out;
}

/** The settings after a (validated) update: `mix` merges kind by kind, lists are copied. */
export function applySimulatorSettings(base: SimulatorSettings, update: SimulatorSettingsUpdate): SimulatorSettings {
  const mix: RequestMix = { ...base.mix };
  for (const kind of REQUEST_MIX_KINDS) {
    const w = update.mix?.[kind];
    if (w !== undefined) mix[kind] = w;
  }
  return {
    running: base.running,
    ratePerSecond: update.ratePerSecond ?? base.ratePerSecond,
    mix,
    callerIds: [...(update.callerIds ?? base.callerIds)],
    maxRetries: update.maxRetries ?? base.maxRetries,
    burstSize: update.burstSize ?? base.burstSize,
  };
}
