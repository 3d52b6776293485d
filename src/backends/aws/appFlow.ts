// ConnectorProfilesPort over the real AppFlow API (@aws-sdk/client-appflow): DescribeConnectorProfiles and the
// profile lifecycle (Create, Update, DeleteConnectorProfile). Credentials go straight into the SDK command.
import type { AppflowClient } from '@aws-sdk/client-appflow';
import type { CallOptions, ConnectorProfilesPort } from '../../service/ports.js';
import type {
  ConnectorProfile,
  CreateConnectorProfileRequest,
  CreateConnectorProfileResponse,
  DeleteConnectorProfileRequest,
  DeleteConnectorProfileResponse,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
  UpdateConnectorProfileRequest,
  UpdateConnectorProfileResponse,
} from '../../domain/appflow/types.js';
import { reportAttempts, toServiceError } from './sdkErrors.js';
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
      reportAttempts(options, output);
      const result: DescribeConnectorProfilesResponse = {
        connectorProfileDetails: (output.connectorProfileDetails ?? []) as ConnectorProfile[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('appflow', error);
    }
  }

  async create(
    input: CreateConnectorProfileRequest,
    options: CallOptions = {},
  ): Promise<CreateConnectorProfileResponse> {
    try {
      const { CreateConnectorProfileCommand } = await appflowModule();
      const output = await (
        await this.client()
      ).send(
        new CreateConnectorProfileCommand(input as ConstructorParameters<typeof CreateConnectorProfileCommand>[0]),
        {
          abortSignal: options.signal,
        },
      );
      reportAttempts(options, output);
      return output.connectorProfileArn ? { connectorProfileArn: output.connectorProfileArn } : {};
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('appflow', error);
    }
  }

  async update(
    input: UpdateConnectorProfileRequest,
    options: CallOptions = {},
  ): Promise<UpdateConnectorProfileResponse> {
    try {
      const { UpdateConnectorProfileCommand } = await appflowModule();
      const output = await (
        await this.client()
      ).send(
        new UpdateConnectorProfileCommand(input as ConstructorParameters<typeof UpdateConnectorProfileCommand>[0]),
        {
          abortSignal: options.signal,
        },
      );
      reportAttempts(options, output);
      return output.connectorProfileArn ? { connectorProfileArn: output.connectorProfileArn } : {};
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('appflow', error);
    }
  }

  async delete(
    input: DeleteConnectorProfileRequest,
    options: CallOptions = {},
  ): Promise<DeleteConnectorProfileResponse> {
    try {
      const { DeleteConnectorProfileCommand } = await appflowModule();
      const output = await (
        await this.client()
      ).send(new DeleteConnectorProfileCommand(input), {
        abortSignal: options.signal,
      });
      reportAttempts(options, output);
      return {};
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('appflow', error);
    }
  }
}
