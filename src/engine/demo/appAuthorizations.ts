// The demo's app authorizations: one of each status in the first bundle, so screen 3 opens on a list that shows every
// status a newcomer will meet; the second bundle starts empty. Records as GetAppAuthorization returns them: an app
// authorization never carries its credential.
import type { AppAuthorization } from '../../domain/appfabric/types.js';

export function demoAppAuthorizations(bundleArn: string): AppAuthorization[] {
  const record = (
    id: string,
    fields: Pick<AppAuthorization, 'app' | 'authType' | 'status' | 'tenant'>,
    createdAt: string,
    updatedAt: string,
  ): AppAuthorization => ({
    appAuthorizationArn: `${bundleArn}/appauthorization/${id}`,
    appBundleArn: bundleArn,
    ...fields,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    persona: 'admin',
  });
  return [
    record(
      'b7e2c4a1-5d3f-4e86-9a0c-2f4d6b8e1a37',
      {
        app: 'OKTA',
        authType: 'apiKey',
        status: 'Connected',
        tenant: { tenantIdentifier: 'northwind.okta.com', tenantDisplayName: 'Northwind Okta' },
      },
      '2025-03-04T10:15:00Z',
      '2025-03-04T10:17:32Z',
    ),
    record(
      '4c9a1e7d-2b6f-4d03-8e5a-7f1c3b9d5e20',
      {
        app: 'JIRA',
        authType: 'oauth2',
        status: 'ConnectionValidationFailed',
        tenant: { tenantIdentifier: 'northwind.atlassian.net', tenantDisplayName: 'Northwind Jira' },
      },
      '2025-06-18T08:40:00Z',
      '2025-06-18T08:41:05Z',
    ),
    record(
      'e1f5b3d7-9c2a-4b68-a4e0-6d8f2a4c6e91',
      {
        app: 'ZOOM',
        authType: 'oauth2',
        status: 'TokenAutoRotationFailed',
        tenant: { tenantIdentifier: 'nwtraders', tenantDisplayName: 'Northwind Zoom' },
      },
      '2025-09-02T14:05:00Z',
      '2026-01-07T03:00:12Z',
    ),
    record(
      '0a6d8f2c-4e1b-4a97-b3c5-9e7a1d3f5b82',
      {
        app: 'SLACK',
        authType: 'oauth2',
        status: 'PendingConnect',
        tenant: { tenantIdentifier: 'T04NWTRD9', tenantDisplayName: 'Northwind Slack' },
      },
      '2026-01-14T16:02:00Z',
      '2026-01-14T16:02:00Z',
    ),
  ];
}
