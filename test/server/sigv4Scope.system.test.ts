// `switchyard serve --verify-sigv4 --region us-east-1` (the shipped bundle) against signatures that are valid
// cryptographically but must still be refused: a body changed after an UNSIGNED-PAYLOAD signature, a credential
// scope naming another service or another region. The unaltered request is the control that passes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeSha256 } from '../../src/crypto/nodeSha256.js';
import { contractDataset } from '../contract/dataset.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const KEY = { accessKeyId: 'AKIDSIGV4SCOPETEST', secretAccessKey: SECRET };
let serve: BundleServe;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sy-sigv4-'));
  const file = join(dir, 'dataset.json');
  writeFileSync(file, JSON.stringify({ ...contractDataset(), awsCredentials: [KEY] }));
  serve = await startBundleServe(['--data', file, '--verify-sigv4', '--region', 'us-east-1']);
});
afterAll(() => serve?.stop());

interface Draft {
  service?: string;
  region?: string;
  unsignedPayload?: boolean;
  body: string;
  sentBody?: string;
}

/** AppFlow's DescribeConnectorProfiles: a POST whose JSON body is the input. */
async function send(draft: Draft): Promise<{ status: number; body: { message?: string } }> {
  const host = `127.0.0.1:${serve.port}`;
  const path = '/describe-connector-profiles';
  const headers: Record<string, string> = { host, 'content-type': 'application/json' };
  if (draft.unsignedPayload) headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
  const request = new HttpRequest({
    method: 'POST',
    hostname: '127.0.0.1',
    port: serve.port,
    path,
    headers,
    body: draft.body,
  });
  const signer = new SignatureV4({
    credentials: KEY,
    region: draft.region ?? 'us-east-1',
    service: draft.service ?? 'appflow',
    sha256: NodeSha256,
  });
  const out = await signer.sign(request);
  const sent = { ...(out.headers as Record<string, string>) };
  delete sent.host;
  const response = await fetch(`http://${host}${path}`, {
    method: 'POST',
    headers: sent,
    body: draft.sentBody ?? draft.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as { message?: string }) };
}

describe('SigV4 verification refuses what a correct signature does not cover', () => {
  const body = JSON.stringify({ maxResults: 1 });

  it('control: the unaltered signed request passes authentication', async () => {
    const r = await send({ body });
    expect(r.status).toBe(200);
  });

  it('a body changed after an UNSIGNED-PAYLOAD signature is refused', async () => {
    const honest = await send({ body, unsignedPayload: true });
    expect(honest.status).toBe(403);
    const tampered = await send({ body, unsignedPayload: true, sentBody: JSON.stringify({ maxResults: 2 }) });
    expect(tampered.status).toBe(403);
    expect(tampered.body.message).toMatch(/UNSIGNED-PAYLOAD/);
  });

  it('a signature scoped to another service is refused', async () => {
    const r = await send({ body, service: 's3' });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/scoped to correct service: 'appflow'/);
  });

  it('a signature scoped to another region than serve’s is refused', async () => {
    const r = await send({ body, region: 'eu-west-1' });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/region/);
    expect(JSON.stringify(r.body)).not.toContain(SECRET);
  });
});
