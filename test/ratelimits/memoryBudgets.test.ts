// Memory the rate-limit engine keeps for what callers send has a bound: the route-classification cache a byte
// budget, the unauthenticated-address table an entry cap (least recently seen forgotten first, busy ones kept), and a
// per-endpoint points key a fixed maximum length however long the path; each caller's per-endpoint points windows a
// byte budget and its audit_log windows per client address an entry cap.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/ratelimits/resources.js';
import { Budget, MAX_AUDIT_ADDRESSES, REST_POINTS_BYTES } from '../../src/engine/ratelimits/budget.js';
import { classifyRoute, MAX_CACHED_PATH, RouteClassifier } from '../../src/engine/ratelimits/classify.js';
import { createRateLimitEngine, MAX_UNAUTHENTICATED_ADDRESSES } from '../../src/engine/ratelimits/rateLimitEngine.js';

const T0 = Date.UTC(2026, 0, 1);

describe('route classification cache', () => {
  it('stays within its byte budget under endless distinct paths, long or short', () => {
    const budget = 256 * 1024;
    const classifier = new RouteClassifier(budget);
    for (let i = 0; i < 20_000; i += 1) {
      classifier.classify('GET', `/repos/o/r/issues/${i}`);
      expect(classifier.heldBytes).toBeLessThanOrEqual(budget);
    }
    const long = `/repos/o/r/contents/${'a'.repeat(15_000)}`;
    for (let i = 0; i < 100; i += 1) classifier.classify('GET', `${long}${i}`);
    expect(classifier.heldBytes).toBeLessThanOrEqual(budget);
  });

  it('does not cache a path longer than the limit, and classifies it the same', () => {
    const classifier = new RouteClassifier();
    const path = `/search/code/${'x'.repeat(MAX_CACHED_PATH)}`;
    const before = classifier.heldBytes;
    expect(classifier.classify('GET', path)).toEqual(classifyRoute('GET', path));
    expect(classifier.heldBytes).toBe(before);
  });

  it('keys a long path’s secondary points by a bounded key, distinct per path', () => {
    const a = classifyRoute('GET', `/repos/o/r/contents/${'a'.repeat(15_000)}1`);
    const b = classifyRoute('GET', `/repos/o/r/contents/${'a'.repeat(15_000)}2`);
    expect(a.endpoint.length).toBeLessThan(400);
    expect(a.endpoint).not.toBe(b.endpoint);
    expect(classifyRoute('GET', '/user').endpoint).toBe('GET /user');
  });
});

describe('unauthenticated address table', () => {
  it(`keeps at most ${MAX_UNAUTHENTICATED_ADDRESSES} addresses while every window is open; busy and dataset ones stay`, () => {
    const engine = createRateLimitEngine({ callers: [{ id: 'anon', kind: 'unauthenticated', ip: '203.0.113.7' }] });
    const count = (): number => (engine as unknown as { unauthenticatedCount(): number }).unauthenticatedCount();
    const busy = engine.identify(undefined, '198.51.100.1');
    if (!busy.ok) throw new Error('401');
    const held = engine.begin(busy.caller, { method: 'GET', path: '/user' }, T0);
    expect(held.outcome).toBe('allowed');
    for (let i = 0; i < MAX_UNAUTHENTICATED_ADDRESSES + 5_000; i += 1) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const id = engine.identify(undefined, ip);
      if (!id.ok) throw new Error('401');
      const d = engine.begin(id.caller, { method: 'GET', path: '/user' }, T0 + i);
      if (d.outcome === 'allowed') engine.end(d.ticket, T0 + i);
    }
    expect(count()).toBeLessThanOrEqual(MAX_UNAUTHENTICATED_ADDRESSES);
    const again = engine.identify(undefined, '198.51.100.1');
    expect(again.ok && again.caller === busy.caller).toBe(true);
    const dataset = engine.identify(undefined, '203.0.113.7');
    expect(dataset.ok && dataset.caller.id).toBe('anon');
  });
});

describe('one caller’s per-endpoint points windows', () => {
  it(`stay within ${REST_POINTS_BYTES} bytes while every window is open, forgetting the first opened`, () => {
    const budget = new Budget('user:1');
    const endpoint = (i: number): string => `GET /repos/o/r/contents/${'p'.repeat(200)}/${i}`;
    for (let i = 0; i < 5_000; i += 1) {
      budget.pointsWindow(endpoint(i), T0 + i).add(1, T0 + i);
      expect(budget.restPointsBytes).toBeLessThanOrEqual(REST_POINTS_BYTES);
    }
    expect(budget.restPoints.size).toBeLessThan(5_000);
    expect(budget.restPoints.has(endpoint(0))).toBe(false);
    expect(budget.restPoints.get(endpoint(4_999))?.count).toBe(1);
  });

  it('sweep expired windows first, and count the bytes they free', () => {
    const budget = new Budget('user:1');
    for (let i = 0; i < 1_500; i += 1) budget.pointsWindow(`GET /old/${'o'.repeat(200)}/${i}`, T0).add(1, T0);
    const later = T0 + 120_000;
    for (let i = 0; i < 1_500; i += 1) budget.pointsWindow(`GET /new/${'n'.repeat(200)}/${i}`, later).add(1, later);
    expect([...budget.restPoints.keys()].every((k) => k.startsWith('GET /new/'))).toBe(true);
    expect(budget.restPoints.size).toBe(1_500);
    expect(budget.restPointsBytes).toBeLessThanOrEqual(REST_POINTS_BYTES);
  });
});

describe('one caller’s audit_log windows per client address', () => {
  it(`keep at most ${MAX_AUDIT_ADDRESSES} addresses while every window is open, forgetting the first opened`, () => {
    const budget = new Budget('user:1');
    const audit = RESOURCES.indexOf('audit_log');
    for (let i = 0; i < MAX_AUDIT_ADDRESSES * 3; i += 1) {
      budget.auditWindow(audit, `10.0.${i >> 8}.${i & 255}`, T0 + i).add(1, T0 + i);
      expect(budget.auditByIp.size).toBeLessThanOrEqual(MAX_AUDIT_ADDRESSES);
    }
    expect(budget.auditByIp.has('10.0.0.0')).toBe(false);
    const last = MAX_AUDIT_ADDRESSES * 3 - 1;
    expect(budget.auditByIp.get(`10.0.${last >> 8}.${last & 255}`)?.count).toBe(1);
  });

  it('sweep expired windows before forgetting an open one', () => {
    const budget = new Budget('user:1');
    const audit = RESOURCES.indexOf('audit_log');
    for (let i = 0; i < MAX_AUDIT_ADDRESSES - 1; i += 1)
      budget.auditWindow(audit, `10.1.${i >> 8}.${i & 255}`, T0).add(1, T0);
    budget.auditWindow(audit, '192.0.2.1', T0 + 1_000).add(1, T0 + 1_000);
    const nextHour = T0 + 3_600_000;
    budget.auditWindow(audit, '192.0.2.2', nextHour).add(1, nextHour);
    expect([...budget.auditByIp.keys()]).toEqual(['192.0.2.1', '192.0.2.2']);
  });
});
