// The contract suite in one import, for any implementation of the ports (the engine here; the AWS backends pointed
// at `switchyard serve --data <contractDataset() written as JSON>` in the AWS backend tests).
export { describeAppAuthorizationsContract, oauthRequest, TEST_SECRET } from './appAuthorizations.contract.js';
export { describeAppAuthorizationLifecycleContract } from './appAuthorizationLifecycle.contract.js';
export { describeConnectorProfilesContract, walkProfiles } from './connectorProfiles.contract.js';
export { describeMembersContract, walkMembers } from './members.contract.js';
export { contractDataset } from './dataset.js';
export { expectServiceError, type ExpectedError } from './expectError.js';
export type { ContractFixture, ContractHooks, MakeFixture } from './fixture.js';
export { describeCleanRoomsWritesContract, newCollaboration } from './cleanRoomsWrites.contract.js';
