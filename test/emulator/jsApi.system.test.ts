// The JS API of `switchyard-cli/emulator` (src/emulator/), in-process: the clock frozen, set and moved; faults listed
// and cleared; misspelt fault names refused; HTTPS; `await using` closing it; and its FaultSpec types kept equal to
// what the control plane accepts. The built and packed entries are tested in test/package/.
import { request } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  startEmulator,
  type AwsFaultErrors,
  type AwsFaultOperations,
  type FaultSpec,
} from '../../src/emulator/index.js';
import type { RunningEmulator } from '../../src/emulator/types.js';
import { MODEL_ERRORS } from '../../src/server/aws/modelErrors.js';
import { AWS_OPERATIONS } from '../../src/server/aws/operations.js';
import { makeSelfSignedCert, type SelfSignedCert } from '../helpers/selfSignedCert.js';

const open: RunningEmulator[] = [];
async function start(options: Parameters<typeof startEmulator>[0] = {}): Promise<RunningEmulator> {
  const emulator = await startEmulator(options);
  open.push(emulator);
  return emulator;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

async function controlClock(url: string): Promise<{ now: number; frozen: boolean }> {
  return (await fetch(`${url}/_switchyard/clock`)).json() as Promise<{ now: number; frozen: boolean }>;
}

describe('the clock', () => {
  it('freezes where it is, stays where setClock and advanceClock put it, and runs again when unfrozen', async () => {
    const emulator = await start();
    emulator.freezeClock();
    const frozenAt = emulator.clock();
    expect(frozenAt.frozen).toBe(true);
    // A request takes time; a frozen clock does not move meanwhile.
    expect(await controlClock(emulator.url)).toEqual({ now: frozenAt.now.getTime() / 1000, frozen: true });

    emulator.setClock('2030-01-01T00:00:00Z');
    await fetch(`${emulator.url}/_switchyard/health`);
    expect(emulator.clock()).toEqual({ now: new Date('2030-01-01T00:00:00Z'), frozen: true });
    emulator.advanceClock(61);
    expect(await controlClock(emulator.url)).toEqual({ now: Date.UTC(2030, 0, 1, 0, 1, 1) / 1000, frozen: true });

    emulator.unfreezeClock();
    const running = emulator.clock();
    expect(running.frozen).toBe(false);
    expect(running.now.getTime()).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1, 0, 1, 1));
    expect(running.now.getTime()).toBeLessThan(Date.UTC(2030, 0, 1, 0, 1, 1) + 60_000);
  });

  it('refuses a date outside the years 1970-9999, or not a date, naming the argument, and keeps the clock', async () => {
    const emulator = await start();
    emulator.freezeClock();
    emulator.setClock(Date.UTC(2031, 5, 1));
    const range = 'the clock must stay between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59Z';
    const cases: [() => void, ErrorConstructor, string][] = [
      [
        () => emulator.setClock('10000-01-01T00:00:00Z'),
        TypeError,
        'setClock: date must be a Date, an existing RFC 3339',
      ],
      [() => emulator.setClock(Date.UTC(10_000, 0, 1)), RangeError, `setClock: ${range}`],
      [() => emulator.setClock(-1), RangeError, `setClock: ${range}`],
      [() => emulator.setClock('next tuesday'), TypeError, 'setClock: date must be a Date'],
      [
        () => emulator.setClock('2030-02-30T00:00:00Z'),
        TypeError,
        'setClock: date must be a Date, an existing RFC 3339',
      ],
      [() => emulator.advanceClock(-Date.UTC(2031, 5, 2) / 1000), RangeError, `advanceClock: ${range}`],
      [() => emulator.advanceClock(Number.NaN), TypeError, 'advanceClock: seconds must be a finite number'],
    ];
    for (const [act, kind, message] of cases) {
      expect(act).toThrow(kind);
      expect(act).toThrow(message);
    }
    expect(emulator.clock()).toEqual({ now: new Date(Date.UTC(2031, 5, 1)), frozen: true });
  });
});

