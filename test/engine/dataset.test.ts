// loadDataset / loadDatasetFile: every problem reported with its JSON path, a bad file rejected whole.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError, loadDataset, loadDatasetFile } from '../../src/engine/index.js';
import { contractDataset } from '../contract/dataset.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents built and mutated freely
type Json = Record<string, any>;

function problemsOf(json: unknown): { path: string; rule: string; message: string }[] {
  try {
    loadDataset(json, 'test');
  } catch (error) {
    expect(error).toBeInstanceOf(DatasetError);
    return [...(error as DatasetError).problems];
  }
  throw new Error('expected the dataset to be rejected');
}

function mutated(change: (d: Json) => void): Json {
  const d = contractDataset() as Json;
  change(d);
  return d;
}

describe('loadDataset', () => {
  it('loads a valid dataset, converting timestamps given as epoch seconds or RFC 3339 strings', () => {
    const d = mutated((d) => {
      d.collaborations[0].members[1].createTime = '2025-01-01T00:00:00Z';
      d.collaborations[0].members[1].updateTime = '2025-01-01T01:00:00.500+01:00';
      d.connectorProfiles[0].createdAt = 1735689600.25;
    });
    const dataset = loadDataset(d);
    const member = dataset.collaborations[0]!.members.at(1)!;
    expect(member.createTime).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(member.updateTime).toEqual(new Date('2025-01-01T00:00:00.500Z'));
    expect(dataset.connectorProfiles[0]!.createdAt).toEqual(new Date(1735689600250));
    expect(dataset.collaborations[0]!.summary).toMatchObject({
      creatorDisplayName: 'Contract Creator Ltd',
      arn: 'arn:aws:cleanrooms:us-east-1:123456789012:collaboration/11111111-2222-4333-8444-555555555555',
      memberStatus: 'ACTIVE',
    });
    expect(dataset.collaborations[0]!.members.at(0)!.defaultedPayments).toEqual([
      'queryCompute',
      'modelTraining',
      'modelInference',
    ]);
  });

  it('a collaboration without arn gets arn:aws:cleanrooms:REGION:CREATOR:collaboration/ID, REGION defaulting to us-east-1', () => {
    const withoutArn = mutated((d) => {
      delete d.collaborations[0].arn;
      delete d.collaborations[0].region;
    });
    const { id, creatorAccountId } = loadDataset(withoutArn).collaborations[0]!.summary;
    expect(loadDataset(withoutArn).collaborations[0]!.summary.arn).toBe(
      `arn:aws:cleanrooms:us-east-1:${creatorAccountId}:collaboration/${id}`,
    );
    const inRegion = mutated((d) => {
      delete d.collaborations[0].arn;
      d.collaborations[0].region = 'eu-west-1';
    });
    expect(loadDataset(inRegion).collaborations[0]!.summary.arn).toBe(
      `arn:aws:cleanrooms:eu-west-1:${creatorAccountId}:collaboration/${id}`,
    );
  });

  it('accepts an empty object (every section is optional)', () => {
    expect(loadDataset({})).toEqual({
      appBundles: [],
      appAuthorizations: [],
      collaborations: [],
      connectorProfiles: [],
      github: { callers: [] },
      awsCredentials: [],
    });
  });

  // One row per constraint the loader adds or routes: the mutation and the path it must be reported at.
  const cases: [string, (d: Json) => void, string, string][] = [
    ['not an object', () => undefined, '', 'type'],
    ['an unknown top-level key', (d) => (d.appBundle = []), 'appBundle', 'unknown'],
    ['a section that is not a list', (d) => (d.connectorProfiles = {}), 'connectorProfiles', 'type'],
    [
      'a bad app bundle ARN',
      (d) => (d.appBundles[1].arn = 'arn:aws:appfabric:us-east-1:123:bundle/x'),
      'appBundles[1].arn',
      'pattern',
    ],
    ['a missing app bundle ARN', (d) => (d.appBundles[0] = {}), 'appBundles[0].arn', 'required'],
    [
      'a duplicate app bundle ARN',
      (d) => d.appBundles.push({ arn: d.appBundles[0].arn }),
      'appBundles[2].arn',
      'unique',
    ],
    ['a bad collaboration id', (d) => (d.collaborations[1].id = 'ABC'), 'collaborations[1].id', 'length'],
    ['a missing collaboration id', (d) => delete d.collaborations[1].id, 'collaborations[1].id', 'required'],
    [
      'a duplicate collaboration id',
      (d) => (d.collaborations[1].id = d.collaborations[0].id),
      'collaborations[1].id',
      'unique',
    ],
    ['an empty collaboration name', (d) => (d.collaborations[0].name = ' '), 'collaborations[0].name', 'pattern'],
    [
      'a creator who is not a member',
      (d) => (d.collaborations[1].creatorAccountId = '999999999999'),
      'collaborations[1].creatorAccountId',
      'mismatch',
    ],
    [
      'a bad creatorAccountId',
      (d) => (d.collaborations[1].creatorAccountId = '12'),
      'collaborations[1].creatorAccountId',
      'length',
    ],
    [
      'a bad memberStatus',
      (d) => (d.collaborations[1].memberStatus = 'GONE'),
      'collaborations[1].memberStatus',
      'enum',
    ],
    ['no members', (d) => (d.collaborations[1].members = []), 'collaborations[1].members', 'size'],
    [
      'a bad member accountId',
      (d) => (d.collaborations[0].members[2].accountId = '12345678901x'),
      'collaborations[0].members[2].accountId',
      'pattern',
    ],
    [
      'a bad member timestamp',
      (d) => (d.collaborations[0].members[3].createTime = '2025-01-01 00:00'),
      'collaborations[0].members[3].createTime',
      'type',
    ],
    [
      'an unknown member key',
      (d) => (d.collaborations[0].members[3].role = 'x'),
      'collaborations[0].members[3].role',
      'unknown',
    ],
    [
      'defaultedPayments in a dataset',
      (d) => (d.collaborations[0].members[3].defaultedPayments = []),
      'collaborations[0].members[3].defaultedPayments',
      'unknown',
    ],
    [
      'a duplicate member accountId',
      (d) => (d.collaborations[0].members[4].accountId = d.collaborations[0].members[1].accountId),
      'collaborations[0].members[4].accountId',
      'unique',
    ],
    [
      'a duplicate membershipId',
      (d) => {
        d.collaborations[0].members[6].membershipId = d.collaborations[0].members[2].membershipId;
      },
      'collaborations[0].members[6].membershipId',
      'unique',
    ],
    [
      'two members who can query',
      (d) => (d.collaborations[1].members[1].abilities = ['CAN_QUERY']),
      'collaborations[1].members[1].abilities',
      'configuration',
    ],
    [
      'the querier declining job compute it runs',
      (d) => {
        d.collaborations[0].members[0].paymentConfiguration = { jobCompute: { isResponsible: false } };
      },
      'collaborations[0].members[0].paymentConfiguration.jobCompute.isResponsible',
      'configuration',
    ],
    [
      'nobody paying for query compute',
      (d) => {
        for (const m of d.collaborations[1].members)
          m.paymentConfiguration = { queryCompute: { isResponsible: false } };
      },
      'collaborations[1].members[0].paymentConfiguration.queryCompute.isResponsible',
      'configuration',
    ],
    [
      'a bad profile field',
      (d) => (d.connectorProfiles[4].connectorProfileProperties.Redshift.bucketName = 'ab'),
      'connectorProfiles[4].connectorProfileProperties.Redshift.bucketName',
      'length',
    ],
    [
      "a profile with another type's properties",
      (d) => (d.connectorProfiles[0].connectorProfileProperties = { Slack: { instanceUrl: 'https://x.slack.com' } }),
      'connectorProfiles[0].connectorProfileProperties.Slack',
      'mismatch',
    ],
    [
      'a duplicate profile name',
      (d) => (d.connectorProfiles[5].connectorProfileName = d.connectorProfiles[1].connectorProfileName),
      'connectorProfiles[5].connectorProfileName',
      'unique',
    ],
    [
      'a duplicate profile ARN',
      (d) => {
        // The ARN names its profile: a duplicate ARN comes with its name.
        d.connectorProfiles[6].connectorProfileArn = d.connectorProfiles[2].connectorProfileArn;
        d.connectorProfiles[6].connectorProfileName = d.connectorProfiles[2].connectorProfileName;
      },
      'connectorProfiles[6].connectorProfileArn',
      'unique',
    ],
    [
      'a bad github caller (validated by the rate-limit rules)',
      (d) => (d.github = { callers: [{ kind: 'robot' }] }),
      'github.callers[0].kind',
      'enum',
    ],
    [
      'a bad access key id',
      (d) => (d.awsCredentials = [{ accessKeyId: 'short', secretAccessKey: 'x' }]),
      'awsCredentials[0].accessKeyId',
      'length',
    ],
    [
      'a duplicate access key id',
      (d) => (d.awsCredentials = [0, 1].map(() => ({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 's' }))),
      'awsCredentials[1].accessKeyId',
      'unique',
    ],
  ];

  it.each(cases)('reports %s at its path', (_what, change, path, rule) => {
    const json = _what === 'not an object' ? [] : mutated(change);
    const problems = problemsOf(json);
    expect(problems).toContainEqual(expect.objectContaining({ path, rule }));
  });

  it('never echoes a caller token or an AWS secret key in its problems', () => {
    const secret = 'sy-test-secret-7Hq2Zx';
    const json = mutated((d) => {
      d.github = {
        callers: [
          { kind: 'user', token: secret, userId: -1 },
          { kind: 'user', token: secret, userId: 2 },
        ],
      };
      d.awsCredentials = [{ accessKeyId: 'AKIA', secretAccessKey: secret }];
    });
    let message = '';
    try {
      loadDataset(json, 'secrets.json');
    } catch (error) {
      message = `${(error as Error).message} ${JSON.stringify(error)}`;
    }
    expect(message).toContain('github.callers[1].token');
    expect(message).not.toContain(secret);
  });

  it('reports every problem of a file at once and loads nothing', () => {
    const json = mutated((d) => {
      d.appBundles[0].arn = 'nope';
      d.collaborations[0].members[2].status = 'ASLEEP';
      d.collaborations[1].members[1].abilities = ['CAN_QUERY'];
      d.connectorProfiles[7].connectionMode = 'Hybrid';
    });
    const error = (() => {
      try {
        loadDataset(json, 'four-problems.json');
      } catch (e) {
        return e as DatasetError;
      }
      throw new Error('expected a DatasetError');
    })();
    const paths = error.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'appBundles[0].arn',
        'collaborations[0].members[2].status',
        'collaborations[1].members[1].abilities',
        'connectorProfiles[7].connectionMode',
      ]),
    );
    expect(error.message).toContain('four-problems.json');
    for (const path of paths) expect(error.message).toContain(path);
  });
});

