// Tokens in datasets are test credentials: never printed in full anywhere. Proven with the known test secret.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { callerLabel, validateGithubSection } from '../../src/domain/ratelimits/callers.js';
import { tokenFingerprint } from '../../src/domain/ratelimits/fingerprint.js';
import { createEngineRateLimits } from '../../src/engine/ratelimits/engineRateLimits.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import type { RateLimitEvent } from '../../src/service/rateLimitsPort.js';
import { T0 } from './helpers.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

describe('tokens are never shown', () => {
  it('not in labels, fingerprints, snapshots, bodies, headers, events, identify failures or validation messages', async () => {
    const callers = [
      { id: 'u', kind: 'user' as const, token: SECRET, userId: 5 },
      { id: 'o', kind: 'oauth-app' as const, token: `${SECRET}-app`, clientId: 'Iv1.x' },
    ];
    const clock = new VirtualClock(T0);
    const port = createEngineRateLimits({
      callers,
      clock,
      timers: 'manual',
      simulator: { callerIds: ['u'], ratePerSecond: 50, maxRetries: 0 },
    });
    const seen: string[] = [];
    port.subscribe((e: RateLimitEvent) => seen.push(JSON.stringify(e)));
    port.watch((s) => seen.push(JSON.stringify(s)));
    seen.push(JSON.stringify(await port.listCallers()));
    const id = port.engine.identify(`token ${SECRET}`, '127.0.0.1');
    expect(id.ok).toBe(true);
    if (!id.ok) return;
    for (let i = 0; i < 5_002; i += 1) {
      const d = port.engine.begin(id.caller, { method: 'GET', path: `/r/${i}` }, T0 + i * 10);
      seen.push(JSON.stringify(decisionHeaders(d)));
      if (d.outcome === 'allowed') port.engine.end(d.ticket, T0 + i * 10);
      else seen.push(JSON.stringify(d.body));
    }
    seen.push(JSON.stringify(port.engine.rateLimitBody(id.caller, T0)));
    seen.push(JSON.stringify(port.engine.identify(`token ${SECRET}x`, '127.0.0.1')));
    seen.push(
      JSON.stringify(
        port.engine.identify(`Basic ${Buffer.from(`Iv1.y:${SECRET}-app`).toString('base64')}`, '127.0.0.1'),
      ),
    );
    port.simulator.start();
    clock.advance(60_000);
    port.simulator.pump(clock.now());
    port.flush();
    seen.push(JSON.stringify(validateGithubSection({ callers: [...callers, { ...callers[0], id: 'dup' }] }, 'github')));
    seen.push(
      JSON.stringify(
        validateGithubSection({ callers: [{ kind: 'user', token: `${SECRET} with space`, userId: 1 }] }, 'github'),
      ),
    );
    seen.push(callerLabel(callers[0]!));
    seen.push(String(port.engine.callers[0]!.label));
    port.close();
    const all = seen.join('\n');
    expect(seen.length).toBeGreaterThan(5_000);
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('7Hq2Zx');
    expect(all).toContain(tokenFingerprint(SECRET));
    expect(all).toContain('callers[0] has the same token');
  });

  it('identify: Basic works only with the right client id; unknown tokens get 401 Bad credentials', () => {
    const port = createEngineRateLimits({
      callers: [{ id: 'o', kind: 'oauth-app', token: SECRET, clientId: 'Iv1.x' }],
      clock: new VirtualClock(T0),
      timers: 'manual',
    });
    expect(port.engine.identify(`Basic ${Buffer.from(`Iv1.x:${SECRET}`).toString('base64')}`, '::1').ok).toBe(true);
    expect(port.engine.identify(`Basic ${Buffer.from(`Iv1.y:${SECRET}`).toString('base64')}`, '::1')).toMatchObject({
      ok: false,
      status: 401,
      body: { message: 'Bad credentials' },
    });
    expect(port.engine.identify('Bearer nope', '::1')).toMatchObject({ ok: false, status: 401 });
    expect(port.engine.identify('Digest abc', '::1')).toMatchObject({ ok: false, status: 401 });
    const anon = port.engine.identify(undefined, '198.51.100.4');
    expect(anon.ok && [anon.caller.kind, anon.caller.id]).toEqual(['unauthenticated', 'ip-198.51.100.4']);
    const again = port.engine.identify('', '198.51.100.4');
    expect(again.ok && anon.ok && again.caller === anon.caller).toBe(true);
    port.close();
  });
});

describe('unauthenticated callers seen on the wire', () => {
  it('are forgotten once idle, so endless addresses cannot grow memory; busy ones and dataset ones are kept', async () => {
    const { createRateLimitEngine } = await import('../../src/engine/ratelimits/rateLimitEngine.js');
    const engine = createRateLimitEngine({ callers: [{ id: 'anon', kind: 'unauthenticated', ip: '203.0.113.7' }] });
    const count = (): number => (engine as unknown as { unauthenticatedCount(): number }).unauthenticatedCount();
    const use = (ip: string, now: number): void => {
      const id = engine.identify(undefined, ip);
      if (!id.ok) throw new Error('401');
      const d = engine.begin(id.caller, { method: 'GET', path: '/user' }, now);
      if (d.outcome === 'allowed') engine.end(d.ticket, now);
    };
    use('203.0.113.7', T0);
    use('198.51.100.1', T0 + 3_000_000); // busy: its window is open until T0 + 6,600 s
    for (let i = 0; i < 12_000; i += 1)
      use(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, T0 + (i < 9_000 ? 0 : 3_700_000));
    // The sweep ran when the map reached 10,000 entries at T0 + 3,700 s: the IPs seen at T0 were idle by then.
    expect(count()).toBeLessThan(5_000);
    const busy = engine.identify(undefined, '198.51.100.1');
    expect(busy.ok && engine.rateLimitBody(busy.caller, T0 + 3_700_000).resources.core.used).toBe(1);
    const dataset = engine.identify(undefined, '203.0.113.7');
    expect(dataset.ok && dataset.caller.id).toBe('anon');
  });
});
