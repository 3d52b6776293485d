// The control plane off loopback and under --verify-sigv4 (issue 28, item 9), from the shipped bundle. Before, with
// `--host 0.0.0.0` any host of the network could reset the emulator and empty its journal, and under --verify-sigv4
// an unsigned reset got 200 while an unsigned API call got 403. Now the control plane needs a token there: the one
// given with --control-token, or one generated and printed once to stderr.
import { afterEach, describe, expect, it } from 'vitest';
import { runBundle, startBundleServe, type BundleServe } from '../helpers/bundle.js';

const GIVEN = 'sy-test-secret-7Hq2Zx-control';
let serve: BundleServe | undefined;
afterEach(async () => {
  await serve?.stop();
  serve = undefined;
});

async function reset(url: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/_switchyard/reset`, {
    method: 'POST',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the control token', () => {
  it('is generated and printed once on a non-loopback address, and required but for health', async () => {
    serve = await startBundleServe(['--host', '0.0.0.0']);
    const url = serve.url.replace('0.0.0.0', '127.0.0.1');
    const printed = /control plane needs this token \(Authorization: Bearer\): (\S+)\n/.exec(serve.stderr());
    expect(printed).not.toBeNull();
    const token = printed![1]!;
    expect(serve.stderr().split(token)).toHaveLength(2);

    const refused = await reset(url);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ field: 'authorization' });
    expect((await reset(url, 'wrong-token-0123456789')).status).toBe(401);
    expect((await fetch(`${url}/_switchyard/requests`)).status).toBe(401);
    expect((await fetch(`${url}/_switchyard/health`)).status).toBe(200);
    expect((await reset(url, token)).status).toBe(200);
    expect(JSON.stringify(refused.body)).not.toContain(token);
  });

  it('applies under --verify-sigv4 on loopback, with the token given by --control-token (never printed)', async () => {
    serve = await startBundleServe(['--verify-sigv4', '--control-token', GIVEN]);
    expect(serve.stderr()).not.toContain(GIVEN);
    expect((await reset(serve.url)).status).toBe(401);
    expect((await reset(serve.url, GIVEN)).status).toBe(200);
  });

  it('is not needed on loopback without --verify-sigv4, and a short one is refused naming the flag', async () => {
    serve = await startBundleServe();
    expect((await reset(serve.url)).status).toBe(200);
    const bad = await runBundle(['serve', '--control-token', 'short']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--control-token must be 16 to 256 printable characters');
    expect(bad.stderr).not.toContain("'short'");
  });
});
