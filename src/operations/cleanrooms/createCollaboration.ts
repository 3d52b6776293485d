// Clean Rooms CreateCollaboration.

import { CLEANROOMS_WRITE_FIELDS, validateCreateCollaborationInput } from '../../domain/cleanrooms/writeValidators.js';
import { QUERY_LOG_STATUSES } from '../../domain/cleanrooms/types.js';
import { defineOperation } from '../operation.js';
import { bool, enumOf, listOf, opt, req, str, struct } from '../shape.js';
import {
  analyticsEngine,
  collaboration,
  dataEncryptionMetadata,
  logStatus,
  memberAbilities,
  mlMemberAbilities,
  paymentConfiguration,
  tagMap,
  TAGS_DOC,
} from './shapes.js';

export const createCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'create-collaboration',
  operation: 'CreateCollaboration',
  summary: 'Creates a new collaboration.',
  validate: validateCreateCollaborationInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'createCollaboration',
  http: { method: 'POST', path: '/collaborations', status: 200 },
  input: struct({
    members: req(
      listOf(
        struct({
          accountId: req(str, 'The identifier used to reference members of the collaboration.'),
          memberAbilities: req(memberAbilities, 'The abilities granted to the collaboration member.'),
          mlMemberAbilities: opt(mlMemberAbilities, 'The ML abilities granted to the collaboration member.'),
          displayName: req(str, "The member's display name."),
          paymentConfiguration: opt(
            paymentConfiguration,
            "The collaboration member's payment responsibilities set by the collaboration creator.",
          ),
        }),
      ),
      'A list of initial members, not including the creator.',
    ),
    name: req(str, 'The display name for a collaboration.'),
    description: req(str, 'A description of the collaboration provided by the collaboration owner.'),
    creatorMemberAbilities: req(memberAbilities, 'The abilities granted to the collaboration creator.'),
    creatorMLMemberAbilities: opt(mlMemberAbilities, 'The ML abilities granted to the collaboration creator.'),
    creatorDisplayName: req(str, 'The display name of the collaboration creator.'),
    dataEncryptionMetadata: opt(
      dataEncryptionMetadata,
      'The settings for client-side encryption with Cryptographic Computing for Clean Rooms.',
    ),
    queryLogStatus: req(
      enumOf(QUERY_LOG_STATUSES),
      'An indicator as to whether query logging has been enabled or disabled for the collaboration.',
    ),
    jobLogStatus: opt(logStatus, 'Specifies whether job logs are enabled for this collaboration.'),
    tags: opt(tagMap, TAGS_DOC),
    creatorPaymentConfiguration: opt(
      paymentConfiguration,
      "The collaboration creator's payment responsibilities set by the collaboration creator.",
    ),
    analyticsEngine: opt(analyticsEngine, 'The analytics engine.'),
    isMetricsEnabled: opt(
      bool,
      'An indicator as to whether metrics have been enabled or disabled for the collaboration.',
    ),
  }),
  output: struct({
    collaboration: req(collaboration),
  }),
});
