// The AWS backend (SDK clients + signed AppFabric fetch) pointed at `serve`: results equal the engine's, errors
// arrive as the domain ServiceError, SigV4 verifies end to end, and secrets never come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import type { CreateAppAuthorizationRequest } from '../../../src/domain/appfabric/types.js';
import { awsBackendLabel, createAwsServices, type AwsServices } from '../../../src/backends/aws/index.js';
import {
  createEngine,
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  type Engine,
} from '../../../src/engine/index.js';
import type { CallOptions } from '../../../src/service/ports.js';
import { startBuiltServer, type BuiltServer } from '../../server/helpers.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const CREDENTIALS = { accessKeyId: 'AKIDSWITCHYARDTEST', secretAccessKey: SECRET };
const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];

function createInput(overrides: Partial<CreateAppAuthorizationRequest> = {}): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: BUNDLE,
    app: 'SLACK',
    authType: 'oauth2',
    credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
    tenant: { tenantIdentifier: 'T012345', tenantDisplayName: 'Northwind workspace' },
    tags: [{ key: 'team', value: 'security' }],
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('AWS backend against serve (unverified signatures)', () => {
  let engine: Engine;
  let server: BuiltServer;
  let aws: AwsServices;

  beforeAll(async () => {
    // The built bundle serves the demo dataset; an engine over the same data in-process gives the expected answers.
    engine = createEngine({ dataset: demoDataset() });
    server = await startBuiltServer();
    aws = await createAwsServices({
      region: 'us-east-1',
      endpointUrl: server.url,
      credentials: CREDENTIALS,
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    aws.destroy();
    await server.close();
  });

  it('labels the backend with region and endpoint', () => {
    expect(aws.backend).toEqual({
      kind: 'aws',
      label: `aws us-east-1 via ${server.url}`,
      shortLabel: `us-east-1 ${new URL(server.url).host}`,
      region: 'us-east-1',
    });
    expect(awsBackendLabel('eu-west-1', { profile: 'dev' })).toBe('aws eu-west-1 (profile dev)');
    expect(awsBackendLabel('eu-west-1', { noSignRequest: true, endpointUrl: 'http://x' })).toBe(
      'aws eu-west-1 via http://x (unsigned)',
    );
  });

  it('lists members exactly as the engine does, minus the engine-only extension', async () => {
    const viaWire = await aws.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.retail,
      maxResults: 4,
    });
    const direct = await engine.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.retail,
      maxResults: 4,
    });
    expect(viaWire.memberSummaries).toEqual(direct.memberSummaries.map(({ defaultedPayments: _d, ...m }) => m));
    expect(viaWire.nextToken).toEqual(expect.any(String));
    const rest = await aws.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.retail,
      maxResults: 4,
      nextToken: viaWire.nextToken as string,
    });
    expect(rest.memberSummaries).toHaveLength(2);
    expect(rest).not.toHaveProperty('nextToken');
  });

  it('lists collaborations, app bundles and connector profiles of its Region, as the engine does', async () => {
    // The backend signs for us-east-1: the engine answers a caller of that Region the same.
    const usEast1: CallOptions = { caller: { region: 'us-east-1' } };
    expect((await aws.members.listCollaborations()).collaborationList).toEqual(
      (await engine.members.listCollaborations({}, usEast1)).collaborationList,
    );
    const bundles = await aws.appAuthorizations.listAppBundles();
    expect(bundles).toEqual(await engine.appAuthorizations.listAppBundles({}, usEast1));
    expect(bundles.appBundleSummaryList).toEqual([{ arn: DEMO_APP_BUNDLE_ARNS[0] }]);
    const profiles = await aws.connectorProfiles.describe({ connectorType: 'Snowflake' });
    expect(profiles).toEqual(await engine.connectorProfiles.describe({ connectorType: 'Snowflake' }, usEast1));
  });

  it('pages through app bundles and collaborations with opaque tokens', async () => {
    // Unsigned, a request names no Region and sees every Region's bundles (the demo has two).
    const unsigned = await createAwsServices({
      region: 'us-east-1',
      endpointUrl: server.url,
      noSignRequest: true,
      maxAttempts: 1,
    });
    try {
      const first = await unsigned.appAuthorizations.listAppBundles({ maxResults: 1 });
      expect(first.appBundleSummaryList).toEqual([{ arn: DEMO_APP_BUNDLE_ARNS[0] }]);
      const second = await unsigned.appAuthorizations.listAppBundles({
        maxResults: 1,
        nextToken: first.nextToken as string,
      });
      expect(second.appBundleSummaryList).toEqual([{ arn: DEMO_APP_BUNDLE_ARNS[1] }]);
      expect(second.nextToken).toBeUndefined();
    } finally {
      unsigned.destroy();
    }
    const ids: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await aws.members.listCollaborations({ maxResults: 1, ...(nextToken ? { nextToken } : {}) });
      ids.push(...page.collaborationList.map((c) => c.id));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(ids).toEqual(Object.values(DEMO_COLLABORATION_IDS));
  });

  it('creates an app authorization by ARN (a label with : and /), with RFC 3339 dates back as Dates', async () => {
    const { appAuthorization } = await aws.appAuthorizations.create(
      createInput({ clientToken: '3b9f2c1e-8d4a-4f6b-9e2d-1a7c5b3e9f01' }),
    );
    const { appAuthorization: stored } = await aws.appAuthorizations.get({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
    });
    expect(appAuthorization).toEqual(stored);
    expect(appAuthorization.createdAt).toBeInstanceOf(Date);
    expect(appAuthorization).toMatchObject({ status: 'PendingConnect', persona: 'admin', appBundleArn: BUNDLE });
    expect(JSON.stringify(appAuthorization)).not.toContain(SECRET);
  });

  it('retries idempotently with the same client token; a different parameter is IdempotentParameterMismatch', async () => {
    const clientToken = '7c2e4a19-5b3d-4e8f-a6c1-9d0b2f4e6a83';
    const first = await aws.appAuthorizations.create(createInput({ clientToken }));
    const again = await aws.appAuthorizations.create(createInput({ clientToken }));
    expect(again.appAuthorization.appAuthorizationArn).toBe(first.appAuthorization.appAuthorizationArn);
    const mismatch = await failure(aws.appAuthorizations.create(createInput({ clientToken, app: 'ZOOM' })));
    expect(mismatch).toMatchObject({ name: 'IdempotentParameterMismatch', httpStatus: 409, service: 'appfabric' });
  });

  it('maps a missing bundle to ResourceNotFoundException with its resource members', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const error = await failure(aws.appAuthorizations.create(createInput({ appBundleIdentifier: id })));
    expect(error).toMatchObject({
      name: 'ResourceNotFoundException',
      httpStatus: 404,
      resourceId: id,
      fault: 'client',
    });
  });

  it('maps validation failures with reason and fieldList, never echoing the secret', async () => {
    const error = await failure(
      aws.appAuthorizations.create(
        createInput({
          authType: 'apiKey',
          tenant: { tenantIdentifier: '', tenantDisplayName: 'x' },
          tags: [{ key: '', value: SECRET }],
        }),
      ),
    );
    expect(error).toMatchObject({ name: 'ValidationException', httpStatus: 400, reason: 'fieldValidationFailed' });
    const fields = error.fieldList?.map((f) => f.name) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['tenant.tenantIdentifier', 'tags[0].key']));
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(SECRET);

    const members = await failure(
      aws.members.listMembers({ collaborationIdentifier: DEMO_COLLABORATION_IDS.retail, maxResults: 500 }),
    );
    expect(members).toMatchObject({
      name: 'ValidationException',
      service: 'cleanrooms',
      reason: 'FIELD_VALIDATION_FAILED',
    });
    expect(members.fieldList?.[0]?.name).toBe('maxResults');
    const profiles = await failure(aws.connectorProfiles.describe({ maxResults: 0 }));
    expect(profiles).toMatchObject({ name: 'ValidationException', service: 'appflow', httpStatus: 400 });
  });

  it('passes an abort through as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await aws.members.listCollaborations({}, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    const fabric = await aws.appAuthorizations
      .listAppBundles({}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((fabric as Error).name).toBe('AbortError');
  });
});

