// Recent collaborations are kept per context: the backend, its endpoint and the dataset the explorer runs on, so a
// collaboration of the demo data never shows as a ★ recent against another dataset or an AWS account. The default
// context (the embedded engine on the demo dataset) keeps the list in `recentCollaborations`, where every file
// written before contexts existed has it: an old file's recents stay with the demo engine, where most were made
// (one that came from elsewhere fails as not found there once, and is dropped). Every other context has its own
// list under `recentCollaborationsByContext`.

import { RECENT_COLLABORATIONS_MAX, type Settings } from './types.js';

/** The context of the embedded engine on the demo dataset, with the default state. */
export const DEFAULT_RECENTS_CONTEXT = 'engine';
/** Contexts kept at most; the one used longest ago goes first. */
export const RECENT_CONTEXTS_MAX = 20;

/** The recent collaborations of `context`, newest first. */
export function recentsOf(settings: Settings, context: string): string[] {
  if (context === DEFAULT_RECENTS_CONTEXT) return settings.recentCollaborations;
  return settings.recentCollaborationsByContext[context] ?? [];
}

/** The settings patch that makes `recent` the list of `context` (that context becomes the newest). */
export function recentsPatch(settings: Settings, context: string, recent: readonly string[]): Partial<Settings> {
  const list = recent.slice(0, RECENT_COLLABORATIONS_MAX);
  if (context === DEFAULT_RECENTS_CONTEXT) return { recentCollaborations: list };
  const { [context]: _previous, ...others } = settings.recentCollaborationsByContext;
  const next: Record<string, string[]> = list.length === 0 ? others : { ...others, [context]: list };
  const names = Object.keys(next);
  for (const name of names.slice(0, Math.max(0, names.length - RECENT_CONTEXTS_MAX))) delete next[name];
  return { recentCollaborationsByContext: next };
}
