// Screen 3's list of the listed app bundle's authorizations, the detail of one, and the delete confirmation.
// The wizard is started from here (`n`) and returns here (Esc, or after a create, where the new one is listed).

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { AppAuthorization, AppAuthorizationStatus } from '../../../domain/appfabric/types.js';
import {
  selectedAuthorization,
  STATUS_WORDS,
  visibleAuthorizations,
  type AuthorizationsState,
} from '../../../state/authorizations/authorizationsReducer.js';
import type { AuthorizationsController } from '../../../state/authorizations/authorizationsStore.js';
import { useCommands } from '../../keymap/KeymapContext.js';
import { LAYER_PRIORITY, type CommandHandlers } from '../../keymap/dispatcher.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { wireAppAuthorization } from '../../wireRecords.js';
import { getAppAuthorizationCommand } from '../../../state/copyCommand.js';
import { SpokenItem } from '../../components/SpokenItem.js';
import { fit, truncate } from '../../text.js';
import { theme } from '../../theme.js';
import { FieldInput } from '../../components/FieldInput.js';
import { FieldRow } from './FieldRow.js';
import { CONNECT_FIELD_LABELS, CONNECT_FIELDS, type ConnectForm } from '../../../state/authorizations/connectForm.js';
import type { ScreenProps } from '../../screenContract.js';

const STATUS_COLOR: Record<AppAuthorizationStatus, string> = {
  PendingConnect: 'yellow',
  Connected: 'green',
  ConnectionValidationFailed: 'red',
  TokenAutoRotationFailed: 'red',
};

