// The rate-limit screen's main area, the view the tabs name: the event log, the secondary limits, or the bucket
// table (with the callers overview to its left and the secondary limits to its right when there is room). A click on
// a row of the callers, the buckets or the secondary limits (when it is the main view) chooses it; the event log has
// no cursor.

import { Box } from 'ink';
import type { BucketSnapshot, CallerSnapshot } from '../../../service/rateLimitsPort.js';
import { filterEvents } from '../../../state/ratelimits/eventLog.js';
import type { GaugeThresholds } from '../../../state/ratelimits/gauge.js';
import type { Sample } from '../../../state/ratelimits/history.js';
import type { RateLimitsLayout } from '../../../state/ratelimits/layout.js';
import type { ClickableList, RateLimitsState, RateLimitView } from '../../../state/ratelimits/rateLimitsModel.js';
import type { RateLimitsActions } from '../../../state/ratelimits/rateLimitsStore.js';
import { BucketTable } from './BucketTable.js';
import { CallersOverview } from './CallersOverview.js';
import { EventList } from './EventList.js';
import { FilterLine } from './FilterLine.js';
import { SecondaryPanel } from './SecondaryPanel.js';

export interface MainPanelProps {
  view: RateLimitView;
  state: RateLimitsState;
  actions: RateLimitsActions;
  layout: RateLimitsLayout;
  width: number;
  thresholds: GaugeThresholds;
  snapshot: CallerSnapshot | undefined;
  /** The selected caller's buckets the `/` filter lets through, and the cursor among them. */
  buckets: readonly BucketSnapshot[];
  bucketCursor: number;
  historyOf: (resource: string) => readonly Sample[];
  historyWindowMs: number;
  /** When each bucket last ran dry within the span shown (`HH:MM`), by resource. */
  dryStart: ReadonlyMap<string, string>;
  /** What a click on a row of each list does (stable functions, for the memoised lists); absent: clicks do nothing. */
  choose?: RowChoosers | undefined;
}

/** A click on row `index` of the callers overview, the bucket table or the secondary limits. */
export type RowChoosers = Readonly<Record<ClickableList, (index: number) => void>>;

export function MainPanel(props: MainPanelProps) {
  const { view, state: s, layout, width, thresholds, snapshot } = props;
  return (
    <Box height={layout.mainRows} flexDirection="row" overflowY="hidden">
      {view === 'events' ? (
        <EventsPanel {...props} />
      ) : view === 'secondary' ? (
        snapshot ? (
          <SecondaryPanel
            usage={snapshot.secondary}
            width={width}
            rows={layout.mainRows}
            thresholds={thresholds}
            cursor={s.secondaryCursor}
            onSelectRow={props.choose?.secondary}
          />
        ) : null
      ) : (
        <BucketsPanel {...props} />
      )}
    </Box>
  );
}

function EventsPanel({ state: s, actions, layout, width }: MainPanelProps) {
  const filtered = s.eventFilter !== '' || s.eventFilterEditing;
  return (
    <Box flexDirection="column" width={width}>
      <EventList
        events={filterEvents(s.events, s.eventFilter)}
        rows={filtered ? layout.mainRows - 1 : layout.mainRows}
        width={width}
        counted={s.counted}
        scroll={s.eventScroll}
      />
      {filtered ? (
        <FilterLine
          width={width}
          text={s.eventFilter}
          editing={s.eventFilterEditing}
          onChange={actions.setEventFilter}
          onSubmit={() => actions.applyEventFilter()}
          matches={`${filterEvents(s.events, s.eventFilter).length.toLocaleString('en-US')} of ${s.events.length.toLocaleString('en-US')} events match`}
        />
      ) : null}
    </Box>
  );
}

function BucketsPanel({
  state: s,
  actions,
  layout,
  thresholds,
  snapshot,
  buckets,
  bucketCursor,
  historyOf,
  historyWindowMs,
  dryStart,
  choose,
}: MainPanelProps) {
  const filterRow = s.bucketFilter !== '' || s.bucketFilterEditing ? 1 : 0;
  return (
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
            onSelectRow={choose?.callers}
          />
        </Box>
      ) : null}
      <Box width={layout.bucketsWidth} flexDirection="column">
        {snapshot ? (
          <BucketTable
            buckets={buckets}
            cursor={bucketCursor}
            columns={layout.columns}
            rows={layout.mainRows - filterRow}
            thresholds={thresholds}
            historyOf={historyOf}
            historyWindowMs={historyWindowMs}
            dryOf={(resource) => dryStart.get(resource) ?? ''}
            onSelectRow={choose?.buckets}
          />
        ) : null}
        {filterRow > 0 ? (
          <FilterLine
            width={layout.bucketsWidth}
            text={s.bucketFilter}
            editing={s.bucketFilterEditing}
            onChange={actions.setBucketFilter}
            onSubmit={() => actions.applyBucketFilter()}
            matches={`${buckets.length} of ${snapshot?.buckets.length ?? 0} buckets match`}
          />
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
  );
}
