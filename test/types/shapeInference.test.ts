// One shape per operation: the request and response types are inferred from the runtime shapes, so a member added to
// a shape is in the type with no second edit. These are compile-time checks (`npm test` runs tsc first, and vitest's
// expectTypeOf fails tsc on a mismatch); the runtime assertions check the same shapes as values.

import { describe, expect, expectTypeOf, it } from 'vitest';
import * as appfabricShapes from '../../src/domain/appfabric/shapes.js';
import type {
  AppAuthorization,
  CreateAppAuthorizationRequest,
  Credential,
  DeleteAppBundleResponse,
} from '../../src/domain/appfabric/types.js';
import * as appflowShapes from '../../src/domain/appflow/shapes.js';
import type { ConnectorProfileCredentials, CreateConnectorProfileRequest } from '../../src/domain/appflow/types.js';
import * as cleanroomsShapes from '../../src/domain/cleanrooms/shapes.js';
import type { ListMembersInput, MemberSummary } from '../../src/domain/cleanrooms/types.js';
import type { CreateCollaborationInput, TableReference } from '../../src/domain/cleanrooms/writes.js';
import {
  bool,
  enumOf,
  int,
  listOf,
  mapOf,
  opt,
  req,
  str,
  struct,
  timestamp,
  union,
  type Infer,
} from '../../src/domain/shape.js';
import { createAppAuthorization } from '../../src/operations/appfabric/createAppAuthorization.js';
import { createConnectorProfile } from '../../src/operations/appflow/createConnectorProfile.js';
import { listMembers } from '../../src/operations/cleanrooms/listMembers.js';

describe('Infer maps each builder to its TypeScript type', () => {
  it('maps leaves, lists, maps, enums and optional members', () => {
    const shape = struct({
      name: req(str),
      count: opt(int),
      on: req(bool),
      at: req(timestamp),
      kind: req(enumOf(['A', 'B'] as const)),
      labels: opt(listOf(str)),
      tags: opt(mapOf(str)),
    });
    expectTypeOf<Infer<typeof shape>>().toEqualTypeOf<{
      name: string;
      count?: number;
      on: boolean;
      at: Date;
      kind: 'A' | 'B';
      labels?: string[];
      tags?: Record<string, string>;
    }>();
    expect(shape.members.kind.shape.enum).toEqual(['A', 'B']);
    expect(shape.members.name.required).toBe(true);
  });

  it('adds a member to the type when it is added to the shape, with no second edit', () => {
    const before = struct({ id: req(str) });
    const after = struct({ ...before.members, note: opt(str), size: req(int) });
    expectTypeOf<Infer<typeof before>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Infer<typeof after>>().toEqualTypeOf<{ id: string; note?: string; size: number }>();
    expectTypeOf<Infer<typeof after>>().not.toEqualTypeOf<Infer<typeof before>>();
    // A required member is required in the type: a value without it is not a value of the shape.
    expectTypeOf<{ id: string }>().not.toMatchTypeOf<Infer<typeof after>>();
    expect(Object.keys(after.members)).toEqual(['id', 'note', 'size']);
  });

  it('makes a union exactly one of its members, and an empty structure no members', () => {
    const ref = union({ a: opt(struct({ x: req(str) })), b: opt(struct({ y: req(int) })) });
    type OneOf = { a: { x: string } } | { b: { y: number } };
    expectTypeOf<Infer<typeof ref>>().toMatchTypeOf<OneOf>();
    expectTypeOf<OneOf>().toMatchTypeOf<Infer<typeof ref>>();
    expectTypeOf<{ a: { x: string } }>().toMatchTypeOf<Infer<typeof ref>>();
    expectTypeOf<{ a: { y: number } }>().not.toMatchTypeOf<Infer<typeof ref>>();
    expect(ref.union).toBe(true);
    const empty = struct({});
    expectTypeOf<Infer<typeof empty>>().toEqualTypeOf<Record<string, never>>();
    expect(empty.members).toEqual({});
  });
});

describe("each service's request and response types are its operations' shapes", () => {
  it('CreateAppAuthorizationRequest has exactly the members of its shape, in the shape the model states', () => {
    type Members = keyof typeof appfabricShapes.CreateAppAuthorizationInputShape.members;
    expectTypeOf<keyof CreateAppAuthorizationRequest>().toEqualTypeOf<Members>();
    expectTypeOf<CreateAppAuthorizationRequest>().toEqualTypeOf<
      Infer<typeof appfabricShapes.CreateAppAuthorizationInputShape>
    >();
    expectTypeOf<CreateAppAuthorizationRequest['authType']>().toEqualTypeOf<'oauth2' | 'apiKey'>();
    expectTypeOf<CreateAppAuthorizationRequest['clientToken']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<{ oauth2Credential: { clientId: string; clientSecret: string } }>().toMatchTypeOf<Credential>();
    expectTypeOf<AppAuthorization['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<DeleteAppBundleResponse>().toEqualTypeOf<Record<string, never>>();
    // The operation command mode and the emulator run reads the same shape value.
    expect(createAppAuthorization.input).toBe(appfabricShapes.CreateAppAuthorizationInputShape);
    expect(Object.keys(createAppAuthorization.input.members)).toEqual([
      'appBundleIdentifier',
      'app',
      'credential',
      'tenant',
      'authType',
      'clientToken',
      'tags',
    ]);
  });

  it('Clean Rooms: ListMembers, CreateCollaboration and the table-reference union come from their shapes', () => {
    expectTypeOf<ListMembersInput>().toEqualTypeOf<Infer<typeof cleanroomsShapes.ListMembersInputShape>>();
    type WireMember = Infer<typeof cleanroomsShapes.ListMembersOutputShape>['memberSummaries'][number];
    expectTypeOf<keyof MemberSummary>().toEqualTypeOf<keyof WireMember | 'defaultedPayments'>();
    expectTypeOf<keyof CreateCollaborationInput>().toEqualTypeOf<
      keyof typeof cleanroomsShapes.CreateCollaborationInputShape.members
    >();
    expectTypeOf<TableReference>().toEqualTypeOf<Infer<typeof cleanroomsShapes.tableReference>>();
    expect(listMembers.input).toBe(cleanroomsShapes.ListMembersInputShape);
  });

  it('AppFlow: CreateConnectorProfile and the credentials built from their table come from their shapes', () => {
    expectTypeOf<CreateConnectorProfileRequest>().toEqualTypeOf<
      Infer<typeof appflowShapes.CreateConnectorProfileInputShape>
    >();
    expectTypeOf<ConnectorProfileCredentials['Salesforce']>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expect(createConnectorProfile.input).toBe(appflowShapes.CreateConnectorProfileInputShape);
  });
});