describe('loadDataset: duplicate keys and long problem lists', () => {
  const KEY = 'AKIASPECTESTKEY00001';
  it('checks a record key for duplicates even when another field of the record is bad', () => {
    const credentials = problemsOf({
      awsCredentials: [
        { accessKeyId: KEY, secretAccessKey: 'sy-test-secret-7Hq2Zx' },
        { accessKeyId: KEY, secretAccessKey: '' },
      ],
    });
    expect(credentials.map((p) => [p.path, p.rule])).toEqual([
      ['awsCredentials[1].secretAccessKey', 'length'],
      ['awsCredentials[1].accessKeyId', 'unique'],
    ]);
    const members = problemsOf(
      mutated((d) => {
        const first = d.collaborations[0].members[0];
        d.collaborations[0].members[1].accountId = first.accountId;
        d.collaborations[0].members[1].status = 'GONE';
      }),
    );
    expect(members.map((p) => [p.path, p.rule])).toContainEqual(['collaborations[0].members[1].accountId', 'unique']);
    const profiles = problemsOf(
      mutated((d) => {
        d.connectorProfiles[1].connectorProfileName = d.connectorProfiles[0].connectorProfileName;
        d.connectorProfiles[1].connectionMode = 'Vpc';
      }),
    );
    expect(profiles.map((p) => [p.path, p.rule])).toContainEqual([
      'connectorProfiles[1].connectorProfileName',
      'unique',
    ]);
  });

  it('lists the first 100 problems and then says how many more there are', () => {
    const bad = { awsCredentials: Array.from({ length: 250 }, () => ({ accessKeyId: 'lower', secretAccessKey: '' })) };
    let error: DatasetError | undefined;
    try {
      loadDataset(bad, 'big.json');
    } catch (caught) {
      error = caught as DatasetError;
    }
    expect(error?.problems).toHaveLength(500);
    const lines = error!.message.split('\n');
    expect(lines[0]).toBe('dataset big.json is invalid (500 problems):');
    expect(lines).toHaveLength(1 + 100 + 1);
    expect(lines.at(-1)).toBe('  ... and 400 more problems');
  });
});

