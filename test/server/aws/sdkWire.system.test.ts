// The official AWS SDK clients against `serve` on loopback: every field round-trips, paginators walk
// every page, and each error arrives as the SDK's exception class with its members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CleanRoomsClient,
  CleanRoomsServiceException,
  InternalServerException,
  ListCollaborationsCommand,
  ListMembersCommand,
  ResourceNotFoundException,
  ThrottlingException,
  ValidationException as CleanRoomsValidationException,
  paginateListCollaborations,
  paginateListMembers,
} from '@aws-sdk/client-cleanrooms';
import {
  AppflowClient,
  DescribeConnectorProfilesCommand,
  ValidationException as AppflowValidationException,
  paginateDescribeConnectorProfiles,
} from '@aws-sdk/client-appflow';
import { ServiceError } from '../../../src/domain/errors.js';
import type { MemberSummary } from '../../../src/domain/cleanrooms/types.js';
import type { ConnectorProfile } from '../../../src/domain/appflow/types.js';
import { createEngine, demoDataset, DEMO_COLLABORATION_IDS, type Engine } from '../../../src/engine/index.js';
import { startBuiltServer, startServer, type BuiltServer, type RunningServer } from '../helpers.js';
import { recordingPorts, type RecordingPorts } from './recordingPorts.js';

const CREDENTIALS = { accessKeyId: 'AKIDSWITCHYARDTEST', secretAccessKey: 'sy-test-secret-7Hq2Zx' };

let engine: Engine;
let server: BuiltServer;
let cleanRooms: CleanRoomsClient;
let appflow: AppflowClient;

beforeAll(async () => {
  // The built bundle serves the demo dataset; an engine over the same dataset in-process gives the expected answers.
  engine = createEngine({ dataset: demoDataset() });
  server = await startBuiltServer();
  const config = { region: 'us-east-1', endpoint: server.url, credentials: CREDENTIALS, maxAttempts: 1 };
  cleanRooms = new CleanRoomsClient(config);
  appflow = new AppflowClient(config);
});
afterAll(async () => {
  cleanRooms.destroy();
  appflow.destroy();
  await server.close();
});

function withoutExtension(m: MemberSummary): Omit<MemberSummary, 'defaultedPayments'> {
  const { defaultedPayments: _ignored, ...wire } = m;
  return wire;
}

async function engineMembers(collaborationIdentifier: string): Promise<MemberSummary[]> {
  const all: MemberSummary[] = [];
  let nextToken: string | undefined;
  do {
    const page = await engine.members.listMembers({
      collaborationIdentifier,
      maxResults: 100,
      ...(nextToken ? { nextToken } : {}),
    });
    all.push(...page.memberSummaries);
    nextToken = page.nextToken;
  } while (nextToken);
  return all;
}

