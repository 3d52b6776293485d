// The in-memory engine's public surface: backend selection, the emulator and tests import from here.
export { createEngine, type Engine } from './engine.js';
export { DatasetError, type Dataset } from './dataset/types.js';
export { demoDataset, DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from './demo/dataset.js';
export { pageTokenKeyFor } from './pageTokens.js';
export { loadDataset } from './dataset/load.js';
export { loadDatasetFile } from './dataset/file.js';
export { datasetToJson } from './dataset/toJson.js';
export { generateMemberDrafts } from './demo/members.js';
export { createJournalStore } from './store/journalStore.js';
export { createMemoryStore } from './store/memoryStore.js';
export { StateLocationError, StateStoreError, type EngineStore } from './store/types.js';
