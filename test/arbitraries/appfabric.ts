// fast-check arbitraries of valid AppFabric CreateAppAuthorization inputs and AppAuthorization records.
import fc from 'fast-check';
import {
  APP_AUTHORIZATION_STATUSES,
  APPS,
  AUTH_TYPES,
  PERSONAS,
  type AppAuthorization,
  type AuthType,
  type CreateAppAuthorizationRequest,
  type Credential,
  type Tag,
  type Tenant,
} from '../../src/domain/appfabric/types.js';
import { arbAccountId, arbDate, arbRegion, arbText, arbUuid } from './common.js';

export const arbAppBundleArn: fc.Arbitrary<string> = fc
  .tuple(arbRegion, arbAccountId, arbUuid)
  .map(([region, account, id]) => `arn:aws:appfabric:${region}:${account}:appbundle/${id}`);

/** An app bundle identifier: its ARN or its UUID. */
export const arbAppBundleIdentifier: fc.Arbitrary<string> = fc.oneof(arbAppBundleArn, arbUuid);

export const arbTenant: fc.Arbitrary<Tenant> = fc.record({
  tenantIdentifier: arbText(1, 1024),
  tenantDisplayName: arbText(1, 2048),
});

export const arbTag: fc.Arbitrary<Tag> = fc.record({ key: arbText(1, 128), value: arbText(0, 256) });

export const arbTags: fc.Arbitrary<Tag[]> = fc.array(arbTag, { maxLength: 50 });

export function arbCredential(authType: AuthType): fc.Arbitrary<Credential> {
  return authType === 'oauth2'
    ? fc.record({ oauth2Credential: fc.record({ clientId: arbText(1, 2048), clientSecret: arbText(1, 2048) }) })
    : fc.record({ apiKeyCredential: fc.record({ apiKey: arbText(1, 2048) }) });
}

/** A valid CreateAppAuthorizationRequest for one authType (or either), optional members sometimes absent. */
export function arbCreateAppAuthorizationRequest(authType?: AuthType): fc.Arbitrary<CreateAppAuthorizationRequest> {
  const type = authType === undefined ? fc.constantFrom(...AUTH_TYPES) : fc.constant(authType);
  return type.chain((t) =>
    fc.record(
      {
        appBundleIdentifier: arbAppBundleIdentifier,
        app: fc.constantFrom(...APPS),
        credential: arbCredential(t),
        tenant: arbTenant,
        authType: fc.constant(t),
        clientToken: arbUuid,
        tags: arbTags,
      },
      { requiredKeys: ['appBundleIdentifier', 'app', 'credential', 'tenant', 'authType'] },
    ),
  );
}

/** A valid AppAuthorization record (Date timestamps, ARN derived from the bundle's). */
export const arbAppAuthorization: fc.Arbitrary<AppAuthorization> = fc
  .record(
    {
      appBundleArn: arbAppBundleArn,
      authorizationId: arbUuid,
      app: fc.oneof(fc.constantFrom(...APPS), arbText(1, 255)),
      tenant: arbTenant,
      authType: fc.constantFrom(...AUTH_TYPES),
      status: fc.constantFrom(...APP_AUTHORIZATION_STATUSES),
      createdAt: arbDate,
      updatedAt: arbDate,
      persona: fc.constantFrom(...PERSONAS),
      authUrl: fc.webUrl(),
    },
    {
      requiredKeys: [
        'appBundleArn',
        'authorizationId',
        'app',
        'tenant',
        'authType',
        'status',
        'createdAt',
        'updatedAt',
      ],
    },
  )
  .map(({ authorizationId, ...rest }) => ({
    appAuthorizationArn: `${rest.appBundleArn}/appauthorization/${authorizationId}`,
    ...rest,
  }));
