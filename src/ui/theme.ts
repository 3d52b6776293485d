// Colours by meaning, so every screen says "error" or "selected" the same way.

import type { StatusLevel } from './screenContract.js';

export const theme = {
  accent: 'cyan',
  selectedBackground: 'blue',
  selectedText: 'white',
  muted: 'gray',
  ok: 'green',
  warning: 'yellow',
  error: 'red',
} as const;

export const STATUS_COLOR: Record<StatusLevel, string> = {
  info: theme.accent,
  warning: theme.warning,
  error: theme.error,
};
