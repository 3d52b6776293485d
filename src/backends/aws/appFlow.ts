// ConnectorProfilesPort over the real AppFlow API (@aws-sdk/client-appflow): DescribeConnectorProfiles.
import type { AppflowClient } from '@aws-sdk/client-appflow';
import type { CallOptions, ConnectorProfilesPort } from '../../service/ports.js';
import type {
  ConnectorProfile,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
} from '../../domain/appflow/types.js';
import { toServiceError } from './sdkErrors.js';
import { appflowModule } from './sdkModules.js';

export class AwsConnectorProfiles implements ConnectorProfilesPort {
  /** The client module is imported on the first call, so a command that needs another service never loads it. */
  constructor(private readonly client: () => Promise<AppflowClient>) {}

  async describe(
    input: DescribeConnectorProfilesRequest = {},
    options: CallOptions = {},
  ): Promise<DescribeConnectorProfilesResponse> {
    try {
      const { DescribeConnectorProfilesCommand } = await appflowModule();
      const output = await (
        await this.client()
      ).send(new DescribeConnectorProfilesCommand(input), {
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
