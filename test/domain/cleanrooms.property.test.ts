import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMemberDraft } from '../../src/domain/cleanrooms/memberDraftCheck.js';
import {
  validateCleanRoomsField,
  validateCollaborationIdentifier,
  validateListMembersInput,
  validateMemberSummary,
} from '../../src/domain/cleanrooms/validators.js';
import {
  ABSENT,
  pathRules,
  arbCollaborationIdentifier,
  arbListMembersInput,
  arbMemberRecord,
  arbMemberSummary,
  describeMutation,
  mutationsOf,
  booleanCases,
  enumCases,
  integerCases,
  lengthCases,
  stringTypeCases,
  type InvalidCase,
  type InvalidTable,
} from '../arbitraries/index.js';

const UUID_CASES: InvalidCase[] = [
  { value: '', rule: 'length' },
  { value: '0f8fad5b-d9cb-469f-a165-70867728950e0', rule: 'length' },
  { value: '0f8fad5b-d9cb-469f-a165-70867728950', rule: 'length' },
  { value: '0F8FAD5B-D9CB-469F-A165-70867728950E', rule: 'pattern' },
  { value: '0f8fad5b_d9cb_469f_a165_70867728950e', rule: 'pattern' },
  { value: 'g0f8fad5-d9cb-469f-a165-70867728950e', rule: 'pattern' },
];

