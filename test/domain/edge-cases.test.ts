// Edge cases of the patterns and lengths where JavaScript and the model's (Java/Smithy) reading could part ways.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAppFabricField } from '../../src/domain/appfabric/validators.js';
import { validateAppFlowField, mapEntryPath } from '../../src/domain/appflow/validators.js';
import { validateCleanRoomsField, validateCollaborationIdentifier } from '../../src/domain/cleanrooms/validators.js';
import { checkString, toDate, validateFieldWith, type Issue } from '../../src/domain/validation.js';

const rules = (issues: { rule: string }[]) => issues.map((i) => i.rule);
const displayName = (value: string) => rules(validateCleanRoomsField('displayName', value));
const privateLink = (value: string) =>
  rules(validateAppFlowField('connectorProfileProperties.SAPOData.privateLinkServiceName', value));
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('DisplayName pattern', () => {
  it('rejects names made only of whitespace, tabs included', () => {
    for (const name of [' ', '   ', '\t', ' \t ', '\u3000', '\u00a0'])
      expect(displayName(name), JSON.stringify(name)).toEqual(['pattern']);
  });

  it('allows tabs and spaces inside a name', () => {
    expect(displayName('Acme\tAnalytics')).toEqual([]);
    expect(displayName('\tAcme ')).toEqual([]);
  });

  it('allows supplementary characters as surrogate pairs and rejects lone surrogates', () => {
    expect(displayName('Data 😀 Co')).toEqual([]);
    expect(displayName('𝔄𝔠𝔪𝔢')).toEqual([]);
    expect(displayName('broken \uD83D')).toEqual(['pattern']);
    expect(displayName('broken \uDE00')).toEqual(['pattern']);
    expect(displayName('\uDE00\uD83D')).toEqual(['pattern']);
  });

  it('rejects control characters other than tab, and the non-characters U+FFFE/U+FFFF', () => {
    for (const name of ['a\nb', 'a\rb', 'a\u0000', 'a\u001f', 'a\uFFFE', 'a\uFFFF'])
      expect(displayName(name), JSON.stringify(name)).toEqual(['pattern']);
    expect(displayName('a\uFFFD')).toEqual([]);
  });

  it('counts length in code points: 100 emoji pass, 101 fail, though their UTF-16 length is 200', () => {
    expect(displayName('😀'.repeat(100))).toEqual([]);
    expect(displayName('😀'.repeat(101))).toEqual(['length']);
  });
});

describe('code-point lengths', () => {
  it('apply to every string bound, not only display names', () => {
    expect(validateAppFabricField('tenant.tenantIdentifier', '𝔄'.repeat(1024))).toEqual([]);
    expect(rules(validateAppFabricField('tenant.tenantIdentifier', '𝔄'.repeat(1025)))).toEqual(['length']);
    expect(validateAppFabricField('tags[0].key', '😀'.repeat(128))).toEqual([]);
    expect(rules(validateAppFlowField('connectorProfileProperties.SAPOData.logonLanguage', '😀😀😀'))).toEqual([
      'length',
    ]);
    expect(rules(validateAppFlowField('connectorProfileProperties.SAPOData.logonLanguage', '😀'))).toEqual(['pattern']);
  });
});

describe('membershipArn pattern', () => {
  const arn = (value: string) => rules(validateCleanRoomsField('membershipArn', value));
  it('accepts the regions shaped xx-xxxx..xxxxxxxxx-9 and membership ids of word characters and dashes', () => {
    expect(arn(`arn:aws:cleanrooms:us-east-1:123456789012:membership/${UUID}`)).toEqual([]);
    expect(arn('arn:aws:cleanrooms:ap-southeast-2:123456789012:membership/m_1-2')).toEqual([]);
  });
  it('accepts every partition of the aws family and three-part Regions (the spec writes <partition>)', () => {
    expect(arn('arn:aws-cn:cleanrooms:cn-north-1:123456789012:membership/m')).toEqual([]);
    expect(arn('arn:aws-us-gov:cleanrooms:us-gov-west-1:123456789012:membership/m')).toEqual([]);
    expect(arn('arn:aws:cleanrooms:us-gov-west-1:123456789012:membership/m')).toEqual([]);
  });
  it('rejects other partitions, region shapes, account lengths, resource types and ids', () => {
    for (const value of [
      'arn::cleanrooms:us-east-1:123456789012:membership/m',
      'arn:gcp:cleanrooms:us-east-1:123456789012:membership/m',
      'arn:aws:cleanrooms:useast1:123456789012:membership/m',
      'arn:aws:cleanrooms:us-east-12:123456789012:membership/m',
      'arn:aws:cleanrooms:us-east-1:1234567890123:membership/m',
      'arn:aws:cleanrooms:us-east-1:123456789012:membership/m/x',
      'arn:aws:cleanrooms:us-east-1:123456789012:membership/m.x',
      ' arn:aws:cleanrooms:us-east-1:123456789012:membership/m',
    ]) {
      expect(arn(value), value).toEqual(['pattern']);
    }
  });
});

