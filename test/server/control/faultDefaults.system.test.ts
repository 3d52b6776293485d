// GitHub faults as docs/emulator.md ("Faults") states them: a path's trailing `*` matches every path with that
// prefix (and a path without it only itself); a `secondary` fault without retryAfter answers `retry-after: 60`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, startInProcessEmulator, type RunningEmulator } from './helpers.js';

let running: RunningEmulator;
beforeEach(async () => {
  running = await startInProcessEmulator();
});
afterEach(() => running.close());

const github = (path: string) => call(running.url, 'GET', `/api/v3${path}`);

describe('GitHub faults', () => {
  it("a path's trailing * matches every path under that prefix, and only those", async () => {
    await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'github',
      path: '/search/*',
      error: 'server',
      count: 3,
    });
    expect((await github('/search/code?q=x')).status).toBe(500);
    expect((await github('/search/issues')).status).toBe(500);
    expect((await github('/repos/octo/hello')).status).not.toBe(500);
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toMatchObject([{ remaining: 1 }]);
  });

  it('a path without * matches that path alone', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'github', path: '/search', error: 'server' });
    expect((await github('/search/code')).status).not.toBe(500);
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toHaveLength(1);
  });

  it('a secondary fault without retryAfter answers retry-after: 60', async () => {
    const injected = await call(running.url, 'POST', '/_switchyard/faults', { service: 'github', error: 'secondary' });
    expect(injected.body.fault).toMatchObject({ retryAfter: 60 });
    const answer = await github('/repos/octo/hello');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('retry-after')).toBe('60');
  });

  it('a fault without count affects one call', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'github', error: 'server' });
    expect((await github('/repos/octo/hello')).status).toBe(500);
    expect((await github('/repos/octo/hello')).status).not.toBe(500);
  });
});
