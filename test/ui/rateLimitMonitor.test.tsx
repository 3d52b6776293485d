// The explorer's rate-limit monitor, rendered as the explorer composes it (src/ui/App.tsx): it records the lasting
// history and alerts from start-up while screen 1 is shown, never visiting screen 4; thresholds changed in the
// settings (conf) reach the next crossing; `--no-alerts` and `alerts: false` ring nothing, the history still records.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { openMemoryHistory } from '../../src/history/memoryHistory.js';
import { loadSettings, memorySettings } from '../../src/settings/settings.js';
import type { Settings, SettingsApi } from '../../src/settings/types.js';
import { parseExplorerArgs } from '../../src/ui/args.js';
import { optionsFromFlags } from '../../src/ui/startExplorer.js';
import { alertSequences, terminalAlertWriter } from '../../src/ui/terminalAlert.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { bucket, FakeRateLimitsPort, snapshotOf } from '../state/rateLimitsFakePort.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const RESET = T0 / 1000 + 3600;
let ui: ExplorerHarness | undefined;
let dir: string | undefined;
afterEach(() => {
  ui?.unmount();
  if (dir) rmSync(dir, { recursive: true, force: true });
  ui = dir = undefined;
});

async function startOnMembers(options: { settings?: SettingsApi; alerts?: boolean } = {}) {
  const port = new FakeRateLimitsPort();
  const history = openMemoryHistory();
  let written = '';
  ui = renderExplorer({
    services: { ...createFakeServices(), rateLimits: port },
    settings: options.settings ?? memorySettings(),
    clock: new VirtualClock(T0),
    history,
    terminalAlert: terminalAlertWriter({ write: (t: string) => (written += t) }),
    initialScreen: 'members',
    ...(options.alerts !== undefined ? { alerts: options.alerts } : {}),
  });
  await ui.waitForFrame('collab');
  await vi.waitFor(() => expect(port.watchers.size).toBe(1));
  const core = (remaining: number, at = T0) =>
    port.emitSnapshots([snapshotOf('alice', at, [bucket('core', 5000, 5000 - remaining, RESET)])]);
  return { port, history, core, written: () => written };
}

describe('the explorer records rate-limit history and alerts from start-up', () => {
  it('on screen 1, a bucket crossing the warning threshold rings the bell once and lands in the history', async () => {
    const run = await startOnMembers();
    run.core(4000);
    expect(run.written()).toBe('');
    run.core(1000, T0 + 1000); // 20 % left: below the default 25 % warning
    run.core(900, T0 + 2000);
    const text = 'switchyard: warning: core of caller 1a2b3c4d at 20% (1000/5000 left), resets 13:00:00Z';
    expect(run.written()).toBe(alertSequences(text));
    const frame = await ui!.waitForFrame('Rate limit warning: core of caller 1a2b3c4d at 20%');
    expect(ui!.app.shellStore.getState().screen).toBe('members');
    expect(frame).not.toContain('Buckets');
    // The file keeps about one sample a minute per bucket; the day's series keeps the minute's lowest remaining.
    expect(run.history.load(0).map((s) => [s.caller, s.resource, s.remaining])).toEqual([['1a2b3c4d', 'core', 4000]]);
    expect(ui!.app.rateLimitMonitor.store.getState().series['alice/core']).toEqual([
      { at: T0 + 2000, remaining: 900, limit: 5000 },
    ]);
  });

  it('thresholds changed in the settings (conf) reach the alerts of a running explorer', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sy-monitor-settings-'));
    const settings = loadSettings({ directory: dir }).api;
    const run = await startOnMembers({ settings });
    run.core(2000); // 40 % left: above the default 25 %
    expect(run.written()).toBe('');
    const thresholds: Settings['thresholds'] = { warningPercent: 50, criticalPercent: 30 };
    settings.update({ thresholds });
    run.core(2000, T0 + 1000);
    expect(run.written()).toContain('warning: core of caller 1a2b3c4d at 40%');
    run.core(1400, T0 + 2000); // 28 %: below the new critical threshold
    expect(run.written()).toContain('critical: core of caller 1a2b3c4d at 28%');
    await settings.flush?.();
  });

  it('--no-alerts rings nothing, whatever the settings say; the history still records', async () => {
    expect(optionsFromFlags(parseExplorerArgs([]))).toEqual({});
    const flags = optionsFromFlags(parseExplorerArgs(['--no-alerts']));
    expect(flags).toEqual({ alerts: false });
    const run = await startOnMembers({ ...flags, settings: memorySettings({ alerts: true }) });
    run.core(100);
    expect(run.written()).toBe('');
    expect(run.history.load(0)).toHaveLength(1);
    await ui!.waitForFrame('collab');
    expect(ui!.frame()).not.toContain('Rate limit warning');
  });

  it('alerts: false in the settings rings nothing, and switching it on while running alerts the next crossing', async () => {
    const settings = memorySettings({ alerts: false });
    const run = await startOnMembers({ settings });
    run.core(100);
    expect(run.written()).toBe('');
    expect(run.history.load(0)).toHaveLength(1);
    settings.update({ alerts: true });
    run.core(5000, T0 + 60_000); // reset: back above the thresholds
    run.core(1000, T0 + 120_000);
    expect(run.written()).toContain('warning: core of caller 1a2b3c4d at 20%');
  });
});