describe('ARN or UUID identifiers', () => {
  const bundle = (value: string) => rules(validateAppFabricField('appBundleIdentifier', value));
  it('an app bundle identifier is any ARN or a lowercase UUID', () => {
    expect(bundle(UUID)).toEqual([]);
    expect(bundle('arn:aws:appfabric:us-east-1:123456789012:appbundle/x')).toEqual([]);
    expect(bundle('arn:x')).toEqual([]);
    for (const value of [UUID.toUpperCase(), `{${UUID}}`, UUID.replace(/-/g, ''), 'arn:', `${UUID} `, 'ARN:aws:x'])
      expect(bundle(value), value).toEqual(['pattern']);
  });
  it('a collaboration identifier is a lowercase UUID only, never an ARN', () => {
    expect(validateCollaborationIdentifier(UUID, 'id')).toEqual([]);
    expect(
      rules(validateCollaborationIdentifier(`arn:aws:cleanrooms:us-east-1:123456789012:collaboration/${UUID}`, 'id')),
    ).toEqual(['length']);
    expect(rules(validateCollaborationIdentifier('arn:aws:cleanrooms:us-east-1:123:c/x', 'id'))).toEqual(['pattern']);
  });
  it('a client token is a lowercase UUID, as the SDKs generate it', () => {
    expect(validateAppFabricField('clientToken', UUID)).toEqual([]);
    expect(rules(validateAppFabricField('clientToken', UUID.toUpperCase()))).toEqual(['pattern']);
  });
});

describe('private link service names: ^$|^com\\.amazonaws\\.vpce\\.[\\w/!:@#.\\-]+$', () => {
  it('accept the empty string and vpce service names', () => {
    expect(privateLink('')).toEqual([]);
    expect(privateLink('com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0')).toEqual([]);
  });
  it('are anchored at the start and their dots are dots (the model left both open; the spec says "a service name")', () => {
    expect(privateLink('my endpoint com.amazonaws.vpce.us-east-1.vpce-svc-1')).toEqual(['pattern']);
    expect(privateLink('x.com.amazonaws.vpce.us-east-1.vpce-svc-1')).toEqual(['pattern']);
    expect(privateLink('comXamazonawsXvpceXsvc')).toEqual(['pattern']);
  });
  it('reject anything else', () => {
    for (const value of ['vpce-svc-0123', 'com.amazonaws.vpce.', 'com.amazonaws.vpce.svc ', 'com.amazonaws.s3', ' '])
      expect(privateLink(value), value).toEqual(['pattern']);
  });
});

describe('ARN prefix patterns are prefix rules (the model anchors only the start)', () => {
  it('accept any suffix after the account', () => {
    expect(
      validateAppFlowField('connectorProfileArn', 'arn:aws:appflow:us-east-1:123456789012:connectorprofile/a b'),
    ).toEqual([]);
    expect(validateAppFlowField('connectorProfileProperties.Redshift.roleArn', 'arn:aws:iam::123456789012:')).toEqual(
      [],
    );
    expect(
      rules(validateAppFlowField('connectorProfileProperties.Redshift.roleArn', 'arn:aws:iam::acct:role/x')),
    ).toEqual(['pattern']);
  });
  it('profile ARNs only start with arn: (the spec), role ARNs take any partition', () => {
    for (const arn of ['arn:aws-cn:appflow:cn-north-1:123456789012:connectorprofile/p', 'arn:aws-us-gov:glue:x'])
      expect(validateAppFlowField('connectorProfileArn', arn), arn).toEqual([]);
    expect(validateAppFlowField('credentialsArn', 'arn:aws-us-gov:secretsmanager:us-gov-west-1:1:secret:s')).toEqual(
      [],
    );
    expect(rules(validateAppFlowField('connectorProfileArn', 'appflow:connectorprofile/p'))).toEqual(['pattern']);
    expect(rules(validateAppFlowField('credentialsArn', ' arn:aws:kms:x'))).toEqual(['pattern']);
    expect(
      validateAppFlowField('connectorProfileProperties.Redshift.roleArn', 'arn:aws-cn:iam::123456789012:role/r'),
    ).toEqual([]);
  });
});

describe('timestamps', () => {
  it('accept Date, epoch seconds (with fraction) and RFC 3339 with Z or an offset', () => {
    expect(toDate(1690000000.5)?.toISOString()).toBe('2023-07-22T04:26:40.500Z');
    expect(toDate('2023-07-22T06:26:40+02:00')?.toISOString()).toBe('2023-07-22T04:26:40.000Z');
    expect(toDate('2023-07-22t04:26:40z')?.toISOString()).toBe('2023-07-22T04:26:40.000Z');
  });
  it('reject local times, bare dates, invalid dates and non-finite numbers', () => {
    for (const value of [
      '2023-07-22T04:26:40',
      '2023-07-22',
      '2023-13-45T99:99:99Z',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(Number.NaN),
      '1690000000',
    ]) {
      expect(toDate(value), String(value)).toBeUndefined();
    }
  });
});

describe('per-field validation', () => {
  it('takes concrete list indices and reports unknown fields instead of throwing', () => {
    expect(rules(validateAppFabricField('tags[42].value', 'v'.repeat(257)))).toEqual(['length']);
    expect(rules(validateAppFabricField('tenant.name', 'x'))).toEqual(['unknown']);
    expect(rules(validateFieldWith({}, 'anything', 1))).toEqual(['unknown']);
  });
  it('reports required only for required fields', () => {
    expect(rules(validateAppFabricField('app', undefined))).toEqual(['required']);
    expect(validateAppFabricField('clientToken', undefined)).toEqual([]);
  });
});

describe('map entry paths', () => {
  it('use dotted names for word keys and quoted brackets otherwise', () => {
    expect(mapEntryPath('p', 'region')).toBe('p.region');
    expect(mapEntryPath('p', 'bad-key')).toBe('p["bad-key"]');
    expect(mapEntryPath('p', '1st')).toBe('p["1st"]');
  });
});

describe('code-point counting', () => {
  it('checkString agrees with a naive count over any UTF-16 text, lone surrogates included', () => {
    const unit = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.nat(45), fc.nat(45), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const naive = [...value].length;
        const out: Issue[] = [];
        const ok = checkString(out, 'v', value, { min, max });
        expect(ok).toBe(naive >= min && naive <= max);
        expect(out.map((i) => i.rule)).toEqual(ok ? [] : ['length']);
      }),
      { numRuns: 2000 },
    );
  });
});
