// What the simulator keys do: step the rate through a fixed ladder, cycle named request mixes, toggle a caller.

import { DEFAULT_REQUEST_MIX } from '../../domain/ratelimits/simulatorSettings.js';
import type { RequestMix, SimulatorSettings } from '../../service/rateLimitsPort.js';

export const RATE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;

/** The next rung above (direction 1) or below (-1) the current rate. */
export function stepRate(current: number, direction: 1 | -1): number {
  if (direction > 0) return RATE_STEPS.find((r) => r > current) ?? RATE_STEPS[RATE_STEPS.length - 1]!;
  return [...RATE_STEPS].reverse().find((r) => r < current) ?? RATE_STEPS[0];
}

const ZERO: RequestMix = {
  reads: 0,
  writes: 0,
  contentCreation: 0,
  search: 0,
  graphql: 0,
  graphqlMutations: 0,
  bursts: 0,
};

export interface MixPreset {
  name: string;
  /** What a user watches drain with it. */
  description: string;
  mix: RequestMix;
}

/**
 * The mixes `m` cycles through. The simulator starts on the first, so it has a name too and comes round again: the
 * line never shows the starting mix as bare percentages that no key brings back.
 */
export const MIX_PRESETS: readonly MixPreset[] = [
  {
    name: 'default',
    description: 'the starting mix: mostly reads, some writes, search and GraphQL',
    mix: DEFAULT_REQUEST_MIX,
  },
  {
    name: 'balanced',
    description: 'a bit of everything',
    mix: { reads: 60, writes: 10, contentCreation: 5, search: 10, graphql: 10, graphqlMutations: 5, bursts: 0 },
  },
  { name: 'reads', description: 'core drains', mix: { ...ZERO, reads: 1 } },
  { name: 'search', description: 'search (per minute) drains and resets', mix: { ...ZERO, search: 1 } },
  { name: 'graphql', description: 'graphql points', mix: { ...ZERO, graphql: 4, graphqlMutations: 1 } },
  {
    name: 'content',
    description: 'content creation per minute and hour',
    mix: { ...ZERO, contentCreation: 3, graphqlMutations: 1 },
  },
  { name: 'bursts', description: 'concurrency bursts', mix: { ...ZERO, reads: 1, bursts: 1 } },
];

const MIX_KEYS = Object.keys(ZERO) as (keyof RequestMix)[];

/** The preset whose proportions the mix has, or undefined for a custom mix. */
export function presetOf(mix: RequestMix): MixPreset | undefined {
  const total = MIX_KEYS.reduce((n, k) => n + mix[k], 0);
  if (total <= 0) return undefined;
  return MIX_PRESETS.find((p) => {
    const ptotal = MIX_KEYS.reduce((n, k) => n + p.mix[k], 0);
    return MIX_KEYS.every((k) => Math.abs(mix[k] / total - p.mix[k] / ptotal) < 1e-9);
  });
}

export function nextPreset(mix: RequestMix): MixPreset {
  const current = presetOf(mix);
  const index = current ? MIX_PRESETS.indexOf(current) : -1;
  return MIX_PRESETS[(index + 1) % MIX_PRESETS.length] as MixPreset;
}

/** Short text of a mix: the non-zero kinds with their share in percent. */
export function describeMix(mix: RequestMix): string {
  const total = MIX_KEYS.reduce((n, k) => n + mix[k], 0);
  if (total <= 0) return 'none';
  return MIX_KEYS.filter((k) => mix[k] > 0)
    .map((k) => `${MIX_SHORT[k]} ${Math.round((mix[k] / total) * 100)}%`)
    .join(' ');
}

const MIX_SHORT: Record<keyof RequestMix, string> = {
  reads: 'read',
  writes: 'write',
  contentCreation: 'content',
  search: 'search',
  graphql: 'gql',
  graphqlMutations: 'gql-mut',
  bursts: 'burst',
};

/** Adds the caller to the simulated set, or removes it. */
export function toggleCaller(settings: Pick<SimulatorSettings, 'callerIds'>, callerId: string): string[] {
  return settings.callerIds.includes(callerId)
    ? settings.callerIds.filter((id) => id !== callerId)
    : [...settings.callerIds, callerId];
}
