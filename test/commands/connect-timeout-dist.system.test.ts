// `--cli-connect-timeout` firing in the shipped bundle, for each transport: the AWS SDK clients (Clean Rooms), the
// AppFabric signed fetch and the GitHub transport. The endpoint is a loopback port whose accept queue is full
// (test/helpers/unacceptingServer.ts), so the TCP connect itself stays pending: what fails is the connect, not the
// wait for an answer. 0 turns the connect timeout off: the read timeout ends that run instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { runBundle } from '../helpers/bundle.js';
import { startUnacceptingServer, type UnacceptingServer } from '../helpers/unacceptingServer.js';

let server: UnacceptingServer;
let endpoint: string;
beforeAll(async () => {
  server = await startUnacceptingServer();
  endpoint = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

const AWS_ENV = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'x',
  AWS_REGION: 'us-east-1',
  HOME: '/nonexistent',
};
const connectTimeout = (port: number) => `Connect timeout: no connection to 127.0.0.1:${port} within 1 s`;

describe('--cli-connect-timeout against an endpoint that never completes the TCP connect', () => {
  it('ends the AWS SDK call (Clean Rooms), the AppFabric fetch and the GitHub transport with a connect timeout', async () => {
    const [cleanrooms, appfabric, github] = await Promise.all([
      runBundle(
        [
          'cleanrooms',
          'list-members',
          '--collaboration-identifier',
          DEMO_COLLABORATION_IDS.retail,
          '--endpoint-url',
          endpoint,
          '--cli-connect-timeout',
          '1',
        ],
        { env: AWS_ENV },
      ),
      runBundle(['appfabric', 'list-app-bundles', '--endpoint-url', endpoint, '--cli-connect-timeout', '1'], {
        env: AWS_ENV,
      }),
      // GitHub's transport retries network failures (plugin-retry: 3 more tries, 1 s, 4 s and 9 s apart).
      runBundle(['github', 'rate-limit', '--github-url', `${endpoint}/api/v3`, '--cli-connect-timeout', '1'], {
        env: { HOME: '/nonexistent' },
        timeoutMs: 40_000,
      }),
    ]);
    expect(cleanrooms.stderr).toContain(connectTimeout(server.port));
    expect(cleanrooms.code).toBe(255);
    expect(appfabric.stderr).toContain(connectTimeout(server.port));
    expect(appfabric.code).toBe(255);
    expect(github.stderr).toContain(connectTimeout(server.port));
    expect(github.code).not.toBe(0);
  }, 45_000);

  it('0 means no connect timeout: the read timeout ends the call instead', async () => {
    const r = await runBundle(
      [
        'appfabric',
        'list-app-bundles',
        '--endpoint-url',
        endpoint,
        '--cli-connect-timeout',
        '0',
        '--cli-read-timeout',
        '2',
      ],
      { env: AWS_ENV },
    );
    expect(r.code).toBe(255);
    expect(r.stderr).not.toContain('Connect timeout');
    expect(r.stderr).toContain('aborted');
  });

  it('refuses a connect timeout for GitHub that is not a whole number of seconds', async () => {
    const r = await runBundle(['github', 'rate-limit', '--cli-connect-timeout', 'soon'], { env: {} });
    expect(r.code).toBe(252);
    expect(r.stderr).toContain("Error parsing parameter '--cli-connect-timeout': must be a whole number, got 'soon'");
  });
});