async function engineProfiles(): Promise<ConnectorProfile[]> {
  const all: ConnectorProfile[] = [];
  let nextToken: string | undefined;
  do {
    const page = await engine.connectorProfiles.describe({ maxResults: 100, ...(nextToken ? { nextToken } : {}) });
    all.push(...(page.connectorProfileDetails ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  return all;
}

describe('Clean Rooms through @aws-sdk/client-cleanrooms', () => {
  it('round-trips every member field (timestamps as Dates), without the engine-only extension', async () => {
    const output = await cleanRooms.send(
      new ListMembersCommand({ collaborationIdentifier: DEMO_COLLABORATION_IDS.retail }),
    );
    const expected = (await engineMembers(DEMO_COLLABORATION_IDS.retail)).map(withoutExtension);
    expect(output.memberSummaries).toEqual(expected);
    expect(output.nextToken).toBeUndefined();
    expect(output.$metadata.httpStatusCode).toBe(200);
    expect(output.$metadata.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(expected.some((m) => m.mlAbilities !== undefined && m.membershipArn !== undefined)).toBe(true);
  });

  it('walks every page with paginateListMembers, in order, without repeats', async () => {
    const seen: MemberSummary[] = [];
    let pages = 0;
    for await (const page of paginateListMembers(
      { client: cleanRooms, pageSize: 7 },
      { collaborationIdentifier: DEMO_COLLABORATION_IDS.pharma },
    )) {
      pages += 1;
      expect(page.memberSummaries?.length ?? 0).toBeLessThanOrEqual(7);
      seen.push(...((page.memberSummaries ?? []) as MemberSummary[]));
    }
    const expected = (await engineMembers(DEMO_COLLABORATION_IDS.pharma)).map(withoutExtension);
    expect(seen).toHaveLength(250);
    expect(pages).toBe(Math.ceil(250 / 7));
    expect(seen).toEqual(expected);
  });

  it('round-trips ListCollaborations, filtered by memberStatus', async () => {
    const all = await cleanRooms.send(new ListCollaborationsCommand({}));
    expect(all.collaborationList).toEqual((await engine.members.listCollaborations({})).collaborationList);
    const invited = await cleanRooms.send(new ListCollaborationsCommand({ memberStatus: 'INVITED' }));
    expect(invited.collaborationList?.map((c) => c.id)).toEqual([DEMO_COLLABORATION_IDS.adtech]);
  });

  it('walks collaborations with paginateListCollaborations', async () => {
    const ids: string[] = [];
    for await (const page of paginateListCollaborations({ client: cleanRooms, pageSize: 1 }, {})) {
      ids.push(...(page.collaborationList ?? []).map((c) => c.id as string));
    }
    expect(ids).toEqual(Object.values(DEMO_COLLABORATION_IDS));
  });

  it('answers an unknown collaboration with ResourceNotFoundException and its members', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const error = await cleanRooms
      .send(new ListMembersCommand({ collaborationIdentifier: id }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundException);
    expect(error).toMatchObject({
      name: 'ResourceNotFoundException',
      $fault: 'client',
      resourceId: id,
      resourceType: 'COLLABORATION',
    });
    expect((error as ResourceNotFoundException).$metadata.httpStatusCode).toBe(404);
  });

  it('answers an out-of-range maxResults with ValidationException, reason and fieldList', async () => {
    const error = await cleanRooms
      .send(new ListMembersCommand({ collaborationIdentifier: DEMO_COLLABORATION_IDS.retail, maxResults: 0 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CleanRoomsValidationException);
    expect(error).toMatchObject({
      reason: 'FIELD_VALIDATION_FAILED',
      fieldList: [{ name: 'maxResults', message: expect.any(String) }],
    });
  });

  it('answers a forged nextToken and a malformed collaboration identifier with ValidationException', async () => {
    const forged = await cleanRooms
      .send(
        new ListMembersCommand({ collaborationIdentifier: DEMO_COLLABORATION_IDS.retail, nextToken: 'forged-token' }),
      )
      .catch((e: unknown) => e);
    expect(forged).toBeInstanceOf(CleanRoomsValidationException);
    const malformed = await cleanRooms
      .send(new ListMembersCommand({ collaborationIdentifier: 'not a uuid/..' }))
      .catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(CleanRoomsValidationException);
    expect((malformed as CleanRoomsValidationException).fieldList?.[0]?.name).toBe('collaborationIdentifier');
  });
});

describe('AppFlow through @aws-sdk/client-appflow', () => {
  it('walks every profile with paginateDescribeConnectorProfiles; every field round-trips', async () => {
    const seen: ConnectorProfile[] = [];
    for await (const page of paginateDescribeConnectorProfiles({ client: appflow, pageSize: 5 }, {})) {
      seen.push(...((page.connectorProfileDetails ?? []) as ConnectorProfile[]));
    }
    const expected = await engineProfiles();
    expect(expected.length).toBeGreaterThanOrEqual(48);
    expect(seen).toEqual(expected);
    expect(new Set(seen.map((p) => p.connectorType)).size).toBe(24);
  });

  it('filters by connector type', async () => {
    const output = await appflow.send(
      new DescribeConnectorProfilesCommand({ connectorType: 'Salesforce', maxResults: 100 }),
    );
    expect(output.connectorProfileDetails?.length).toBeGreaterThan(0);
    expect(output.connectorProfileDetails?.every((p) => p.connectorType === 'Salesforce')).toBe(true);
  });

  it('answers an out-of-range maxResults with a message-only ValidationException', async () => {
    const error = await appflow
      .send(new DescribeConnectorProfilesCommand({ maxResults: 101 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppflowValidationException);
    expect((error as AppflowValidationException).message).toContain('maxResults');
    expect(error).not.toHaveProperty('fieldList');
  });
});

// In-process from src/: these need test-double ports that raise what the engine never does.
describe('errors the engine does not raise on demand', () => {
  let ports: RecordingPorts;
  let stubServer: RunningServer;
  let client: CleanRoomsClient;

  beforeAll(async () => {
    ports = recordingPorts();
    stubServer = await startServer({ engine: ports, logError: () => {} });
    client = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: stubServer.url,
      credentials: CREDENTIALS,
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    client.destroy();
    await stubServer.close();
  });

  it('ThrottlingException and InternalServerException arrive as their classes with their fault', async () => {
    ports.next = {
      error: new ServiceError({
        name: 'ThrottlingException',
        service: 'cleanrooms',
        httpStatus: 429,
        message: 'Rate exceeded',
      }),
    };
    const throttled = await client.send(new ListCollaborationsCommand({})).catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(ThrottlingException);
    expect(throttled).toMatchObject({ message: 'Rate exceeded', $fault: 'client' });
    ports.next = { error: new RangeError('engine bug') };
    const internal = await client.send(new ListCollaborationsCommand({})).catch((e: unknown) => e);
    expect(internal).toBeInstanceOf(InternalServerException);
    expect(internal).toMatchObject({ $fault: 'server' });
  });

  it('a label holding a slash travels percent-encoded and reaches the port decoded', async () => {
    ports.next = {};
    await client.send(new ListMembersCommand({ collaborationIdentifier: 'a/b:c d' }));
    expect(ports.calls.at(-1)?.input).toMatchObject({ collaborationIdentifier: 'a/b:c d' });
  });

  it('an unknown route reaches the SDK as a service exception named UnknownOperationException', async () => {
    const prefixed = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: `${stubServer.url}/prefix`,
      credentials: CREDENTIALS,
      maxAttempts: 1,
    });
    const error = await prefixed.send(new ListCollaborationsCommand({})).catch((e: unknown) => e);
    prefixed.destroy();
    expect(error).toBeInstanceOf(CleanRoomsServiceException);
    expect(error).toMatchObject({ name: 'UnknownOperationException', $metadata: { httpStatusCode: 404 } });
  });
});
