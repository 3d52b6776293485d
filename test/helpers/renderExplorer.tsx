// Renders a whole explorer instance in the harness with fake or engine services and in-memory settings.

import { ExplorerApp, createExplorerInstance, type ExplorerInstance, type ExplorerOptions } from '../../src/ui/App.js';
import { memorySettings } from '../../src/settings/settings.js';
import { renderInk, type InkHarness } from './renderInk.js';
import { createFakeServices } from './fakeServices.js';

export interface ExplorerHarness extends InkHarness {
  app: ExplorerInstance;
}

export function renderExplorer(
  options: Partial<ExplorerOptions> & { columns?: number; rows?: number; screenReader?: boolean; maxFps?: number } = {},
): ExplorerHarness {
  const { columns, rows, screenReader, maxFps, ...rest } = options;
  const app = createExplorerInstance({
    services: rest.services ?? createFakeServices(),
    // Live refresh off unless a test asks for it (with its own settings, on injected timers): on the system timers a
    // refresh every 5 s would make calls whenever a slow run passes 5 s, and tests count calls.
    settings: rest.settings ?? memorySettings({ autoRefreshSeconds: 0 }),
    ...rest,
  });
  const harness = renderInk(<ExplorerApp instance={app} />, {
    columns: columns ?? 80,
    rows: rows ?? 24,
    screenReader: screenReader ?? false,
    ...(maxFps !== undefined ? { maxFps } : {}),
  });
  return Object.assign(harness, { app });
}
