// ConnectorProfileCredentials of CreateConnectorProfile and UpdateConnectorProfile, as botocore's appflow model
// (2020-08-23) states them: one structure per connector key, members, required members, lengths, patterns and the
// @sensitive flag. The table is the one copy: the validator below walks it, and the operation descriptions build
// their input shape from it (domain/appflow/shapes.ts), so argv parsing, help and the emulator's
// wire reading agree with the check.
//
// Patterns: botocore drops the anchors Smithy keeps; `\S+` is the model's `^\S+$`. A `.*` pattern checks nothing and
// is left out.

import {
  checkEnum,
  checkField,
  checkMapSize,
  checkObject,
  checkRequired,
  checkString,
  checkStructure,
  joinPath,
  type Issue,
  type StringRule,
} from '../validation.js';
import {
  OAUTH2_GRANT_TYPES,
  PROPERTIES_KEY_OF,
  PROPERTIES_KEYS,
  type ConnectorType,
  type PropertiesKey,
} from './types.js';

export type CredentialShape =
  | { type: 'string'; rule: StringRule; sensitive?: boolean }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'structure'; required: readonly string[]; members: Readonly<Record<string, CredentialShape>> }
  | { type: 'map'; key: StringRule; value: StringRule; max: number; sensitive: boolean };

const NO_WHITESPACE = /^\S+$/;
const text = (max: number, sensitive = false, min?: number): CredentialShape => ({
  type: 'string',
  rule: { ...(min !== undefined ? { min } : {}), max, pattern: NO_WHITESPACE, patternText: 'no whitespace' },
  ...(sensitive ? { sensitive } : {}),
});
const anything = (max: number, sensitive = false): CredentialShape => ({
  type: 'string',
  rule: { max },
  ...(sensitive ? { sensitive } : {}),
});
const structure = (members: Record<string, CredentialShape>, required: readonly string[] = []): CredentialShape => ({
  type: 'structure',
  required,
  members,
});

const API_KEY = text(256, true);
const SECRET_KEY = text(256, true);
const CLIENT_ID = text(512);
const CLIENT_SECRET = text(512, true);
const ACCESS_TOKEN = text(4096, true);
const REFRESH_TOKEN = text(4096);
const USERNAME = text(512);
const PASSWORD = anything(512, true);
const OAUTH_REQUEST = structure({ authCode: text(4096), redirectUri: text(512) });
const CLIENT_CREDENTIALS_ARN: CredentialShape = {
  type: 'string',
  rule: { min: 20, max: 2048, pattern: /^arn:aws:secretsmanager:.*:[0-9]+:/, patternText: 'a Secrets Manager ARN' },
  sensitive: true,
};
const OAUTH2_CREDENTIALS = structure({
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  accessToken: ACCESS_TOKEN,
  refreshToken: REFRESH_TOKEN,
  oAuthRequest: OAUTH_REQUEST,
});
const BASIC = structure({ username: USERNAME, password: PASSWORD }, ['username', 'password']);
const CLIENT_PAIR = structure(
  { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accessToken: ACCESS_TOKEN, oAuthRequest: OAUTH_REQUEST },
  ['clientId', 'clientSecret'],
);

