// Screen 3's list of the listed app bundle's authorizations, the detail of one, and the delete confirmation.
// The wizard is started from here (`n`) and returns here (Esc, or after a create, where the new one is listed).

import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import {
  selectedAuthorization,
  visibleAuthorizations,
  type AuthorizationsState,
} from '../../../state/authorizations/authorizationsReducer.js';
import type { AuthorizationsController } from '../../../state/authorizations/authorizationsStore.js';
import { CONNECT_FIELDS } from '../../../state/authorizations/connectForm.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { useLiveRefresh } from '../../hooks/useLiveRefresh.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { wireAppAuthorization } from '../../wireRecords.js';
import { getAppAuthorizationCommand } from '../../../state/copyCommand.js';
import { truncate } from '../../text.js';
import { theme } from '../../theme.js';
import { FieldInput } from '../../components/FieldInput.js';
import type { ScreenProps } from '../../screenContract.js';
import { AuthorizationDetail } from './AuthorizationDetail.js';
import { AuthorizationsTable, bundleLine } from './AuthorizationsTable.js';
import { ConnectFormView, connectFormLines } from './ConnectFormView.js';
import { useAuthorizationsKeys } from './useAuthorizationsKeys.js';

export function AuthorizationsList({
  controller,
  shell,
  settings,
  chrome,
  isActive,
  width,
  height,
  onNew,
  commandFlags,
}: Pick<ScreenProps, 'shell' | 'settings' | 'chrome' | 'isActive' | 'width' | 'height'> & {
  controller: AuthorizationsController;
  onNew: () => void;
  /** The flags that select the backend and dataset, for `C` and `A` (services.backend.commandFlags). */
  commandFlags?: readonly string[] | undefined;
}) {
  const state = useStore(controller.store);
  const d = controller.dispatch;
  useEffect(() => {
    if (controller.store.getState().status === 'idle') void controller.load();
  }, [controller]);
  const selected = selectedAuthorization(state);
  useScreenChrome(chrome, {
    crumbs: state.view === 'detail' && selected ? [selected.app, selected.tenant.tenantDisplayName] : [],
    typing: state.connectForm !== undefined || state.filterEditing,
    // An authorization code typed into the connect form would be lost by leaving.
    dirty: state.connectForm !== undefined && state.connectForm.code !== '',
  });

  const asking = state.confirmDelete !== undefined || state.confirmConnect !== undefined;
  const rawView = useRecordActions({
    shell,
    enabled: !asking && state.connectForm === undefined && !state.filterEditing,
    isActive,
    width,
    height,
    name: 'authorizations',
    selected: () => {
      const record = selectedAuthorization(controller.store.getState());
      return record === undefined
        ? undefined
        : {
            kind: 'authorization',
            name: `${record.app} ${record.tenant.tenantDisplayName}`,
            id: { what: 'authorization ARN', text: record.appAuthorizationArn },
            wire: wireAppAuthorization(record),
          };
    },
    command: (program) => {
      const record = selectedAuthorization(controller.store.getState());
      return record === undefined ? undefined : getAppAuthorizationCommand(program, record, commandFlags);
    },
  });
  const rawOpen = rawView !== undefined;
  useAuthorizationsKeys({ state, controller, rawOpen, isActive, height, onNew });
  useLiveList(controller, settings, isActive, rawOpen);
  const filterEditing = state.filterEditing;
  const filterApplied = state.filter !== '';
  if (rawView !== undefined) return rawView;
  const question = questionOf(state);
  const confirm =
    question !== undefined ? (
      <Text color="yellow" wrap="wrap">
        {question}
      </Text>
    ) : null;
  const form =
    state.connectForm !== undefined && selected !== undefined ? (
      <ConnectFormView
        form={state.connectForm}
        title={`Connect ${selected.app} (${selected.tenant.tenantDisplayName}) · OAuth 2.0`}
        width={width}
        onChange={(field, value) => d({ type: 'connectEdited', field, value })}
        onSubmit={(field) =>
          field === CONNECT_FIELDS[CONNECT_FIELDS.length - 1]
            ? void controller.submitConnect()
            : d({ type: 'connectFieldMoved', delta: 1 })
        }
      />
    ) : null;
  const formLines = state.connectForm !== undefined ? connectFormLines(state.connectForm, width) : 0;
  const filterLine = filterEditing || filterApplied;
  if (state.view === 'detail' && selected)
    return (
      <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
        {form}
        <AuthorizationDetail record={selected} width={width} />
        {confirm}
      </Box>
    );
  return (
    <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
      <Text dimColor wrap="truncate-end">
        {truncate(bundleLine(state), width)}
      </Text>
      {form}
      <AuthorizationsTable
        state={state}
        // Not while a question is asked: it is about the selected row, which a click must not change under it.
        onSelectRow={
          isActive && !asking && state.connectForm === undefined && !filterEditing
            ? (index) => d({ type: 'moveTo', index })
            : undefined
        }
        width={width}
        height={Math.max(1, height - 2 - (confirm ? 2 : 0) - formLines - (filterLine ? 1 : 0))}
      />
      <Box flexGrow={1} />
      {confirm}
      {filterLine ? (
        <FilterLine
          filter={state.filter}
          editing={filterEditing}
          shown={visibleAuthorizations(state).length}
          of={state.rows.length}
          width={width}
          onChange={(text) => d({ type: 'filterChanged', text })}
          onSubmit={() => d({ type: 'filterApplied' })}
        />
      ) : null}
    </Box>
  );
}

/**
 * Live: the list refreshes itself while shown (the controller skips a tick while something is asked, typed or open),
 * and not under the JSON view (the record it shows would change under it).
 */
function useLiveList(
  controller: AuthorizationsController,
  settings: ScreenProps['settings'],
  shown: boolean,
  rawOpen: boolean,
): void {
  const held = useRef(false);
  held.current = rawOpen;
  const live = useCallback((intervalMs: number) => controller.live(intervalMs, () => held.current), [controller]);
  useLiveRefresh(settings, shown, live);
}

/** The delete or connect question asked about the selected authorization, if one is. */
function questionOf(state: AuthorizationsState): string | undefined {
  const selected = selectedAuthorization(state);
  const what = `${selected?.app ?? ''} (${selected?.tenant.tenantDisplayName ?? ''})`;
  if (state.confirmDelete !== undefined) return `Delete ${what} ${state.confirmDelete}? y/N`;
  if (state.confirmConnect !== undefined) return `Connect ${what} ${state.confirmConnect}? y/N`;
  return undefined;
}

/** The `/` filter under the table: the field while typed, then the applied words; how many rows it lets through. */
function FilterLine(props: {
  filter: string;
  editing: boolean;
  shown: number;
  of: number;
  width: number;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  const { filter, editing, width } = props;
  return (
    <Box width={width}>
      <Text color={theme.accent}>/</Text>
      {editing ? (
        <FieldInput value={filter} onChange={props.onChange} onSubmit={props.onSubmit} what="Filter" />
      ) : (
        <Text>{truncate(filter, Math.max(1, width - 30))}</Text>
      )}
      <Text color={theme.muted}>{`  ${props.shown} of ${props.of}${editing ? '' : ' (Esc clears)'}`}</Text>
    </Box>
  );
}