/** `2026-01-01 12:00` in UTC: the same on every machine. */
function shortDate(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

const STATUS_WIDTH = Math.max(...Object.values(STATUS_WORDS).map((words) => `● ${words}`.length));

function pad(text: string, width: number): string {
  return fit(text, width);
}

export function AuthorizationsList({
  controller,
  shell,
  chrome,
  isActive,
  width,
  height,
  onNew,
  commandFlags,
}: Pick<ScreenProps, 'shell' | 'chrome' | 'isActive' | 'width' | 'height'> & {
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

  if (rawView !== undefined) return rawView;
  const confirm =
    state.confirmDelete !== undefined ? (
      <Text color="yellow" wrap="wrap">
        {`Delete ${selected?.app ?? ''} (${selected?.tenant.tenantDisplayName ?? ''}) ${state.confirmDelete}? y/N`}
      </Text>
    ) : state.confirmConnect !== undefined ? (
      <Text color="yellow" wrap="wrap">
        {`Connect ${selected?.app ?? ''} (${selected?.tenant.tenantDisplayName ?? ''}) ${state.confirmConnect}? y/N`}
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
  const shownCount = visibleAuthorizations(state).length;
  if (state.view === 'detail' && selected)
    return (
      <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
        {form}
        <Detail record={selected} width={width} />
        {confirm}
      </Box>
    );
  return (
    <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
      <Text dimColor wrap="truncate-end">
        {truncate(bundleLine(state), width)}
      </Text>
      {form}
      <Table
        state={state}
        width={width}
        height={Math.max(1, height - 2 - (confirm ? 2 : 0) - formLines - (filterLine ? 1 : 0))}
      />
      <Box flexGrow={1} />
      {confirm}
      {filterLine ? (
        <Box width={width}>
          <Text color={theme.accent}>/</Text>
          {filterEditing ? (
            <FieldInput
              value={state.filter}
              onChange={(text) => d({ type: 'filterChanged', text })}
              onSubmit={() => d({ type: 'filterApplied' })}
              what="Filter"
            />
          ) : (
            <Text>{truncate(state.filter, Math.max(1, width - 30))}</Text>
          )}
          <Text
            color={theme.muted}
          >{`  ${shownCount} of ${state.rows.length}${filterEditing ? '' : ' (Esc clears)'}`}</Text>
        </Box>
      ) : null}
    </Box>
  );
}

function bundleLine(state: AuthorizationsState): string {
  const n = state.rows.length;
  const count = state.status === 'ready' ? `${n} authorization${n === 1 ? '' : 's'} · ` : '';
  const which =
    state.bundles.length > 1
      ? `bundle ${state.bundles.indexOf(state.bundleArn ?? '') + 1}/${state.bundles.length} (b: next) `
      : 'bundle ';
  return `${count}${which}${state.bundleArn ?? '(none)'}`;
}

function Table({ state, width, height }: { state: AuthorizationsState; width: number; height: number }) {
  const screenReader = useIsScreenReaderEnabled();
  if (state.status === 'failed')
    return <Text color="red" wrap="wrap">{`Could not list: ${state.error ?? ''} (R retries)`}</Text>;
  if (state.status !== 'ready') return <Text dimColor>Loading app authorizations…</Text>;
  if (state.rows.length === 0)
    return (
      <Text dimColor wrap="wrap">
        No authorizations in this bundle. n creates one.
      </Text>
    );
  const shown = visibleAuthorizations(state);
  if (shown.length === 0)
    return <Text dimColor wrap="wrap">{`No authorization matches '${state.filter}' (Esc clears the filter).`}</Text>;
  const wide = width >= 100;
  // The status column fits its longest words (`● token rotation failed`): the status is never cut, the date gives way.
  const fixed = { app: 11, auth: 7, status: STATUS_WIDTH };
  // Cursor mark, the four separators and the other columns; on a narrow terminal the tenant gives way before the status.
  const tenantRoom = width - 2 - 4 - fixed.app - fixed.auth - fixed.status - 1;
  const cols = { ...fixed, tenant: wide ? 22 : Math.max(8, Math.min(14, tenantRoom)) };
  const dateRoom = width - 2 - cols.app - cols.tenant - cols.auth - cols.status - 4;
  // A date column too narrow for `2026-01-…` would show only an ellipsis: leave it out.
  const dateWidth = dateRoom >= 8 ? dateRoom : 0;
  const header = `  ${pad('APP', cols.app)} ${pad('TENANT', cols.tenant)} ${pad('AUTH', cols.auth)} ${pad('STATUS', cols.status)} ${pad(wide ? 'CREATED / UPDATED' : 'UPDATED', dateWidth)}`;
  const visible = Math.max(1, height - 1);
  const start = Math.max(0, Math.min(state.cursor - visible + 1, shown.length - visible));
  const rows = shown.slice(Math.max(0, start), Math.max(0, start) + visible);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end" aria-hidden>
        {truncate(header, width)}
      </Text>
      {rows.map((r, i) => {
        const index = Math.max(0, start) + i;
        const here = index === state.cursor;
        const dates = wide ? `${shortDate(r.createdAt)} / ${shortDate(r.updatedAt)}` : shortDate(r.updatedAt);
        if (screenReader)
          return (
            <SpokenItem
              key={r.appAuthorizationArn}
              selected={here}
              label={`${r.app}, tenant ${r.tenant.tenantDisplayName}, auth ${r.authType}, status ${STATUS_WORDS[r.status]}, created ${shortDate(r.createdAt)}, updated ${shortDate(r.updatedAt)}`}
            />
          );
        return (
          <Text key={r.appAuthorizationArn} inverse={here} wrap="truncate-end">
            {here ? '› ' : '  '}
            {pad(r.app, cols.app)} {pad(r.tenant.tenantDisplayName, cols.tenant)} {pad(r.authType, cols.auth)}{' '}
            <Text color={STATUS_COLOR[r.status]}>{pad(`● ${STATUS_WORDS[r.status]}`, cols.status)}</Text>{' '}
            {pad(dates, dateWidth)}
          </Text>
        );
      })}
    </Box>
  );
}

function Detail({ record, width }: { record: AppAuthorization; width: number }) {
  const fields: [string, string][] = [
    ['ARN', record.appAuthorizationArn],
    ['Bundle', record.appBundleArn],
    ['App', record.app],
    ['Tenant', `${record.tenant.tenantDisplayName} (${record.tenant.tenantIdentifier})`],
    ['Auth type', record.authType],
    ['Status', `${STATUS_WORDS[record.status]} (${record.status})`],
    ['Created', record.createdAt.toISOString()],
    ['Updated', record.updatedAt.toISOString()],
    ...(record.persona !== undefined ? ([['Persona', record.persona]] as [string, string][]) : []),
    ...(record.authUrl !== undefined ? ([['Auth URL', record.authUrl]] as [string, string][]) : []),
  ];
  return (
    <Box flexDirection="column" width={width}>
      {fields.map(([label, value]) => (
        <Box key={label} width={width}>
          <Box width={11} flexShrink={0}>
            <Text bold aria-label={`${label}:`}>
              {label}
            </Text>
          </Box>
          <Box width={Math.max(1, width - 11)}>
            <Text wrap="wrap" {...(label === 'Status' ? { color: STATUS_COLOR[record.status] } : {})}>
              {value}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Lines the connect form takes: two of title, a line a field and one a field error, and the service's answer
 * (wrapped: counted with a line to spare for words carried over). */
function connectFormLines(form: ConnectForm, width: number): number {
  const fieldErrors = CONNECT_FIELDS.filter((f) => form.fieldErrors[f] !== undefined).length;
  const answer = form.error !== undefined ? Math.ceil((form.error.length + 2) / Math.max(1, width)) + 1 : 0;
  return 2 + CONNECT_FIELDS.length + fieldErrors + answer;
}

function ConnectFormView({
  form,
  title,
  width,
  onChange,
  onSubmit,
}: {
  form: ConnectForm;
  title: string;
  width: number;
  onChange: (field: ConnectForm['field'], value: string) => void;
  /** Enter inside typed text (a pasted line break): the next field, or connect on the last. */
  onSubmit: (field: ConnectForm['field']) => void;
}) {
  const labelWidth = Math.max(...Object.values(CONNECT_FIELD_LABELS).map((l) => l.length)) + 1;
  return (
    <Box flexDirection="column" width={width}>
      <Text color="cyan" wrap="truncate-end">
        {truncate(title, width)}
      </Text>
      <Text dimColor wrap="truncate-end">
        {truncate('the code the app returned after consent on its Auth URL, and that redirect URI', width)}
      </Text>
      {CONNECT_FIELDS.map((field) => (
        <FieldRow
          key={field}
          label={CONNECT_FIELD_LABELS[field]}
          labelWidth={labelWidth}
          width={width}
          focused={form.field === field}
          editable
          value={form[field]}
          onChange={(value) => onChange(field, value)}
          onSubmit={() => onSubmit(field)}
          secret={field === 'code'}
          {...(form.fieldErrors[field] !== undefined ? { error: form.fieldErrors[field] } : {})}
          {...(field === 'redirectUri' ? { placeholder: 'https://…' } : {})}
        />
      ))}
      {form.error !== undefined && (
        <Text color="red" wrap="wrap">
          {`✗ ${form.error}`}
        </Text>
      )}
    </Box>
  );
}
