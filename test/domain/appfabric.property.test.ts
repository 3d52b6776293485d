import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateAppAuthorization,
  validateAppFabricField,
  validateCreateAppAuthorizationRequest,
} from '../../src/domain/appfabric/validators.js';
import { AUTH_TYPES, type AuthType } from '../../src/domain/appfabric/types.js';
import {
  ABSENT,
  pathRules,
  arbAppAuthorization,
  arbCreateAppAuthorizationRequest,
  describeMutation,
  mutationsOf,
  arbText,
  codePoints,
  enumCases,
  lengthCases,
  stringTypeCases,
  type InvalidCase,
  type InvalidTable,
} from '../arbitraries/index.js';

const UPPER_UUID = '0F8FAD5B-D9CB-469F-A165-70867728950E';
const str = (required: boolean, min: number, max: number): InvalidCase[] => [
  ...stringTypeCases(required),
  ...lengthCases(min, max),
];

const TENANT_CASES: InvalidTable = {
  tenant: [
    { value: ABSENT, rule: 'required' },
    { value: 'acme', rule: 'type' },
    { value: [], rule: 'type' },
  ],
  'tenant.tenantIdentifier': str(true, 1, 1024),
  'tenant.tenantDisplayName': str(true, 1, 2048),
  'tenant.extra': [{ value: 'x', rule: 'unknown' }],
};

function requestTable(authType: AuthType): InvalidTable {
  const own = authType === 'oauth2' ? 'oauth2Credential' : 'apiKeyCredential';
  const other =
    authType === 'oauth2'
      ? { apiKeyCredential: { apiKey: 'k' } }
      : { oauth2Credential: { clientId: 'i', clientSecret: 's' } };
  const otherKey = Object.keys(other)[0]!;
  const credentialLeaves: InvalidTable =
    authType === 'oauth2'
      ? {
          'credential.oauth2Credential.clientId': str(true, 1, 2048),
          'credential.oauth2Credential.clientSecret': str(true, 1, 2048),
        }
      : { 'credential.apiKeyCredential.apiKey': str(true, 1, 2048) };
  return {
    appBundleIdentifier: [
      ...stringTypeCases(true),
      { value: '', rule: 'length' },
      { value: `arn:${'x'.repeat(1008)}`, rule: 'length' },
      { value: 'bundle-1', rule: 'pattern' },
      { value: UPPER_UUID, rule: 'pattern' },
      { value: 'arn:', rule: 'pattern' },
    ],
    app: [...str(true, 1, 255), { value: 'slack', rule: 'enum' }, { value: 'SALESFORCE', rule: 'enum' }],
    authType: [
      ...enumCases(true, 'basic', 'OAUTH2', ''),
      { value: AUTH_TYPES.find((t) => t !== authType)!, rule: 'mismatch', issuePath: 'credential' },
    ],
    clientToken: [
      ...stringTypeCases(false),
      { value: UPPER_UUID, rule: 'pattern' },
      { value: '', rule: 'pattern' },
      { value: '0f8fad5b-d9cb-469f-a165-70867728950', rule: 'pattern' },
      { value: '{0f8fad5b-d9cb-469f-a165-70867728950e}', rule: 'pattern' },
    ],
    ...TENANT_CASES,
    credential: [
      { value: ABSENT, rule: 'required' },
      { value: 'secret', rule: 'type' },
      { value: {}, rule: 'union' },
    ],
    [`credential.${own}`]: [
      { value: ABSENT, rule: 'union', issuePath: 'credential' },
      { value: 'x', rule: 'type' },
    ],
    [`credential.${otherKey}`]: [{ value: Object.values(other)[0], rule: 'union', issuePath: 'credential' }],
    [`credential.${own}.extra`]: [{ value: 'x', rule: 'unknown' }],
    'credential.bogusCredential': [{ value: { token: 'x' }, rule: 'unknown' }],
    ...credentialLeaves,
    tags: [
      { value: 'x', rule: 'type' },
      { value: {}, rule: 'type' },
      { value: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: '' })), rule: 'size' },
    ],
    'tags[]': [
      { value: 'k=v', rule: 'type' },
      { value: null, rule: 'required' },
    ],
    'tags[].key': str(true, 1, 128),
    'tags[].value': str(true, 0, 256),
    'tags[].extra': [{ value: 'x', rule: 'unknown' }],
    bogus: [{ value: 1, rule: 'unknown' }],
  };
}

