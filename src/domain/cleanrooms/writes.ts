// Clean Rooms operations a test suite builds its world with: collaborations (create, update, delete, delete a
// member), memberships, configured tables and tags, in the model's wire member names (botocore cleanrooms
// 2022-02-17). Timestamps are Date in the ports, as in types.ts.

import type { PaymentConfigurationDraft } from './payment.js';
import type {
  Collaboration,
  CollaborationQueryLogStatus,
  MemberAbility,
  MLMemberAbilities,
  PaymentConfiguration,
} from './types.js';

export type TagMap = Record<string, string>;

export const ANALYTICS_ENGINES = ['SPARK', 'CLEAN_ROOMS_SQL'] as const;
export type AnalyticsEngine = (typeof ANALYTICS_ENGINES)[number];
export const LOG_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

export interface DataEncryptionMetadata {
  allowCleartext: boolean;
  allowDuplicates: boolean;
  allowJoinsOnColumnsWithDifferentNames: boolean;
  preserveNulls: boolean;
}

export interface MemberSpecification {
  accountId: string;
  memberAbilities: MemberAbility[];
  mlMemberAbilities?: MLMemberAbilities;
  displayName: string;
  paymentConfiguration?: PaymentConfigurationDraft;
}

export interface CreateCollaborationInput {
  members: MemberSpecification[];
  name: string;
  description: string;
  creatorMemberAbilities: MemberAbility[];
  creatorMLMemberAbilities?: MLMemberAbilities;
  creatorDisplayName: string;
  dataEncryptionMetadata?: DataEncryptionMetadata;
  queryLogStatus: CollaborationQueryLogStatus;
  jobLogStatus?: LogStatus;
  tags?: TagMap;
  creatorPaymentConfiguration?: PaymentConfigurationDraft;
  analyticsEngine?: AnalyticsEngine;
  isMetricsEnabled?: boolean;
}

export interface CollaborationOutput {
  collaboration: Collaboration;
}

export interface UpdateCollaborationInput {
  collaborationIdentifier: string;
  name?: string;
  description?: string;
  analyticsEngine?: AnalyticsEngine;
}

export interface DeleteCollaborationInput {
  collaborationIdentifier: string;
}

export interface DeleteMemberInput {
  collaborationIdentifier: string;
  accountId: string;
}

export const MEMBERSHIP_STATUSES = ['ACTIVE', 'REMOVED', 'COLLABORATION_DELETED'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export interface MembershipSummary {
  id: string;
  arn: string;
  collaborationArn: string;
  collaborationId: string;
  collaborationCreatorAccountId: string;
  collaborationCreatorDisplayName: string;
  collaborationName: string;
  createTime: Date;
  updateTime: Date;
  status: MembershipStatus;
  memberAbilities: MemberAbility[];
  mlMemberAbilities?: MLMemberAbilities;
  paymentConfiguration: PaymentConfiguration;
}

export interface Membership extends MembershipSummary {
  queryLogStatus: LogStatus;
  jobLogStatus?: LogStatus;
  isMetricsEnabled?: boolean;
}

export interface CreateMembershipInput {
  collaborationIdentifier: string;
  queryLogStatus: LogStatus;
  jobLogStatus?: LogStatus;
  tags?: TagMap;
  paymentConfiguration?: PaymentConfiguration;
  isMetricsEnabled?: boolean;
}

export interface MembershipOutput {
  membership: Membership;
}

export interface MembershipIdentifierInput {
  membershipIdentifier: string;
}

export interface ListMembershipsInput {
  nextToken?: string;
  maxResults?: number;
  status?: MembershipStatus;
}

export interface ListMembershipsOutput {
  nextToken?: string;
  membershipSummaries: MembershipSummary[];
}

export interface UpdateMembershipInput {
  membershipIdentifier: string;
  queryLogStatus?: LogStatus;
  jobLogStatus?: LogStatus;
}

export const ANALYSIS_METHODS = ['DIRECT_QUERY', 'DIRECT_JOB', 'MULTIPLE'] as const;
export type AnalysisMethod = (typeof ANALYSIS_METHODS)[number];
export const SELECTED_ANALYSIS_METHODS = ['DIRECT_QUERY', 'DIRECT_JOB'] as const;
export type SelectedAnalysisMethod = (typeof SELECTED_ANALYSIS_METHODS)[number];
export const ANALYSIS_RULE_TYPES = ['AGGREGATION', 'LIST', 'CUSTOM'] as const;
export type AnalysisRuleType = (typeof ANALYSIS_RULE_TYPES)[number];

export interface GlueTableReference {
  region?: string;
  tableName: string;
  databaseName: string;
}

export interface AthenaTableReference {
  region?: string;
  workGroup: string;
  outputLocation?: string;
  databaseName: string;
  tableName: string;
  catalogName?: string;
}

/** A union: exactly one member. Snowflake references are not served (they name a Secrets Manager secret). */
export interface TableReference {
  glue?: GlueTableReference;
  athena?: AthenaTableReference;
}

export interface ConfiguredTableSummary {
  id: string;
  arn: string;
  name: string;
  createTime: Date;
  updateTime: Date;
  analysisRuleTypes: AnalysisRuleType[];
  analysisMethod: AnalysisMethod;
  selectedAnalysisMethods?: SelectedAnalysisMethod[];
}

export interface ConfiguredTable extends ConfiguredTableSummary {
  description?: string;
  tableReference: TableReference;
  allowedColumns: string[];
}

export interface CreateConfiguredTableInput {
  name: string;
  description?: string;
  tableReference: TableReference;
  allowedColumns: string[];
  analysisMethod: AnalysisMethod;
  selectedAnalysisMethods?: SelectedAnalysisMethod[];
  tags?: TagMap;
}

export interface ConfiguredTableOutput {
  configuredTable: ConfiguredTable;
}

export interface ConfiguredTableIdentifierInput {
  configuredTableIdentifier: string;
}

export interface ListConfiguredTablesInput {
  nextToken?: string;
  maxResults?: number;
}

export interface ListConfiguredTablesOutput {
  nextToken?: string;
  configuredTableSummaries: ConfiguredTableSummary[];
}

export interface UpdateConfiguredTableInput {
  configuredTableIdentifier: string;
  name?: string;
  description?: string;
  tableReference?: TableReference;
  allowedColumns?: string[];
  analysisMethod?: AnalysisMethod;
  selectedAnalysisMethods?: SelectedAnalysisMethod[];
}

export interface TagResourceInput {
  resourceArn: string;
  tags: TagMap;
}

export interface UntagResourceInput {
  resourceArn: string;
  tagKeys: string[];
}

export interface ResourceArnInput {
  resourceArn: string;
}

export interface ListTagsForResourceOutput {
  tags: TagMap;
}

/** The output of the operations that answer no members (Delete*, TagResource, UntagResource). */
export type EmptyOutput = Record<string, never>;
