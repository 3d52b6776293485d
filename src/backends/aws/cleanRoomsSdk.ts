// The parts of @aws-sdk/client-cleanrooms switchyard uses, named one by one. sdkModules.ts imports this module
// dynamically; because these are named imports of the package's ES build (see scripts/build.mjs), the bundle keeps
// only this client and these commands, not the service's other commands and their schemas.
export {
  CleanRoomsClient,
  GetCollaborationCommand,
  ListCollaborationsCommand,
  ListMembersCommand,
} from '@aws-sdk/client-cleanrooms';