export const CONNECTOR_PROFILE_CREDENTIALS: Readonly<Record<PropertiesKey, CredentialShape>> = {
  Amplitude: structure({ apiKey: API_KEY, secretKey: SECRET_KEY }, ['apiKey', 'secretKey']),
  Datadog: structure({ apiKey: API_KEY, applicationKey: text(512) }, ['apiKey', 'applicationKey']),
  Dynatrace: structure({ apiToken: text(256) }, ['apiToken']),
  GoogleAnalytics: structure(
    {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      accessToken: ACCESS_TOKEN,
      refreshToken: REFRESH_TOKEN,
      oAuthRequest: OAUTH_REQUEST,
    },
    ['clientId', 'clientSecret'],
  ),
  Honeycode: structure({ accessToken: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, oAuthRequest: OAUTH_REQUEST }),
  InforNexus: structure(
    { accessKeyId: text(256, true), userId: USERNAME, secretAccessKey: text(512), datakey: text(512) },
    ['accessKeyId', 'userId', 'secretAccessKey', 'datakey'],
  ),
  Marketo: CLIENT_PAIR,
  Redshift: structure({ username: anything(2048), password: PASSWORD }),
  Salesforce: structure({
    accessToken: ACCESS_TOKEN,
    refreshToken: REFRESH_TOKEN,
    oAuthRequest: OAUTH_REQUEST,
    clientCredentialsArn: CLIENT_CREDENTIALS_ARN,
    oAuth2GrantType: { type: 'enum', values: OAUTH2_GRANT_TYPES },
    jwtToken: {
      type: 'string',
      rule: {
        max: 8000,
        pattern: /^([a-zA-Z0-9_=]+)\.([a-zA-Z0-9_=]+)\.([a-zA-Z0-9_\-+/=]*)/,
        patternText: 'a JSON web token',
      },
      sensitive: true,
    },
  }),
  ServiceNow: structure({ username: USERNAME, password: PASSWORD, oAuth2Credentials: OAUTH2_CREDENTIALS }),
  Singular: structure({ apiKey: API_KEY }, ['apiKey']),
  Slack: CLIENT_PAIR,
  Snowflake: BASIC,
  Trendmicro: structure({ apiSecretKey: text(256, true) }, ['apiSecretKey']),
  Veeva: BASIC,
  Zendesk: CLIENT_PAIR,
  SAPOData: structure({
    basicAuthCredentials: BASIC,
    oAuthCredentials: structure(
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        accessToken: ACCESS_TOKEN,
        refreshToken: REFRESH_TOKEN,
        oAuthRequest: OAUTH_REQUEST,
      },
      ['clientId', 'clientSecret'],
    ),
  }),
  CustomConnector: structure(
    {
      authenticationType: { type: 'enum', values: ['OAUTH2', 'APIKEY', 'BASIC', 'CUSTOM'] },
      basic: BASIC,
      oauth2: OAUTH2_CREDENTIALS,
      apiKey: structure({ apiKey: API_KEY, apiSecretKey: text(256, true) }, ['apiKey']),
      custom: structure(
        {
          customAuthenticationType: text(256),
          credentialsMap: {
            type: 'map',
            key: { min: 1, max: 128, pattern: /^[\w]+$/, patternText: 'letters, digits and _' },
            value: { max: 2048, pattern: NO_WHITESPACE, patternText: 'no whitespace' },
            max: 50,
            sensitive: true,
          },
        },
        ['customAuthenticationType'],
      ),
    },
    ['authenticationType'],
  ),
  Pardot: structure({
    accessToken: ACCESS_TOKEN,
    refreshToken: REFRESH_TOKEN,
    oAuthRequest: OAUTH_REQUEST,
    clientCredentialsArn: CLIENT_CREDENTIALS_ARN,
  }),
};

/**
 * Checks connectorProfileCredentials at `path`: a structure whose only key is the key of `type` (no key at all for
 * the five types without one), holding valid credentials of that connector. With `type` unknown (an update checked
 * before the profile is found), every key present is checked against its own connector's shape. Messages never
 * quote a value.
 */
export function checkConnectorProfileCredentials(
  out: Issue[],
  path: string,
  value: unknown,
  type: ConnectorType | undefined,
): void {
  const credentials = checkStructure(out, path, value, { required: false, known: PROPERTIES_KEYS });
  if (credentials === undefined) return;
  const own = type === undefined ? undefined : PROPERTIES_KEY_OF[type];
  for (const key of PROPERTIES_KEYS) {
    const present = credentials[key] !== undefined && credentials[key] !== null;
    if (!present) continue;
    if (type !== undefined && key !== own) {
      out.push({
        path: joinPath(path, key),
        rule: 'mismatch',
        message: `Member must not be set for connectorType ${type}`,
      });
      continue;
    }
    checkCredentialValue(out, joinPath(path, key), credentials[key], CONNECTOR_PROFILE_CREDENTIALS[key]);
  }
}

function checkCredentialValue(out: Issue[], path: string, value: unknown, shape: CredentialShape): void {
  if (value === undefined || value === null) return;
  switch (shape.type) {
    case 'string':
      checkString(out, path, value, shape.rule);
      return;
    case 'enum':
      checkEnum(out, path, value, shape.values);
      return;
    case 'structure': {
      const object = checkStructure(out, path, value, { required: true, known: Object.keys(shape.members) });
      if (object === undefined) return;
      for (const name of shape.required) checkRequired(out, joinPath(path, name), object[name]);
      for (const [name, member] of Object.entries(shape.members))
        checkCredentialValue(out, joinPath(path, name), object[name], member);
      return;
    }
    case 'map': {
      if (!checkObject(out, path, value) || !checkMapSize(out, path, value, { min: 0, max: shape.max })) return;
      for (const [key, entry] of Object.entries(value)) {
        // Keys of a sensitive map are secrets too: a bad one is reported at the map, never in its path.
        const keyIssues: Issue[] = [];
        if (!checkString(keyIssues, path, key, shape.key)) {
          out.push(...keyIssues.map((issue) => ({ ...issue, message: `Map key: ${issue.message}` })));
          continue;
        }
        checkField(out, path, entry, { type: 'string', required: true, ...shape.value });
      }
      return;
    }
  }
}
