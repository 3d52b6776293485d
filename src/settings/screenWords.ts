// The words that name a screen, for `--screen` and the settings' `lastScreen` alike: the short words the help shows
// (members, profiles, create, limits) and the screen ids the explorer writes (wizard, rateLimits), any case.

/** The screen ids (as `ScreenId` spells them) by word. */
const SCREEN_WORDS: Readonly<Record<string, 'members' | 'profiles' | 'wizard' | 'rateLimits'>> = {
  members: 'members',
  profiles: 'profiles',
  create: 'wizard',
  wizard: 'wizard',
  limits: 'rateLimits',
  ratelimits: 'rateLimits',
};

/** The words the help and error messages list. */
export const SCREEN_WORDS_SHOWN = ['members', 'profiles', 'create', 'limits'] as const;

/** The screen a word names, or undefined. */
export function screenOfWord(word: string): 'members' | 'profiles' | 'wizard' | 'rateLimits' | undefined {
  return SCREEN_WORDS[word.toLowerCase()];
}
