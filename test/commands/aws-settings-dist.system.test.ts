// Command mode (dist/cli.js) configured the AWS CLI's way: region, output and credentials from the environment and
// a fake config directory, checked against `serve --verify-sigv4` and a recording endpoint (the signing region).
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { contractDataset, MAIN_COLLABORATION, MAIN_MEMBER_COUNT } from '../contract/dataset.js';
import { runDist, startDistServe, stopAllServes, type DistServe } from './helpers/dist.js';

const SECRET = 'sy-settings-secret-4Rk9Qw';
const KEY = { accessKeyId: 'AKIDSETTINGSTEST', secretAccessKey: SECRET };
/** The temporary credentials the STS double hands out: serve knows them; it does not know the source profile's key. */
const ASSUMED = { accessKeyId: 'ASIAASSUMEDROLETEST', secretAccessKey: 'sy-assumed-secret-8Jd2Lp' };
const SESSION_TOKEN = 'sy-assumed-session-token-3Vb7';
const BASE = { accessKeyId: 'AKIDSOURCEPROFILE', secretAccessKey: 'sy-source-secret-5Tn1Cx' };
const dir = mkdtempSync(join(tmpdir(), 'sy-settings-dist-'));
let serve: DistServe;
let recorder: Server;
let recorderUrl: string;
const authorizations: string[] = [];
const securityTokens: string[] = [];
let sts: Server;
let stsUrl: string;
let sso: Server;
let ssoUrl: string;
/** What the SSO portal double was asked: the bearer token and the query of each GetRoleCredentials call. */
const ssoCalls: { token: string; path: string; query: URLSearchParams }[] = [];
const SSO_TOKEN = 'sy-sso-access-token-6Wq3Hs';
/** What the STS double was asked: the Authorization header and the form body of each call. */
const stsCalls: { authorization: string; body: URLSearchParams }[] = [];

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

const DEMO_RETAIL = DEMO_COLLABORATION_IDS.retail;
const listMembers = ['cleanrooms', 'list-members', '--collaboration-identifier', MAIN_COLLABORATION];

beforeAll(async () => {
  const dataset = file('dataset.json', JSON.stringify({ ...contractDataset(), awsCredentials: [KEY, ASSUMED] }));
  serve = await startDistServe(['--data', dataset, '--verify-sigv4']);
  recorder = createServer((req, res) => {
    authorizations.push(String(req.headers.authorization));
    securityTokens.push(String(req.headers['x-amz-security-token']));
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"memberSummaries":[]}');
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  recorderUrl = `http://127.0.0.1:${(recorder.address() as { port: number }).port}`;
  sts = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      stsCalls.push({ authorization: String(req.headers.authorization), body: new URLSearchParams(body) });
      res.writeHead(200, { 'content-type': 'text/xml' }).end(assumeRoleResponse());
    });
  });
  await new Promise<void>((resolve) => sts.listen(0, '127.0.0.1', resolve));
  stsUrl = `http://127.0.0.1:${(sts.address() as { port: number }).port}`;
  sso = createServer((req, res) => {
    const url = new URL(String(req.url), 'http://localhost');
    ssoCalls.push({
      token: String(req.headers['x-amz-sso_bearer_token']),
      path: url.pathname,
      query: url.searchParams,
    });
    req.resume();
    const roleCredentials = {
      accessKeyId: ASSUMED.accessKeyId,
      secretAccessKey: ASSUMED.secretAccessKey,
      sessionToken: SESSION_TOKEN,
      expiration: Date.now() + 3600_000,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ roleCredentials }));
  });
  await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
  ssoUrl = `http://127.0.0.1:${(sso.address() as { port: number }).port}`;
});

