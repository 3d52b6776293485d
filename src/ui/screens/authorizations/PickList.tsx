// A windowed list with a cursor, for the app bundles, the twelve apps, the auth types and the tags. Only the rows in
// the window are rendered, and the chosen item is named by key, so callers can build `items` once per list (not per
// keypress) and a render costs the window, not the list.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { SpokenItem } from '../../components/SpokenItem.js';
import { spokenWindow } from '../../spoken.js';
import { truncate } from '../../text.js';
import { listWindow } from './windowing.js';

export interface PickItem {
  key: string;
  text: string;
  /** Dim trailing text (a description). */
  note?: string;
  /** What a screen reader says for the item when text and note draw something by glyph (defaults to both). */
  spoken?: string;
}

export interface PickListProps {
  items: readonly PickItem[];
  /** Index of the highlighted item, or -1 when the cursor is elsewhere (e.g. on the typed-ARN row). */
  cursor: number;
  /** The key of the item marked ✓ (the value currently chosen), if any. */
  chosenKey?: string;
  width: number;
  /** Rows the list may use, indicators included. */
  height: number;
}

export function PickList({ items, cursor, chosenKey, width, height }: PickListProps) {
  const win = listWindow(Math.max(0, cursor), items.length, Math.max(1, height));
  if (useIsScreenReaderEnabled()) {
    const shown = items.slice(win.start, win.end);
    const labels = shown.map(
      (item) =>
        `${item.spoken ?? (item.note !== undefined && item.note !== '' ? `${item.text}, ${item.note}` : item.text)}${chosenKey !== undefined && item.key === chosenKey ? ' (chosen)' : ''}`,
    );
    // Spoken items (an ARN, a note) wrap: only as many as fit the list's lines, the cursor's among them.
    const said = spokenWindow(labels, cursor - win.start, width, height);
    const above = win.start + said.start;
    const below = items.length - (win.start + said.end);
    return (
      <Box flexDirection="column" aria-role="list">
        {above > 0 && <Text>{`${above} more above`}</Text>}
        {shown.slice(said.start, said.end).map((item, offset) => (
          <SpokenItem key={item.key} selected={above + offset === cursor} label={labels[said.start + offset] ?? ''} />
        ))}
        {below > 0 && <Text>{`${below} more below`}</Text>}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={width}>
      {win.above > 0 && <Text dimColor>{`  ▲ ${win.above} more`}</Text>}
      {items.slice(win.start, win.end).map((item, offset) => {
        const index = win.start + offset;
        const selected = index === cursor;
        const mark = chosenKey !== undefined && item.key === chosenKey ? '✓ ' : '  ';
        const main = truncate(item.text, Math.max(1, width - 4));
        const noteRoom = width - 4 - [...main].length - 3;
        return (
          <Text key={item.key} color={selected ? 'cyan' : undefined} bold={selected} wrap="truncate-end">
            {selected ? '› ' : '  '}
            {mark}
            {main}
            {item.note !== undefined && noteRoom > 3 ? (
              <Text dimColor>{`  ${truncate(item.note, noteRoom)}`}</Text>
            ) : null}
          </Text>
        );
      })}
      {win.below > 0 && <Text dimColor>{`  ▼ ${win.below} more`}</Text>}
    </Box>
  );
}
