// The header names where each screen's data comes from: the engine (or AWS) on the first three screens, and the
// GitHub host on the rate-limit screen when its budgets come from GitHub (here the emulator's GitHub routes on
// loopback, through backend selection as the explorer builds it).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitEngine } from '../../src/engine/ratelimits/index.js';
import { systemClock } from '../../src/domain/clock.js';
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import { createServices } from '../../src/compose/select.js';
import type { Services } from '../../src/service/ports.js';
import { startGithubServer, TEST_SECRET, type TestServer } from '../server/github/helpers.js';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';

const CALLERS: GithubCaller[] = [{ id: 'alice', kind: 'user', token: TEST_SECRET, userId: 1 }];
let server: TestServer;
let services: Services | undefined;
let ui: ExplorerHarness | undefined;

beforeAll(async () => {
  server = await startGithubServer(createRateLimitEngine({ callers: CALLERS }), systemClock);
});
afterAll(() => server.close());
afterEach(() => {
  ui?.unmount();
  services?.rateLimits.close();
  ui = undefined;
  services = undefined;
});

describe('the header names the source of each screen', () => {
  it.each([
    [80, 24],
    [60, 16],
  ])('at %ix%i: the engine on the members screen, `GitHub HOST` on the rate-limit screen', async (columns, rows) => {
    services = await createServices({ github: true, githubUrl: server.baseUrl, githubTokens: [TEST_SECRET] });
    const host = new URL(server.baseUrl).host;
    ui = renderExplorer({ services, columns, rows });
    // At 60 columns the label does not fit its third of the line: its short form shows.
    const engine = columns >= 80 ? 'engine (demo dataset)' : 'engine demo';
    await ui.waitForFrame((f) => f.includes('switchyard │ Members') && f.includes(engine));
    expect(ui.lines()[0]).not.toContain('GitHub');
    await ui.press('4');
    // The label takes at most a third of the width: at 60 columns the port is cut.
    const label = columns >= 80 ? `GitHub ${host}` : 'GitHub 127.0.0.1';
    const limits = await ui.waitForFrame((f) => f.includes('switchyard │ Rate limits') && f.includes(label));
    expect(limits.split('\n')[0]).not.toContain('engine');
    await ui.press('1');
    await ui.waitForFrame((f) => f.includes('switchyard │ Members') && f.includes(engine));
  });

  it("on the engine's own budgets, every screen says engine", async () => {
    services = await createServices({});
    expect(services.backend.rateLimitsLabel).toBeUndefined();
    ui = renderExplorer({ services });
    await ui.waitForFrame('switchyard │ Members');
    await ui.press('4');
    await ui.waitForFrame((f) => f.includes('switchyard │ Rate limits') && f.includes('engine (demo dataset)'));
  });
});
