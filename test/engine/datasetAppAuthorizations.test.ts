// The dataset's `appAuthorizations` section: wire-shape records of listed bundles, validated with their JSON paths,
// and listed by the engine that starts from them.
import { describe, expect, it } from 'vitest';
import { createEngine, DatasetError, loadDataset } from '../../src/engine/index.js';
import { datasetToJson } from '../../src/engine/dataset/toJson.js';

const BUNDLE = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/3f1c2a9e-7b4d-4e8a-9c61-0d2e5f7a8b90';
const AUTH = `${BUNDLE}/appauthorization/6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d`;

function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appAuthorizationArn: AUTH,
    appBundleArn: BUNDLE,
    app: 'SLACK',
    tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme Slack' },
    authType: 'apiKey',
    status: 'Connected',
    createdAt: '2026-01-01T12:00:00Z',
    updatedAt: 1767272400,
    ...overrides,
  };
}

function problemsOf(json: unknown): { path: string; rule: string }[] {
  try {
    loadDataset(json);
  } catch (error) {
    expect(error).toBeInstanceOf(DatasetError);
    return [...(error as DatasetError).problems];
  }
  throw new Error('the dataset loaded');
}

describe('dataset appAuthorizations', () => {
  it('loads wire-shape records (RFC 3339 or epoch seconds) and the engine lists them', async () => {
    const dataset = loadDataset({ appBundles: [{ arn: BUNDLE }], appAuthorizations: [record()] });
    expect(dataset.appAuthorizations?.[0]?.createdAt).toEqual(new Date('2026-01-01T12:00:00Z'));
    expect(dataset.appAuthorizations?.[0]?.updatedAt).toEqual(new Date(1767272400 * 1000));
    const engine = createEngine({ dataset });
    const page = await engine.appAuthorizations.list({ appBundleIdentifier: BUNDLE });
    expect(page.appAuthorizationSummaryList).toEqual([
      expect.objectContaining({ appAuthorizationArn: AUTH, status: 'Connected', app: 'SLACK' }),
    ]);
    const got = await engine.appAuthorizations.get({ appBundleIdentifier: BUNDLE, appAuthorizationIdentifier: AUTH });
    expect(got.appAuthorization.authType).toBe('apiKey');
    // Round-trips through the JSON format.
    expect(loadDataset(datasetToJson(dataset)).appAuthorizations).toEqual(dataset.appAuthorizations);
  });

  it('reports an unknown bundle, a bad status, a credential and a duplicate with their JSON paths', () => {
    const other = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/00000000-0000-4000-8000-000000000000';
    const problems = problemsOf({
      appBundles: [{ arn: BUNDLE }],
      appAuthorizations: [
        record({ appBundleArn: other, appAuthorizationArn: `${other}/appauthorization/x1` }),
        record({ status: 'Happy' }),
        record({ credential: { apiKeyCredential: { apiKey: 'k' } } }),
        record(),
        record(),
      ],
    });
    const paths = problems.map((p) => p.path);
    expect(paths).toContain('appAuthorizations[0].appBundleArn');
    expect(paths).toContain('appAuthorizations[1].status');
    expect(paths.some((p) => p.startsWith('appAuthorizations[2]'))).toBe(true);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'appAuthorizations[4].appAuthorizationArn', rule: 'unique' }),
    );
    expect(problemsOf({ appAuthorizations: {} })[0]?.path).toBe('appAuthorizations');
  });
});
