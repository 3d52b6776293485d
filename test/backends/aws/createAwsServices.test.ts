// Backend construction: where the region comes from, and a clear failure without one. No request is sent.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awsShortLabel, createAwsServices } from '../../../src/backends/aws/index.js';

const KEYS = [
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_PROFILE',
  'AWS_CONFIG_FILE',
  'AWS_SHARED_CREDENTIALS_FILE',
] as const;
let saved: Record<string, string | undefined>;
let dir: string;

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  for (const k of KEYS) delete process.env[k];
  dir = mkdtempSync(join(tmpdir(), 'switchyard-aws-'));
  process.env.AWS_CONFIG_FILE = join(dir, 'config');
  process.env.AWS_SHARED_CREDENTIALS_FILE = join(dir, 'credentials');
  writeFileSync(process.env.AWS_CONFIG_FILE, '[default]\n[profile dev]\nregion = eu-west-1\n');
  writeFileSync(process.env.AWS_SHARED_CREDENTIALS_FILE, '');
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('createAwsServices', () => {
  it('takes --region first', async () => {
    process.env.AWS_REGION = 'ap-northeast-1';
    const aws = await createAwsServices({ region: 'us-east-1' });
    expect(aws.backend).toEqual({ kind: 'aws', label: 'aws us-east-1', shortLabel: 'us-east-1', region: 'us-east-1' });
    aws.destroy();
  });

  it('falls back to AWS_REGION, then to the profile region', async () => {
    process.env.AWS_REGION = 'ap-northeast-1';
    const fromEnv = await createAwsServices({});
    expect(fromEnv.backend.label).toBe('aws ap-northeast-1');
    fromEnv.destroy();
    delete process.env.AWS_REGION;
    const fromProfile = await createAwsServices({ profile: 'dev' });
    expect(fromProfile.backend.label).toBe('aws eu-west-1 (profile dev)');
    fromProfile.destroy();
  });

  it('has a short label for a narrow header: profile@Region and the endpoint host', () => {
    expect(awsShortLabel('eu-west-1', { profile: 'dev', endpointUrl: 'http://127.0.0.1:4566/' })).toBe(
      'dev@eu-west-1 127.0.0.1:4566',
    );
    expect(awsShortLabel('us-east-1', { noSignRequest: true })).toBe('unsigned@us-east-1');
    expect(awsShortLabel('us-east-1', {})).toBe('us-east-1');
  });

  it('fails clearly when no region is configured', async () => {
    await expect(createAwsServices({})).rejects.toThrow(/No AWS region: pass --region/);
  });
});