describe('CreateAppAuthorizationRequest validator (properties)', () => {
  it('accepts every generated valid request', () => {
    fc.assert(
      fc.property(arbCreateAppAuthorizationRequest(), (request) => {
        expect(validateCreateAppAuthorizationRequest(request)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  for (const authType of AUTH_TYPES) {
    it(`rejects each single-field mutation of an ${authType} request at exactly that field`, () => {
      fc.assert(
        fc.property(arbCreateAppAuthorizationRequest(authType), (valid) => {
          for (const m of mutationsOf(valid, requestTable(authType))) {
            expect(pathRules(validateCreateAppAuthorizationRequest(m.input)), describeMutation(m)).toEqual([
              m.expected,
            ]);
          }
        }),
        { numRuns: 40 },
      );
    });
  }

  it('never echoes a credential value in any issue', () => {
    const secret = fc.string({ minLength: 1, maxLength: 40 }).map((s) => `sy-test-secret-7Hq2Zx${s}`);
    fc.assert(
      fc.property(arbCreateAppAuthorizationRequest('oauth2'), secret, fc.boolean(), (request, value, long) => {
        const bad = long ? value + codePoints(2048) : value;
        const input = {
          ...request,
          app: 42,
          credential: { oauth2Credential: { clientId: bad, clientSecret: bad }, apiKeyCredential: { apiKey: bad } },
        };
        const issues = validateCreateAppAuthorizationRequest(input);
        expect(issues.length).toBeGreaterThan(0);
        expect(JSON.stringify(issues)).not.toContain('sy-test-secret-7Hq2Zx');
        expect(JSON.stringify(validateAppFabricField('credential.oauth2Credential.clientSecret', bad))).not.toContain(
          'sy-test-secret-7Hq2Zx',
        );
      }),
    );
  });

  it('per-field validation agrees with the whole-request validator for every leaf', () => {
    fc.assert(
      fc.property(arbCreateAppAuthorizationRequest('oauth2'), (valid) => {
        for (const m of mutationsOf(valid, {
          'tenant.tenantIdentifier': str(true, 1, 1024),
          'tags[].key': str(true, 1, 128),
          clientToken: [{ value: UPPER_UUID, rule: 'pattern' }],
          app: [{ value: 'slack', rule: 'enum' }],
        })) {
          const leaf = m.path.split('.').reduce<unknown>((node, part) => {
            const match = /^(\w+)(?:\[(\d+)\])?$/.exec(part)!;
            const child = (node as Record<string, unknown>)[match[1]!];
            return match[2] === undefined ? child : (child as unknown[])[Number(match[2])];
          }, m.input);
          expect(pathRules(validateAppFabricField(m.path, leaf)), describeMutation(m)).toEqual([m.expected]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('AppAuthorization record validator (properties)', () => {
  const table: InvalidTable = {
    appAuthorizationArn: [
      ...str(true, 1, 1011),
      { value: 'appauth/1', rule: 'pattern' },
      { value: 'ARN:aws:x', rule: 'pattern' },
    ],
    appBundleArn: [...str(true, 1, 1011), { value: '0f8fad5b-d9cb-469f-a165-70867728950e', rule: 'pattern' }],
    app: str(true, 1, 255),
    authType: enumCases(true, 'OAuth2'),
    status: enumCases(true, 'Pending', 'CONNECTED'),
    createdAt: [
      { value: ABSENT, rule: 'required' },
      { value: '2023-07-22T04:26:40', rule: 'type' },
      { value: 'yesterday', rule: 'type' },
      { value: true, rule: 'type' },
    ],
    updatedAt: [
      { value: ABSENT, rule: 'required' },
      { value: Number.NaN, rule: 'type' },
      { value: new Date(Number.NaN), rule: 'type' },
    ],
    persona: enumCases(false, 'Admin', 'user'),
    authUrl: [{ value: 12, rule: 'type' }],
    ...TENANT_CASES,
    credential: [{ value: { apiKeyCredential: { apiKey: 'k' } }, rule: 'unknown' }],
  };

  it('accepts every generated valid record, at any base path', () => {
    fc.assert(
      fc.property(arbAppAuthorization, (record) => {
        expect(validateAppAuthorization(record, 'appAuthorization')).toEqual([]);
        expect(validateAppAuthorization(record, '')).toEqual([]);
      }),
    );
  });

  it('rejects each single-field mutation at exactly that field, under the base path', () => {
    fc.assert(
      fc.property(arbAppAuthorization, fc.constantFrom('', 'records[3]'), (valid, base) => {
        for (const m of mutationsOf(valid, table)) {
          const expected = { ...m.expected, path: base === '' ? m.expected.path : `${base}.${m.expected.path}` };
          expect(pathRules(validateAppAuthorization(m.input, base)), describeMutation(m)).toEqual([expected]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('accepts any String255 app on a record (the model has no enum) but rejects it in a request', () => {
    fc.assert(
      fc.property(
        arbAppAuthorization,
        arbText(1, 255).filter((a) => !/^[A-Z0-9]+$/.test(a)),
        (record, app) => {
          expect(validateAppAuthorization({ ...record, app }, '')).toEqual([]);
          expect(validateAppFabricField('app', app).map((i) => i.rule)).toEqual(['enum']);
        },
      ),
    );
  });
});
