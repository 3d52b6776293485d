// The live rate-limit screen (area D). The store is made once per app and starts listening on the first visit;
// history and the log go on while other screens are shown. The lasting history and the alerts are not the screen's:
// the explorer opens them at start-up (src/state/ratelimits/monitor.ts) and the screen only reads them.
// Updates arrive batched (settings.refreshIntervalMs, at least 250 ms), countdowns tick once a second.

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { systemClock } from '../../../domain/clock.js';
import { thresholdsFromPercent } from '../../../state/ratelimits/gauge.js';
import { dryPeriods, ZOOM_WINDOW_MS, type LastingHistoryState } from '../../../history/lastingHistory.js';
import { rateLimitsLayout, simulatorRows } from '../../../state/ratelimits/layout.js';
import {
  historyKey,
  RATE_LIMIT_VIEWS,
  selectedSnapshot,
  shownBuckets,
  type RateLimitView,
} from '../../../state/ratelimits/rateLimitsModel.js';
import { createRateLimitsStore, type RateLimitsStore } from '../../../state/ratelimits/rateLimitsStore.js';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import type { Sample } from '../../../state/ratelimits/history.js';
import type { BucketSnapshot } from '../../../service/rateLimitsPort.js';
import { useCommands } from '../../keymap/KeymapContext.js';
import { FieldInput } from '../../components/FieldInput.js';
import { filterEvents } from '../../../state/ratelimits/eventLog.js';
import type { CommandHandlers } from '../../keymap/dispatcher.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import type { ScreenDeps, ScreenProps } from '../../screenContract.js';
import { BucketTable } from './BucketTable.js';
import { CallersOverview } from './CallersOverview.js';
import { DetailLine, dryWithin } from './DetailLine.js';
import { EventList } from './EventList.js';
import { SecondaryPanel } from './SecondaryPanel.js';
import { LiveTime } from './liveTime.js';
import { SimulatorLine } from './SimulatorLine.js';

export const MIN_REFRESH_MS = 250;

export function createRateLimitsScreenState(deps: ScreenDeps): RateLimitsStore {
  const refresh = deps.settings.get().refreshIntervalMs;
  return {
    ...createRateLimitsStore({
      port: deps.services.rateLimits,
      clock: deps.clock ?? systemClock,
      timer: deps.timers,
      notify: deps.shell.notify,
      batchMs: Math.min(5000, Math.max(MIN_REFRESH_MS, Number.isFinite(refresh) ? refresh : MIN_REFRESH_MS)),
    }),
    ...(deps.rateLimitMonitor !== undefined ? { lasting: deps.rateLimitMonitor } : {}),
  };
}

/** Side by side, the secondary limits are always in sight: `v` toggles buckets and events only. */
const WIDE_VIEWS: readonly RateLimitView[] = ['buckets', 'events'];

/** Before the lasting history exists (never, once the screen state is made): the screen's own 5-minute history. */
const NO_LASTING = createStore<LastingHistoryState>(() => ({ zoom: '5m', series: {} }));

/** One empty history for every bucket without samples: the memoised rows then keep their render. */
const NO_SAMPLES: readonly Sample[] = [];

const VIEW_TITLES: Record<RateLimitView, string> = { buckets: 'Buckets', secondary: 'Secondary', events: 'Events' };

