// The control plane's bounds (issue 28, items 10 and 11), from the shipped bundle: the fault table holds at most
// 1,000 faults (20,000 used to slow every call and make the list 21 MiB), and a control body over 1 MiB gets the
// JSON 413 every other route gives (the socket used to be closed without an answer).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRawResponse, sendRaw } from '../helpers.js';
import { call, startTestEmulator, type RunningEmulator } from './helpers.js';

let running: RunningEmulator;
beforeEach(async () => {
  running = await startTestEmulator();
});
afterEach(async () => {
  await running.close();
  expect(running.errors).toEqual([]);
});

describe('control plane bounds', () => {
  it('holds at most 1,000 faults, refusing the next with the field named, and lists them', async () => {
    for (let i = 0; i < 1_000; i += 1) {
      const added = await call(running.url, 'POST', '/_switchyard/faults', {
        service: 'github',
        path: '/never',
        error: 'server',
      });
      expect(added.status).toBe(201);
    }
    const over = await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'github',
      path: '/never',
      error: 'server',
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ field: 'faults', message: expect.stringContaining('1000') });
    const listed = await call(running.url, 'GET', '/_switchyard/faults');
    expect(listed.body.faults).toHaveLength(1_000);
    // A call to a service with no fault is not affected.
    expect((await call(running.url, 'GET', '/collaborations')).status).toBe(200);
    expect((await call(running.url, 'DELETE', '/_switchyard/faults')).status).toBe(200);
    expect(
      (await call(running.url, 'POST', '/_switchyard/faults', { service: 'github', path: '/never', error: 'server' }))
        .status,
    ).toBe(201);
  });

  it('answers a control body over 1 MiB with a JSON 413', async () => {
    const port = Number(new URL(running.url).port);
    const raw = await sendRaw(port, [
      `POST /_switchyard/faults HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024 + 1}\r\n\r\n{`,
    ]);
    const answer = parseRawResponse(raw);
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body)).toMatchObject({ field: 'body', message: expect.stringContaining('1048576') });
    expect((await call(running.url, 'GET', '/_switchyard/health')).status).toBe(200);
  });
});
