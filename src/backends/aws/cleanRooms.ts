// MembersPort over the real Clean Rooms API (@aws-sdk/client-cleanrooms): collaborations, members, memberships,
// configured tables and tags.
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
import type {
  CollaborationOutput,
  ConfiguredTableIdentifierInput,
  ConfiguredTableOutput,
  CreateCollaborationInput,
  CreateConfiguredTableInput,
  CreateMembershipInput,
  DeleteCollaborationInput,
  DeleteMemberInput,
  EmptyOutput,
  ListConfiguredTablesInput,
  ListConfiguredTablesOutput,
  ListMembershipsInput,
  ListMembershipsOutput,
  ListTagsForResourceOutput,
  MembershipIdentifierInput,
  MembershipOutput,
  ResourceArnInput,
  TagResourceInput,
  UntagResourceInput,
  UpdateCollaborationInput,
  UpdateConfiguredTableInput,
  UpdateMembershipInput,
} from '../../domain/cleanrooms/writes.js';
import { reportAttempts, toServiceError } from './sdkErrors.js';
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
      reportAttempts(options, output);
      const result: ListMembersOutput = {
        memberSummaries: (output.memberSummaries ?? []) as MemberSummary[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('cleanrooms', error);
    }
  }

  async listCollaborations(
    input: ListCollaborationsInput = {},
    options: CallOptions = {},
  ): Promise<ListCollaborationsOutput> {
    try {
      const { ListCollaborationsCommand } = await cleanRoomsModule();
      const sent = await (
        await this.client()
      ).send(new ListCollaborationsCommand(input), {
        abortSignal: options.signal,
      });
      reportAttempts(options, sent);
      const output = withoutMetadata(sent);
      const result: ListCollaborationsOutput = {
        collaborationList: (output.collaborationList ?? []) as CollaborationSummary[],
      };
      if (output.nextToken) result.nextToken = output.nextToken;
      return result;
    } catch (error) {
      reportAttempts(options, error);
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
      reportAttempts(options, output);
      return { collaboration: output.collaboration as Collaboration };
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('cleanrooms', error);
    }
  }

  /**
   * Sends one of the write or lookup commands: the SDK's input and output are the port's in wire member names, so
   * only `$metadata` is dropped (the SDK's types are structurally wider: its enums are open strings).
   */
  private async send<O>(
    command: Exclude<keyof Awaited<ReturnType<typeof cleanRoomsModule>>, 'CleanRoomsClient'>,
    input: object,
    options: CallOptions,
  ): Promise<O> {
    try {
      const module = await cleanRoomsModule();
      const Command = module[command] as unknown as new (input: object) => Parameters<CleanRoomsClient['send']>[0];
      const output = (await (await this.client()).send(new Command(input), { abortSignal: options.signal })) as {
        $metadata?: unknown;
      };
      reportAttempts(options, output);
      return withoutMetadata(output) as O;
    } catch (error) {
      reportAttempts(options, error);
      throw toServiceError('cleanrooms', error);
    }
  }

  createCollaboration(input: CreateCollaborationInput, options: CallOptions = {}): Promise<CollaborationOutput> {
    return this.send('CreateCollaborationCommand', input, options);
  }

  updateCollaboration(input: UpdateCollaborationInput, options: CallOptions = {}): Promise<CollaborationOutput> {
    return this.send('UpdateCollaborationCommand', input, options);
  }

  deleteCollaboration(input: DeleteCollaborationInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('DeleteCollaborationCommand', input, options);
  }

  deleteMember(input: DeleteMemberInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('DeleteMemberCommand', input, options);
  }

  createMembership(input: CreateMembershipInput, options: CallOptions = {}): Promise<MembershipOutput> {
    return this.send('CreateMembershipCommand', input, options);
  }

  getMembership(input: MembershipIdentifierInput, options: CallOptions = {}): Promise<MembershipOutput> {
    return this.send('GetMembershipCommand', input, options);
  }

  listMemberships(input: ListMembershipsInput = {}, options: CallOptions = {}): Promise<ListMembershipsOutput> {
    return this.send('ListMembershipsCommand', input, options);
  }

  updateMembership(input: UpdateMembershipInput, options: CallOptions = {}): Promise<MembershipOutput> {
    return this.send('UpdateMembershipCommand', input, options);
  }

  deleteMembership(input: MembershipIdentifierInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('DeleteMembershipCommand', input, options);
  }

  createConfiguredTable(input: CreateConfiguredTableInput, options: CallOptions = {}): Promise<ConfiguredTableOutput> {
    return this.send('CreateConfiguredTableCommand', input, options);
  }

  getConfiguredTable(input: ConfiguredTableIdentifierInput, options: CallOptions = {}): Promise<ConfiguredTableOutput> {
    return this.send('GetConfiguredTableCommand', input, options);
  }

  listConfiguredTables(
    input: ListConfiguredTablesInput = {},
    options: CallOptions = {},
  ): Promise<ListConfiguredTablesOutput> {
    return this.send('ListConfiguredTablesCommand', input, options);
  }

  updateConfiguredTable(input: UpdateConfiguredTableInput, options: CallOptions = {}): Promise<ConfiguredTableOutput> {
    return this.send('UpdateConfiguredTableCommand', input, options);
  }

  deleteConfiguredTable(input: ConfiguredTableIdentifierInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('DeleteConfiguredTableCommand', input, options);
  }

  tagResource(input: TagResourceInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('TagResourceCommand', input, options);
  }

  untagResource(input: UntagResourceInput, options: CallOptions = {}): Promise<EmptyOutput> {
    return this.send('UntagResourceCommand', input, options);
  }

  listTagsForResource(input: ResourceArnInput, options: CallOptions = {}): Promise<ListTagsForResourceOutput> {
    return this.send('ListTagsForResourceCommand', input, options);
  }
}
