// The control plane under /_switchyard/: health, reset, the clock (GitHub windows and headers follow it), each kind
// of fault, the request log (which never holds a credential), and 400s that name the field.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CleanRoomsClient, ListMembersCommand } from '@aws-sdk/client-cleanrooms';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../../src/engine/index.js';
import { call, SECRET, startInProcessEmulator, startTestEmulator, type RunningEmulator } from './helpers.js';

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0]!;
const COLLAB = DEMO_COLLABORATION_IDS.retail;
const ACCESS_KEY = 'AKIDCONTROLPLANE01';
const TOKEN_1 = '0c0ffee0-1111-4222-8333-444455556666';
const TOKEN_LOG = '0c0ffee0-aaaa-4bbb-8ccc-ddddeeeeffff';

function createBody(tenant: string, clientToken?: string): Record<string, unknown> {
  return {
    app: 'SLACK',
    authType: 'oauth2',
    tenant: { tenantIdentifier: tenant, tenantDisplayName: `Tenant ${tenant}` },
    credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
    ...(clientToken !== undefined ? { clientToken } : {}),
  };
}

const createPath = `/appbundles/${encodeURIComponent(BUNDLE)}/appauthorizations`;
const listPath = `/collaborations/${COLLAB}/members`;
const search = { authorization: `token ${SECRET}` };

/** The bundle's app authorizations (the dataset's and those created), through ListAppAuthorizations. */
async function authorizations(): Promise<unknown[]> {
  const answer = await call(running.url, 'GET', createPath);
  expect(answer.status).toBe(200);
  return answer.body.appAuthorizationSummaryList as unknown[];
}

// One `serve` for the file, reset before each test as docs/emulator.md tells its users to do: a `serve` per test cost a
// process start and a dataset load sixteen times. The reset test below shows what a reset forgets.
let shared: RunningEmulator;
/** The emulator a test talks to: the shared one, unless the test started its own. */
let running: RunningEmulator;
beforeAll(async () => {
  shared = await startTestEmulator();
});
afterAll(() => shared.close());
beforeEach(async () => {
  running = shared;
  expect((await call(shared.url, 'POST', '/_switchyard/reset')).status).toBe(200);
});
afterEach(() => {
  expect(running.errors).toEqual([]);
});

describe('health and routing', () => {
  it('answers health with the version and the services', async () => {
    const answer = await call(running.url, 'GET', '/_switchyard/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      services: ['appfabric', 'appflow', 'cleanrooms', 'github'],
    });
  });

  it('never lets a control path reach the AWS or GitHub routes, and names what is wrong', async () => {
    const unknown = await call(running.url, 'GET', '/_switchyard/members');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ field: 'path' });
    expect(unknown.headers.get('x-amzn-errortype')).toBeNull();
    const wrongMethod = await call(running.url, 'GET', '/_switchyard/reset');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toMatchObject({ field: 'method', message: expect.stringContaining('POST') });
    // Control requests are not API calls: they are not logged.
    expect((await call(running.url, 'GET', '/_switchyard/requests')).body.requests).toEqual([]);
  });
});

describe('reset', () => {
  it('forgets created records, spent budgets, faults and the log', async () => {
    const dataset = await authorizations();
    const created = await call(running.url, 'POST', createPath, createBody('acme', TOKEN_1));
    expect(created.status).toBe(201);
    expect(await authorizations()).toHaveLength(dataset.length + 1);
    for (let i = 0; i < 3; i += 1) await call(running.url, 'GET', '/api/v3/search/code?q=x', undefined, search);
    const spent = await call(running.url, 'GET', '/api/v3/rate_limit', undefined, search);
    expect(spent.body.resources.code_search.used).toBe(3);
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'cleanrooms', error: 'ThrottlingException' });

    const reset = await call(running.url, 'POST', '/_switchyard/reset');
    expect(reset.status).toBe(200);

    expect(await authorizations()).toEqual(dataset);
    // The same client token with another tenant is a new request again, not an idempotency mismatch.
    expect((await call(running.url, 'POST', createPath, createBody('other', TOKEN_1))).status).toBe(201);
    const fresh = await call(running.url, 'GET', '/api/v3/rate_limit', undefined, search);
    expect(fresh.body.resources.code_search.used).toBe(0);
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toEqual([]);
    expect((await call(running.url, 'GET', listPath)).status).toBe(200);
    const log = (await call(running.url, 'GET', '/_switchyard/requests')).body.requests;
    // The log starts again at the reset: the listing above, then the calls after it.
    expect(log.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toEqual([
      `GET ${createPath}`,
      `POST ${createPath}`,
      'GET /api/v3/rate_limit',
      `GET ${listPath}`,
    ]);
  });
});

