// boto3 (Python) against `switchyard serve` (the shipped bundle): an AppFabric authorization created, listed, got,
// connected and deleted (then ResourceNotFoundException), an AppFlow connector profile created, described and
// deleted, and a Clean Rooms collaboration got, each through boto3's own model of the service. boto3 is not a
// dependency of this project: when `python3 -c 'import boto3'` fails, the test is skipped with the reason printed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

function boto3Missing(): string | undefined {
  const probe = spawnSync('python3', ['-c', 'import boto3'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.error !== undefined) return `python3 cannot be run (${probe.error.message})`;
  if (probe.status !== 0) return `python3 cannot import boto3 (${probe.stderr.trim().split('\n').pop() ?? ''})`;
  return undefined;
}

const missing = boto3Missing();
if (missing !== undefined) console.warn(`skipping the boto3 tests against serve: ${missing}`);

// Each step asserts what it expects and prints one JSON line of what it saw, so a failure names the step.
const SCRIPT = String.raw`
import json, sys
import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

url, bundle, collaboration, secret = sys.argv[1:5]
kwargs = dict(endpoint_url=url, region_name="us-east-1", aws_access_key_id="AKIDBOTO3TEST",
              aws_secret_access_key="boto3-test-signing-key", config=Config(retries={"max_attempts": 1}))
seen = {}

def error_code(call):
    try:
        call()
    except ClientError as e:
        return e.response["Error"]["Code"]
    raise AssertionError("the call succeeded")

appfabric = boto3.client("appfabric", **kwargs)
created = appfabric.create_app_authorization(
    appBundleIdentifier=bundle, app="SLACK", authType="apiKey",
    credential={"apiKeyCredential": {"apiKey": secret}},
    tenant={"tenantIdentifier": "T0BOTO3", "tenantDisplayName": "boto3 workspace"})["appAuthorization"]
arn = created["appAuthorizationArn"]
assert created["status"] == "PendingConnect", created
listed = appfabric.list_app_authorizations(appBundleIdentifier=bundle)["appAuthorizationSummaryList"]
assert arn in [a["appAuthorizationArn"] for a in listed], listed
got = appfabric.get_app_authorization(appBundleIdentifier=bundle, appAuthorizationIdentifier=arn)["appAuthorization"]
assert got["tenant"]["tenantIdentifier"] == "T0BOTO3", got
connected = appfabric.connect_app_authorization(appBundleIdentifier=bundle, appAuthorizationIdentifier=arn)
assert connected["appAuthorizationSummary"]["status"] == "Connected", connected
appfabric.delete_app_authorization(appBundleIdentifier=bundle, appAuthorizationIdentifier=arn)
seen["authorization"] = {
    "created": created["status"], "listed": len(listed), "connected": connected["appAuthorizationSummary"]["status"],
    "afterDelete": error_code(lambda: appfabric.get_app_authorization(appBundleIdentifier=bundle, appAuthorizationIdentifier=arn)),
}

appflow = boto3.client("appflow", **kwargs)
profile = appflow.create_connector_profile(
    connectorProfileName="boto3-slack", connectorType="Slack", connectionMode="Public",
    connectorProfileConfig={
        "connectorProfileProperties": {"Slack": {"instanceUrl": "https://boto3.slack.com"}},
        "connectorProfileCredentials": {"Slack": {"clientId": "boto3-client", "clientSecret": secret}},
    })
described = appflow.describe_connector_profiles(connectorProfileNames=["boto3-slack"])["connectorProfileDetails"]
assert len(described) == 1 and described[0]["connectorProfileArn"] == profile["connectorProfileArn"], described
appflow.delete_connector_profile(connectorProfileName="boto3-slack", forceDelete=True)
after = appflow.describe_connector_profiles(connectorProfileNames=["boto3-slack"])["connectorProfileDetails"]
seen["profile"] = {
    "arn": profile["connectorProfileArn"], "described": described[0]["connectorProfileName"],
    "credentialsArn": described[0]["credentialsArn"], "createdAt": described[0]["createdAt"].isoformat(),
    "afterDelete": len(after),
    "deleteAgain": error_code(lambda: appflow.delete_connector_profile(connectorProfileName="boto3-slack")),
    "duplicate": None,
}
appflow.create_connector_profile(
    connectorProfileName="boto3-twice", connectorType="Slack", connectionMode="Public",
    connectorProfileConfig={"connectorProfileProperties": {"Slack": {"instanceUrl": "https://boto3.slack.com"}}})
seen["profile"]["duplicate"] = error_code(lambda: appflow.create_connector_profile(
    connectorProfileName="boto3-twice", connectorType="Slack", connectionMode="Public",
    connectorProfileConfig={"connectorProfileProperties": {"Slack": {"instanceUrl": "https://boto3.slack.com"}}}))

cleanrooms = boto3.client("cleanrooms", **kwargs)
c = cleanrooms.get_collaboration(collaborationIdentifier=collaboration)["collaboration"]
seen["collaboration"] = {"id": c["id"], "name": c["name"], "queryLogStatus": c["queryLogStatus"]}
print(json.dumps(seen))
`;

function runPython(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-boto3-'));
  const file = join(dir, 'drive.py');
  writeFileSync(file, SCRIPT);
  // A home of its own: no ~/.aws configuration or credentials of the machine can change what boto3 sends.
  const env = { PATH: process.env.PATH ?? '', HOME: dir, AWS_EC2_METADATA_DISABLED: 'true' };
  const child = spawn('python3', [file, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.skipIf(missing !== undefined)('boto3 against switchyard serve', () => {
  let serve: BundleServe;
  beforeAll(async () => {
    serve = await startBundleServe();
  });
  afterAll(() => serve?.stop());

  it('drives an authorization, a connector profile and a collaboration through their lifecycles', async () => {
    const run = await runPython([serve.url, DEMO_APP_BUNDLE_ARNS[0], DEMO_COLLABORATION_IDS.retail, SECRET]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const seen = JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;
    expect(seen.authorization).toEqual({
      created: 'PendingConnect',
      listed: expect.any(Number),
      connected: 'Connected',
      afterDelete: 'ResourceNotFoundException',
    });
    expect(seen.profile).toMatchObject({
      arn: expect.stringMatching(/^arn:aws:appflow:[\w-]+:\d{12}:connectorprofile\/boto3-slack$/),
      described: 'boto3-slack',
      credentialsArn: expect.stringMatching(/^arn:aws:secretsmanager:/),
      afterDelete: 0,
      deleteAgain: 'ResourceNotFoundException',
      duplicate: 'ConflictException',
    });
    expect(seen.collaboration).toEqual({
      id: DEMO_COLLABORATION_IDS.retail,
      name: expect.any(String),
      queryLogStatus: 'DISABLED',
    });
    // The credentials went in and never came out: not to boto3, not to the log, not to the request log.
    expect(run.stdout).not.toContain(SECRET);
    const log = await fetch(`${serve.url}/_switchyard/requests`).then((r) => r.text());
    expect(log).toContain('CreateConnectorProfile');
    expect(log).not.toContain(SECRET);
    expect(serve.stdout()).not.toContain(SECRET);
    expect(serve.stderr()).not.toContain(SECRET);
  });
});
