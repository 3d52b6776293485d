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
import type {
  AppFlowListTagsForResourceResponse,
  AppFlowResourceArnRequest,
  AppFlowTagResourceRequest,
  AppFlowTagsResponse,
  AppFlowUntagResourceRequest,
} from '../../domain/appflow/tags.js';
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

  async tagResource(input: AppFlowTagResourceRequest, options: CallOptions = {}): Promise<AppFlowTagsResponse> {
    try {
      const { TagResourceCommand } = await appflowModule();
      await (await this.client()).send(new TagResourceCommand(input), { abortSignal: options.signal });
      return {};
    } catch (error) {
      throw toServiceError('appflow', error);
    }
  }

  async untagResource(input: AppFlowUntagResourceRequest, options: CallOptions = {}): Promise<AppFlowTagsResponse> {
    try {
      const { UntagResourceCommand } = await appflowModule();
      await (await this.client()).send(new UntagResourceCommand(input), { abortSignal: options.signal });
      return {};
    } catch (error) {
      throw toServiceError('appflow', error);
    }
  }

  async listTagsForResource(
    input: AppFlowResourceArnRequest,
    options: CallOptions = {},
  ): Promise<AppFlowListTagsForResourceResponse> {
    try {
      const { ListTagsForResourceCommand } = await appflowModule();
      const output = await (
        await this.client()
      ).send(new ListTagsForResourceCommand(input), { abortSignal: options.signal });
      return output.tags !== undefined ? { tags: output.tags } : {};
    } catch (error) {
      throw toServiceError('appflow', error);
    }
  }
}
