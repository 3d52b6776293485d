// Screen 3's table of authorizations and the line above it (count, bundle, when listed). Rows a live refresh found
// new or changed are marked `*` (and said so to a screen reader) until the next refresh. A click selects a row.

import { useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import type { AppAuthorizationStatus } from '../../../domain/appfabric/types.js';
import {
  STATUS_WORDS,
  visibleAuthorizations,
  type AuthorizationsState,
} from '../../../state/authorizations/authorizationsReducer.js';
import { timeOfDay } from '../../../state/liveRefresh.js';
import { SpokenItem } from '../../components/SpokenItem.js';
import { useMouseRows } from '../../mouse/MouseRows.js';
import { fit, truncate } from '../../text.js';

export const STATUS_COLOR: Record<AppAuthorizationStatus, string> = {
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

/** `2 authorizations · updated 14:03:07 · bundle ARN` (or why the last live refresh failed). */
export function bundleLine(state: AuthorizationsState): string {
  const n = state.rows.length;
  const count = state.status === 'ready' ? `${n} authorization${n === 1 ? '' : 's'} · ` : '';
  const which =
    state.bundles.length > 1
      ? `bundle ${state.bundles.indexOf(state.bundleArn ?? '') + 1}/${state.bundles.length} (b: next) `
      : 'bundle ';
  const listed =
    state.refreshError !== undefined
      ? `refresh failed: ${state.refreshError} · `
      : state.listedAt !== undefined && state.status === 'ready'
        ? `updated ${timeOfDay(state.listedAt)} · `
        : '';
  // The time before the bundle's ARN, which is cut first on a narrow terminal.
  return `${count}${listed}${which}${state.bundleArn ?? '(none)'}`;
}

export function AuthorizationsTable({
  state,
  width,
  height,
  onSelectRow,
}: {
  state: AuthorizationsState;
  width: number;
  height: number;
  /** A click on a drawn row (the mouse): its index among the rows the filter shows. Absent: clicks do nothing. */
  onSelectRow?: ((index: number) => void) | undefined;
}) {
  const screenReader = useIsScreenReaderEnabled();
  const shown = visibleAuthorizations(state);
  const visible = Math.max(1, height - 1);
  const start = Math.max(0, Math.min(state.cursor - visible + 1, shown.length - visible));
  const rows = state.status === 'ready' ? shown.slice(start, start + visible) : [];
  // A click selects the row under it, below the column titles; it never opens, connects or deletes.
  const box = useRef<DOMElement>(null);
  useMouseRows(box, {
    firstRow: 1,
    count: rows.length,
    select: (drawn) => onSelectRow?.(start + drawn),
    active: onSelectRow !== undefined && !screenReader,
  });
  if (state.status === 'failed')
    return <Text color="red" wrap="wrap">{`Could not list: ${state.error ?? ''} (R retries)`}</Text>;
  if (state.status !== 'ready') return <Text dimColor>Loading app authorizations…</Text>;
  if (state.rows.length === 0)
    return (
      <Text dimColor wrap="wrap">
        No authorizations in this bundle. n creates one.
      </Text>
    );
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
  return (
    <Box ref={box} flexDirection="column">
      <Text bold wrap="truncate-end" aria-hidden>
        {truncate(header, width)}
      </Text>
      {rows.map((r, i) => {
        const index = start + i;
        const here = index === state.cursor;
        const changed = state.changed.includes(r.appAuthorizationArn);
        const dates = wide ? `${shortDate(r.createdAt)} / ${shortDate(r.updatedAt)}` : shortDate(r.updatedAt);
        if (screenReader)
          return (
            <SpokenItem
              key={r.appAuthorizationArn}
              selected={here}
              label={`${r.app}, tenant ${r.tenant.tenantDisplayName}, auth ${r.authType}, status ${STATUS_WORDS[r.status]}, created ${shortDate(r.createdAt)}, updated ${shortDate(r.updatedAt)}${changed ? ', changed' : ''}`}
            />
          );
        return (
          <Text key={r.appAuthorizationArn} inverse={here} bold={changed} wrap="truncate-end">
            {here ? '›' : ' '}
            {changed ? '*' : ' '}
            {pad(r.app, cols.app)} {pad(r.tenant.tenantDisplayName, cols.tenant)} {pad(r.authType, cols.auth)}{' '}
            <Text color={STATUS_COLOR[r.status]}>{pad(`● ${STATUS_WORDS[r.status]}`, cols.status)}</Text>{' '}
            {pad(dates, dateWidth)}
          </Text>
        );
      })}
    </Box>
  );
}