describe('AWS backend when nothing answers', () => {
  it('maps a refused connection to a ServiceError without an HTTP status', async () => {
    const server = await startBuiltServer();
    const url = server.url;
    await server.close();
    const aws = await createAwsServices({
      region: 'us-east-1',
      endpointUrl: url,
      credentials: CREDENTIALS,
      maxAttempts: 1,
    });
    try {
      const members = await failure(aws.members.listCollaborations());
      expect(members).toMatchObject({ httpStatus: 0, service: 'cleanrooms' });
      const fabric = await failure(aws.appAuthorizations.listAppBundles());
      expect(fabric).toMatchObject({ httpStatus: 0, service: 'appfabric' });
    } finally {
      aws.destroy();
    }
  });
});

describe('AWS backend against serve --verify-sigv4', () => {
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({
      dataset: { ...demoDataset(), awsCredentials: [CREDENTIALS] },
      args: ['--verify-sigv4'],
    });
  });
  afterAll(() => server.close());

  async function backend(options: Parameters<typeof createAwsServices>[0]) {
    return createAwsServices({ region: 'us-east-1', endpointUrl: server.url, maxAttempts: 1, ...options });
  }

  it('accepts every operation signed with a listed key (labels, queries and bodies included)', async () => {
    const aws = await backend({ credentials: CREDENTIALS });
    try {
      await aws.appAuthorizations.create(createInput());
      await aws.appAuthorizations.listAppBundles({ maxResults: 1 });
      const page = await aws.members.listMembers({
        collaborationIdentifier: DEMO_COLLABORATION_IDS.pharma,
        maxResults: 3,
      });
      await aws.members.listMembers({
        collaborationIdentifier: DEMO_COLLABORATION_IDS.pharma,
        maxResults: 3,
        nextToken: page.nextToken as string,
      });
      await aws.members.listCollaborations({ memberStatus: 'ACTIVE' });
      await aws.connectorProfiles.describe({ connectorProfileNames: ['c/d', 'x@y#z'], maxResults: 2 });
      // A token with characters that need encoding is still signed correctly (the engine rejects it as forged).
      const forged = await failure(aws.appAuthorizations.listAppBundles({ nextToken: 'a b/c+d=e*~' }));
      expect(forged.name).toBe('ValidationException');
    } finally {
      aws.destroy();
    }
  });

  it('answers a wrong secret with InvalidSignatureException (403) without echoing any secret', async () => {
    const wrong = 'sy-wrong-secret-000000';
    const aws = await backend({ credentials: { accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: wrong } });
    try {
      for (const call of [
        () => aws.members.listCollaborations(),
        () => aws.appAuthorizations.create(createInput()),
        () => aws.connectorProfiles.describe(),
      ]) {
        const error = await failure(call());
        expect(error).toMatchObject({ name: 'InvalidSignatureException', httpStatus: 403 });
        expect(error.message).not.toContain(SECRET);
        expect(error.message).not.toContain(wrong);
      }
    } finally {
      aws.destroy();
    }
  });

  it('answers an unknown access key with UnrecognizedClientException and no signature with MissingAuthenticationTokenException', async () => {
    const unknown = await backend({ credentials: { accessKeyId: 'AKIDUNKNOWN', secretAccessKey: SECRET } });
    const unsigned = await backend({ noSignRequest: true });
    try {
      expect(await failure(unknown.members.listCollaborations())).toMatchObject({
        name: 'UnrecognizedClientException',
        httpStatus: 403,
      });
      expect(await failure(unsigned.members.listCollaborations())).toMatchObject({
        name: 'MissingAuthenticationTokenException',
        httpStatus: 403,
      });
      expect(await failure(unsigned.appAuthorizations.listAppBundles())).toMatchObject({
        name: 'MissingAuthenticationTokenException',
      });
    } finally {
      unknown.destroy();
      unsigned.destroy();
    }
  });
});
