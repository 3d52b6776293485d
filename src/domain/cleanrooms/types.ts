// Clean Rooms ListMembers, ListCollaborations and GetCollaboration: each type inferred from its wire shape in
// shapes.ts (the one place a member is written), and the enum values the shapes read. Timestamps are Date in the
// ports; the emulator writes them as epoch seconds, as Clean Rooms does.

import type { Infer } from '../shape.js';
import type * as shapes from './shapes.js';

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

/** The five things a collaboration member may pay for, in the order the UI spells them out. */
export const PAYMENT_ITEMS = [
  'queryCompute',
  'jobCompute',
  'modelTraining',
  'modelInference',
  'syntheticDataGeneration',
] as const;
export type PaymentItem = (typeof PAYMENT_ITEMS)[number];

export type IsResponsible = Infer<typeof shapes.responsible>;
export type PaymentConfiguration = Infer<typeof shapes.paymentConfiguration>;
export type MLPaymentConfig = NonNullable<PaymentConfiguration['machineLearning']>;
export type MLMemberAbilities = Infer<typeof shapes.mlMemberAbilities>;

export type MemberSummary = Infer<typeof shapes.ListMembersOutputShape>['memberSummaries'][number] & {
  /**
   * switchyard extension, filled by the engine only and never sent on the wire: the payment items whose
   * `isResponsible: true` on this member comes from the default-payer rule (the collaboration's creator named no payer
   * for it) rather than from the creator. Absent when the backend cannot know (real AWS).
   */
  defaultedPayments?: PaymentItem[];
};

export type ListMembersInput = Infer<typeof shapes.ListMembersInputShape>;
/** What the wire carries; the ports answer MemberSummary, which may add the engine's defaultedPayments. */
export type ListMembersOutput = Omit<Infer<typeof shapes.ListMembersOutputShape>, 'memberSummaries'> & {
  memberSummaries: MemberSummary[];
};
export type CollaborationSummary = Infer<typeof shapes.collaborationSummary>;
export type ListCollaborationsInput = Infer<typeof shapes.ListCollaborationsInputShape>;
export type ListCollaborationsOutput = Infer<typeof shapes.ListCollaborationsOutputShape>;

export const QUERY_LOG_STATUSES = ['ENABLED', 'DISABLED'] as const;

/** GetCollaboration's Collaboration: the summary's members plus the collaboration's settings. */
export type Collaboration = Infer<typeof shapes.collaboration>;
export type GetCollaborationInput = Infer<typeof shapes.GetCollaborationInputShape>;
export type GetCollaborationOutput = Infer<typeof shapes.GetCollaborationOutputShape>;