describe('faults', () => {
  it('lists the active faults with the calls each still affects, and clears them', async () => {
    const emulator = await start();
    const first = emulator.injectFault({
      service: 'cleanrooms',
      operation: 'ListCollaborations',
      error: 'ThrottlingException',
      count: 2,
    });
    const second = emulator.injectFault({ service: 'github', path: '/search/*', error: 'secondary', retryAfter: 5 });
    expect(emulator.listFaults()).toEqual([first, second]);
    expect((await fetch(`${emulator.url}/collaborations`)).status).toBe(429);
    expect(emulator.listFaults()).toEqual([{ ...first, remaining: 1 }, second]);
    emulator.clearFaults();
    expect(emulator.listFaults()).toEqual([]);
    expect((await fetch(`${emulator.url}/collaborations`)).status).toBe(200);
    expect(emulator.requests().map((r) => r.status)).toEqual([429, 200]);
  });

  it('refuses an error name that is not one of the service model errors, naming the field and the choices', async () => {
    const emulator = await start();
    const misspelt = { service: 'cleanrooms', error: 'ThrottlingExeption' } as unknown as FaultSpec;
    expect(() => emulator.injectFault(misspelt)).toThrow(
      'injectFault: error "ThrottlingExeption" is not an error of cleanrooms; one of AccessDeniedException, ' +
        'ConflictException, InternalServerException, ResourceNotFoundException, ServiceQuotaExceededException, ' +
        'ThrottlingException, ValidationException',
    );
    // An AppFlow error is not a Clean Rooms one.
    const elsewhere = { service: 'cleanrooms', error: 'ConnectorAuthenticationException' } as unknown as FaultSpec;
    expect(() => emulator.injectFault(elsewhere)).toThrow(TypeError);
    expect(emulator.listFaults()).toEqual([]);
  });

  it('answers with the status of the error in its service model by default', async () => {
    const emulator = await start();
    emulator.injectFault({ service: 'appflow', error: 'ConnectorAuthenticationException' });
    const answer = await fetch(`${emulator.url}/describe-connector-profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-amzn-errortype')).toBe('ConnectorAuthenticationException');
  });

  it('types each service with its own operations and error names, equal to what is accepted at run time', () => {
    for (const service of ['appfabric', 'appflow', 'cleanrooms'] as const) {
      expect(Object.keys(MODEL_ERRORS[service]).sort(), service).toEqual([...TYPED_ERRORS[service]].sort());
      const operations = AWS_OPERATIONS.filter((o) => o.service === service).map((o) => o.name);
      expect(operations.sort(), service).toEqual([...TYPED_OPERATIONS[service]].sort());
    }
    // Both ways: every typed name is listed above (and so checked against the run time's).
    expectTypeOf<Exclude<AwsFaultErrors['cleanrooms'], (typeof TYPED_ERRORS)['cleanrooms'][number]>>().toBeNever();
    expectTypeOf<Exclude<AwsFaultErrors['appflow'], (typeof TYPED_ERRORS)['appflow'][number]>>().toBeNever();
    expectTypeOf<Exclude<AwsFaultErrors['appfabric'], (typeof TYPED_ERRORS)['appfabric'][number]>>().toBeNever();
    expectTypeOf<
      Exclude<AwsFaultOperations['cleanrooms'], (typeof TYPED_OPERATIONS)['cleanrooms'][number]>
    >().toBeNever();
    expectTypeOf<Exclude<AwsFaultOperations['appflow'], (typeof TYPED_OPERATIONS)['appflow'][number]>>().toBeNever();
    expectTypeOf<
      Exclude<AwsFaultOperations['appfabric'], (typeof TYPED_OPERATIONS)['appfabric'][number]>
    >().toBeNever();
    // And a spec of one service cannot take another's names.
    expectTypeOf({
      service: 'cleanrooms',
      error: 'ConnectorAuthenticationException',
    } as const).not.toMatchTypeOf<FaultSpec>();
    expectTypeOf({ service: 'cleanrooms', operation: 'ListAppBundles' } as const).not.toMatchTypeOf<FaultSpec>();
    expectTypeOf({ service: 'appflow', error: 'ConnectorAuthenticationException' } as const).toMatchTypeOf<FaultSpec>();
  });
});

const TYPED_ERRORS = {
  appfabric: [
    'AccessDeniedException',
    'ConflictException',
    'InternalServerException',
    'ResourceNotFoundException',
    'ServiceQuotaExceededException',
    'ThrottlingException',
    'ValidationException',
  ],
  appflow: [
    'AccessDeniedException',
    'ConflictException',
    'ConnectorAuthenticationException',
    'ConnectorServerException',
    'InternalServerException',
    'ResourceNotFoundException',
    'ServiceQuotaExceededException',
    'ThrottlingException',
    'UnsupportedOperationException',
    'ValidationException',
  ],
  cleanrooms: [
    'AccessDeniedException',
    'ConflictException',
    'InternalServerException',
    'ResourceNotFoundException',
    'ServiceQuotaExceededException',
    'ThrottlingException',
    'ValidationException',
  ],
} as const satisfies { [S in keyof AwsFaultErrors]: readonly AwsFaultErrors[S][] };

const TYPED_OPERATIONS = {
  appfabric: [
    'CreateAppAuthorization',
    'ListAppAuthorizations',
    'GetAppAuthorization',
    'ConnectAppAuthorization',
    'UpdateAppAuthorization',
    'DeleteAppAuthorization',
    'CreateAppBundle',
    'ListAppBundles',
    'GetAppBundle',
    'DeleteAppBundle',
    'TagResource',
    'UntagResource',
    'ListTagsForResource',
  ],
  appflow: [
    'DescribeConnectorProfiles',
    'CreateConnectorProfile',
    'UpdateConnectorProfile',
    'DeleteConnectorProfile',
    'TagResource',
    'UntagResource',
    'ListTagsForResource',
  ],
  cleanrooms: [
    'CreateCollaboration',
    'CreateConfiguredTable',
    'CreateMembership',
    'DeleteCollaboration',
    'DeleteConfiguredTable',
    'DeleteMember',
    'DeleteMembership',
    'GetCollaboration',
    'GetConfiguredTable',
    'GetMembership',
    'ListCollaborations',
    'ListConfiguredTables',
    'ListMembers',
    'ListMemberships',
    'ListTagsForResource',
    'TagResource',
    'UntagResource',
    'UpdateCollaboration',
    'UpdateConfiguredTable',
    'UpdateMembership',
  ],
} as const satisfies { [S in keyof AwsFaultOperations]: readonly AwsFaultOperations[S][] };

describe('HTTPS', () => {
  let dir: string;
  let cert: SelfSignedCert;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-emulator-tls-'));
    cert = makeSelfSignedCert(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves HTTPS with the given certificate and key', async () => {
    const emulator = await start({ tls: { cert: cert.cert, key: Buffer.from(cert.key) } });
    expect(emulator.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(`${emulator.url}/_switchyard/health`, { ca: cert.cert }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  });

  it('refuses a certificate that is not PEM without quoting it', async () => {
    await expect(startEmulator({ tls: { cert: cert.cert, key: 'sy-test-secret-7Hq2Zx' } })).rejects.toThrow(
      /^tls\.key must be PEM text/,
    );
    await expect(startEmulator({ tls: { cert: cert.cert, key: 'sy-test-secret-7Hq2Zx' } })).rejects.not.toThrow(
      /sy-test-secret/,
    );
  });
});

describe('reset', () => {
  it('unfreezes the clock back to system time and clears the faults', async () => {
    const emulator = await start();
    emulator.freezeClock();
    emulator.setClock('2030-01-01T00:00:00Z');
    emulator.injectFault({ service: 'github', error: 'server' });
    await emulator.reset();
    expect(emulator.listFaults()).toEqual([]);
    const { now, frozen } = emulator.clock();
    expect(frozen).toBe(false);
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('cleanup', () => {
  it('closes at the end of an `await using` scope, and a second close does nothing', async () => {
    let url: string;
    let emulator: RunningEmulator;
    {
      await using scoped = await startEmulator();
      emulator = scoped;
      url = scoped.url;
      expect((await fetch(`${url}/_switchyard/health`)).status).toBe(200);
    }
    await expect(fetch(`${url}/_switchyard/health`)).rejects.toThrow();
    await expect(emulator.close()).resolves.toBeUndefined();
  });
});