export function RateLimitsScreen({
  state: rl,
  settings,
  shell,
  chrome,
  isActive,
  width,
  height,
}: ScreenProps<RateLimitsStore>) {
  const { store, actions, hasSimulator } = rl;
  // Opened on the first visit and kept listening afterwards, so the history and the event log go on while another
  // screen is shown (a batch costs the store a few microseconds; nothing renders while hidden).
  useEffect(() => {
    void actions.open();
  }, [actions]);
  const s = useStore(store);
  const lasting = useStore(rl.lasting?.store ?? NO_LASTING);
  const settingsNow = useSyncExternalStore(settings.subscribe, settings.get);
  // The selected bucket's spoken line is built only in accessible mode: without it every 1 s frame would format it.
  const screenReader = useIsScreenReaderEnabled();
  // One object while the settings stay: memoised children (the callers overview) then keep their render.
  const thresholds = useMemo(() => thresholdsFromPercent(settingsNow.thresholds), [settingsNow.thresholds]);
  const caller = s.callers.find((c) => c.id === s.selectedCallerId);
  const snapshot = selectedSnapshot(s);

  const filterEditing = s.eventFilterEditing || s.bucketFilterEditing;
  useScreenChrome(chrome, { crumbs: caller ? [caller.id] : [], typing: filterEditing });

  // When each bucket of the selected caller last ran dry within the span shown (from the lasting per-minute history).
  // The column's presence changes the layout, so the screen itself follows the clock here, but only this text: the
  // countdowns and sparklines are leaves that follow it on their own.
  const historyWindowMs = ZOOM_WINDOW_MS[lasting.zoom];
  const dryAll = (resource: string) =>
    s.selectedCallerId ? dryPeriods(lasting.series[historyKey(s.selectedCallerId, resource)] ?? NO_SAMPLES) : [];
  const dryFrom = useStore(rl.time, ({ now }) =>
    (snapshot?.buckets ?? [])
      .map((b) => String(dryWithin(dryAll(b.resource), now, historyWindowMs).at(-1)?.from ?? ''))
      .join(','),
  ).split(',');
  const dryStart = new Map<string, string>();
  snapshot?.buckets.forEach((b, i) => {
    const from = dryFrom[i] ?? '';
    if (from !== '') dryStart.set(b.resource, formatClockTime(Number(from)).slice(0, 5));
  });
  const layout = rateLimitsLayout(width, height, hasSimulator, s.view, dryStart.size > 0);
  const handlers: Record<string, CommandHandlers[string]> = {
    'nav.down': () => actions.moveCursor(1),
    'nav.up': () => actions.moveCursor(-1),
    'nav.pageDown': () => actions.moveCursor(10),
    'nav.pageUp': () => actions.moveCursor(-10),
    'nav.top': () => actions.moveCursor(-1000),
    'nav.bottom': () => actions.moveCursor(1000),
    'rateLimits.prevCaller': () => actions.selectCaller(-1),
    'rateLimits.nextCaller': () => actions.selectCaller(1),
    'app.reload': () => {
      void actions.reload();
      // A monitor whose start-up listing failed tries again (open() is idempotent once it has succeeded).
      rl.lasting?.actions.open().catch(() => undefined);
    },
    'rateLimits.view': () => actions.cycleView(1, layout.sideBySide ? WIDE_VIEWS : RATE_LIMIT_VIEWS),
    ...(rl.lasting ? { 'rateLimits.zoom': () => rl.lasting!.actions.cycleZoom() } : {}),
    ...(hasSimulator
      ? {
          'rateLimits.simToggle': () => actions.toggleSimulator(),
          'rateLimits.rateUp': () => actions.stepRate(1),
          'rateLimits.rateDown': () => actions.stepRate(-1),
          'rateLimits.mix': () => actions.nextMix(),
          'rateLimits.simCaller': () => actions.toggleSelectedCallerInSimulator(),
        }
      : {}),
  };
  const mainView: RateLimitView = layout.sideBySide && s.view === 'secondary' ? 'buckets' : s.view;
  if (mainView === 'events') {
    handlers['rateLimits.filter'] = () => actions.startEventFilter();
    handlers['app.back'] = () => actions.back();
  } else if (mainView === 'buckets') {
    handlers['rateLimits.filter'] = () => actions.startBucketFilter();
    handlers['app.back'] = () => actions.back();
  }
  const buckets = shownBuckets(s);
  const bucketCursor = Math.min(s.bucketCursor, Math.max(0, buckets.length - 1));
  const selectedBucket = buckets[bucketCursor];
  const bucketFilterRow = mainView === 'buckets' && (s.bucketFilter !== '' || s.bucketFilterEditing) ? 1 : 0;
  const rawView = useRecordActions({
    shell,
    enabled: !filterEditing,
    isActive,
    width,
    height,
    name: 'ratelimits',
    selected: () =>
      mainView === 'buckets' && selectedBucket !== undefined
        ? {
            kind: 'bucket',
            name: caller ? `${selectedBucket.resource} of ${caller.id}` : selectedBucket.resource,
            id: { what: 'bucket name', text: selectedBucket.resource },
            wire: rateLimitBodyEntry(selectedBucket),
          }
        : undefined,
  });
  useCommands(
    rawView !== undefined
      ? {}
      : s.eventFilterEditing
        ? { 'field.submit': () => actions.applyEventFilter(), 'field.cancel': () => actions.cancelEventFilter() }
        : s.bucketFilterEditing
          ? { 'field.submit': () => actions.applyBucketFilter(), 'field.cancel': () => actions.cancelBucketFilter() }
          : handlers,
    { active: isActive, name: 'ratelimits' },
  );

  const callerIndex = s.callers.findIndex((c) => c.id === s.selectedCallerId);
  // The last 5 minutes come from the screen's own 1 s samples; the hour and the day from the lasting per-minute history.
  const historyOf = (resource: string) =>
    s.selectedCallerId
      ? ((lasting.zoom === '5m' ? s.history : lasting.series)[historyKey(s.selectedCallerId, resource)] ?? NO_SAMPLES)
      : NO_SAMPLES;

  if (rawView !== undefined) return rawView;
  if (s.status === 'failed') {
    return (
      <Box width={width}>
        <Text color="red">{`Could not list the callers: ${s.error ?? 'unknown error'} (R reloads)`}</Text>
      </Box>
    );
  }
  if (s.status === 'loading' && s.callers.length === 0) return <Text dimColor>Loading callers…</Text>;
  if (s.callers.length === 0)
    return <Text dimColor>No GitHub callers are configured (the dataset's github.callers is empty).</Text>;

  return (
    <LiveTime time={rl.time}>
      {/* Clipped by rows only: every line is laid out within `width` (truncated or fitted), and a horizontal clip
          makes Ink measure and re-slice every line of the screen again on every frame (the countdowns' tick). */}
      <Box flexDirection="column" width={width} height={height} overflowY="hidden">
        <Text wrap="truncate-end">
          <Text dimColor aria-label={`caller ${callerIndex + 1} of ${s.callers.length}: `}>
            {`caller ${callerIndex + 1}/${s.callers.length} ◀ `}
          </Text>
          <Text bold color="cyan">
            {caller?.id ?? ''}
          </Text>
          {s.simulator?.callerIds.includes(caller?.id ?? '') ? <Text color="green">{' (simulated)'}</Text> : null}
          <Text dimColor aria-label={`, ${caller?.label ?? ''}`}>{` ▶  ${caller?.label ?? ''}`}</Text>
        </Text>
        {hasSimulator && s.simulator ? (
          <SimulatorLine
            sim={s.simulator}
            width={width}
            rows={simulatorRows(hasSimulator, height)}
            {...(s.selectedCallerId !== undefined ? { selectedCallerId: s.selectedCallerId } : {})}
          />
        ) : hasSimulator ? (
          <Text dimColor>simulator…</Text>
        ) : null}
        <Text wrap="truncate-end">
          {RATE_LIMIT_VIEWS.filter((v) => !(layout.sideBySide && v === 'secondary')).map((v) => (
            <Text
              key={v}
              bold={v === mainView}
              color={v === mainView ? 'cyan' : undefined}
              dimColor={v !== mainView}
              aria-label={v === mainView ? `${VIEW_TITLES[v]} view (selected), ` : `${VIEW_TITLES[v]} view, `}
            >
              {v === mainView ? `[${VIEW_TITLES[v]}] ` : ` ${VIEW_TITLES[v]}  `}
            </Text>
          ))}
          <Text
            dimColor
            aria-label={
              snapshot
                ? `updated ${formatClockTime(Math.max(snapshot.at, s.updatedAt ?? 0)).slice(0, 5)} UTC`
                : 'waiting for the first snapshot…'
            }
          >
            {snapshot
              ? ` updated ${formatClockTime(Math.max(snapshot.at, s.updatedAt ?? 0))} UTC`
              : ' waiting for the first snapshot…'}
          </Text>
        </Text>
        <Box height={layout.mainRows} flexDirection="row" overflowY="hidden">
          {mainView === 'events' ? (
            <Box flexDirection="column" width={width}>
              <EventList
                events={filterEvents(s.events, s.eventFilter)}
                rows={s.eventFilter !== '' || s.eventFilterEditing ? layout.mainRows - 1 : layout.mainRows}
                width={width}
                counted={s.counted}
                scroll={s.eventScroll}
              />
              {s.eventFilter !== '' || s.eventFilterEditing ? (
                <Box width={width}>
                  <Text color="cyan">/</Text>
                  {s.eventFilterEditing ? (
                    <FieldInput
                      value={s.eventFilter}
                      onChange={actions.setEventFilter}
                      onSubmit={() => actions.applyEventFilter()}
                      what="Filter"
                    />
                  ) : (
                    <Text>{s.eventFilter}</Text>
                  )}
                  <Text dimColor wrap="truncate">
                    {`  ${filterEvents(s.events, s.eventFilter).length.toLocaleString('en-US')} of ${s.events.length.toLocaleString('en-US')} events match${s.eventFilterEditing ? '' : ' (Esc clears)'}`}
                  </Text>
                </Box>
              ) : null}
            </Box>
          ) : mainView === 'secondary' ? (
            snapshot ? (
              <SecondaryPanel
                usage={snapshot.secondary}
                width={width}
                rows={layout.mainRows}
                thresholds={thresholds}
                cursor={s.secondaryCursor}
              />
            ) : null
          ) : (
            <>
              {layout.callersWidth > 0 ? (
                <Box width={layout.callersWidth} marginRight={1}>
                  <CallersOverview
                    callers={s.callers}
                    snapshots={s.snapshots}
                    selectedId={s.selectedCallerId}
                    width={layout.callersWidth}
                    rows={layout.mainRows}
                    thresholds={thresholds}
                  />
                </Box>
              ) : null}
              <Box width={layout.bucketsWidth} flexDirection="column">
                {snapshot ? (
                  <BucketTable
                    buckets={buckets}
                    cursor={bucketCursor}
                    columns={layout.columns}
                    rows={layout.mainRows - bucketFilterRow}
                    thresholds={thresholds}
                    historyOf={historyOf}
                    historyWindowMs={historyWindowMs}
                    dryOf={(resource) => dryStart.get(resource) ?? ''}
                  />
                ) : null}
                {bucketFilterRow > 0 ? (
                  <Box width={layout.bucketsWidth}>
                    <Text color="cyan">/</Text>
                    {s.bucketFilterEditing ? (
                      <FieldInput
                        value={s.bucketFilter}
                        onChange={actions.setBucketFilter}
                        onSubmit={() => actions.applyBucketFilter()}
                        what="Filter"
                      />
                    ) : (
                      <Text>{s.bucketFilter}</Text>
                    )}
                    <Text dimColor wrap="truncate">
                      {`  ${buckets.length} of ${snapshot?.buckets.length ?? 0} buckets match${s.bucketFilterEditing ? '' : ' (Esc clears)'}`}
                    </Text>
                  </Box>
                ) : null}
              </Box>
              {layout.sideBySide && snapshot ? (
                <Box marginLeft={1} width={layout.secondaryWidth}>
                  <SecondaryPanel
                    usage={snapshot.secondary}
                    width={layout.secondaryWidth}
                    rows={layout.mainRows}
                    thresholds={thresholds}
                  />
                </Box>
              ) : null}
            </>
          )}
        </Box>
        <DetailLine
          bucket={selectedBucket}
          history={selectedBucket ? historyOf(selectedBucket.resource) : NO_SAMPLES}
          dry={selectedBucket ? dryAll(selectedBucket.resource) : []}
          span={{ zoom: lasting.zoom, windowMs: historyWindowMs }}
          width={width}
          screenReader={screenReader}
        />
        {layout.eventRows > 0 ? (
          <EventList events={s.events} rows={layout.eventRows} width={width} counted={s.counted} />
        ) : null}
      </Box>
    </LiveTime>
  );
}

/** The bucket as GitHub's `GET /rate_limit` lists it under `resources`: `{"core": {limit, used, remaining, reset}}`. */
function rateLimitBodyEntry(bucket: BucketSnapshot): Record<string, unknown> {
  const { limit, used, remaining, reset } = bucket;
  return { [bucket.resource]: { limit, used, remaining, reset } };
}
