// Command mode (dist/cli.js) configured the AWS CLI's way: region, output and credentials from the environment and
// a fake config directory, checked against `serve --verify-sigv4` and a recording endpoint (the signing region).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDataset, MAIN_COLLABORATION, MAIN_MEMBER_COUNT } from '../contract/dataset.js';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const SECRET = 'sy-settings-secret-4Rk9Qw';
const KEY = { accessKeyId: 'AKIDSETTINGSTEST', secretAccessKey: SECRET };
const dir = mkdtempSync(join(tmpdir(), 'sy-settings-dist-'));
let serve: DistServe;
let recorder: Server;
let recorderUrl: string;
const authorizations: string[] = [];

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A fake HOME: AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE point into it. */
function awsFiles(config: string, credentials = ''): Record<string, string> {
  const tag = Math.random().toString(36).slice(2);
  return {
    HOME: dir,
    AWS_CONFIG_FILE: file(`config-${tag}`, config),
    AWS_SHARED_CREDENTIALS_FILE: file(`credentials-${tag}`, credentials),
  };
}

const listMembers = ['cleanrooms', 'list-members', '--collaboration-identifier', MAIN_COLLABORATION];

beforeAll(async () => {
  const dataset = file('dataset.json', JSON.stringify({ ...contractDataset(), awsCredentials: [KEY] }));
  serve = await startDistServe(['--data', dataset, '--verify-sigv4']);
  recorder = createServer((req, res) => {
    authorizations.push(String(req.headers.authorization));
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"memberSummaries":[]}');
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  recorderUrl = `http://127.0.0.1:${(recorder.address() as { port: number }).port}`;
});

afterAll(() => {
  stopAllServes();
  recorder.close();
  rmSync(dir, { recursive: true, force: true });
});

const envKeys = { AWS_ACCESS_KEY_ID: KEY.accessKeyId, AWS_SECRET_ACCESS_KEY: KEY.secretAccessKey };

describe('region', () => {
  it('AWS_DEFAULT_REGION is the region when nothing else sets one', async () => {
    const result = await runDist([...listMembers, '--endpoint-url', serve.url], {
      ...awsFiles(''),
      ...envKeys,
      AWS_DEFAULT_REGION: 'us-east-1',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).memberSummaries).toHaveLength(MAIN_MEMBER_COUNT);
  });

  it("signs with the profile's region", async () => {
    authorizations.length = 0;
    const result = await runDist([...listMembers, '--endpoint-url', recorderUrl, '--profile', 'paris'], {
      ...awsFiles(
        '[profile paris]\nregion = eu-west-3\n',
        `[paris]\naws_access_key_id = ${KEY.accessKeyId}\naws_secret_access_key = ${SECRET}\n`,
      ),
    });
    expect(result.code).toBe(0);
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatch(/Credential=AKIDSETTINGSTEST\/\d{8}\/eu-west-3\/cleanrooms\/aws4_request/);
  });

  it('signs with AWS_DEFAULT_REGION over the profile region', async () => {
    authorizations.length = 0;
    const result = await runDist([...listMembers, '--endpoint-url', recorderUrl], {
      ...awsFiles('[default]\nregion = eu-west-3\n'),
      ...envKeys,
      AWS_DEFAULT_REGION: 'ap-southeast-2',
    });
    expect(result.code).toBe(0);
    expect(authorizations[0]).toMatch(/\/ap-southeast-2\/cleanrooms\/aws4_request/);
  });
});

describe('output', () => {
  it("prints the profile's output format", async () => {
    const result = await runDist([...listMembers, '--endpoint-url', serve.url], {
      ...awsFiles('[default]\nregion = us-east-1\noutput = text\n'),
      ...envKeys,
    });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^MEMBERSUMMARIES\t/);
  });

  it('an endpoint in AWS_ENDPOINT_URL selects the AWS backend', async () => {
    const result = await runDist([...listMembers, '--max-items', '1'], {
      ...awsFiles('[default]\nregion = us-east-1\n'),
      ...envKeys,
      AWS_ENDPOINT_URL: serve.url,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).memberSummaries[0].accountId).toBeDefined();
  });
});

describe('credentials through the SDK provider chain, verified by serve --verify-sigv4', () => {
  it('a profile of the credentials file', async () => {
    const result = await runDist([...listMembers, '--endpoint-url', serve.url, '--profile', 'team'], {
      ...awsFiles(
        '[profile team]\nregion = us-east-1\n',
        `[team]\naws_access_key_id = ${KEY.accessKeyId}\naws_secret_access_key = ${SECRET}\n`,
      ),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it("a profile's credential_process", async () => {
    const script = file(
      'creds.sh',
      `#!/bin/sh\necho '{"Version": 1, "AccessKeyId": "${KEY.accessKeyId}", "SecretAccessKey": "${SECRET}"}'\n`,
    );
    chmodSync(script, 0o755);
    const result = await runDist([...listMembers, '--endpoint-url', serve.url], {
      ...awsFiles(`[default]\nregion = us-east-1\ncredential_process = ${script}\n`),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(SECRET);
  });

  it('a key the endpoint does not know is refused by the signature check', async () => {
    const result = await runDist([...listMembers, '--endpoint-url', serve.url], {
      ...awsFiles('[default]\nregion = us-east-1\n'),
      AWS_ACCESS_KEY_ID: KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: 'not-the-secret',
    });
    expect(result.code).toBe(254);
    expect(result.stderr).toContain('InvalidSignatureException');
  });

  it('a named profile that is not configured is a clear error (255)', async () => {
    const result = await runDist([...listMembers, '--endpoint-url', serve.url, '--profile', 'ghost'], awsFiles(''));
    expect(result.code).toBe(255);
    expect(result.stderr).toContain('The config profile (ghost) could not be found (from command line)');
  });
});
