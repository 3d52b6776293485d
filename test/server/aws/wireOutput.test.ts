import { describe, expect, it } from 'vitest';
import { createAppAuthorizationToWire, describeConnectorProfilesToWire, listMembersToWire, rfc3339 } from './wireOf.js';
import type { MemberSummary } from '../../../src/domain/cleanrooms/types.js';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/;

describe('wire output', () => {
  it('writes AppFabric timestamps as RFC 3339 strings the SDK parser accepts', () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    const wire = createAppAuthorizationToWire({
      appAuthorization: {
        appAuthorizationArn: 'arn:a',
        appBundleArn: 'arn:b',
        app: 'SLACK',
        authType: 'oauth2',
        status: 'PendingConnect',
        tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
        createdAt: at,
        updatedAt: new Date(Date.UTC(2026, 0, 1)),
        persona: 'admin',
      },
    });
    const a = wire.appAuthorization as Record<string, unknown>;
    expect(a.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(a.updatedAt).toBe('2026-01-01T00:00:00Z');
    expect(RFC3339.test(a.createdAt as string)).toBe(true);
    expect(rfc3339(new Date(0))).toBe('1970-01-01T00:00:00Z');
  });

  it('writes Clean Rooms timestamps as epoch seconds and never the defaultedPayments extension', () => {
    const member: MemberSummary = {
      accountId: '123456789012',
      status: 'ACTIVE',
      displayName: 'A',
      abilities: ['CAN_QUERY'],
      createTime: new Date(1690000000123),
      updateTime: new Date(1690000001000),
      paymentConfiguration: { queryCompute: { isResponsible: true } },
      defaultedPayments: ['queryCompute'],
    };
    const wire = listMembersToWire({ memberSummaries: [member] });
    const m = (wire.memberSummaries as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(m.createTime).toBe(1690000000.123);
    expect(m.updateTime).toBe(1690000001);
    expect(m).not.toHaveProperty('defaultedPayments');
    expect(wire).not.toHaveProperty('nextToken');
    expect(JSON.stringify(wire)).not.toContain('defaulted');
  });

  it('writes AppFlow timestamps as epoch seconds', () => {
    const wire = describeConnectorProfilesToWire({
      connectorProfileDetails: [
        { connectorProfileName: 'p', createdAt: new Date(2000), lastUpdatedAt: new Date(3500) },
      ],
      nextToken: 'n',
    });
    expect(wire).toEqual({
      connectorProfileDetails: [{ connectorProfileName: 'p', createdAt: 2, lastUpdatedAt: 3.5 }],
      nextToken: 'n',
    });
  });
});
