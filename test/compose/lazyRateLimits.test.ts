// The engine's rate-limit budgets (the budget engine, the traffic simulator, the snapshot watchers) are built on
// first use, not by backend selection: the explorer's first frame does not need them unless it is screen 4.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRateLimits } from '../../src/compose/lazyRateLimits.js';
import { createEngineRateLimits as realCreate } from '../../src/engine/ratelimits/index.js';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/index.js';
import type { RateLimitsPort } from '../../src/service/rateLimitsPort.js';

const built = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../src/engine/ratelimits/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/engine/ratelimits/index.js')>();
  return {
    ...original,
    createEngineRateLimits: (...args: Parameters<typeof original.createEngineRateLimits>) => {
      built.count += 1;
      return original.createEngineRateLimits(...args);
    },
  };
});

// Files share a worker (isolate: false in vitest.config.ts): load backend selection afresh so it sees the mock, and
// drop the mock when this file ends.
vi.resetModules();
const { createServices } = await import('../../src/compose/select.js');
afterAll(() => {
  vi.doUnmock('../../src/engine/ratelimits/index.js');
  vi.resetModules();
});

beforeEach(() => {
  built.count = 0;
});

function counted(): { port: RateLimitsPort; builds: () => number; closes: () => number } {
  let builds = 0;
  let closes = 0;
  const port = lazyRateLimits('engine', () => {
    builds += 1;
    const real = realCreate({ callers: DEMO_GITHUB_CALLERS, timers: 'manual' });
    const close = real.close.bind(real);
    real.close = () => {
      closes += 1;
      close();
    };
    return real;
  });
  return { port, builds: () => builds, closes: () => closes };
}

describe('the engine rate-limit port, built on first use', () => {
  it('the explorer services of the engine build no budgets until the port is used', async () => {
    const services = await createServices({ state: ':memory:' });
    try {
      expect(services.rateLimits.mode).toBe('engine');
      expect(built.count).toBe(0);
      expect((await services.rateLimits.listCallers()).length).toBeGreaterThan(0);
      expect(built.count).toBe(1);
      expect(services.rateLimits.simulator?.getState().running).toBe(false);
      expect(built.count).toBe(1);
    } finally {
      services.close();
    }
  });

  it('a dataset that cannot give budgets still fails at start', async () => {
    await expect(
      createServices({ backend: 'aws', region: 'us-east-1', dataPath: '/nonexistent/switchyard.json' }),
    ).rejects.toThrow(/nonexistent/);
  });

  it('mode is known without building; each member builds once and answers as the built port', async () => {
    const { port, builds } = counted();
    expect(port.mode).toBe('engine');
    expect(builds()).toBe(0);
    const callers = await port.listCallers();
    expect(callers.map((c) => c.id)).toEqual(DEMO_GITHUB_CALLERS.map((c) => c.id));
    expect((await port.snapshot(callers[0]!.id)).callerId).toBe(callers[0]!.id);
    const seen: unknown[] = [];
    port.subscribe((e) => seen.push(e))();
    port.watch(() => undefined)();
    expect(port.simulator?.getState().callerIds).toEqual([callers[0]!.id]);
    expect(builds()).toBe(1);
  });

  it('the simulator alone builds it', () => {
    const { port, builds } = counted();
    expect(port.simulator).toBeDefined();
    expect(builds()).toBe(1);
  });

  it('close() before any use builds nothing; a use after close() gets a port already stopped', () => {
    const { port, builds, closes } = counted();
    port.close();
    expect(builds()).toBe(0);
    port.simulator?.start();
    expect(builds()).toBe(1);
    expect(closes()).toBe(1);
  });

  it('close() after use stops the built port', async () => {
    const { port, closes } = counted();
    await port.listCallers();
    port.close();
    expect(closes()).toBe(1);
  });
});
