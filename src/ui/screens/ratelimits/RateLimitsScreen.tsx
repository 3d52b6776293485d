// The live rate-limit screen (area D). The store is made once per app and starts listening on the first visit;
// history and the log go on while other screens are shown. The lasting history and the alerts are not the screen's:
// the explorer opens them at start-up (src/state/ratelimits/monitor.ts) and the screen only reads them.
// Updates arrive batched (settings.refreshIntervalMs, at least 250 ms), countdowns tick once a second. The state
// lives in src/state/ratelimits/ (reducer, controller); this file puts the small views of this folder together.

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { thresholdsFromPercent } from '../../../state/ratelimits/gauge.js';
import { dryPeriods, ZOOM_WINDOW_MS, type LastingHistoryState } from '../../../history/lastingHistory.js';
import { rateLimitsLayout, simulatorRows } from '../../../state/ratelimits/layout.js';
import {
  historyKey,
  selectedSnapshot,
  shownBuckets,
  type ClickableList,
  type RateLimitView,
} from '../../../state/ratelimits/rateLimitsModel.js';
import type { RateLimitsStore } from '../../../state/ratelimits/rateLimitsStore.js';
import type { Sample } from '../../../state/ratelimits/history.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import type { ScreenProps } from '../../screenContract.js';
import { CallerLine } from './CallerLine.js';
import { DetailLine } from './DetailLine.js';
import { EventList } from './EventList.js';
import { LiveTime } from './liveTime.js';
import { MainPanel, type RowChoosers } from './MainPanel.js';
import { SimulatorLine } from './SimulatorLine.js';
import { useDryStarts } from './useDryStarts.js';
import { useRateLimitsCommands } from './useRateLimitsCommands.js';
import { ViewTabs } from './ViewTabs.js';

/** Before the lasting history exists (never, once the screen state is made): the screen's own 5-minute history. */
const NO_LASTING = createStore<LastingHistoryState>(() => ({ zoom: '5m', series: {} }));

/** One empty history for every bucket without samples: the memoised rows then keep their render. */
const NO_SAMPLES: readonly Sample[] = [];

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
  useScreenChrome(chrome, { crumbs: caller ? [caller.id] : [], typing: s.eventFilterEditing || s.bucketFilterEditing });

  const historyWindowMs = ZOOM_WINDOW_MS[lasting.zoom];
  const dryAll = (resource: string) =>
    s.selectedCallerId ? dryPeriods(lasting.series[historyKey(s.selectedCallerId, resource)] ?? NO_SAMPLES) : [];
  const dryStart = useDryStarts(rl.time, snapshot?.buckets ?? [], dryAll, historyWindowMs);
  const layout = rateLimitsLayout(width, height, hasSimulator, s.view, dryStart.size > 0);
  const mainView: RateLimitView = layout.sideBySide && s.view === 'secondary' ? 'buckets' : s.view;
  const buckets = shownBuckets(s);
  const bucketCursor = Math.min(s.bucketCursor, Math.max(0, buckets.length - 1));
  const selectedBucket = buckets[bucketCursor];
  const rawView = useRateLimitsCommands({
    rl,
    state: s,
    shell,
    isActive,
    width,
    height,
    sideBySide: layout.sideBySide,
    mainView,
    caller,
    selectedBucket,
  });
  // A click chooses a row (never while a `/` filter is typed); the functions stay the same for the memoised lists.
  const choosers = useMemo(() => rowChoosers(actions.chooseRow), [actions]);
  const clickable = isActive && !s.eventFilterEditing && !s.bucketFilterEditing;
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
        <CallerLine
          caller={caller}
          index={s.callers.findIndex((c) => c.id === s.selectedCallerId)}
          count={s.callers.length}
          simulated={s.simulator?.callerIds.includes(caller?.id ?? '') ?? false}
        />
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
        <ViewTabs
          shown={mainView}
          sideBySide={layout.sideBySide}
          updatedAt={snapshot ? Math.max(snapshot.at, s.updatedAt ?? 0) : undefined}
        />
        <MainPanel
          view={mainView}
          state={s}
          actions={actions}
          layout={layout}
          width={width}
          thresholds={thresholds}
          snapshot={snapshot}
          buckets={buckets}
          bucketCursor={bucketCursor}
          historyOf={historyOf}
          historyWindowMs={historyWindowMs}
          dryStart={dryStart}
          choose={clickable ? choosers : undefined}
        />
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

function rowChoosers(choose: (list: ClickableList, index: number) => void): RowChoosers {
  return {
    callers: (index) => choose('callers', index),
    buckets: (index) => choose('buckets', index),
    secondary: (index) => choose('secondary', index),
  };
}
