import { describeRegionsContract } from '../../contract/regions.contract.js';
import { describeBundlesAndTagsContract } from '../../contract/bundlesAndTags.contract.js';
// The foundation's contract suite against the AWS backends (Clean Rooms and AppFlow SDK clients, the signed AppFabric
// fetch) pointed at `switchyard serve` on loopback, which serves the contract dataset from an engine on a virtual
// clock. Each test gets a fresh engine, server and backend. With --verify-sigv4, so signing is exercised as well.
import { describeCleanRoomsWritesContract } from '../../contract/cleanRoomsWrites.contract.js';
import { VirtualClock } from '../../../src/domain/clock.js';
import { createEngine, loadDataset } from '../../../src/engine/index.js';
import { createAwsServices } from '../../../src/backends/aws/index.js';
import { describeAppAuthorizationLifecycleContract } from '../../contract/appAuthorizationLifecycle.contract.js';
import { describeAppAuthorizationsContract } from '../../contract/appAuthorizations.contract.js';
import { describeConnectorProfilesContract } from '../../contract/connectorProfiles.contract.js';
import { describeMembersContract } from '../../contract/members.contract.js';
import { contractDataset } from '../../contract/dataset.js';
import type { MakeFixture } from '../../contract/fixture.js';
import { startServer } from '../../server/helpers.js';

const CREDENTIALS = { accessKeyId: 'AKIDSWITCHYARDCONTRACT', secretAccessKey: 'sy-test-secret-7Hq2Zx' };

const makeAwsFixture: MakeFixture = async () => {
  const dataset = contractDataset();
  const clock = new VirtualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  const engine = createEngine({ dataset: loadDataset(dataset, 'contract'), clock });
  const server = await startServer({ engine, verifySigv4: true, credentials: [CREDENTIALS] });
  const clientsIn = (region: string) =>
    createAwsServices({ region, endpointUrl: server.url, credentials: CREDENTIALS, maxAttempts: 1 });
  const aws = await clientsIn('us-east-1');
  const others: { destroy(): void }[] = [];
  return {
    appAuthorizations: aws.appAuthorizations,
    members: aws.members,
    connectorProfiles: aws.connectorProfiles,
    region: 'us-east-1',
    async inRegion(region) {
      const other = await clientsIn(region);
      others.push(other);
      return other;
    },
    dataset,
    hooks: {
      addMember: (collaborationId, member) => engine.admin.addMember(collaborationId, member),
      countAppAuthorizations: () => engine.admin.listAppAuthorizations().length,
      failNextConnects: (status, count) => engine.admin.failNextConnects(status, count),
      now: () => clock.now(),
    },
    async close() {
      aws.destroy();
      for (const other of others) other.destroy();
      await server.close();
    },
  };
};

describeAppAuthorizationsContract('aws backend via serve', makeAwsFixture);
describeAppAuthorizationLifecycleContract('aws backend via serve', makeAwsFixture);
describeMembersContract('aws backend via serve', makeAwsFixture);
describeConnectorProfilesContract('aws backend via serve', makeAwsFixture);
describeCleanRoomsWritesContract('aws backend via serve', makeAwsFixture);
describeBundlesAndTagsContract('aws backend via serve', makeAwsFixture);
describeRegionsContract('aws backend via serve', makeAwsFixture);
