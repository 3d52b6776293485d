// Clean Rooms ListMembers.

import { CUSTOM_ML_MEMBER_ABILITIES, MEMBER_ABILITIES, MEMBER_STATUSES } from '../../domain/cleanrooms/types.js';
import { CLEANROOMS_FIELDS, validateListMembersInput } from '../../domain/cleanrooms/validators.js';
import { defineOperation } from '../operation.js';
import { bool, enumOf, int, listOf, opt, req, str, struct, timestamp } from '../shape.js';

const responsible = struct({ isResponsible: req(bool) });

export const listMembers = defineOperation({
  service: 'cleanrooms',
  name: 'list-members',
  operation: 'ListMembers',
  summary: 'Lists all members within a collaboration.',
  validate: validateListMembersInput,
  fields: CLEANROOMS_FIELDS,
  port: 'members',
  method: 'listMembers',
  http: {
    method: 'GET',
    path: '/collaborations/{collaborationIdentifier}/members',
    query: ['nextToken', 'maxResults'],
    status: 200,
  },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'memberSummaries',
  },
  input: struct({
    collaborationIdentifier: req(str, 'The identifier of the collaboration in which the members are listed.'),
    nextToken: opt(str, 'The token value retrieved from a previous call to access the next page of results.'),
    maxResults: opt(int, 'The maximum size of the results that is returned per call.'),
  }),
  output: struct({
    nextToken: opt(str),
    memberSummaries: req(
      listOf(
        struct({
          accountId: req(str),
          status: req(enumOf(MEMBER_STATUSES)),
          displayName: req(str),
          abilities: req(listOf(enumOf(MEMBER_ABILITIES))),
          mlAbilities: opt(struct({ customMLMemberAbilities: req(listOf(enumOf(CUSTOM_ML_MEMBER_ABILITIES))) })),
          createTime: req(timestamp),
          updateTime: req(timestamp),
          membershipId: opt(str),
          membershipArn: opt(str),
          paymentConfiguration: req(
            struct({
              queryCompute: req(responsible),
              machineLearning: opt(
                struct({
                  modelTraining: opt(responsible),
                  modelInference: opt(responsible),
                  syntheticDataGeneration: opt(responsible),
                }),
              ),
              jobCompute: opt(responsible),
            }),
          ),
        }),
      ),
    ),
  }),
});
