// Gauge colours by threshold, asserted on the ANSI colour codes of the rendered rows (colours forced on in Ink's chalk
// for this file: test/helpers/inkColors.ts says why the environment cannot do it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { BucketTable } from '../../src/ui/screens/ratelimits/BucketTable.js';
import { bucketColumns } from '../../src/state/ratelimits/layout.js';
import { thresholdsFromPercent } from '../../src/state/ratelimits/gauge.js';
import { bucket } from '../state/rateLimitsFakePort.js';
import { forceInkColors } from '../helpers/inkColors.js';

const T0 = Date.UTC(2026, 0, 1, 12);
const RED = '\u001B[31m';
const YELLOW = '\u001B[33m';
const GREEN = '\u001B[32m';

function rowOf(frame: string, name: string): string {
  return frame.split('\n').find((line) => line.includes(name)) ?? '';
}

let restoreColors: () => void = () => undefined;
beforeAll(async () => {
  restoreColors = await forceInkColors();
});
afterAll(() => restoreColors());

describe('gauge colours', () => {
  it('are green, yellow and red by the thresholds from the settings', () => {
    const buckets = [
      bucket('core', 5000, 1000, T0 / 1000 + 3600),
      bucket('graphql', 5000, 4000, T0 / 1000 + 3600),
      bucket('search', 30, 30, T0 / 1000 + 60),
    ];
    const { lastFrame, unmount } = render(
      <BucketTable
        buckets={buckets}
        cursor={0}
        columns={bucketColumns(100)}
        rows={10}
        now={T0}
        thresholds={thresholdsFromPercent({ warningPercent: 25, criticalPercent: 10 })}
        historyOf={() => []}
        historyWindowMs={300_000}
      />,
    );
    const frame = lastFrame() ?? '';
    expect(rowOf(frame, 'core')).toContain(GREEN);
    expect(rowOf(frame, 'graphql')).toContain(YELLOW);
    expect(rowOf(frame, 'graphql')).not.toContain(RED);
    expect(rowOf(frame, 'search')).toContain(RED);
    unmount();
  });

  it('follow changed thresholds: 20% remaining is critical at a 25% critical threshold', () => {
    const { lastFrame, unmount } = render(
      <BucketTable
        buckets={[bucket('graphql', 5000, 4000, T0 / 1000 + 3600)]}
        cursor={0}
        columns={bucketColumns(100)}
        rows={10}
        now={T0}
        thresholds={thresholdsFromPercent({ warningPercent: 50, criticalPercent: 25 })}
        historyOf={() => []}
        historyWindowMs={300_000}
      />,
    );
    expect(rowOf(lastFrame() ?? '', 'graphql')).toContain(RED);
    unmount();
  });
});
