// Live views on screen 3's list (issue 30, addition 1): the list lists itself again every `autoRefreshSeconds`, on
// the injected timers (advanced by the test, never waited for): a row changes without a key, the cursor stays on its
// authorization, the changed row is marked, the header says when; 0 turns it off; nothing moves under a question.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, demoDataset } from '../../src/engine/index.js';
import { VirtualClock } from '../../src/domain/clock.js';
import type { AppAuthorization } from '../../src/domain/appfabric/types.js';
import { timeOfDay } from '../../src/state/liveRefresh.js';
import { ManualTimers } from '../helpers/manualTimers.js';
import { renderHost, type Host } from './wizardShellHost.js';

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];
let host: Host | undefined;
afterEach(() => host?.app.unmount());

async function liveList(
  settings: { autoRefreshSeconds?: number } = {},
): Promise<{ h: Host; timers: ManualTimers; clock: VirtualClock; slack: AppAuthorization }> {
  const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
  const timers = new ManualTimers(clock);
  host = renderHost({
    screen: 'authorizations',
    authorizationsList: true,
    dataset: { ...demoDataset(), appAuthorizations: [] },
    clock,
    timers,
    settings,
  });
  const h = host;
  await h.app.waitForFrame('No authorizations in this bundle');
  const port = h.engine.appAuthorizations;
  const slack = (
    await port.create({
      appBundleIdentifier: BUNDLE,
      app: 'SLACK',
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: 'k-1' } },
      tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme Slack' },
    })
  ).appAuthorization;
  await port.create({
    appBundleIdentifier: BUNDLE,
    app: 'ZOOM',
    authType: 'apiKey',
    credential: { apiKeyCredential: { apiKey: 'k-2' } },
    tenant: { tenantIdentifier: 'Z1', tenantDisplayName: 'Beta Zoom' },
  });
  await h.app.press('R');
  await h.app.waitForFrame('Beta Zoom');
  return { h, timers, clock, slack };
}

/** The table row that names `tenant`. */
function rowOf(frame: string, tenant: string): string {
  return frame.split('\n').find((line) => line.includes(tenant)) ?? '';
}

describe('live authorizations list', () => {
  it('a PendingConnect authorization turns connected without R; the cursor stays, the row is marked, the header says when', async () => {
    const { h, timers, clock, slack } = await liveList();
    await h.app.press('j');
    await h.app.waitForFrame(/› ZOOM/);
    expect(h.app.frame()).toContain(`updated ${timeOfDay(clock.now())}`);
    // Connected behind the list's back (another user, another tool).
    clock.advance(2000);
    await h.engine.appAuthorizations.connect({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: slack.appAuthorizationArn,
    });
    expect(rowOf(h.app.frame(), 'Acme Slack')).toContain('pending connect');
    timers.advance(5000);
    const live = await h.app.waitForFrame((f) => rowOf(f, 'Acme Slack').includes('● connected'));
    expect(rowOf(live, 'Acme Slack')).toMatch(/^ \* ?SLACK/);
    expect(rowOf(live, 'Beta Zoom')).toMatch(/^› {1,2}ZOOM/);
    expect(live).toContain(`updated ${timeOfDay(clock.now())}`);
    // The next refresh finds nothing new: the mark goes.
    timers.advance(5000);
    await h.app.waitForFrame((f) => !rowOf(f, 'Acme Slack').includes('*'));
    expect(rowOf(h.app.frame(), 'Beta Zoom')).toMatch(/^›/);
  });

  it('0 turns it off: nothing is listed again until R', async () => {
    const { h, timers, slack } = await liveList({ autoRefreshSeconds: 0 });
    await h.engine.appAuthorizations.connect({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: slack.appAuthorizationArn,
    });
    timers.advance(60_000);
    await h.app.press('j');
    await h.app.waitForFrame(/› ZOOM/);
    expect(rowOf(h.app.frame(), 'Acme Slack')).toContain('pending connect');
    await h.app.press('R');
    await h.app.waitForFrame((f) => rowOf(f, 'Acme Slack').includes('● connected'));
  });

  it('no refresh while a question is open; the next tick after it closes refreshes', async () => {
    const { h, timers, slack } = await liveList();
    await h.app.press('d');
    await h.app.waitForFrame('y/N');
    await h.engine.appAuthorizations.connect({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: slack.appAuthorizationArn,
    });
    timers.advance(5000);
    await h.app.press('k');
    expect(rowOf(h.app.frame(), 'Acme Slack')).toContain('pending connect');
    expect(h.app.frame()).toContain('y/N');
    await h.app.press('escape');
    await h.app.waitForFrameWithout('y/N');
    timers.advance(5000);
    await h.app.waitForFrame((f) => rowOf(f, 'Acme Slack').includes('● connected'));
  });
});

describe('live authorizations list: detail and JSON view', () => {
  it('no refresh while the detail or the JSON view is open; the next tick after they close refreshes', async () => {
    const { h, timers, slack } = await liveList();
    await h.app.press('enter');
    await h.app.waitForFrame('Acme Slack');
    await h.app.waitForFrameWithout('Beta Zoom');
    await h.engine.appAuthorizations.connect({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: slack.appAuthorizationArn,
    });
    timers.advance(5000);
    await h.app.press('J');
    await h.app.waitForFrame('"status": "PendingConnect"');
    timers.advance(5000);
    await h.app.press('escape');
    await h.app.waitForFrameWithout('"status": "PendingConnect"');
    await h.app.waitForFrame('Auth type');
    await h.app.press('escape');
    // The list, its crumbs caught up (they follow the view by one frame).
    await h.app.waitForFrame((f) => f.includes('Beta Zoom') && !f.includes('> Acme Slack'));
    expect(rowOf(h.app.frame(), 'Acme Slack')).toContain('pending connect');
    timers.advance(5000);
    await h.app.waitForFrame((f) => rowOf(f, 'Acme Slack').includes('● connected'));
  });
});
