import { describeRegionsContract } from './regions.contract.js';
import { describeBundlesAndTagsContract } from './bundlesAndTags.contract.js';
// The contract suite against the in-memory engine, started with the contract dataset and a virtual clock. Its calls
// carry a Region (us-east-1) as a signed request through `serve` does, so Regions are kept apart as there.
import { describeCleanRoomsWritesContract } from './cleanRoomsWrites.contract.js';
import { VirtualClock } from '../../src/domain/clock.js';
import { createEngine, loadDataset } from '../../src/engine/index.js';
import { describeAppAuthorizationLifecycleContract } from './appAuthorizationLifecycle.contract.js';
import { describeAppAuthorizationsContract } from './appAuthorizations.contract.js';
import { describeConnectorProfilesContract } from './connectorProfiles.contract.js';
import { contractDataset } from './dataset.js';
import { portsAs, type MakeFixture } from './fixture.js';
import { describeMembersContract } from './members.contract.js';

const makeEngineFixture: MakeFixture = async () => {
  const dataset = contractDataset();
  const clock = new VirtualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  const engine = createEngine({ dataset: loadDataset(dataset, 'contract'), clock });
  return {
    ...portsAs(engine, { region: 'us-east-1' }),
    region: 'us-east-1',
    inRegion: async (region) => portsAs(engine, { region }),
    dataset,
    hooks: {
      addMember: (collaborationId, member) => engine.admin.addMember(collaborationId, member),
      countAppAuthorizations: () => engine.admin.listAppAuthorizations().length,
      failNextConnects: (status, count) => engine.admin.failNextConnects(status, count),
      now: () => clock.now(),
    },
  };
};

describeAppAuthorizationsContract('engine', makeEngineFixture);
describeAppAuthorizationLifecycleContract('engine', makeEngineFixture);
describeMembersContract('engine', makeEngineFixture);
describeConnectorProfilesContract('engine', makeEngineFixture);
describeCleanRoomsWritesContract('engine', makeEngineFixture);
describeBundlesAndTagsContract('engine', makeEngineFixture);
describeRegionsContract('engine', makeEngineFixture);
