// The explorer's read timeout: a call on the AWS-shaped ports that gets no answer ends with a TimeoutError naming the
// flag, on the injected timers (no real wait); Ctrl+C's abort still ends it first; 0 means no timeout. The flag wins
// over the setting, as in command mode.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { withReadTimeout } from '../../src/service/readTimeout.js';
import { parseExplorerArgs, ArgsError } from '../../src/ui/args.js';
import { timeoutOptions } from '../../src/ui/startExplorer.js';
import { DEFAULT_SETTINGS } from '../../src/settings/types.js';
import { ManualTimers } from '../helpers/manualTimers.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';

function hungServices() {
  const timers = new ManualTimers(new VirtualClock(0));
  const fake = createFakeServices({ profiles: profileFixtures(), hold: true });
  return { timers, fake, services: withReadTimeout(fake, 60_000, timers) };
}

describe('read timeout on the explorer ports', () => {
  it('a call with no answer fails after the timeout with a TimeoutError that names the flag', async () => {
    const { timers, services } = hungServices();
    const call = services.connectorProfiles.describe({});
    let settled = false;
    call.catch(() => undefined).finally(() => (settled = true));
    timers.advance(59_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    timers.advance(1);
    await expect(call).rejects.toMatchObject({
      name: 'TimeoutError',
      message: expect.stringContaining('no answer within 60 s (--cli-read-timeout'),
    });
  });

  it('an answer in time comes through and leaves no timer behind', async () => {
    const { timers, fake, services } = hungServices();
    const call = services.members.listMembers({ collaborationIdentifier: 'x'.repeat(36) });
    expect(timers.size).toBe(1);
    fake.setHold(false);
    fake.release();
    await call.catch(() => undefined);
    expect(timers.size).toBe(0);
  });

  it("the caller's abort (Ctrl+C) still ends the call, with its own reason", async () => {
    const { services } = hungServices();
    const controller = new AbortController();
    const call = services.connectorProfiles.describe({}, { signal: controller.signal });
    const reason = Object.assign(new Error('Cancelled: Loading'), { name: 'AbortError' });
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('0 is no timeout: the ports are unchanged', () => {
    const fake = createFakeServices();
    expect(withReadTimeout(fake, 0, new ManualTimers())).toBe(fake);
  });

  it('--cli-read-timeout and --cli-connect-timeout: whole seconds, over the settings, default 60', () => {
    const args = parseExplorerArgs(['--cli-read-timeout', '5', '--cli-connect-timeout=0']);
    expect(args).toMatchObject({ readTimeoutSeconds: 5, connectTimeoutSeconds: 0 });
    expect(timeoutOptions(args, DEFAULT_SETTINGS)).toEqual({ readTimeoutMs: 5000, connectTimeoutMs: 0 });
    expect(timeoutOptions({}, DEFAULT_SETTINGS)).toEqual({ readTimeoutMs: 60_000, connectTimeoutMs: 60_000 });
    expect(timeoutOptions({}, { readTimeoutSeconds: 9, connectTimeoutSeconds: 3 })).toEqual({
      readTimeoutMs: 9000,
      connectTimeoutMs: 3000,
    });
    expect(() => parseExplorerArgs(['--cli-read-timeout', '1.5'])).toThrow(ArgsError);
    expect(() => parseExplorerArgs(['--cli-read-timeout', '-1'])).toThrow(
      "--cli-read-timeout must be a whole number of seconds (0 = no timeout), not '-1'",
    );
  });
});
