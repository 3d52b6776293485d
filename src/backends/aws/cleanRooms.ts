// MembersPort over the real Clean Rooms API (@aws-sdk/client-cleanrooms): ListMembers and ListCollaborations.
import type { CleanRoomsClient } from '@aws-sdk/client-cleanrooms';
import type { CallOptions, MembersPort } from '../../service/ports.js';
import type {
  Collaboration,
  CollaborationSummary,
  GetCollaborationInput,
  GetCollaborationOutput,
  ListCollaborationsInput,
  ListCollaborationsOutput,
  ListMembersInput,
  ListMembersOutput,
  MemberSummary,
} from '../../domain/cleanrooms/types.js';
import { toServiceError } from './sdkErrors.js';
import { cleanRoomsModule } from './sdkModules.js';

function withoutMetadata<T extends { $metadata?: unknown }>(output: T): Omit<T, '$metadata'> {
  const { $metadata: _ignored, ...rest } = output;
  return rest;
}

export class AwsMembers implements MembersPort {
  /** The client module is imported on the first call, so a command that needs another service never loads it. */
  constructor(private readonly client: () => Promise<CleanRoomsClient>) {}

  async listMembers(input: ListMembersInput, options: CallOptions = {}): Promise<ListMembersOutput> {
    try {
      const { ListMembersCommand } = await cleanRoomsModule();
      const output = await (await this.client()).send(new ListMembersCommand(input), { abortSignal: options.signal });
      const result: ListMembersOutput = {
        memberSummaries: (output.memberSummaries ?? []) as MemberSummary[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      throw toServiceError('cleanrooms', error);
    }
  }

  async listCollaborations(
    input: ListCollaborationsInput = {},
    options: CallOptions = {},
  ): Promise<ListCollaborationsOutput> {
    try {
      const { ListCollaborationsCommand } = await cleanRoomsModule();
      const output = withoutMetadata(
        await (await this.client()).send(new ListCollaborationsCommand(input), { abortSignal: options.signal }),
      );
      const result: ListCollaborationsOutput = {
        collaborationList: (output.collaborationList ?? []) as CollaborationSummary[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      throw toServiceError('cleanrooms', error);
    }
  }

  async getCollaboration(input: GetCollaborationInput, options: CallOptions = {}): Promise<GetCollaborationOutput> {
    try {
      const { GetCollaborationCommand } = await cleanRoomsModule();
      const output = await (
        await this.client()
      ).send(new GetCollaborationCommand(input), {
        abortSignal: options.signal,
      });
      return { collaboration: output.collaboration as Collaboration };
    } catch (error) {
      throw toServiceError('cleanrooms', error);
    }
  }
}
