// A web page cannot drive `serve` (issue 28, item 2). Before, a no-preflight `text/plain` POST from any page reset
// the emulator (emptying its --state journal), and with DNS rebinding (`Host: rebind.attacker.example`) a page could
// read the request log and call the APIs. Requests with a foreign Host or Origin are refused on every route, and a
// control request must be JSON; the AWS SDK and Octokit (no Origin, the endpoint as Host) are unaffected.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CleanRoomsClient, ListCollaborationsCommand } from '@aws-sdk/client-cleanrooms';
import { Octokit } from '@octokit/core';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const createPath = `/appbundles/${encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]!)}/appauthorizations`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request with exactly these headers (fetch would not let a test choose Host). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text === '' ? {} : JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let dir: string;
let serve: BundleServe;
let host: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'switchyard-guard-'));
  serve = await startBundleServe(['--state', join(dir, 'state.journal')]);
  host = `127.0.0.1:${serve.port}`;
});
afterAll(async () => {
  await serve.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function authorizationCount(): Promise<number> {
  const answer = await send(serve.port, 'GET', createPath, { host });
  return (answer.body.appAuthorizationSummaryList as unknown[]).length;
}

describe('requests from a web page', () => {
  it('cannot reset, fault or move the clock: a foreign Origin, or a body that is not JSON, is refused', async () => {
    const created = await send(
      serve.port,
      'POST',
      createPath,
      { host, 'content-type': 'application/json' },
      JSON.stringify({
        app: 'SLACK',
        authType: 'apiKey',
        tenant: { tenantIdentifier: 'kept', tenantDisplayName: 'Kept' },
        credential: { apiKeyCredential: { apiKey: 'k' } },
      }),
    );
    expect(created.status).toBe(201);
    const count = await authorizationCount();

    // fetch(url, {method: 'POST', mode: 'no-cors', body: '{}'}) from https://evil.example:
    const page = { host, origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' };
    for (const path of ['/_switchyard/reset', '/_switchyard/faults', '/_switchyard/clock']) {
      const answer = await send(serve.port, 'POST', path, page, '{"advanceSeconds":60,"service":"appfabric"}');
      expect(answer.status, path).toBe(403);
      expect(answer.body.field).toBe('origin');
    }
    // The same from a sandboxed frame or a file: page (Origin: null), and with a JSON type (a CORS preflight would
    // be needed, but the Origin alone is enough to refuse).
    expect((await send(serve.port, 'POST', '/_switchyard/reset', { host, origin: 'null' })).status).toBe(403);
    // A text/plain body with no Origin at all (an old browser, a form) is refused for its type.
    const plain = await send(serve.port, 'POST', '/_switchyard/reset', { host, 'content-type': 'text/plain' }, '{}');
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ field: 'content-type', message: expect.stringContaining('application/json') });

    expect(await authorizationCount()).toBe(count);
    expect((await send(serve.port, 'GET', '/_switchyard/faults', { host })).body.faults).toEqual([]);
  });

  it('cannot read the request log or call the APIs through DNS rebinding (a foreign Host)', async () => {
    const rebound = { host: `rebind.attacker.example:${serve.port}` };
    const log = await send(serve.port, 'GET', '/_switchyard/requests', rebound);
    expect(log.status).toBe(403);
    expect(log.body).toMatchObject({ field: 'host', message: expect.stringContaining('rebind.attacker.example') });
    expect(log.body.requests).toBeUndefined();
    const aws = await send(serve.port, 'GET', createPath, rebound);
    expect(aws.status).toBe(403);
    expect(aws.body.appAuthorizationSummaryList).toBeUndefined();
    const github = await send(serve.port, 'GET', '/api/v3/rate_limit', { host, origin: 'http://evil.example' });
    expect(github.status).toBe(403);
    expect(github.body.documentation_url).toBe('https://docs.github.com/rest');
  });

  it('still serves the tools: loopback names, the SDK, Octokit, a same-origin page and a JSON reset', async () => {
    for (const name of [host, `localhost:${serve.port}`, `[::1]:${serve.port}`, `app.localhost:${serve.port}`])
      expect((await send(serve.port, 'GET', '/_switchyard/health', { host: name })).status, name).toBe(200);
    const same = await send(serve.port, 'GET', '/_switchyard/health', { host, origin: `http://${host}` });
    expect(same.status).toBe(200);

    const cleanrooms = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: serve.url,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'any' },
    });
    const listed = await cleanrooms.send(new ListCollaborationsCommand({}));
    expect(listed.collaborationList?.length).toBeGreaterThan(0);
    cleanrooms.destroy();
    const octokit = new Octokit({ baseUrl: `${serve.url}/api/v3`, auth: 'sy_demo_pat_alice_Qm4T7x' });
    expect((await octokit.request('GET /rate_limit')).status).toBe(200);

    const reset = await send(serve.port, 'POST', '/_switchyard/reset', { host, 'content-type': 'application/json' });
    expect(reset.status).toBe(200);
    const bare = await send(serve.port, 'POST', '/_switchyard/reset', { host });
    expect(bare.status).toBe(200);
  });
});
