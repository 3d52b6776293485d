// Reusable fast-check arbitraries of valid records and inputs for areas A-C, and helpers to mutate them.
export * from './common.js';
export * from './appfabric.js';
export * from './cleanrooms.js';
export * from './appflow.js';
export * from './mutation.js';
