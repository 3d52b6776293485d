// The rate-limit screen's keys: moving, callers, views, the simulator's controls (engine mode), the `/` filters of
// the view shown, and the record actions (copy, raw view) on the selected bucket. Returns the raw view when one is
// open: the screen then shows it instead.

import type { ReactElement } from 'react';
import type { BucketSnapshot, RateLimitCaller } from '../../../service/rateLimitsPort.js';
import {
  RATE_LIMIT_VIEWS,
  type RateLimitsState,
  type RateLimitView,
} from '../../../state/ratelimits/rateLimitsModel.js';
import type { RateLimitsStore } from '../../../state/ratelimits/rateLimitsStore.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { useCommands } from '../../keymap/KeymapContext.js';
import type { CommandHandlers } from '../../keymap/dispatcher.js';
import type { ScreenProps } from '../../screenContract.js';

/** Side by side, the secondary limits are always in sight: `v` toggles buckets and events only. */
const WIDE_VIEWS: readonly RateLimitView[] = ['buckets', 'events'];

export interface RateLimitsCommandsInput {
  rl: RateLimitsStore;
  state: RateLimitsState;
  shell: ScreenProps<RateLimitsStore>['shell'];
  isActive: boolean;
  width: number;
  height: number;
  sideBySide: boolean;
  /** The view in the main area (the secondary limits are beside the buckets when side by side). */
  mainView: RateLimitView;
  caller: RateLimitCaller | undefined;
  selectedBucket: BucketSnapshot | undefined;
}

export function useRateLimitsCommands(input: RateLimitsCommandsInput): ReactElement | undefined {
  const { rl, state: s, shell, isActive, width, height, mainView, caller, selectedBucket } = input;
  const { actions } = rl;
  const filterEditing = s.eventFilterEditing || s.bucketFilterEditing;
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
          : screenHandlers(input),
    { active: isActive, name: 'ratelimits' },
  );
  return rawView;
}

/** The keys while no field is typed in. */
function screenHandlers({ rl, sideBySide, mainView }: RateLimitsCommandsInput): CommandHandlers {
  const { actions, hasSimulator } = rl;
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
    'rateLimits.view': () => actions.cycleView(1, sideBySide ? WIDE_VIEWS : RATE_LIMIT_VIEWS),
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
  if (mainView === 'events') {
    handlers['rateLimits.filter'] = () => actions.startEventFilter();
    handlers['app.back'] = () => actions.back();
  } else if (mainView === 'buckets') {
    handlers['rateLimits.filter'] = () => actions.startBucketFilter();
    handlers['app.back'] = () => actions.back();
  }
  return handlers;
}

/** The bucket as GitHub's `GET /rate_limit` lists it under `resources`: `{"core": {limit, used, remaining, reset}}`. */
function rateLimitBodyEntry(bucket: BucketSnapshot): Record<string, unknown> {
  const { limit, used, remaining, reset } = bucket;
  return { [bucket.resource]: { limit, used, remaining, reset } };
}
