import { describeBundlesAndTagsContract } from './bundlesAndTags.contract.js';
// The contract suite against the in-memory engine, started with the contract dataset and a virtual clock.
import { describeCleanRoomsWritesContract } from './cleanRoomsWrites.contract.js';
import { VirtualClock } from '../../src/domain/clock.js';
import { createEngine, loadDataset } from '../../src/engine/index.js';
import { describeAppAuthorizationLifecycleContract } from './appAuthorizationLifecycle.contract.js';
import { describeAppAuthorizationsContract } from './appAuthorizations.contract.js';
import { describeConnectorProfilesContract } from './connectorProfiles.contract.js';
import { contractDataset } from './dataset.js';
import type { MakeFixture } from './fixture.js';
import { describeMembersContract } from './members.contract.js';

const makeEngineFixture: MakeFixture = async () => {
  const dataset = contractDataset();
  const clock = new VirtualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  const engine = createEngine({ dataset: loadDataset(dataset, 'contract'), clock });
  return {
    appAuthorizations: engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
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
