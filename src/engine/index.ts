// The in-memory engine's public surface: backend selection, the emulator and tests import from here.
export { createEngine, type Engine, type EngineAdmin, type EngineOptions } from './engine.js';
export { DatasetError, type Dataset, type DatasetAwsCredential, type DatasetCollaboration } from './dataset/types.js';
export {
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  DEMO_ACCOUNT_ID,
  DEMO_REGION,
} from './demo/dataset.js';
export { DEFAULT_MEMBERS_PAGE_SIZE } from './members.js';
export { pageTokenKeyFor } from './pageTokens.js';
export { DEFAULT_PROFILES_PAGE_SIZE } from './connectorProfiles.js';
export { loadDataset } from './dataset/load.js';
export { loadDatasetFile } from './dataset/file.js';
export { datasetToJson } from './dataset/toJson.js';
export { generateMembers, generateMemberDrafts, type GeneratedMembersOptions } from './demo/members.js';
export { generateConnectorProfiles, type GeneratedProfilesOptions } from './demo/profiles.js';
export { createJournalStore } from './store/journalStore.js';
export { createMemoryStore } from './store/memoryStore.js';
export { StateStoreError, type EngineStore, type StoredEvent } from './store/types.js';
