// The signed AppFabric fetch against a scripted fetch: request shape, and the restJson1 error parsing rules
// (header, body `code`, body `__type`, sanitising, Retry-After) the SDKs apply.
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import { AwsAppAuthorizations, encodeLabel } from '../../../src/backends/aws/appFabric.js';

const BUNDLE = 'arn:aws:appfabric:us-east-1:123456789012:appbundle/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const INPUT = {
  appBundleIdentifier: BUNDLE,
  app: 'SLACK',
  authType: 'apiKey' as const,
  credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
  tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
};

function scripted(status: number, body: string, headers: Record<string, string> = {}) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as typeof fetch;
  const client = (options: { noSignRequest?: boolean } = {}) =>
    new AwsAppAuthorizations({
      region: async () => 'us-east-1',
      endpointUrl: 'http://127.0.0.1:9',
      credentials: async () => ({ accessKeyId: 'AKID', secretAccessKey: 'sy-test-secret-7Hq2Zx' }),
      fetch: fetchImpl,
      ...options,
    });
  return { seen, client };
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

const OK_BODY = JSON.stringify({
  appAuthorization: {
    appAuthorizationArn: `${BUNDLE}/appauthorization/x`,
    appBundleArn: BUNDLE,
    app: 'SLACK',
    authType: 'apiKey',
    status: 'PendingConnect',
    tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
    createdAt: '2026-06-01T12:00:00Z',
    updatedAt: '2026-06-01T12:00:00.5+02:00',
  },
});

describe('AppFabric signed fetch', () => {
  it('POSTs to the encoded label with a generated client token and a SigV4 Authorization', async () => {
    const { seen, client } = scripted(201, OK_BODY);
    const out = await client().create(INPUT);
    expect(out.appAuthorization.createdAt).toEqual(new Date('2026-06-01T12:00:00Z'));
    expect(out.appAuthorization.updatedAt).toEqual(new Date('2026-06-01T10:00:00.500Z'));
    expect(seen[0]?.url).toBe(`http://127.0.0.1:9/appbundles/${encodeLabel(BUNDLE)}/appauthorizations`);
    expect(seen[0]?.url).toContain('arn%3Aaws%3Aappfabric');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/appfabric\/aws4_request/,
    );
    const body = JSON.parse(String(seen[0]?.init.body)) as Record<string, unknown>;
    expect(body.clientToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body).not.toHaveProperty('appBundleIdentifier');
  });

  it('sends no Authorization with noSignRequest', async () => {
    const { seen, client } = scripted(200, '{"appBundleSummaryList":[]}');
    await client({ noSignRequest: true }).listAppBundles({ maxResults: 3, nextToken: 'a b' });
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/appbundles?maxResults=3&nextToken=a%20b');
    expect((seen[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('reads the error name from X-Amzn-Errortype, sanitised, with the modeled members', async () => {
    const body = JSON.stringify({
      message: 'bad',
      reason: 'fieldValidationFailed',
      fieldList: [{ name: 'app', message: 'm' }],
    });
    const { client } = scripted(400, body, {
      'x-amzn-errortype': 'ValidationException:http://internal.amazon.com/coral/com.amazonaws.appfabric/',
    });
    expect(await failure(client().create(INPUT))).toMatchObject({
      name: 'ValidationException',
      httpStatus: 400,
      reason: 'fieldValidationFailed',
      fieldList: [{ name: 'app', message: 'm' }],
      service: 'appfabric',
    });
  });

  it('falls back to body code, then __type (qualified names sanitised)', async () => {
    const byCode = scripted(
      409,
      JSON.stringify({ code: 'ConflictException', message: 'c', resourceId: 'r', resourceType: 't' }),
    );
    expect(await failure(byCode.client().create(INPUT))).toMatchObject({
      name: 'ConflictException',
      resourceId: 'r',
      resourceType: 't',
    });
    const byType = scripted(
      404,
      JSON.stringify({ __type: 'com.amazonaws.appfabric#ResourceNotFoundException', Message: 'gone' }),
    );
    expect(await failure(byType.client().create(INPUT))).toMatchObject({
      name: 'ResourceNotFoundException',
      message: 'gone',
    });
  });

  it('reads Retry-After into retryAfterSeconds, and names an unparseable error by its status', async () => {
    const throttled = scripted(429, JSON.stringify({ message: 'slow' }), {
      'x-amzn-errortype': 'ThrottlingException',
      'retry-after': '7',
    });
    expect(await failure(throttled.client().listAppBundles())).toMatchObject({
      name: 'ThrottlingException',
      retryAfterSeconds: 7,
      httpStatus: 429,
    });
    const gateway = scripted(502, '<html>bad gateway</html>', { 'content-type': 'text/html' });
    expect(await failure(gateway.client().listAppBundles())).toMatchObject({
      name: 'Http502Error',
      httpStatus: 502,
      fault: 'server',
    });
  });

  it('rejects a response whose timestamps are not RFC 3339', async () => {
    const body = OK_BODY.replace('"2026-06-01T12:00:00Z"', '1780315200');
    const { client } = scripted(201, body);
    expect(await failure(client().create(INPUT))).toMatchObject({ name: 'DeserializationError' });
  });
});
