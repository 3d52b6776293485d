// The emulator's clock stays within 1970-9999 (issue 28, item 1): before, `set` 0000-01-01 and a few negative
// advances moved it outside Date's range and the next API request ended `serve` (RangeError: Invalid time value), a
// date past 9999 reached clients as `+010000-...` (which boto3 cannot parse), and `2030-02-30` became 2030-03-02.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../../src/engine/index.js';
import { call, startTestEmulator, type RunningEmulator } from './helpers.js';

const createPath = `/appbundles/${encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]!)}/appauthorizations`;
const createBody = {
  app: 'SLACK',
  authType: 'apiKey',
  tenant: { tenantIdentifier: 't-1', tenantDisplayName: 'T 1' },
  credential: { apiKeyCredential: { apiKey: 'k' } },
};

let running: RunningEmulator;
beforeEach(async () => {
  running = await startTestEmulator();
});
afterEach(async () => {
  await running.close();
  expect(running.errors).toEqual([]);
});

async function clockNow(): Promise<number> {
  return (await call(running.url, 'GET', '/_switchyard/clock')).body.now as number;
}

describe('the clock stays within 1970-9999', () => {
  it('refuses a set before 1970 or after 9999, and the attack that crashed serve, naming the field', async () => {
    await call(running.url, 'POST', '/_switchyard/clock', { set: '2030-01-01T00:00:00Z', freeze: true });
    for (const set of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '+010000-01-01T00:00:00Z']) {
      const answer = await call(running.url, 'POST', '/_switchyard/clock', { set });
      expect(answer.status, set).toBe(400);
      expect(answer.body.field).toBe('set');
    }
    expect(await clockNow()).toBe(Date.UTC(2030, 0, 1) / 1000);
    // The original attack: set the earliest date, then advance backwards as far as allowed, again and again.
    await call(running.url, 'POST', '/_switchyard/clock', { set: '1970-01-01T00:00:00Z' });
    for (let i = 0; i < 5; i += 1) {
      const back = await call(running.url, 'POST', '/_switchyard/clock', { advanceSeconds: -316_224_000 });
      expect(back.status).toBe(400);
      expect(back.body).toMatchObject({ field: 'advanceSeconds', message: expect.stringContaining('1970') });
    }
    expect(await clockNow()).toBe(0);
    const created = await call(running.url, 'POST', createPath, createBody);
    expect(created.status).toBe(201);
    expect(created.body.appAuthorization.createdAt).toBe('1970-01-01T00:00:00Z');
  });

  it('never lets the clock pass 9999-12-31, so no client sees a +01000 year', async () => {
    await call(running.url, 'POST', '/_switchyard/clock', { set: '9999-12-31T23:00:00Z', freeze: true });
    const past = await call(running.url, 'POST', '/_switchyard/clock', { advanceSeconds: 3601 });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('advanceSeconds');
    const inside = await call(running.url, 'POST', '/_switchyard/clock', { advanceSeconds: 3599 });
    expect(inside.status).toBe(200);
    const created = await call(running.url, 'POST', createPath, createBody);
    expect(created.status).toBe(201);
    expect(created.body.appAuthorization.createdAt).toBe('9999-12-31T23:59:59Z');
  });

  it('refuses dates that do not exist instead of rolling them over', async () => {
    await call(running.url, 'POST', '/_switchyard/clock', { set: '2030-01-01T00:00:00Z', freeze: true });
    for (const set of [
      '2030-02-30T00:00:00Z',
      '2031-02-29T00:00:00Z',
      '2030-13-01T00:00:00Z',
      '2030-01-01T24:00:00Z',
    ]) {
      const answer = await call(running.url, 'POST', '/_switchyard/clock', { set });
      expect(answer.status, set).toBe(400);
      expect(answer.body).toMatchObject({ field: 'set', message: expect.stringContaining('existing') });
    }
    const leap = await call(running.url, 'POST', '/_switchyard/clock', { set: '2032-02-29T12:00:00+02:00' });
    expect(leap.body.now).toBe(Date.UTC(2032, 1, 29, 10) / 1000);
  });
});
