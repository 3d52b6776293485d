// The words that name a screen, for `--screen` and the settings' `lastScreen` alike, any case. Each screen has one
// name, used by the flag, its folder under src/ui/screens/, its title and the settings (members, profiles,
// authorizations, ratelimits). The older words (create, wizard, limits, rateLimits) are still read, so that settings
// files and scripts written before the rename keep working; they are not shown.

/** The screens' names, in the order of the keys 1-4 (state/shellContract.ts's `ScreenName` is this type). */
export type ScreenName = 'members' | 'profiles' | 'authorizations' | 'ratelimits';

/** The screen ids by word. */
const SCREEN_WORDS: Readonly<Record<string, ScreenName>> = {
  members: 'members',
  profiles: 'profiles',
  authorizations: 'authorizations',
  ratelimits: 'ratelimits',
  // Older words, still read.
  create: 'authorizations',
  wizard: 'authorizations',
  limits: 'ratelimits',
};

/** The words the help and error messages list. */
export const SCREEN_WORDS_SHOWN = ['members', 'profiles', 'authorizations', 'ratelimits'] as const;

/** The screen a word names, or undefined. */
export function screenOfWord(word: string): ScreenName | undefined {
  return SCREEN_WORDS[word.toLowerCase()];
}
