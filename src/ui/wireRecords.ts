// The explorer's records as the API returns them (the `J` raw view, `Y` and `:export`): each operation's output
// shape written by the emulator's own serialiser, so model members only, in model order, timestamps as the service
// sends them (Clean Rooms and AppFlow: epoch seconds; AppFabric: RFC 3339 strings), and engine-only extensions never
// shown. The shapes carry no secret: a connector profile has only its credentials ARN, an app authorization none.

import type { Shape } from '../domain/shape.js';
import { listMembers } from '../operations/cleanrooms/listMembers.js';
import { listCollaborations } from '../operations/cleanrooms/listCollaborations.js';
import { describeConnectorProfiles } from '../operations/appflow/describeConnectorProfiles.js';
import { getAppAuthorization } from '../operations/appfabric/getAppAuthorization.js';
import { APPFABRIC } from '../operations/appfabric/index.js';
import { toWire, type TimestampFormat } from '../formats/wireOutput.js';

export type WireListKind = 'members' | 'profiles' | 'collaborations';

const LISTS: Record<WireListKind, { key: string; list: Shape }> = {
  members: { key: 'memberSummaries', list: memberShape(listMembers.output.members, 'memberSummaries') },
  profiles: {
    key: 'connectorProfileDetails',
    list: memberShape(describeConnectorProfiles.output.members, 'connectorProfileDetails'),
  },
  collaborations: {
    key: 'collaborationList',
    list: memberShape(listCollaborations.output.members, 'collaborationList'),
  },
};

const APP_AUTHORIZATION: { shape: Shape; format: TimestampFormat } = {
  shape: memberShape(getAppAuthorization.output.members, 'appAuthorization'),
  format: APPFABRIC.timestampFormat,
};

function memberShape(members: Record<string, { shape: Shape }>, key: string): Shape {
  const shape = members[key]?.shape;
  if (shape === undefined) throw new Error(`no output member ${key}`);
  return shape;
}

/** The response member that lists records of this kind (`memberSummaries`, `connectorProfileDetails`). */
export function wireListKey(kind: WireListKind): string {
  return LISTS[kind].key;
}

/** One record as it appears in its list response. */
export function wireRecord(kind: WireListKind, record: unknown): unknown {
  const list = LISTS[kind].list;
  return toWire(list.type === 'list' ? list.member : list, 'epoch-seconds', record);
}

/** Records as the list response's body: `{"memberSummaries": [...]}`. */
export function wireList(kind: WireListKind, records: readonly unknown[]): Record<string, unknown> {
  return { [LISTS[kind].key]: toWire(LISTS[kind].list, 'epoch-seconds', records) };
}

/** One app authorization as AppFabric's GetAppAuthorization returns it (the member `appAuthorization`). */
export function wireAppAuthorization(record: unknown): unknown {
  return toWire(APP_AUTHORIZATION.shape, APP_AUTHORIZATION.format, record);
}