describe('clock', () => {
  it('advances, sets and freezes; record timestamps follow it', async () => {
    const before = (await call(running.url, 'GET', '/_switchyard/clock')).body;
    expect(before.frozen).toBe(false);
    expect(Math.abs(before.now - Date.now() / 1000)).toBeLessThan(5);

    const set = await call(running.url, 'POST', '/_switchyard/clock', { set: '2030-05-06T07:08:09Z', freeze: true });
    expect(set.body).toEqual({ now: Date.UTC(2030, 4, 6, 7, 8, 9) / 1000, frozen: true });
    const advanced = await call(running.url, 'POST', '/_switchyard/clock', { advanceSeconds: 3600 });
    expect(advanced.body.now).toBe(Date.UTC(2030, 4, 6, 8, 8, 9) / 1000);

    const created = await call(running.url, 'POST', createPath, createBody('acme'));
    expect(created.body.appAuthorization.createdAt).toBe('2030-05-06T08:08:09Z');
    const log = (await call(running.url, 'GET', '/_switchyard/requests')).body.requests;
    expect(log[0].time).toBe('2030-05-06T08:08:09.000Z');

    const unfrozen = await call(running.url, 'POST', '/_switchyard/clock', { freeze: false });
    expect(unfrozen.body.frozen).toBe(false);
    expect(unfrozen.body.now).toBeGreaterThanOrEqual(Date.UTC(2030, 4, 6, 8, 8, 9) / 1000);
  });

  it('gives a spent GitHub search budget back right after advancing past its reset, with headers that agree', async () => {
    await call(running.url, 'POST', '/_switchyard/clock', { freeze: true });
    let last = await call(running.url, 'GET', '/api/v3/search/repositories?q=a', undefined, search);
    for (let i = 1; i < 30; i += 1)
      last = await call(running.url, 'GET', '/api/v3/search/repositories?q=a', undefined, search);
    expect(last.status).toBe(200);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await call(running.url, 'GET', '/api/v3/search/repositories?q=a', undefined, search);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-resource')).toBe('search');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    const now = (await call(running.url, 'GET', '/_switchyard/clock')).body.now as number;
    expect(reset).toBeGreaterThan(now);
    // The window opened at the first search (a frozen clock: now), and x-ratelimit-reset is rounded up.
    expect(reset - now).toBeLessThanOrEqual(61);

    const moved = await call(running.url, 'POST', '/_switchyard/clock', { advanceSeconds: Math.ceil(reset - now) + 1 });
    const after = moved.body.now as number;
    const again = await call(running.url, 'GET', '/api/v3/search/repositories?q=a', undefined, search);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-limit')).toBe('30');
    expect(again.headers.get('x-ratelimit-used')).toBe('1');
    expect(again.headers.get('x-ratelimit-remaining')).toBe('29');
    const newReset = Number(again.headers.get('x-ratelimit-reset'));
    expect(newReset).toBeGreaterThan(after);
    expect(newReset).toBeLessThanOrEqual(Math.ceil(after) + 60);
    const body = (await call(running.url, 'GET', '/api/v3/rate_limit', undefined, search)).body;
    expect(body.resources.search).toEqual({ limit: 30, used: 1, remaining: 29, reset: newReset });
  });

  it('refuses bad clock requests with the field named and leaves the clock as it was', async () => {
    await call(running.url, 'POST', '/_switchyard/clock', { set: '2030-01-01T00:00:00Z', freeze: true });
    const cases: [unknown, string][] = [
      [{ advanceSeconds: 'ten' }, 'advanceSeconds'],
      [{ set: '2030-01-01' }, 'set'],
      [{ set: '2030-01-01T00:00:00Z', advanceSeconds: 1 }, 'set'],
      [{ freeze: 'yes', advanceSeconds: 5 }, 'freeze'],
      [{ rewind: 5 }, 'rewind'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(running.url, 'POST', '/_switchyard/clock', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
      expect(answer.body.message).toContain(field);
    }
    expect((await call(running.url, 'POST', '/_switchyard/clock', '{"advance')).status).toBe(400);
    expect((await call(running.url, 'GET', '/_switchyard/clock')).body.now).toBe(Date.UTC(2030, 0, 1) / 1000);
  });
});

describe('faults', () => {
  it('fails the next matching AWS calls in the service error shape, then lets calls through', async () => {
    const injected = await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'cleanrooms',
      operation: 'ListMembers',
      error: 'ThrottlingException',
      status: 429,
      count: 2,
    });
    expect(injected.status).toBe(201);
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toEqual([
      expect.objectContaining({ service: 'cleanrooms', operation: 'ListMembers', remaining: 2 }),
    ]);
    // Another operation of the service is not affected.
    expect((await call(running.url, 'GET', '/collaborations')).status).toBe(200);
    const client = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: running.url,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
      maxAttempts: 1,
    });
    const first = await client.send(new ListMembersCommand({ collaborationIdentifier: COLLAB })).catch((e) => e);
    expect(first.name).toBe('ThrottlingException');
    expect(first.$metadata.httpStatusCode).toBe(429);
    const raw = await call(running.url, 'GET', listPath);
    expect(raw.status).toBe(429);
    expect(raw.headers.get('x-amzn-errortype')).toBe('ThrottlingException');
    expect(Object.keys(raw.body)).toEqual(['message']);
    expect((await call(running.url, 'GET', listPath)).status).toBe(200);
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toEqual([]);
  });

  it('lets the SDK retry through a throttling fault of count 2 with its default attempts', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'cleanrooms',
      error: 'ThrottlingException',
      count: 2,
    });
    const client = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: running.url,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
      maxAttempts: 3,
      retryStrategy: undefined,
    });
    const page = await client.send(new ListMembersCommand({ collaborationIdentifier: COLLAB, maxResults: 1 }));
    expect(page.memberSummaries).toHaveLength(1);
    const statuses = (await call(running.url, 'GET', '/_switchyard/requests')).body.requests.map(
      (e: { status: number }) => e.status,
    );
    expect(statuses).toEqual([429, 429, 200]);
  });

  it('delays a call by latencyMs', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'appflow', latencyMs: 300 });
    const started = performance.now();
    const answer = await call(running.url, 'POST', '/describe-connector-profiles', {});
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers a GitHub path with a secondary limit and retry-after, once', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'github',
      path: '/repos/octo/hello',
      error: 'secondary',
      retryAfter: 5,
      count: 1,
    });
    expect((await call(running.url, 'GET', '/api/v3/repos/octo/other', undefined, search)).status).toBe(200);
    const limited = await call(running.url, 'GET', '/api/v3/repos/octo/hello', undefined, search);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('5');
    expect(limited.body.message).toContain('secondary rate limit');
    expect(limited.body.documentation_url).toContain('#about-secondary-rate-limits');
    expect((await call(running.url, 'GET', '/api/v3/repos/octo/hello', undefined, search)).status).toBe(200);
  });

  it('ends a ConnectAppAuthorization in a failure status, then connects', async () => {
    const created = await call(running.url, 'POST', createPath, {
      app: 'SLACK',
      authType: 'apiKey',
      tenant: { tenantIdentifier: 'acme', tenantDisplayName: 'Acme' },
      credential: { apiKeyCredential: { apiKey: SECRET } },
    });
    const arn = created.body.appAuthorization.appAuthorizationArn as string;
    const connectPath = `${createPath}/${encodeURIComponent(arn)}/connect`;
    const injected = await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'appfabric',
      connectStatus: 'ConnectionValidationFailed',
    });
    expect(injected.body.fault).toMatchObject({ operation: 'ConnectAppAuthorization', remaining: 1 });
    const failed = await call(running.url, 'POST', connectPath, {});
    expect(failed.status).toBe(200);
    expect(failed.body.appAuthorizationSummary.status).toBe('ConnectionValidationFailed');
    await call(running.url, 'POST', '/_switchyard/faults', {
      service: 'appfabric',
      connectStatus: 'TokenAutoRotationFailed',
    });
    expect((await call(running.url, 'POST', connectPath, {})).body.appAuthorizationSummary.status).toBe(
      'TokenAutoRotationFailed',
    );
    expect((await call(running.url, 'POST', connectPath, {})).body.appAuthorizationSummary.status).toBe('Connected');
  });

  it('clears every fault on DELETE', async () => {
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'appfabric', error: 'InternalServerException' });
    await call(running.url, 'POST', '/_switchyard/faults', { service: 'github', error: 'server', status: 502 });
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toHaveLength(2);
    expect((await call(running.url, 'DELETE', '/_switchyard/faults')).status).toBe(200);
    expect((await call(running.url, 'POST', createPath, createBody('acme'))).status).toBe(201);
    expect((await call(running.url, 'GET', '/api/v3/rate_limit', undefined, search)).status).toBe(200);
  });

  it('refuses bad fault specs with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ service: 'ec2', error: 'ThrottlingException' }, 'service'],
      [{ service: 'cleanrooms', operation: 'ListWidgets', error: 'ThrottlingException' }, 'operation'],
      [{ service: 'cleanrooms', error: 'not an error' }, 'error'],
      [{ service: 'cleanrooms', error: 'ThrottlingExeption' }, 'error'],
      [{ service: 'cleanrooms', error: 'ConnectorAuthenticationException' }, 'error'],
      [{ service: 'cleanrooms', error: 'ThrottlingException', status: 200 }, 'status'],
      [{ service: 'cleanrooms', error: 'ThrottlingException', count: 0 }, 'count'],
      [{ service: 'cleanrooms', latencyMs: -1 }, 'latencyMs'],
      [{ service: 'cleanrooms' }, 'error'],
      [{ service: 'github', path: 'repos', error: 'secondary' }, 'path'],
      [{ service: 'github', error: 'secondary', status: 500 }, 'status'],
      [{ service: 'github', error: 'server', retryAfter: 5 }, 'retryAfter'],
      [{ service: 'github', error: 'secondary', operation: 'x' }, 'operation'],
      [{ service: 'appfabric', connectStatus: 'Connected' }, 'connectStatus'],
      [{ service: 'cleanrooms', connectStatus: 'TokenAutoRotationFailed' }, 'service'],
      [{ service: 'appfabric', connectStatus: 'TokenAutoRotationFailed', error: 'ThrottlingException' }, 'error'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(running.url, 'POST', '/_switchyard/faults', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await call(running.url, 'GET', '/_switchyard/faults')).body.faults).toEqual([]);
  });

  it('refuses a misspelt error name with the service model errors to choose from', async () => {
    const misspelt = { service: 'appfabric', error: 'ThrottlingExeption' };
    const answer = await call(running.url, 'POST', '/_switchyard/faults', misspelt);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      field: 'error',
      message:
        'error "ThrottlingExeption" is not an error of appfabric; one of AccessDeniedException, ConflictException, ' +
        'InternalServerException, ResourceNotFoundException, ServiceQuotaExceededException, ThrottlingException, ' +
        'ValidationException',
    });
  });
});