/** STS AssumeRole's answer in the query protocol's XML, with the temporary credentials serve knows. */
function assumeRoleResponse(): string {
  const expiration = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <AssumedRoleUser>
      <AssumedRoleId>AROAEXAMPLEROLEID:switchyard-test</AssumedRoleId>
      <Arn>arn:aws:sts::111122223333:assumed-role/reader/switchyard-test</Arn>
    </AssumedRoleUser>
    <Credentials>
      <AccessKeyId>${ASSUMED.accessKeyId}</AccessKeyId>
      <SecretAccessKey>${ASSUMED.secretAccessKey}</SecretAccessKey>
      <SessionToken>${SESSION_TOKEN}</SessionToken>
      <Expiration>${expiration}</Expiration>
    </Credentials>
  </AssumeRoleResult>
  <ResponseMetadata><RequestId>c6104cbe-af31-11e0-8154-cbc7ccf896c7</RequestId></ResponseMetadata>
</AssumeRoleResponse>`;
}

afterAll(() => {
  stopAllServes();
  recorder.close();
  sts.close();
  sso.close();
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

  describe('assume-role with source_profile (STS doubled on loopback through AWS_ENDPOINT_URL_STS)', () => {
    const ROLE = 'arn:aws:iam::111122223333:role/reader';
    const files = () =>
      awsFiles(
        `[profile base]\nregion = us-east-1\n[profile role]\nregion = us-east-1\nrole_arn = ${ROLE}\nsource_profile = base\n`,
        `[base]\naws_access_key_id = ${BASE.accessKeyId}\naws_secret_access_key = ${BASE.secretAccessKey}\n`,
      );

    it('signs with the assumed keys, accepted by serve --verify-sigv4 (which does not know the source key)', async () => {
      stsCalls.length = 0;
      const result = await runDist([...listMembers, '--endpoint-url', serve.url, '--profile', 'role'], {
        ...files(),
        AWS_ENDPOINT_URL_STS: stsUrl,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).memberSummaries).toHaveLength(MAIN_MEMBER_COUNT);
      // STS was asked for the role, signed with the source profile's key.
      expect(stsCalls).toHaveLength(1);
      expect(stsCalls[0]!.body.get('Action')).toBe('AssumeRole');
      expect(stsCalls[0]!.body.get('RoleArn')).toBe(ROLE);
      expect(stsCalls[0]!.authorization).toMatch(/Credential=AKIDSOURCEPROFILE\/\d{8}\/us-east-1\/sts\/aws4_request/);
      for (const secret of [BASE.secretAccessKey, ASSUMED.secretAccessKey, SESSION_TOKEN]) {
        expect(result.stdout + result.stderr).not.toContain(secret);
      }
    });

    it('the call carries the assumed key and its session token', async () => {
      authorizations.length = 0;
      securityTokens.length = 0;
      const result = await runDist([...listMembers, '--endpoint-url', recorderUrl, '--profile', 'role'], {
        ...files(),
        AWS_ENDPOINT_URL_STS: stsUrl,
      });
      expect(result.code).toBe(0);
      expect(authorizations[0]).toMatch(/Credential=ASIAASSUMEDROLETEST\/\d{8}\/us-east-1\/cleanrooms\/aws4_request/);
      expect(securityTokens[0]).toBe(SESSION_TOKEN);
    });

    it('the source profile alone is refused by serve: the success above is the assumed role', async () => {
      const result = await runDist([...listMembers, '--endpoint-url', serve.url, '--profile', 'base'], files());
      expect(result.code).toBe(254);
      expect(result.stderr).toContain('UnrecognizedClientException');
    });
  });

  describe('SSO (the portal doubled on loopback through AWS_ENDPOINT_URL_SSO, the token cached as `aws sso login` leaves it)', () => {
    const START_URL = 'https://switchyard-test.awsapps.com/start';
    /** `aws sso login` caches the token under ~/.aws/sso/cache/<sha1 of the session name, or of the start URL>.json. */
    function cacheToken(key: string): void {
      const cache = join(dir, '.aws', 'sso', 'cache');
      mkdirSync(cache, { recursive: true });
      const expiresAt = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      writeFileSync(
        join(cache, `${createHash('sha1').update(key).digest('hex')}.json`),
        JSON.stringify({ startUrl: START_URL, region: 'us-east-1', accessToken: SSO_TOKEN, expiresAt }),
      );
    }
    const account = 'sso_account_id = 111122223333\nsso_role_name = reader\nregion = us-east-1\n';

    it.each([
      [
        'an sso-session section (what `aws configure sso` writes)',
        'corp',
        `[profile dev]\nsso_session = corp\n${account}[sso-session corp]\nsso_start_url = ${START_URL}\nsso_region = us-east-1\n`,
      ],
      [
        'the legacy keys in the profile',
        START_URL,
        `[profile dev]\nsso_start_url = ${START_URL}\nsso_region = us-east-1\n${account}`,
      ],
    ])('%s: signs with the role credentials, accepted by serve --verify-sigv4', async (_name, key, config) => {
      cacheToken(key);
      ssoCalls.length = 0;
      const result = await runDist([...listMembers, '--endpoint-url', serve.url, '--profile', 'dev'], {
        ...awsFiles(config),
        AWS_ENDPOINT_URL_SSO: ssoUrl,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).memberSummaries).toHaveLength(MAIN_MEMBER_COUNT);
      expect(ssoCalls).toHaveLength(1);
      expect(ssoCalls[0]).toMatchObject({ token: SSO_TOKEN, path: '/federation/credentials' });
      expect(ssoCalls[0]!.query.get('account_id')).toBe('111122223333');
      expect(ssoCalls[0]!.query.get('role_name')).toBe('reader');
      expect(result.stdout + result.stderr).not.toContain(SSO_TOKEN);
    });
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

describe('timestamps and the pager (engine, no endpoint)', () => {
  const engineCall = ['cleanrooms', 'list-members', '--collaboration-identifier', DEMO_RETAIL, '--max-items', '1'];

  it('cli_timestamp_format = wire prints epoch seconds as Clean Rooms sends them', async () => {
    const iso = await runDist(engineCall, awsFiles(''));
    expect(JSON.parse(iso.stdout).memberSummaries[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+00:00$/);
    const wire = await runDist(engineCall, awsFiles('[default]\ncli_timestamp_format = wire\n'));
    expect(typeof JSON.parse(wire.stdout).memberSummaries[0].createTime).toBe('number');
  });

  it('pages through AWS_PAGER only when stdout is a terminal', async () => {
    const env = { ...awsFiles(''), AWS_PAGER: 'sed s/^/PAGED:/' };
    const piped = await runDist(engineCall, env);
    expect(piped.stdout.startsWith('{')).toBe(true);
    const { spawn } = await import('@lydell/node-pty');
    const term = spawn(process.execPath, ['dist/cli.js', ...engineCall], {
      cols: 120,
      rows: 40,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let screen = '';
    term.onData((d) => (screen += d));
    const code = await new Promise<number>((resolve) => term.onExit(({ exitCode }) => resolve(exitCode)));
    expect(code).toBe(0);
    expect(screen).toContain('PAGED:{');
    expect(screen).toContain('PAGED:    "memberSummaries"');
  });
});
