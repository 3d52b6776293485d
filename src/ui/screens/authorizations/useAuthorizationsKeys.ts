// Screen 3's list keys: which commands the list, the detail, a question, the filter field and the connect form take,
// as one keymap layer. While a question or the connect form is open the layer is modal, over the shell's keys; a
// question takes no typeahead (keys that came with the `d` or `c` never answer it).

import { useMemo } from 'react';
import {
  selectedAuthorization,
  type AuthorizationsState,
} from '../../../state/authorizations/authorizationsReducer.js';
import type { AuthorizationsController } from '../../../state/authorizations/authorizationsStore.js';
import { CONNECT_FIELDS } from '../../../state/authorizations/connectForm.js';
import { useCommands } from '../../keymap/KeymapContext.js';
import { LAYER_PRIORITY, type CommandHandlers } from '../../keymap/dispatcher.js';

export function useAuthorizationsKeys({
  state,
  controller,
  rawOpen,
  isActive,
  height,
  onNew,
}: {
  state: AuthorizationsState;
  controller: AuthorizationsController;
  /** The JSON view (J) is open: it has the keys. */
  rawOpen: boolean;
  isActive: boolean;
  height: number;
  onNew: () => void;
}): void {
  const d = controller.dispatch;
  const selected = selectedAuthorization(state);
  const asking = state.confirmDelete !== undefined || state.confirmConnect !== undefined;
  const connectField = state.connectForm?.field;
  const filterEditing = state.filterEditing;
  const filterApplied = state.filter !== '';
  const handlers = useMemo((): CommandHandlers => {
    if (rawOpen) return {};
    if (connectField !== undefined)
      return {
        'auths.connectNext': () =>
          connectField === CONNECT_FIELDS[CONNECT_FIELDS.length - 1]
            ? void controller.submitConnect()
            : d({ type: 'connectFieldMoved', delta: 1 }),
        'auths.connectField': () => d({ type: 'connectFieldMoved', delta: 1 }),
        'auths.connectPrevField': () => d({ type: 'connectFieldMoved', delta: -1 }),
        'auths.connectCancel': () => d({ type: 'cancelConnect' }),
      };
    if (state.confirmDelete !== undefined)
      return {
        'auths.confirmYes': () => void controller.deleteConfirmed(),
        'auths.confirmNo': () => d({ type: 'cancelDelete' }),
      };
    if (state.confirmConnect !== undefined)
      return {
        'auths.confirmYes': () => void controller.connectConfirmed(),
        'auths.confirmNo': () => d({ type: 'cancelConfirmConnect' }),
      };
    if (filterEditing)
      return {
        'field.submit': () => d({ type: 'filterApplied' }),
        'field.cancel': () => d({ type: 'filterCancelled' }),
      };
    const common: CommandHandlers = {
      'auths.new': onNew,
      'app.reload': () => void controller.load(),
    };
    const onRecord: CommandHandlers = {
      'auths.connect': () => controller.connectSelected(),
      'auths.delete': () => d({ type: 'askDelete' }),
    };
    if (state.view === 'detail')
      return { ...common, ...(selected ? onRecord : {}), 'app.back': () => d({ type: 'close' }) };
    return {
      ...common,
      ...(selected ? { ...onRecord, 'auths.open': () => d({ type: 'open' }) } : {}),
      ...(state.bundles.length > 1 ? { 'auths.bundle': () => void controller.cycleBundle() } : {}),
      'auths.filter': () => d({ type: 'filterStarted' }),
      // Esc clears an applied filter first; with none, the shell's Esc (the previous screen).
      'app.back': () => (filterApplied ? d({ type: 'filterCancelled' }) : false),
      'nav.down': () => d({ type: 'move', delta: 1 }),
      'nav.up': () => d({ type: 'move', delta: -1 }),
      'nav.pageDown': () => d({ type: 'move', delta: Math.max(1, height - 4) }),
      'nav.pageUp': () => d({ type: 'move', delta: -Math.max(1, height - 4) }),
      'nav.top': () => d({ type: 'moveTo', index: 0 }),
      'nav.bottom': () => d({ type: 'moveTo', index: Number.MAX_SAFE_INTEGER }),
    };
  }, [
    rawOpen,
    connectField,
    filterEditing,
    filterApplied,
    state.confirmConnect,
    state.confirmDelete,
    state.view,
    state.bundles.length,
    selected,
    controller,
    d,
    onNew,
    height,
  ]);
  useCommands(handlers, {
    active: isActive,
    name: 'authorizations',
    ...(asking || state.connectForm !== undefined ? { priority: LAYER_PRIORITY.overlay - 1, modal: true } : {}),
    // A question takes no typeahead: keys that came with the `d` or `c` (`/daisy` typed where `/` did nothing)
    // never answer it.
    ...(asking ? { freshKeysOnly: true } : {}),
  });
}