describe('request log', () => {
  it('records method, path, service, operation, status and a caller digest, never a secret', async () => {
    const client = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: running.url,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
      maxAttempts: 1,
    });
    await client.send(new ListMembersCommand({ collaborationIdentifier: COLLAB, maxResults: 2 }));
    await call(running.url, 'POST', createPath, createBody('acme', TOKEN_LOG));
    await call(running.url, 'GET', `/api/v3/search/code?q=x&access_token=${SECRET}`, undefined, search);

    const answer = await call(running.url, 'GET', '/_switchyard/requests');
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toContain(ACCESS_KEY);
    expect(answer.text).not.toContain(TOKEN_LOG);
    const [list, create, github] = answer.body.requests;
    expect(list).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      method: 'GET',
      path: listPath,
      service: 'cleanrooms',
      operation: 'ListMembers',
      status: 200,
      caller: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(create).toMatchObject({ service: 'appfabric', operation: 'CreateAppAuthorization', status: 201 });
    expect(create.caller).toMatch(/^ip:/);
    expect(github).toMatchObject({ method: 'GET', path: '/api/v3/search/code', service: 'github', status: 200 });
    expect(github.caller).toMatch(/^[0-9a-f]{8}$/);
  });

  it('keeps only the most recent calls', async () => {
    // In-process: the log's size is not a `serve` option.
    running = await startInProcessEmulator({ requestLogSize: 3 });
    try {
      for (let i = 1; i <= 5; i += 1) {
        await call(running.url, 'GET', `/collaborations/${COLLAB}/members?maxResults=${i}`);
      }
      const log = (await call(running.url, 'GET', '/_switchyard/requests')).body.requests;
      expect(log).toHaveLength(3);
    } finally {
      await running.close();
    }
  });
});
