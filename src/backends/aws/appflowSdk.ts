// The parts of @aws-sdk/client-appflow switchyard uses, named one by one (see cleanRoomsSdk.ts).
export { AppflowClient, DescribeConnectorProfilesCommand } from '@aws-sdk/client-appflow';
