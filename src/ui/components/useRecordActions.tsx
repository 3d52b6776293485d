// The record keys every list screen shares: `y` copies the selected record's identifier, `Y` copies the record as
// the API returns it, `J` shows that JSON in a scrollable view, and `C`/`A` copy the command that reproduces the
// view. Each screen says only what its selected record is (read when the key is pressed); the keys, the status
// line and the raw view are the same everywhere.

import type { ReactElement } from 'react';
import { useState } from 'react';
import type { CommandProgram } from '../../state/copyCommand.js';
import { useCommands } from '../keymap/KeymapContext.js';
import { LAYER_PRIORITY, type CommandHandlers } from '../keymap/dispatcher.js';
import type { ShellApi } from '../screenContract.js';
import { RawJsonView } from './RawJsonView.js';
import { recordJson, useClipboard } from './useClipboard.js';

export interface SelectedRecord {
  /** The record's noun in the status line and the raw view's title: `member`, `profile`, `bucket`. */
  kind: string;
  /** Names it in the raw view's title: `111122223333`, the profile's name. */
  name: string;
  /** What `y` copies and how the status line calls it (`account ID`); absent when the record has none. */
  id?: { what: string; text: string } | undefined;
  /** The record as the API returns it (never a credential), for `J` and `Y`; absent when none is loaded yet. */
  wire?: unknown;
}

export interface RecordActionsOptions {
  shell: ShellApi;
  /** The record under the cursor or open now, or undefined when there is none. */
  selected: () => SelectedRecord | undefined;
  /** `C` (switchyard) and `A` (aws): the command for the view, or undefined when there is nothing to copy. */
  command?: (program: CommandProgram) => string | undefined;
  /** False while a field takes text or another layer owns the keys. */
  enabled: boolean;
  isActive: boolean;
  width: number;
  height: number;
  /** The screen's keymap name. */
  name: string;
}

/** Registers the record keys; returns the raw view while `J` has it open (render it instead of the screen). */
export function useRecordActions(options: RecordActionsOptions): ReactElement | undefined {
  const { shell, selected, command, enabled, isActive, width, height, name } = options;
  const copy = useClipboard(shell);
  const [raw, setRaw] = useState<{ title: string; json: string } | undefined>(undefined);
  const wireJson = (): { record: SelectedRecord; json: string } | undefined => {
    const record = selected();
    if (record === undefined) return undefined;
    if (record.wire === undefined) {
      shell.notify('warning', `No record of this ${record.kind} loaded yet`);
      return undefined;
    }
    return { record, json: recordJson(record.wire) };
  };
  const copyCommand = (program: CommandProgram): void => {
    const text = command?.(program);
    if (text !== undefined) copy(`${program} command`, text);
  };
  // The JSON view shows the record too: y, Y, C and A copy there as on the list (J, the view's own key, does not).
  const handlers: CommandHandlers = !enabled
    ? {}
    : {
        'item.copy': () => {
          const id = selected()?.id;
          if (id !== undefined) copy(id.what, id.text);
        },
        'item.copyJson': () => {
          const shown = wireJson();
          if (shown !== undefined) copy(`${shown.record.kind} JSON`, shown.json);
        },
        ...(raw === undefined
          ? {
              'item.raw': () => {
                const shown = wireJson();
                if (shown !== undefined)
                  setRaw({ title: `${shown.record.kind} ${shown.record.name}`.trim(), json: shown.json });
              },
            }
          : {}),
        ...(command !== undefined
          ? { 'item.copyCommand': () => copyCommand('switchyard'), 'item.copyAwsCommand': () => copyCommand('aws') }
          : {}),
      };
  // Below the view's own keys (one level under a screen layer), so the hint line lists the view's keys first.
  useCommands(handlers, { active: isActive, name, priority: LAYER_PRIORITY.screen - 1 });
  if (raw === undefined) return undefined;
  return (
    <RawJsonView
      title={raw.title}
      json={raw.json}
      width={width}
      height={height}
      isActive={isActive}
      name={name}
      onClose={() => setRaw(undefined)}
    />
  );
}