describe('loadDatasetFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-dataset-'));

  it('loads a file', async () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(contractDataset()));
    const dataset = await loadDatasetFile(file);
    expect(dataset.collaborations).toHaveLength(2);
  });

  it('says clearly when the file is missing', async () => {
    await expect(loadDatasetFile(join(dir, 'missing.json'))).rejects.toThrow(
      /cannot read dataset .*missing\.json: no such file/,
    );
  });

  it('says where the JSON is broken without quoting the file', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{\n  "github": {"callers": [{"token": "sy-test-secret-7Hq2Zx" x]}\n}');
    const error = await loadDatasetFile(file).then(
      () => undefined,
      (e: unknown) => e as DatasetError,
    );
    expect(error).toBeInstanceOf(DatasetError);
    expect(error!.message).toMatch(/broken\.json is not valid JSON/);
    expect(error!.message).toMatch(/line 2/);
    expect(error!.message).not.toContain('sy-test-secret-7Hq2Zx');
  });

  it('rejects a valid JSON file with invalid content, with paths', async () => {
    const file = join(dir, 'invalid.json');
    writeFileSync(file, JSON.stringify({ collaborations: [{ id: 'x' }] }));
    await expect(loadDatasetFile(file)).rejects.toThrow(/collaborations\[0\]\.id/);
  });
});
