// The line above the main view: its tabs (the one shown in brackets) and when the port last reported.

import { Text } from 'ink';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import { RATE_LIMIT_VIEWS, type RateLimitView } from '../../../state/ratelimits/rateLimitsModel.js';

const VIEW_TITLES: Record<RateLimitView, string> = { buckets: 'Buckets', secondary: 'Secondary', events: 'Events' };

export function ViewTabs({
  shown,
  sideBySide,
  updatedAt,
}: {
  shown: RateLimitView;
  /** The secondary limits are beside the buckets: no tab of their own. */
  sideBySide: boolean;
  /** When the screen is current as of; undefined before the first snapshot. */
  updatedAt: number | undefined;
}) {
  return (
    <Text wrap="truncate-end">
      {RATE_LIMIT_VIEWS.filter((v) => !(sideBySide && v === 'secondary')).map((v) => (
        <Text
          key={v}
          bold={v === shown}
          color={v === shown ? 'cyan' : undefined}
          dimColor={v !== shown}
          aria-label={v === shown ? `${VIEW_TITLES[v]} view (selected), ` : `${VIEW_TITLES[v]} view, `}
        >
          {v === shown ? `[${VIEW_TITLES[v]}] ` : ` ${VIEW_TITLES[v]}  `}
        </Text>
      ))}
      <Text
        dimColor
        aria-label={
          updatedAt !== undefined
            ? `updated ${formatClockTime(updatedAt).slice(0, 5)} UTC`
            : 'waiting for the first snapshot…'
        }
      >
        {updatedAt !== undefined ? ` updated ${formatClockTime(updatedAt)} UTC` : ' waiting for the first snapshot…'}
      </Text>
    </Text>
  );
}
