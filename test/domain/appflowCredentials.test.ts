// ConnectorProfileCredentials, checked from the one table in src/domain/appflow/credentials.ts: for every connector
// key, its required members filled in pass; each required member left out is named; another type's key is a
// mismatch; a bad value is named without being quoted. The operation shape marks exactly the model's @sensitive
// members.
import { describe, expect, it } from 'vitest';
import { CONNECTOR_PROFILE_CREDENTIALS, type CredentialShape } from '../../src/domain/appflow/credentials.js';
import { CONNECTOR_TYPES, PROPERTIES_KEY_OF, type PropertiesKey } from '../../src/domain/appflow/types.js';
import { validateCreateConnectorProfileRequest } from '../../src/domain/appflow/validators.js';
import { createConnectorProfile } from '../../src/operations/appflow/createConnectorProfile.js';
import { sensitivePaths } from '../../src/operations/shape.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

/** The smallest valid value of a credential shape: required members only. */
function minimal(shape: CredentialShape): unknown {
  switch (shape.type) {
    case 'string':
      return shape.rule.pattern?.source.startsWith('^arn:aws:secretsmanager')
        ? 'arn:aws:secretsmanager:us-east-1:123456789012:secret:x'
        : shape.rule.pattern?.source.includes('\\.')
          ? 'aaa.bbb.ccc'
          : SECRET;
    case 'enum':
      return shape.values[0];
    case 'map':
      return {};
    case 'structure':
      return Object.fromEntries(shape.required.map((name) => [name, minimal(shape.members[name]!)]));
  }
}

/** Properties that satisfy the validator for a connector type (whatever its key asks for). */
const PROPERTIES: Partial<Record<PropertiesKey, unknown>> = {
  Redshift: { bucketName: 'bucket', roleArn: 'arn:aws:iam::123456789012:role/r' },
  Snowflake: { warehouse: 'w', stage: 's', bucketName: 'bucket' },
  SAPOData: {
    applicationHostUrl: 'https://sap.example.com',
    applicationServicePath: '/sap',
    portNumber: 443,
    clientNumber: '100',
  },
};

function createRequest(key: PropertiesKey, credentials: unknown): Record<string, unknown> {
  const type = CONNECTOR_TYPES.find((t) => PROPERTIES_KEY_OF[t] === key)!;
  const instance = ['Datadog', 'Dynatrace', 'InforNexus', 'Marketo', 'ServiceNow', 'Slack', 'Veeva', 'Zendesk'];
  return {
    connectorProfileName: `p-${key}`,
    connectorType: type,
    ...(type === 'CustomConnector' ? { connectorLabel: 'MyConnector' } : {}),
    connectionMode: 'Public',
    connectorProfileConfig: {
      connectorProfileProperties: {
        [key]: PROPERTIES[key] ?? (instance.includes(key) ? { instanceUrl: 'https://x.example.com' } : {}),
      },
      connectorProfileCredentials: { [key]: credentials },
    },
  };
}

const KEYS = Object.keys(CONNECTOR_PROFILE_CREDENTIALS) as PropertiesKey[];
const CREDENTIALS_PATH = 'connectorProfileConfig.connectorProfileCredentials';

describe('connectorProfileCredentials', () => {
  it.each(KEYS)('%s: the required members alone pass', (key) => {
    expect(
      validateCreateConnectorProfileRequest(createRequest(key, minimal(CONNECTOR_PROFILE_CREDENTIALS[key]))),
    ).toEqual([]);
  });

  it.each(KEYS)('%s: each required member left out is named', (key) => {
    const shape = CONNECTOR_PROFILE_CREDENTIALS[key];
    if (shape.type !== 'structure') throw new Error('a connector credential is a structure');
    for (const name of shape.required) {
      const value = minimal(shape) as Record<string, unknown>;
      delete value[name];
      const issues = validateCreateConnectorProfileRequest(createRequest(key, value));
      expect(issues.map((i) => i.path)).toEqual([`${CREDENTIALS_PATH}.${key}.${name}`]);
    }
  });

  it("refuses another type's key, and names a bad value without quoting it", () => {
    const request = createRequest('Slack', { clientId: 'c', clientSecret: SECRET });
    (request.connectorProfileConfig as Record<string, unknown>).connectorProfileCredentials = {
      Zendesk: { clientId: 'c', clientSecret: SECRET },
    };
    expect(validateCreateConnectorProfileRequest(request)).toEqual([
      expect.objectContaining({ path: `${CREDENTIALS_PATH}.Zendesk`, rule: 'mismatch' }),
    ]);
    const bad = validateCreateConnectorProfileRequest(
      createRequest('Slack', { clientId: 'c', clientSecret: `${SECRET} with spaces`, unknownMember: SECRET }),
    );
    expect(bad.map((i) => i.path).sort()).toEqual([
      `${CREDENTIALS_PATH}.Slack.clientSecret`,
      `${CREDENTIALS_PATH}.Slack.unknownMember`,
    ]);
    expect(JSON.stringify(bad)).not.toContain(SECRET);
  });

  it('marks the model’s @sensitive members as secrets in the operation shape', () => {
    const secrets = sensitivePaths(createConnectorProfile.input);
    for (const path of [
      'connectorProfileConfig.connectorProfileCredentials.Slack.clientSecret',
      'connectorProfileConfig.connectorProfileCredentials.Salesforce.accessToken',
      'connectorProfileConfig.connectorProfileCredentials.Snowflake.password',
      'connectorProfileConfig.connectorProfileCredentials.Amplitude.secretKey',
      'connectorProfileConfig.connectorProfileCredentials.CustomConnector.custom.credentialsMap.*',
    ])
      expect(secrets).toContain(path);
    expect(secrets).not.toContain('connectorProfileConfig.connectorProfileCredentials.Slack.clientId');
  });
});
