// The five AWS operations switchyard serves: route, input deserialisation, the port call, output serialisation.
// Routes and success codes are the models' @http traits (aws-wire.md §1-3; ListAppBundles and ListCollaborations
// as in the AppFabric and Clean Rooms models).
import type { AppAuthorizationsPort, ConnectorProfilesPort, MembersPort } from '../../service/ports.js';
import type { CreateAppAuthorizationRequest, ListAppBundlesRequest } from '../../domain/appfabric/types.js';
import type { ListCollaborationsInput, ListMembersInput } from '../../domain/cleanrooms/types.js';
import type { DescribeConnectorProfilesRequest } from '../../domain/appflow/types.js';
import type { AwsService } from './errorWire.js';
import { parseJsonObject, readBody, readQuery, type WireShape } from './wireInput.js';
import {
  createAppAuthorizationToWire,
  describeConnectorProfilesToWire,
  listAppBundlesToWire,
  listCollaborationsToWire,
  listMembersToWireJson,
  type WireJson,
} from './wireOutput.js';

export interface AwsPorts {
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
}

export interface OperationInput {
  /** Percent-decoded path labels. */
  labels: Record<string, string>;
  query: URLSearchParams;
  body: Buffer;
  signal: AbortSignal;
}

export interface AwsOperation {
  name: string;
  service: AwsService;
  method: 'GET' | 'POST';
  /** Path template segments; `{name}` is a label. */
  path: readonly string[];
  successStatus: number;
  /** Whether the operation has a JSON body (and so requires `Content-Type: application/json` when one is sent). */
  hasBody: boolean;
  /** The response body: an object to serialise, or one already serialised. */
  invoke(ports: AwsPorts, input: OperationInput): Promise<Record<string, unknown> | WireJson>;
}

const TAG: WireShape = { structure: { key: 'string', value: 'string' } };

const CREATE_APP_AUTHORIZATION_BODY: Record<string, WireShape> = {
  app: 'string',
  credential: {
    union: {
      oauth2Credential: { structure: { clientId: 'string', clientSecret: 'string' } },
      apiKeyCredential: { structure: { apiKey: 'string' } },
    },
  },
  tenant: { structure: { tenantIdentifier: 'string', tenantDisplayName: 'string' } },
  authType: 'string',
  clientToken: 'string',
  tags: { list: TAG },
};

const DESCRIBE_CONNECTOR_PROFILES_BODY: Record<string, WireShape> = {
  connectorProfileNames: { list: 'string' },
  connectorType: 'string',
  connectorLabel: 'string',
  maxResults: 'integer',
  nextToken: 'string',
};

const PAGE_QUERY = { nextToken: 'string', maxResults: 'integer' } as const;

export const AWS_OPERATIONS: readonly AwsOperation[] = [
  {
    name: 'CreateAppAuthorization',
    service: 'appfabric',
    method: 'POST',
    path: ['appbundles', '{appBundleIdentifier}', 'appauthorizations'],
    successStatus: 201,
    hasBody: true,
    async invoke(ports, { labels, body, signal }) {
      const members = readBody<Omit<CreateAppAuthorizationRequest, 'appBundleIdentifier'>>(
        'appfabric',
        parseJsonObject('appfabric', body),
        CREATE_APP_AUTHORIZATION_BODY,
      );
      const input = {
        ...members,
        appBundleIdentifier: labels.appBundleIdentifier ?? '',
      } as CreateAppAuthorizationRequest;
      return createAppAuthorizationToWire(await ports.appAuthorizations.create(input, { signal }));
    },
  },
  {
    name: 'ListAppBundles',
    service: 'appfabric',
    method: 'GET',
    path: ['appbundles'],
    successStatus: 200,
    hasBody: false,
    async invoke(ports, { query, signal }) {
      const input = readQuery<ListAppBundlesRequest>('appfabric', query, PAGE_QUERY);
      return listAppBundlesToWire(await ports.appAuthorizations.listAppBundles(input, { signal }));
    },
  },
  {
    name: 'ListMembers',
    service: 'cleanrooms',
    method: 'GET',
    path: ['collaborations', '{collaborationIdentifier}', 'members'],
    successStatus: 200,
    hasBody: false,
    async invoke(ports, { labels, query, signal }) {
      const input = readQuery<ListMembersInput>('cleanrooms', query, PAGE_QUERY, {
        collaborationIdentifier: labels.collaborationIdentifier ?? '',
      });
      return listMembersToWireJson(await ports.members.listMembers(input, { signal }));
    },
  },
  {
    name: 'ListCollaborations',
    service: 'cleanrooms',
    method: 'GET',
    path: ['collaborations'],
    successStatus: 200,
    hasBody: false,
    async invoke(ports, { query, signal }) {
      const input = readQuery<ListCollaborationsInput>('cleanrooms', query, { ...PAGE_QUERY, memberStatus: 'string' });
      return listCollaborationsToWire(await ports.members.listCollaborations(input, { signal }));
    },
  },
  {
    name: 'DescribeConnectorProfiles',
    service: 'appflow',
    method: 'POST',
    path: ['describe-connector-profiles'],
    successStatus: 200,
    hasBody: true,
    async invoke(ports, { body, signal }) {
      const input = readBody<DescribeConnectorProfilesRequest>(
        'appflow',
        parseJsonObject('appflow', body),
        DESCRIBE_CONNECTOR_PROFILES_BODY,
      );
      return describeConnectorProfilesToWire(await ports.connectorProfiles.describe(input, { signal }));
    },
  },
];

/** The service a path belongs to, by its first segment, so even an unknown operation is answered in its style. */
export const SERVICE_OF_FIRST_SEGMENT: Readonly<Record<string, AwsService>> = {
  appbundles: 'appfabric',
  appauthorizations: 'appfabric',
  collaborations: 'cleanrooms',
  memberships: 'cleanrooms',
  'describe-connector-profiles': 'appflow',
  'list-connectors': 'appflow',
};
