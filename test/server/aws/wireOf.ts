// The wire serialisers of single operations, derived from their descriptions, under the names the wire tests use.
import type { CreateAppAuthorizationResponse } from '../../../src/domain/appfabric/types.js';
import type { DescribeConnectorProfilesResponse } from '../../../src/domain/appflow/types.js';
import type { ListMembersOutput } from '../../../src/domain/cleanrooms/types.js';
import { createAppAuthorization } from '../../../src/operations/appfabric/createAppAuthorization.js';
import { describeConnectorProfiles } from '../../../src/operations/appflow/describeConnectorProfiles.js';
import { listMembers } from '../../../src/operations/cleanrooms/listMembers.js';
import { toWire, toWireJson, type WireJson } from '../../../src/formats/wireOutput.js';

export { rfc3339 } from '../../../src/formats/wireOutput.js';

type Json = Record<string, unknown>;

export const createAppAuthorizationToWire = (output: CreateAppAuthorizationResponse): Json =>
  toWire(createAppAuthorization.output, 'date-time', output) as Json;

export const listMembersToWire = (output: ListMembersOutput): Json =>
  toWire(listMembers.output, 'epoch-seconds', output) as Json;

export const listMembersToWireJson = (output: ListMembersOutput): WireJson =>
  toWireJson(listMembers.output, 'epoch-seconds', output);

export const describeConnectorProfilesToWire = (output: DescribeConnectorProfilesResponse): Json =>
  toWire(describeConnectorProfiles.output, 'epoch-seconds', output) as Json;
