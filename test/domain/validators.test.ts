import { describe, expect, it } from 'vitest';
import {
  validateCreateAppAuthorizationRequest,
  validateAppFabricField,
} from '../../src/domain/appfabric/validators.js';
import { validateListMembersInput, validateMemberSummary } from '../../src/domain/cleanrooms/validators.js';
import { applyPaymentRules, invalidConfigurationError, type MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import {
  validateConnectorProfile,
  validateDescribeConnectorProfilesRequest,
} from '../../src/domain/appflow/validators.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const pairs = (issues: { path: string; rule: string }[]) => issues.map((i) => [i.path, i.rule]);

describe('domain validators (smoke)', () => {
  it('accepts a valid create request and reports every bad field at once', () => {
    const valid = {
      appBundleIdentifier: '0f8fad5b-d9cb-469f-a165-70867728950e',
      app: 'SLACK',
      authType: 'oauth2',
      credential: { oauth2Credential: { clientId: 'id', clientSecret: SECRET } },
      tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
      tags: [{ key: 'k', value: '' }],
    };
    expect(validateCreateAppAuthorizationRequest(valid)).toEqual([]);
    const issues = validateCreateAppAuthorizationRequest({
      ...valid,
      app: 'NOPE',
      tenant: { tenantIdentifier: '', tenantDisplayName: 'T' },
      credential: { apiKeyCredential: { apiKey: SECRET } },
      tags: [{ key: 'k', value: 'v' }, { key: '', value: 'v' }, {}, { key: 'x'.repeat(129), value: 'v', extra: 1 }],
      bogus: true,
    });
    expect(pairs(issues)).toEqual([
      ['bogus', 'unknown'],
      ['app', 'enum'],
      ['tenant.tenantIdentifier', 'length'],
      ['credential', 'mismatch'],
      ['tags[1].key', 'length'],
      ['tags[2].key', 'required'],
      ['tags[2].value', 'required'],
      ['tags[3].extra', 'unknown'],
      ['tags[3].key', 'length'],
    ]);
    expect(JSON.stringify(issues)).not.toContain(SECRET);
  });

  it('checks one field as the wizard types', () => {
    expect(pairs(validateAppFabricField('tags[7].key', ''))).toEqual([['tags[7].key', 'length']]);
    expect(validateAppFabricField('credential.oauth2Credential.clientSecret', SECRET)).toEqual([]);
  });

  it('validates list-members input and member records', () => {
    expect(
      validateListMembersInput({ collaborationIdentifier: '0f8fad5b-d9cb-469f-a165-70867728950e', maxResults: 100 }),
    ).toEqual([]);
    expect(pairs(validateListMembersInput({ collaborationIdentifier: 'X', maxResults: 0 }))).toEqual([
      ['collaborationIdentifier', 'length'],
      ['maxResults', 'range'],
    ]);
    const member = {
      accountId: '123456789012',
      status: 'ACTIVE',
      displayName: 'Acme\tCorp',
      abilities: ['CAN_QUERY', 'CAN_QUERY'],
      createTime: 1690000000,
      updateTime: '2023-07-22T04:26:40Z',
      paymentConfiguration: { jobCompute: { isResponsible: 'no' } },
    };
    expect(pairs(validateMemberSummary(member, 'members[2]'))).toEqual([
      ['members[2].abilities', 'unique'],
      ['members[2].paymentConfiguration.jobCompute.isResponsible', 'type'],
    ]);
  });

  it('applies the payment rules', () => {
    const base = { status: 'ACTIVE', displayName: 'm', createTime: new Date(0), updateTime: new Date(0) } as const;
    const drafts: MemberDraft[] = [
      {
        ...base,
        accountId: '111111111111',
        abilities: ['CAN_QUERY', 'CAN_RUN_JOB'],
        mlAbilities: { customMLMemberAbilities: [] },
      },
      {
        ...base,
        accountId: '222222222222',
        abilities: ['CAN_RECEIVE_RESULTS'],
        paymentConfiguration: { machineLearning: { modelTraining: { isResponsible: true } } },
      },
    ];
    const { members, issues } = applyPaymentRules(drafts, 'collaborations[0].members');
    expect(issues).toEqual([]);
    expect(members[0]!.paymentConfiguration).toEqual({
      queryCompute: { isResponsible: true },
      machineLearning: { modelInference: { isResponsible: true } },
    });
    expect(members[0]!.defaultedPayments).toEqual(['queryCompute', 'modelInference']);
    expect(members[1]!.paymentConfiguration.queryCompute).toEqual({ isResponsible: false });
    const bad = applyPaymentRules(
      [{ ...drafts[0]!, paymentConfiguration: { jobCompute: { isResponsible: false } } }],
      'm',
    );
    expect(pairs(bad.issues)).toEqual([['m[0].paymentConfiguration.jobCompute.isResponsible', 'configuration']]);
    expect(invalidConfigurationError(bad.issues).reason).toBe('INVALID_CONFIGURATION');
  });

  it('validates describe-connector-profiles input and stored profiles', () => {
    expect(
      validateDescribeConnectorProfilesRequest({
        connectorType: 'CustomConnector',
        connectorLabel: 'myConn',
        maxResults: 20,
      }),
    ).toEqual([]);
    expect(
      pairs(
        validateDescribeConnectorProfilesRequest({
          connectorType: 'Slack',
          connectorLabel: 'myConn',
          nextToken: 'a b',
        }),
      ),
    ).toEqual([['nextToken', 'pattern']]);
    const profile = {
      connectorProfileArn: 'arn:aws:appflow:us-east-1:123456789012:connectorprofile/p',
      connectorProfileName: 'p',
      connectorType: 'SAPOData',
      connectionMode: 'Private',
      credentialsArn: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:x',
      connectorProfileProperties: {
        SAPOData: {
          applicationHostUrl: 'https://sap.example.com',
          applicationServicePath: '/sap/opu',
          portNumber: 443,
          clientNumber: '100',
          logonLanguage: 'EN',
        },
      },
      privateConnectionProvisioningState: { status: 'FAILED', failureCause: 'ACCESS_DENIED', failureMessage: 'denied' },
    };
    expect(validateConnectorProfile(profile, 'connectorProfiles[0]')).toEqual([]);
    const issues = validateConnectorProfile(
      {
        ...profile,
        connectorProfileProperties: {
          SAPOData: { ...profile.connectorProfileProperties.SAPOData, portNumber: 70000, clientNumber: '1000' },
          Slack: { instanceUrl: 'x' },
        },
        connectionMode: 'Public',
      },
      'p',
    );
    expect(pairs(issues)).toEqual([
      ['p.connectorProfileProperties.Slack', 'mismatch'],
      ['p.connectorProfileProperties.SAPOData.portNumber', 'range'],
      ['p.connectorProfileProperties.SAPOData.clientNumber', 'length'],
      ['p.privateConnectionProvisioningState', 'mismatch'],
    ]);
  });
});
