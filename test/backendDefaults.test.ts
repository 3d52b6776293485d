// The documented defaults of the AWS and GitHub backends, exercised with nothing configured (empty AWS config files,
// no AWS_CA_BUNDLE, no GH_HOST): where requests go and whom they trust. No request leaves the process: the SDK
// clients stop at the build step, the AppFabric client's fetch is a recorder. test/hygiene/documentedDefaults.test.ts
// names these tests.
import { AppflowClient, DescribeConnectorProfilesCommand } from '@aws-sdk/client-appflow';
import { CleanRoomsClient, ListMembersCommand } from '@aws-sdk/client-cleanrooms';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { BuildHandler, MetadataBearer, MiddlewareStack } from '@smithy/types';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AwsAppAuthorizations } from '../src/backends/aws/appFabric.js';
import { sdkClientConfig } from '../src/backends/aws/sdkConfig.js';
import { createAgents } from '../src/backends/net/agents.js';
import { openGithubRateLimits } from '../src/compose/select.js';
import { loadAwsSettings, loadAwsTrustSettings } from '../src/service/awsSettings/index.js';

const CREDENTIALS = async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' });

let dir: string;
/** An environment with empty AWS config and credentials files and nothing else. */
let env: Record<string, string>;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sy-defaults-'));
  const config = join(dir, 'config');
  const credentials = join(dir, 'credentials');
  env = { AWS_CONFIG_FILE: config, AWS_SHARED_CREDENTIALS_FILE: credentials, HOME: dir };
  writeFileSync(config, '');
  writeFileSync(credentials, '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The host a client's request is built for: the request is stopped before it is signed or sent. */
async function hostOf(client: CleanRoomsClient | AppflowClient, send: () => Promise<unknown>): Promise<string> {
  let host = '';
  (client.middlewareStack as unknown as MiddlewareStack<object, MetadataBearer>).add(
    (): BuildHandler<object, MetadataBearer> => async (args) => {
      const request = args.request as { protocol: string; hostname: string };
      host = `${request.protocol}//${request.hostname}`;
      throw new Error('stopped before sending');
    },
    { step: 'build', name: 'recordHost' },
  );
  await expect(send()).rejects.toThrow('stopped before sending');
  client.destroy();
  return host;
}

describe('AWS backend defaults', () => {
  it("with no endpoint configured, each service's requests go to its AWS endpoint in the Region", async () => {
    const settings = await loadAwsSettings({ region: 'eu-west-1' }, env);
    expect(settings.endpoints).toEqual({});
    const handler = new NodeHttpHandler();
    const cleanRooms = new CleanRoomsClient(
      sdkClientConfig('cleanrooms', 'eu-west-1', settings, {}, CREDENTIALS, handler),
    );
    expect(
      await hostOf(cleanRooms, () => cleanRooms.send(new ListMembersCommand({ collaborationIdentifier: 'c' }))),
    ).toBe('https://cleanrooms.eu-west-1.amazonaws.com');
    const appflow = new AppflowClient(sdkClientConfig('appflow', 'eu-west-1', settings, {}, CREDENTIALS, handler));
    expect(await hostOf(appflow, () => appflow.send(new DescribeConnectorProfilesCommand({})))).toBe(
      'https://appflow.eu-west-1.amazonaws.com',
    );
    const urls: string[] = [];
    const appFabric = new AwsAppAuthorizations({
      region: async () => 'eu-west-1',
      credentials: CREDENTIALS,
      fetch: async (url) => {
        urls.push(String(url));
        return new Response('{"appAuthorizationSummaryList":[]}', { status: 200 });
      },
    });
    await appFabric.list({ appBundleIdentifier: 'b' });
    expect(new URL(urls[0]!).origin).toBe('https://appfabric.eu-west-1.amazonaws.com');
  });

  it("the CA bundle defaults to Node's bundled roots and the certificate check is on", async () => {
    const trust = await loadAwsTrustSettings({}, env);
    expect(trust.caBundle).toBeUndefined();
    expect(trust.verifySsl).toBe(true);
    // With that trust the agents add no CA of their own and check certificates (Node's roots,
    // plus NODE_EXTRA_CA_CERTS, which Node itself reads).
    const agents = await createAgents({ verifySsl: trust.verifySsl, env });
    expect(agents.https.options.ca).toBeUndefined();
    expect(agents.https.options.rejectUnauthorized).not.toBe(false);
    agents.destroy();
  });
});

describe('GitHub backend defaults', () => {
  it('with no GH_HOST and no --github-url the API root is https://api.github.com', async () => {
    const source = await openGithubRateLimits({ env, tokens: ['t-1'] });
    try {
      expect(source.baseUrl).toBe('https://api.github.com');
    } finally {
      source.close();
    }
  });
});
