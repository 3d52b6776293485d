// The known test secret must never leave a create call: not in a record, not in an error, not anywhere in the
// engine's state (only an HMAC under a per-process key, never written, is kept for idempotent retries).
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { createEngine, demoDataset, DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const TOKEN = '5f0b9a53-3c11-4d2e-9b8a-7c6d5e4f3a21';

/** Every string reachable from `root`: object members, array items, Map keys and values, Set items, Buffers. */
function reachableText(root: unknown): string[] {
  const seen = new Set<unknown>();
  const out: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      out.push(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
      out.push(
        Buffer.from(value).toString('utf8'),
        Buffer.from(value).toString('hex'),
        Buffer.from(value).toString('base64'),
      );
      return;
    }
    if (value instanceof Map) {
      for (const [k, v] of value) {
        visit(k);
        visit(v);
      }
      return;
    }
    if (value instanceof Set) {
      for (const v of value) visit(v);
      return;
    }
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === 'string') out.push(key);
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor) visit(descriptor.value);
    }
  };
  visit(root);
  return out;
}

describe('the credential never leaves the call', () => {
  it('appears in no output, no error and nowhere in the engine state', async () => {
    const engine = createEngine({ dataset: demoDataset(), clock: new VirtualClock() });
    const outputs: unknown[] = [];
    const capture = async (call: Promise<unknown>): Promise<void> => {
      try {
        outputs.push(await call);
      } catch (error) {
        outputs.push(error, (error as Error).message, (error as Error).stack, JSON.stringify(error), String(error));
      }
    };
    const base = {
      appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0],
      app: 'SLACK',
      authType: 'oauth2' as const,
      credential: { oauth2Credential: { clientId: 'client', clientSecret: SECRET } },
      tenant: { tenantIdentifier: 'T1', tenantDisplayName: 'Tenant' },
    };
    await capture(engine.appAuthorizations.create({ ...base, clientToken: TOKEN }));
    await capture(engine.appAuthorizations.create({ ...base, clientToken: TOKEN }));
    await capture(engine.appAuthorizations.create({ ...base, clientToken: TOKEN, app: 'ZOOM' }));
    await capture(
      engine.appAuthorizations.create({
        ...base,
        authType: 'apiKey',
        credential: { apiKeyCredential: { apiKey: SECRET } },
      }),
    );
    await capture(engine.appAuthorizations.create({ ...base, authType: 'apiKey' }));
    await capture(
      engine.appAuthorizations.create({
        ...base,
        credential: { oauth2Credential: { clientId: 'c', clientSecret: SECRET.repeat(200) } },
      }),
    );
    await capture(
      engine.appAuthorizations.create({ ...base, appBundleIdentifier: '00000000-0000-4000-8000-000000000000' }),
    );
    outputs.push(engine.admin.listAppAuthorizations());

    expect(outputs.length).toBeGreaterThan(8);
    for (const output of outputs) {
      const text = typeof output === 'string' ? output : (JSON.stringify(output) ?? '');
      expect(text).not.toContain(SECRET);
    }
    expect(JSON.stringify(engine)).not.toContain(SECRET);
    const state = reachableText(engine);
    expect(state.length).toBeGreaterThan(100);
    expect(state.some((s) => s.includes(TOKEN))).toBe(true); // the walk does reach the idempotency entries
    expect(state.filter((s) => s.includes(SECRET))).toEqual([]);
  });
});
