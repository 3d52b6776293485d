// Clean Rooms operations a test suite builds its world with: collaborations (create, update, delete, delete a
// member), memberships, configured tables and tags (botocore cleanrooms 2022-02-17). Each type is inferred from its
// wire shape in shapes.ts; this file keeps the enum values the shapes read. Timestamps are Date in the ports.

import type { Infer } from '../shape.js';
import type { PaymentConfigurationDraft } from './payment.js';
import type * as shapes from './shapes.js';

export type TagMap = Infer<typeof shapes.tagMap>;

export const ANALYTICS_ENGINES = ['SPARK', 'CLEAN_ROOMS_SQL'] as const;
export const LOG_STATUSES = ['ENABLED', 'DISABLED'] as const;

export const MEMBERSHIP_STATUSES = ['ACTIVE', 'REMOVED', 'COLLABORATION_DELETED'] as const;

export const ANALYSIS_METHODS = ['DIRECT_QUERY', 'DIRECT_JOB', 'MULTIPLE'] as const;
export const SELECTED_ANALYSIS_METHODS = ['DIRECT_QUERY', 'DIRECT_JOB'] as const;
export const ANALYSIS_RULE_TYPES = ['AGGREGATION', 'LIST', 'CUSTOM'] as const;

type CreateCollaborationWire = Infer<typeof shapes.CreateCollaborationInputShape>;
/**
 * The shape's member, except that switchyard accepts a partial payment configuration from the creator: the
 * default-payer rule (payment.ts) fills what is left out. A widening only, so every wire value still fits.
 */
export type MemberSpecification = Omit<CreateCollaborationWire['members'][number], 'paymentConfiguration'> & {
  paymentConfiguration?: PaymentConfigurationDraft;
};
export type CreateCollaborationInput = Omit<CreateCollaborationWire, 'members' | 'creatorPaymentConfiguration'> & {
  members: MemberSpecification[];
  creatorPaymentConfiguration?: PaymentConfigurationDraft;
};
export type CollaborationOutput = Infer<typeof shapes.CreateCollaborationOutputShape>;
export type UpdateCollaborationInput = Infer<typeof shapes.UpdateCollaborationInputShape>;
export type DeleteCollaborationInput = Infer<typeof shapes.DeleteCollaborationInputShape>;
export type DeleteMemberInput = Infer<typeof shapes.DeleteMemberInputShape>;
export type MembershipSummary = Infer<typeof shapes.membershipSummary>;
export type Membership = Infer<typeof shapes.membership>;
export type CreateMembershipInput = Infer<typeof shapes.CreateMembershipInputShape>;
export type MembershipOutput = Infer<typeof shapes.CreateMembershipOutputShape>;
export type MembershipIdentifierInput = Infer<typeof shapes.GetMembershipInputShape>;
export type ListMembershipsInput = Infer<typeof shapes.ListMembershipsInputShape>;
export type ListMembershipsOutput = Infer<typeof shapes.ListMembershipsOutputShape>;
export type UpdateMembershipInput = Infer<typeof shapes.UpdateMembershipInputShape>;
/** A union: exactly one member. Snowflake references are not served (they name a Secrets Manager secret). */
export type TableReference = Infer<typeof shapes.tableReference>;
export type ConfiguredTableSummary = Infer<typeof shapes.configuredTableSummary>;
export type ConfiguredTable = Infer<typeof shapes.configuredTable>;
export type CreateConfiguredTableInput = Infer<typeof shapes.CreateConfiguredTableInputShape>;
export type ConfiguredTableOutput = Infer<typeof shapes.CreateConfiguredTableOutputShape>;
export type ConfiguredTableIdentifierInput = Infer<typeof shapes.GetConfiguredTableInputShape>;
export type ListConfiguredTablesInput = Infer<typeof shapes.ListConfiguredTablesInputShape>;
export type ListConfiguredTablesOutput = Infer<typeof shapes.ListConfiguredTablesOutputShape>;
export type UpdateConfiguredTableInput = Infer<typeof shapes.UpdateConfiguredTableInputShape>;
export type TagResourceInput = Infer<typeof shapes.TagResourceInputShape>;
export type UntagResourceInput = Infer<typeof shapes.UntagResourceInputShape>;
export type ResourceArnInput = Infer<typeof shapes.ListTagsForResourceInputShape>;
export type ListTagsForResourceOutput = Infer<typeof shapes.ListTagsForResourceOutputShape>;
/** The output of the operations that answer no members (Delete*, TagResource, UntagResource). */
export type EmptyOutput = Infer<typeof shapes.DeleteCollaborationOutputShape>;
