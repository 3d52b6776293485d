// The parts of @aws-sdk/client-appflow switchyard uses, named one by one (see cleanRoomsSdk.ts).
export {
  AppflowClient,
  CreateConnectorProfileCommand,
  DeleteConnectorProfileCommand,
  DescribeConnectorProfilesCommand,
  ListTagsForResourceCommand,
  TagResourceCommand,
  UntagResourceCommand,
  UpdateConnectorProfileCommand,
} from '@aws-sdk/client-appflow';
