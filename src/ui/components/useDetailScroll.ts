// Scrolling of a detail view taller than its space: j/k a line, PgDn/PgUp a page, clamped to the content (also after
// a resize shrinks it), plus Esc back. Shared by the member and profile details.
import { useState } from 'react';
import { useCommands } from '../keymap/KeymapContext.js';

export interface DetailScrollOptions {
  /** Lines of content (wrapped lines, not rows). */
  lineCount: number;
  /** Lines the view can show. */
  available: number;
  isActive: boolean;
  /** The screen whose commands these are (the keymap's name). */
  name: string;
  onBack: () => void;
}

export interface DetailScroll {
  /** First line shown. */
  top: number;
  /** Last line shown (1-based), for the `N/M` position. */
  shownTo: number;
  /** Whether the content is taller than the view. */
  scrollable: boolean;
}

export function useDetailScroll({ lineCount, available, isActive, name, onBack }: DetailScrollOptions): DetailScroll {
  const [scroll, setScroll] = useState(0);
  const maxScroll = Math.max(0, lineCount - available);
  const top = Math.min(scroll, maxScroll);
  useCommands(
    {
      'app.back': onBack,
      'nav.down': () => setScroll((s) => Math.min(maxScroll, s + 1)),
      'nav.up': () => setScroll((s) => Math.max(0, Math.min(maxScroll, s) - 1)),
      'nav.pageDown': () => setScroll((s) => Math.min(maxScroll, s + available)),
      'nav.pageUp': () => setScroll((s) => Math.max(0, Math.min(maxScroll, s) - available)),
    },
    { active: isActive, name },
  );
  return { top, shownTo: Math.min(lineCount, top + available), scrollable: maxScroll > 0 };
}
