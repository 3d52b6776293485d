// --verify-sigv4 at the HTTP level: requests signed by hand with @smithy/signature-v4, then altered in one way each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../../../src/crypto/nodeSha256.js';
import { startServer, type RunningServer } from '../helpers.js';
import { recordingPorts } from './recordingPorts.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const KEY = { accessKeyId: 'AKIDSIGV4TEST', secretAccessKey: SECRET };
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

let server: RunningServer;
let clock = NOW;

beforeAll(async () => {
  server = await startServer({ engine: recordingPorts(), verifySigv4: true, credentials: [KEY], now: () => clock });
});
afterAll(() => server.close());

interface Draft {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: string;
  service?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  signedAt?: number;
}

async function signed(draft: Draft): Promise<{ url: string; init: RequestInit; headers: Record<string, string> }> {
  const host = `127.0.0.1:${server.port}`;
  const request = new HttpRequest({
    method: draft.method,
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: server.port,
    path: draft.path,
    query: draft.query ?? {},
    headers: { host, ...(draft.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(draft.body !== undefined ? { body: draft.body } : {}),
  });
  const signer = new SignatureV4({
    credentials: draft.credentials ?? KEY,
    region: 'us-east-1',
    service: draft.service ?? 'cleanrooms',
    sha256: NodeSha256,
  });
  const out = await signer.sign(request, { signingDate: new Date(draft.signedAt ?? NOW) });
  const headers = { ...(out.headers as Record<string, string>) };
  delete headers.host;
  const search = new URLSearchParams(draft.query ?? {}).toString().replace(/\+/g, '%20');
  return {
    url: `http://${host}${draft.path}${search ? `?${search}` : ''}`,
    headers,
    init: { method: draft.method, headers, ...(draft.body !== undefined ? { body: draft.body } : {}) },
  };
}

async function send(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, type: response.headers.get('x-amzn-errortype'), json };
}

describe('SigV4 verification', () => {
  const members = {
    method: 'GET',
    path: '/collaborations/a%3Ab/members',
    query: { maxResults: '5', nextToken: 'x y/z' },
  };

  it('accepts a correctly signed request (encoded label, query, and a body)', async () => {
    const get = await signed(members);
    expect((await send(get.url, get.init)).status).toBe(200);
    const post = await signed({
      method: 'POST',
      path: '/describe-connector-profiles',
      body: '{"maxResults":3}',
      service: 'appflow',
    });
    expect((await send(post.url, post.init)).status).toBe(200);
  });

  it('rejects a request without Authorization with MissingAuthenticationTokenException', async () => {
    const result = await send(`${server.url}/collaborations`, {});
    expect(result).toMatchObject({ status: 403, type: 'MissingAuthenticationTokenException' });
  });

  it('rejects a malformed Authorization header or a missing X-Amz-Date with IncompleteSignatureException', async () => {
    const malformed = await send(`${server.url}/collaborations`, {
      headers: { authorization: 'AWS4-HMAC-SHA256 garbage' },
    });
    expect(malformed).toMatchObject({ status: 403, type: 'IncompleteSignatureException' });
    const ok = await signed(members);
    const { 'x-amz-date': _dropped, ...withoutDate } = ok.headers;
    expect(await send(ok.url, { headers: withoutDate })).toMatchObject({
      status: 403,
      type: 'IncompleteSignatureException',
    });
  });

  it('rejects an unknown access key with UnrecognizedClientException', async () => {
    const other = await signed({ ...members, credentials: { accessKeyId: 'AKIDOTHER', secretAccessKey: SECRET } });
    expect(await send(other.url, other.init)).toMatchObject({ status: 403, type: 'UnrecognizedClientException' });
  });

  it('rejects a wrong secret, a changed path, query or body with InvalidSignatureException', async () => {
    const wrong = await signed({ ...members, credentials: { ...KEY, secretAccessKey: 'sy-wrong' } });
    expect(await send(wrong.url, wrong.init)).toMatchObject({ status: 403, type: 'InvalidSignatureException' });
    const ok = await signed(members);
    expect(await send(ok.url.replace('a%3Ab', 'a%3Ac'), ok.init)).toMatchObject({ type: 'InvalidSignatureException' });
    expect(await send(ok.url.replace('maxResults=5', 'maxResults=6'), ok.init)).toMatchObject({
      type: 'InvalidSignatureException',
    });
    const post = await signed({
      method: 'POST',
      path: '/describe-connector-profiles',
      body: '{"maxResults":3}',
      service: 'appflow',
    });
    const tampered = await send(post.url, { ...post.init, body: '{"maxResults":4}' });
    expect(tampered).toMatchObject({ status: 403, type: 'InvalidSignatureException' });
    expect(String(tampered.json.message)).toContain('x-amz-content-sha256');
  });

  it('rejects a signature more than 15 minutes away from the server clock', async () => {
    const old = await signed({ ...members, signedAt: NOW - 16 * 60_000 });
    const result = await send(old.url, old.init);
    expect(result).toMatchObject({ status: 403, type: 'InvalidSignatureException' });
    expect(String(result.json.message)).toContain('Signature expired');
    clock = NOW + 14 * 60_000;
    const recent = await signed(members);
    expect((await send(recent.url, recent.init)).status).toBe(200);
    clock = NOW;
  });

  it('checks the signature before the input: an unsigned request with a bad body gets 403, not 415 or 400', async () => {
    const badType = await send(`${server.url}/describe-connector-profiles`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(badType).toMatchObject({ status: 403, type: 'MissingAuthenticationTokenException' });
    const badJson = await send(`${server.url}/describe-connector-profiles`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson).toMatchObject({ status: 403, type: 'MissingAuthenticationTokenException' });
  });

  it('never echoes a secret in any answer', async () => {
    const wrong = await signed({ ...members, credentials: { ...KEY, secretAccessKey: 'sy-wrong-secret' } });
    const text = JSON.stringify(await send(wrong.url, wrong.init));
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('sy-wrong-secret');
  });
});
