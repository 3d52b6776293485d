// ConnectorProfilesPort over the real AppFlow API (@aws-sdk/client-appflow): DescribeConnectorProfiles.
import { AppflowClient, DescribeConnectorProfilesCommand } from '@aws-sdk/client-appflow';
import type { CallOptions, ConnectorProfilesPort } from '../../service/ports.js';
import type {
  ConnectorProfile,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
} from '../../domain/appflow/types.js';
import { toServiceError } from './sdkErrors.js';

export class AwsConnectorProfiles implements ConnectorProfilesPort {
  constructor(private readonly client: AppflowClient) {}

  async describe(
    input: DescribeConnectorProfilesRequest = {},
    options: CallOptions = {},
  ): Promise<DescribeConnectorProfilesResponse> {
    try {
      const output = await this.client.send(new DescribeConnectorProfilesCommand(input), {
        abortSignal: options.signal,
      });
      const result: DescribeConnectorProfilesResponse = {
        connectorProfileDetails: (output.connectorProfileDetails ?? []) as ConnectorProfile[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      throw toServiceError('appflow', error);
    }
  }
}
