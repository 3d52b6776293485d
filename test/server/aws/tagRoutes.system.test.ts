// The tag routes AppFabric, AppFlow and Clean Rooms share (`/tags/{resourceArn}`), through the built `serve`: each
// request reaches the service its ARN names, else the one its SigV4 scope names, and answers (errors included) in
// that service's shape: AppFabric tags are a list, AppFlow's a map; an AppFlow error body holds `message` only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../../src/engine/demo/dataset.js';
import { startBuiltServer, type BuiltServer } from '../helpers.js';

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ args: ['--state', ':memory:'] });
});
afterAll(() => server.close());

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];

async function profileArn(): Promise<string> {
  const res = await fetch(`${server.url}/describe-connector-profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maxResults: 1 }),
  });
  const body = (await res.json()) as { connectorProfileDetails: { connectorProfileArn: string }[] };
  return body.connectorProfileDetails[0]!.connectorProfileArn;
}

/** A request as signed for `service` (the credential scope is what routing reads; signatures are not verified). */
function scopedTo(service: string, region = 'us-east-1'): Record<string, string> {
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260601/${region}/${service}/aws4_request, SignedHeaders=host, Signature=00`,
  };
}

async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('x-amzn-errortype'), body: text === '' ? {} : JSON.parse(text) };
}

describe('shared /tags/{resourceArn} routes', () => {
  it('an AppFlow ARN reaches AppFlow (a map of tags), an AppFabric ARN AppFabric (a list)', async () => {
    const profile = encodeURIComponent(await profileArn());
    expect(await call('POST', `/tags/${profile}`, { body: { tags: { env: 'test' } } })).toMatchObject({ status: 200 });
    expect((await call('GET', `/tags/${profile}`)).body).toEqual({ tags: { env: 'test' } });
    const bundle = encodeURIComponent(BUNDLE);
    await call('POST', `/tags/${bundle}`, { body: { tags: [{ key: 'env', value: 'prod' }] } });
    expect((await call('GET', `/tags/${bundle}`)).body).toEqual({ tags: [{ key: 'env', value: 'prod' }] });
    const removed = await call('DELETE', `/tags/${bundle}?tagKeys=env&tagKeys=other`);
    expect(removed.status).toBe(200);
    expect((await call('GET', `/tags/${bundle}`)).body).toEqual({ tags: [] });
  });

  it('answers in the shape of the service the ARN names, whatever the request was signed for', async () => {
    const missing = encodeURIComponent('arn:aws:appflow:us-east-1:111122223333:flow/none');
    const res = await call('GET', `/tags/${missing}`, { headers: scopedTo('appfabric') });
    expect(res).toMatchObject({ status: 404, type: 'ResourceNotFoundException' });
    expect(Object.keys(res.body)).toEqual(['message']);
  });

  it('without a service in the ARN, the signing scope picks: AppFlow errors hold only a message', async () => {
    const appflow = await call('GET', '/tags/not-an-arn', { headers: scopedTo('appflow') });
    expect(appflow).toMatchObject({ status: 400, type: 'ValidationException' });
    expect(Object.keys(appflow.body)).toEqual(['message']);
    expect(appflow.body.message).toContain('resourceArn');
    const appfabric = await call('GET', '/tags/not-an-arn', { headers: scopedTo('appfabric') });
    expect(appfabric.body).toMatchObject({ reason: 'fieldValidationFailed', fieldList: [{ name: 'resourceArn' }] });
    const cleanrooms = await call('GET', '/tags/not-an-arn', { headers: scopedTo('cleanrooms') });
    expect(cleanrooms.body).toMatchObject({ reason: 'FIELD_VALIDATION_FAILED', fieldList: [{ name: 'resourceArn' }] });
  });

  it('creates and deletes an app bundle over the wire (201, then 204, then 404)', async () => {
    // The demo's us-east-1 bundle fills that Region's quota: create in another Region.
    const created = await call('POST', '/appbundles', { body: {}, headers: scopedTo('appfabric', 'ap-northeast-1') });
    expect(created.status).toBe(201);
    const arn = (created.body as { appBundle: { arn: string } }).appBundle.arn;
    expect(arn).toMatch(/^arn:aws:appfabric:ap-northeast-1:\d{12}:appbundle\//);
    expect((await call('DELETE', `/appbundles/${encodeURIComponent(arn)}`)).status).toBe(204);
    expect(await call('GET', `/appbundles/${encodeURIComponent(arn)}`)).toMatchObject({
      status: 404,
      type: 'ResourceNotFoundException',
    });
    const quota = await call('POST', '/appbundles', { body: {} });
    expect(quota).toMatchObject({ status: 402, type: 'ServiceQuotaExceededException' });
    expect(quota.body).toMatchObject({ resourceType: 'AppBundle', quotaCode: 'app-bundles-per-region' });
  });
});
