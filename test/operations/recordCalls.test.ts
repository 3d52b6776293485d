// The call recorder at the ports: each described operation is logged with its input masked as --debug masks it, its
// duration on the injected clock, its outcome and the retries the backend reported; everything else passes through.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { ServiceError } from '../../src/domain/errors.js';
import { recordCalls } from '../../src/operations/recordCalls.js';
import { CallLog } from '../../src/service/callLog.js';
import type { AwsPorts, CallOptions } from '../../src/service/ports.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

function fakePorts(clock: VirtualClock): AwsPorts & { extra: string } {
  return {
    extra: 'kept',
    members: {
      async listMembers(_input: unknown, options?: CallOptions) {
        clock.advance(40);
        options?.onAttempts?.(3);
        return { memberSummaries: [] };
      },
      async getCollaboration() {
        throw new ServiceError({
          name: 'ResourceNotFoundException',
          service: 'cleanrooms',
          httpStatus: 404,
          message: 'not found',
        });
      },
    },
    appAuthorizations: {
      async create(input: unknown) {
        return { appAuthorization: input };
      },
    },
    connectorProfiles: {
      describe: (_input: unknown, options?: CallOptions) =>
        new Promise((_, reject) => {
          options?.signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
          );
        }),
    },
  } as unknown as AwsPorts & { extra: string };
}

describe('recordCalls', () => {
  it('logs operation, duration, outcome and retries; masks the secrets as --debug does', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 0, 1));
    const log = new CallLog();
    const ports = recordCalls(fakePorts(clock), log, clock);
    expect(ports.extra).toBe('kept');
    await ports.members.listMembers({ collaborationIdentifier: 'c1', maxResults: 100 });
    await expect(ports.members.getCollaboration({ collaborationIdentifier: 'c2' })).rejects.toThrow('not found');
    await ports.appAuthorizations.create({
      appBundleIdentifier: 'b',
      app: 'SLACK',
      credential: { oauth2Credential: { clientId: 'id-1', clientSecret: SECRET } },
      tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
      authType: 'oauth2',
    });
    const controller = new AbortController();
    const pending = ports.connectorProfiles.describe({}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');

    const [list, get, create, describeCall] = log.entries();
    expect(list).toMatchObject({
      seq: 1,
      service: 'cleanrooms',
      operation: 'ListMembers',
      params: { collaborationIdentifier: 'c1', maxResults: 100 },
      durationMs: 40,
      outcome: { status: 'ok' },
      retries: 2,
    });
    expect(get).toMatchObject({
      operation: 'GetCollaboration',
      outcome: { status: 'error', name: 'ResourceNotFoundException', httpStatus: 404, message: 'not found' },
      retries: 0,
    });
    expect(create?.operation).toBe('CreateAppAuthorization');
    expect(create?.params).toMatchObject({
      credential: { oauth2Credential: { clientId: 'id-1', clientSecret: '***' } },
    });
    expect(describeCall).toMatchObject({ operation: 'DescribeConnectorProfiles', outcome: { status: 'cancelled' } });
    expect(JSON.stringify(log.entries())).not.toContain(SECRET);
  });
});
