// Port output -> restJson1 response bodies. Timestamps as each service sends them (aws-wire.md §0): AppFabric's
// DateTime is `date-time` (RFC 3339 string); Clean Rooms and AppFlow use the default, epoch seconds as a JSON number.
// Structures are written member by member from the model, so engine-only extensions (MemberSummary's
// `defaultedPayments`) never reach the wire.
import type {
  AppAuthorization,
  CreateAppAuthorizationResponse,
  ListAppBundlesResponse,
} from '../../domain/appfabric/types.js';
import type {
  CollaborationSummary,
  ListCollaborationsOutput,
  ListMembersOutput,
  MemberSummary,
} from '../../domain/cleanrooms/types.js';
import type { ConnectorProfile, DescribeConnectorProfilesResponse } from '../../domain/appflow/types.js';
import { isDeepFrozen } from '../../domain/immutable.js';

type Json = Record<string, unknown>;

/** A response body already serialised (the server sends it as it is instead of JSON.stringify-ing an object). */
export class WireJson {
  constructor(
    readonly text: string,
    /** Its length in UTF-8, known from its parts (measuring a 50 KB string again costs a scan of it). */
    readonly byteLength: number,
  ) {}
}

/** RFC 3339 with `Z`; whole seconds drop the `.000` the way the SDKs write them. */
export function rfc3339(date: Date): string {
  return date.toISOString().replace('.000Z', 'Z');
}

export function epochSeconds(date: Date): number {
  return date.getTime() / 1000;
}

function put(target: Json, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}

function pick(source: object, keys: readonly string[]): Json {
  const result: Json = {};
  for (const key of keys) put(result, key, (source as Json)[key]);
  return result;
}

// ---- AppFabric -------------------------------------------------------------------------------------------------

function appAuthorizationToWire(a: AppAuthorization): Json {
  const result = pick(a, ['appAuthorizationArn', 'appBundleArn', 'app']);
  result.tenant = pick(a.tenant, ['tenantIdentifier', 'tenantDisplayName']);
  result.authType = a.authType;
  result.status = a.status;
  result.createdAt = rfc3339(a.createdAt);
  result.updatedAt = rfc3339(a.updatedAt);
  put(result, 'persona', a.persona);
  put(result, 'authUrl', a.authUrl);
  return result;
}

export function createAppAuthorizationToWire(output: CreateAppAuthorizationResponse): Json {
  return { appAuthorization: appAuthorizationToWire(output.appAuthorization) };
}

export function listAppBundlesToWire(output: ListAppBundlesResponse): Json {
  const result: Json = { appBundleSummaryList: output.appBundleSummaryList.map((b) => ({ arn: b.arn })) };
  put(result, 'nextToken', output.nextToken);
  return result;
}

// ---- Clean Rooms -----------------------------------------------------------------------------------------------

function memberSummaryToWire(m: MemberSummary): Json {
  const result: Json = {
    accountId: m.accountId,
    status: m.status,
    displayName: m.displayName,
    abilities: m.abilities,
  };
  put(result, 'mlAbilities', m.mlAbilities);
  result.createTime = epochSeconds(m.createTime);
  result.updateTime = epochSeconds(m.updateTime);
  put(result, 'membershipId', m.membershipId);
  put(result, 'membershipArn', m.membershipArn);
  result.paymentConfiguration = m.paymentConfiguration;
  return result;
}

export function listMembersToWire(output: ListMembersOutput): Json {
  const result: Json = {};
  put(result, 'nextToken', output.nextToken);
  result.memberSummaries = output.memberSummaries.map(memberSummaryToWire);
  return result;
}

/**
 * Wire JSON of each immutable member record, memoised per record object: serialising the members was most of what
 * a list-members request cost. Correct because the engine's members are deeply frozen (ReadonlyDate timestamps), so
 * a record object's wire form can never change; when the data changes the engine stores a new object, and the
 * WeakMap lets the old entry go with the old record. Records that are not deeply frozen
 * (another port implementation) are serialised every time. Unlike caching whole answers, every request still asks
 * the port, so the answer is always the port's current one.
 */
const memberJson = new WeakMap<MemberSummary, MemberJson>();

interface MemberJson {
  text: string;
  byteLength: number;
}

function memberSummaryJson(m: MemberSummary): MemberJson {
  let json = memberJson.get(m);
  if (json === undefined) {
    const text = JSON.stringify(memberSummaryToWire(m));
    json = { text, byteLength: Buffer.byteLength(text, 'utf8') };
    if (isDeepFrozen(m)) memberJson.set(m, json);
  }
  return json;
}

/** Exactly `JSON.stringify(listMembersToWire(output))`, joined from the members' memoised fragments. */
export function listMembersToWireJson(output: ListMembersOutput): WireJson {
  const members = output.memberSummaries;
  const head =
    output.nextToken === undefined
      ? '{"memberSummaries":['
      : `{"nextToken":${JSON.stringify(output.nextToken)},"memberSummaries":[`;
  // head, the fragments, a comma between each two, and "]}".
  let byteLength = Buffer.byteLength(head, 'utf8') + Math.max(members.length - 1, 0) + 2;
  const fragments = new Array<string>(members.length);
  for (let i = 0; i < members.length; i += 1) {
    const json = memberSummaryJson(members[i]!);
    fragments[i] = json.text;
    byteLength += json.byteLength;
  }
  return new WireJson(`${head}${fragments.join(',')}]}`, byteLength);
}

const COLLABORATION_KEYS = ['id', 'arn', 'name', 'creatorAccountId', 'creatorDisplayName'] as const;

function collaborationSummaryToWire(c: CollaborationSummary): Json {
  const result = pick(c, COLLABORATION_KEYS);
  result.createTime = epochSeconds(c.createTime);
  result.updateTime = epochSeconds(c.updateTime);
  result.memberStatus = c.memberStatus;
  put(result, 'membershipId', c.membershipId);
  put(result, 'membershipArn', c.membershipArn);
  put(result, 'analyticsEngine', (c as { analyticsEngine?: string }).analyticsEngine);
  return result;
}

export function listCollaborationsToWire(output: ListCollaborationsOutput): Json {
  const result: Json = {};
  put(result, 'nextToken', output.nextToken);
  result.collaborationList = output.collaborationList.map(collaborationSummaryToWire);
  return result;
}

// ---- AppFlow ---------------------------------------------------------------------------------------------------

const PROFILE_KEYS = [
  'connectorProfileArn',
  'connectorProfileName',
  'connectorType',
  'connectorLabel',
  'connectionMode',
  'credentialsArn',
  'connectorProfileProperties',
] as const;

function connectorProfileToWire(p: ConnectorProfile): Json {
  const result = pick(p, PROFILE_KEYS);
  if (p.createdAt !== undefined) result.createdAt = epochSeconds(p.createdAt);
  if (p.lastUpdatedAt !== undefined) result.lastUpdatedAt = epochSeconds(p.lastUpdatedAt);
  put(result, 'privateConnectionProvisioningState', p.privateConnectionProvisioningState);
  return result;
}

export function describeConnectorProfilesToWire(output: DescribeConnectorProfilesResponse): Json {
  const result: Json = {};
  if (output.connectorProfileDetails !== undefined) {
    result.connectorProfileDetails = output.connectorProfileDetails.map(connectorProfileToWire);
  }
  put(result, 'nextToken', output.nextToken);
  return result;
}