describe('ListMembersInput validator (properties)', () => {
  const table: InvalidTable = {
    collaborationIdentifier: [...stringTypeCases(true), ...UUID_CASES],
    nextToken: [...stringTypeCases(false), ...lengthCases(0, 10240)],
    maxResults: integerCases(1, 100, false),
    bogus: [{ value: 'x', rule: 'unknown' }],
  };

  it('accepts every generated valid input', () => {
    fc.assert(
      fc.property(arbListMembersInput, (input) => {
        expect(validateListMembersInput(input)).toEqual([]);
      }),
    );
  });

  it('rejects each single-field mutation at exactly that field', () => {
    fc.assert(
      fc.property(arbListMembersInput, (valid) => {
        for (const m of mutationsOf(valid, table)) {
          expect(pathRules(validateListMembersInput(m.input)), describeMutation(m)).toEqual([m.expected]);
          // The one-field validators say the same.
          if (m.path !== 'bogus' && m.value !== ABSENT)
            expect(pathRules(validateCleanRoomsField(m.path, m.value)), describeMutation(m)).toEqual([m.expected]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('validateCollaborationIdentifier accepts lowercase UUIDs and rejects the rest at the given path', () => {
    fc.assert(
      fc.property(arbCollaborationIdentifier, (id) => {
        expect(validateCollaborationIdentifier(id, 'collaborations[1].id')).toEqual([]);
      }),
    );
    for (const c of [...UUID_CASES, { value: undefined, rule: 'required' }, { value: 7, rule: 'type' }]) {
      expect(pathRules(validateCollaborationIdentifier(c.value, 'collaborations[1].id'))).toEqual([
        { path: 'collaborations[1].id', rule: c.rule },
      ]);
    }
  });
});

const str = (required: boolean, min: number, max: number): InvalidCase[] => [
  ...stringTypeCases(required),
  ...lengthCases(min, max),
];
const TIMESTAMP: InvalidCase[] = [
  { value: ABSENT, rule: 'required' },
  { value: null, rule: 'required' },
  { value: 'yesterday', rule: 'type' },
  { value: '2023-07-22 04:26:40', rule: 'type' },
  { value: '2023-07-22T04:26:40', rule: 'type' },
  { value: Number.POSITIVE_INFINITY, rule: 'type' },
  { value: true, rule: 'type' },
];
const responsible = (required: boolean): InvalidCase[] => [
  ...booleanCases(required),
  ...(required ? [{ value: null, rule: 'required' as const }] : []),
];

const MEMBER_TABLE: InvalidTable = {
  accountId: [
    ...str(true, 12, 12),
    { value: '12345678901a', rule: 'pattern' },
    { value: '-12345678901', rule: 'pattern' },
    { value: '١٢٣٤٥٦٧٨٩٠١٢', rule: 'pattern' },
  ],
  status: enumCases(true, 'active', 'PENDING'),
  displayName: [
    ...str(true, 1, 100),
    { value: ' ', rule: 'pattern' },
    { value: ' \t  ', rule: 'pattern' },
    { value: '\u3000', rule: 'pattern' },
    { value: 'a\nb', rule: 'pattern' },
    { value: 'a\u0007', rule: 'pattern' },
    { value: 'lone \uD800 high', rule: 'pattern' },
    { value: 'lone \uDC00 low', rule: 'pattern' },
    { value: 'no \uFFFE', rule: 'pattern' },
  ],
  abilities: [
    { value: ABSENT, rule: 'required' },
    { value: 'CAN_QUERY', rule: 'type' },
    { value: ['CAN_QUERY', 'CAN_QUERY'], rule: 'unique' },
    { value: ['CAN_RUN_JOB', 'CAN_QUERY', 'CAN_RUN_JOB'], rule: 'unique' },
  ],
  'abilities[]': [...enumCases(false, 'CAN_FLY', 'can_query'), { value: null, rule: 'required' }],
  mlAbilities: [
    { value: 'CAN_RECEIVE_MODEL_OUTPUT', rule: 'type' },
    { value: {}, rule: 'required', issuePath: 'mlAbilities.customMLMemberAbilities' },
  ],
  'mlAbilities.customMLMemberAbilities': [
    { value: ABSENT, rule: 'required' },
    { value: 'x', rule: 'type' },
    { value: ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_MODEL_OUTPUT'], rule: 'unique' },
  ],
  'mlAbilities.customMLMemberAbilities[]': enumCases(false, 'CAN_QUERY'),
  'mlAbilities.extra': [{ value: [], rule: 'unknown' }],
  createTime: TIMESTAMP,
  updateTime: TIMESTAMP,
  membershipId: [...stringTypeCases(false), ...UUID_CASES],
  membershipArn: [
    ...stringTypeCases(false),
    { value: `arn:aws:cleanrooms:us-east-1:123456789012:membership/${'a'.repeat(50)}`, rule: 'length' },
    { value: 'arn:aws:cleanrooms:us-east-1:12345678901:membership/x', rule: 'pattern' },
    { value: 'arn:aws:cleanrooms:useast1:123456789012:membership/x', rule: 'pattern' },
    { value: 'arn:aws:cleanrooms:us-east-1:123456789012:collaboration/x', rule: 'pattern' },
    { value: 'arn:aws:cleanrooms:us-east-1:123456789012:membership/', rule: 'pattern' },
    { value: 'arn:aws:cleanrooms:us-east-1:123456789012:membership/a b', rule: 'pattern' },
  ],
  paymentConfiguration: [
    { value: 'payer', rule: 'type' },
    { value: [], rule: 'type' },
  ],
  'paymentConfiguration.queryCompute': [
    { value: true, rule: 'type' },
    { value: {}, rule: 'required', issuePath: 'paymentConfiguration.queryCompute.isResponsible' },
  ],
  'paymentConfiguration.queryCompute.isResponsible': responsible(true),
  'paymentConfiguration.queryCompute.extra': [{ value: 1, rule: 'unknown' }],
  'paymentConfiguration.jobCompute': [{ value: false, rule: 'type' }],
  'paymentConfiguration.jobCompute.isResponsible': responsible(true),
  'paymentConfiguration.machineLearning': [{ value: 'x', rule: 'type' }],
  'paymentConfiguration.machineLearning.modelTraining': [{ value: 1, rule: 'type' }],
  'paymentConfiguration.machineLearning.modelTraining.isResponsible': responsible(true),
  'paymentConfiguration.machineLearning.modelInference.isResponsible': responsible(true),
  'paymentConfiguration.machineLearning.syntheticDataGeneration.isResponsible': responsible(true),
  'paymentConfiguration.machineLearning.dataAccess': [{ value: { isResponsible: true }, rule: 'unknown' }],
  'paymentConfiguration.extra': [{ value: 1, rule: 'unknown' }],
  bogus: [{ value: 1, rule: 'unknown' }],
};

describe('MemberSummary validator (properties)', () => {
  it('accepts every generated dataset record (draft) and every complete record', () => {
    fc.assert(
      fc.property(arbMemberRecord, (record) => {
        expect(validateMemberSummary(record, 'members[0]')).toEqual([]);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(arbMemberSummary, (record) => {
        expect(validateMemberSummary(record, '', { mode: 'complete' })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects each single-field mutation of a dataset record at exactly that field, under the base path', () => {
    const table: InvalidTable = { ...MEMBER_TABLE, defaultedPayments: [{ value: ['queryCompute'], rule: 'unknown' }] };
    fc.assert(
      fc.property(arbMemberRecord, (valid) => {
        for (const m of mutationsOf(valid, table)) {
          const expected = { ...m.expected, path: `collaborations[0].members[7].${m.expected.path}` };
          expect(
            pathRules(validateMemberSummary(m.input, 'collaborations[0].members[7]')),
            describeMutation(m),
          ).toEqual([expected]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('isValidMemberDraft says yes to every valid dataset record and no to each single-field mutation', () => {
    const table: InvalidTable = { ...MEMBER_TABLE, defaultedPayments: [{ value: ['queryCompute'], rule: 'unknown' }] };
    fc.assert(
      fc.property(arbMemberRecord, (valid) => {
        expect(isValidMemberDraft(valid)).toBe(true);
        for (const m of mutationsOf(valid, table)) expect(isValidMemberDraft(m.input), describeMutation(m)).toBe(false);
      }),
      { numRuns: 100 },
    );
    // Whatever the record, a yes only where validateMemberSummary finds nothing.
    fc.assert(
      fc.property(
        arbMemberRecord,
        fc.constantFrom('abilities', 'mlAbilities', 'paymentConfiguration', 'membershipId', 'status', 'createTime'),
        fc.jsonValue(),
        (valid, key, value) => {
          const record = { ...valid, [key]: value };
          if (isValidMemberDraft(record)) expect(validateMemberSummary(record, 'm')).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('isValidMemberDraft agrees with validateMemberSummary on account IDs, membership IDs and display names near the usual forms', () => {
    const near = {
      accountId: fc.stringMatching(/^[\d a٣]{11,13}$/),
      membershipId: fc.oneof(
        fc.uuid(),
        fc.stringMatching(/^[\da-fA-F-]{35,37}$/),
        fc.uuid().map((u) => u.replace(/-/g, 'x')),
      ),
      displayName: fc.oneof(
        fc.string({ maxLength: 102 }),
        fc.stringMatching(/^[ \ta~\u007f\u00a0\u3000]{0,4}$/),
        fc.string({ unit: 'grapheme', maxLength: 101 }),
      ),
    };
    for (const [key, values] of Object.entries(near)) {
      fc.assert(
        fc.property(arbMemberRecord, values as fc.Arbitrary<string>, (valid, value) => {
          const record = { ...valid, [key]: value };
          expect(isValidMemberDraft(record), `${key}: ${JSON.stringify(value)}`).toBe(
            validateMemberSummary(record, 'm').length === 0,
          );
        }),
        { numRuns: 300 },
      );
    }
  });

  it('rejects each single-field mutation of a complete record at exactly that field', () => {
    const table: InvalidTable = {
      ...MEMBER_TABLE,
      paymentConfiguration: [
        { value: ABSENT, rule: 'required' },
        { value: 'payer', rule: 'type' },
      ],
      'paymentConfiguration.queryCompute': [
        { value: ABSENT, rule: 'required' },
        { value: true, rule: 'type' },
      ],
      defaultedPayments: [
        { value: 'queryCompute', rule: 'type' },
        { value: ['jobCompute', 'jobCompute'], rule: 'unique' },
      ],
      'defaultedPayments[]': enumCases(false, 'dataAccess'),
    };
    fc.assert(
      fc.property(arbMemberSummary, (valid) => {
        for (const m of mutationsOf(valid, table)) {
          expect(pathRules(validateMemberSummary(m.input, '', { mode: 'complete' })), describeMutation(m)).toEqual([
            m.expected,
          ]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
