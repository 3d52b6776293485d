// The parts of @aws-sdk/client-cleanrooms switchyard uses, named one by one. sdkModules.ts imports this module
// dynamically; because these are named imports of the package's ES build (see scripts/build.mjs), the bundle keeps
// only this client and these commands, not the service's other commands and their schemas.
export {
  CleanRoomsClient,
  CreateCollaborationCommand,
  CreateConfiguredTableCommand,
  CreateMembershipCommand,
  DeleteCollaborationCommand,
  DeleteConfiguredTableCommand,
  DeleteMemberCommand,
  DeleteMembershipCommand,
  GetCollaborationCommand,
  GetConfiguredTableCommand,
  GetMembershipCommand,
  ListCollaborationsCommand,
  ListConfiguredTablesCommand,
  ListMembersCommand,
  ListMembershipsCommand,
  ListTagsForResourceCommand,
  TagResourceCommand,
  UntagResourceCommand,
  UpdateCollaborationCommand,
  UpdateConfiguredTableCommand,
  UpdateMembershipCommand,
} from '@aws-sdk/client-cleanrooms';
