// Clean Rooms ListMembers (and ListCollaborations, which a browser needs to start).
// Timestamps are Date in the ports; the emulator writes them as epoch seconds, as Clean Rooms does.

export const MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'LEFT', 'REMOVED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_ABILITIES = [
  'CAN_QUERY',
  'CAN_RECEIVE_RESULTS',
  'CAN_RUN_JOB',
  'CAN_EXPORT_QUERY_ANALYSIS_LOG',
] as const;
export type MemberAbility = (typeof MEMBER_ABILITIES)[number];

export const CUSTOM_ML_MEMBER_ABILITIES = ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_INFERENCE_OUTPUT'] as const;
export type CustomMLMemberAbility = (typeof CUSTOM_ML_MEMBER_ABILITIES)[number];

export interface IsResponsible {
  isResponsible: boolean;
}

export interface MLPaymentConfig {
  modelTraining?: IsResponsible;
  modelInference?: IsResponsible;
  syntheticDataGeneration?: IsResponsible;
}

export interface PaymentConfiguration {
  queryCompute: IsResponsible;
  machineLearning?: MLPaymentConfig;
  jobCompute?: IsResponsible;
}

export interface MLMemberAbilities {
  customMLMemberAbilities: CustomMLMemberAbility[];
}

/** The five things a collaboration member may pay for, in the order the UI spells them out. */
export const PAYMENT_ITEMS = [
  'queryCompute',
  'jobCompute',
  'modelTraining',
  'modelInference',
  'syntheticDataGeneration',
] as const;
export type PaymentItem = (typeof PAYMENT_ITEMS)[number];

export interface MemberSummary {
  accountId: string;
  status: MemberStatus;
  displayName: string;
  abilities: MemberAbility[];
  mlAbilities?: MLMemberAbilities;
  createTime: Date;
  updateTime: Date;
  membershipId?: string;
  membershipArn?: string;
  paymentConfiguration: PaymentConfiguration;
  /**
   * switchyard extension, filled by the engine only and never sent on the wire: the payment items whose
   * `isResponsible: true` on this member comes from the default-payer rule (the collaboration's creator named no payer
   * for it) rather than from the creator. Absent when the backend cannot know (real AWS).
   */
  defaultedPayments?: PaymentItem[];
}

export interface ListMembersInput {
  collaborationIdentifier: string;
  nextToken?: string;
  maxResults?: number;
}

export interface ListMembersOutput {
  nextToken?: string;
  memberSummaries: MemberSummary[];
}

export interface CollaborationSummary {
  id: string;
  arn: string;
  name: string;
  creatorAccountId: string;
  creatorDisplayName: string;
  createTime: Date;
  updateTime: Date;
  /** The caller's own membership status in the collaboration. */
  memberStatus: MemberStatus;
  membershipId?: string;
  membershipArn?: string;
  analyticsEngine?: 'SPARK' | 'CLEAN_ROOMS_SQL';
}

export interface ListCollaborationsInput {
  nextToken?: string;
  maxResults?: number;
  memberStatus?: 'INVITED' | 'ACTIVE';
}

export interface ListCollaborationsOutput {
  nextToken?: string;
  collaborationList: CollaborationSummary[];
}

export const QUERY_LOG_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type CollaborationQueryLogStatus = (typeof QUERY_LOG_STATUSES)[number];

/** GetCollaboration's Collaboration: the summary's members plus the collaboration's settings. */
export interface Collaboration extends CollaborationSummary {
  description?: string;
  dataEncryptionMetadata?: {
    allowCleartext: boolean;
    allowDuplicates: boolean;
    allowJoinsOnColumnsWithDifferentNames: boolean;
    preserveNulls: boolean;
  };
  queryLogStatus: CollaborationQueryLogStatus;
  jobLogStatus?: CollaborationQueryLogStatus;
  autoApprovedChangeTypes?: string[];
  allowedResultRegions?: string[];
  isMetricsEnabled?: boolean;
}

export interface GetCollaborationInput {
  collaborationIdentifier: string;
}

export interface GetCollaborationOutput {
  collaboration: Collaboration;
}
