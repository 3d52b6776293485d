import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPaymentRules, invalidConfigurationError, type MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import { validateMemberSummary } from '../../src/domain/cleanrooms/validators.js';
import { arbMemberDraft, arbValidMemberDrafts, pathRules } from '../arbitraries/index.js';

const BASE = 'collaborations[2].members';
const querierIndex = (members: readonly MemberDraft[]) => members.findIndex((m) => m.abilities.includes('CAN_QUERY'));

describe('payment rules (properties)', () => {
  it('accept every valid collaboration and complete every member', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const { members, issues } = applyPaymentRules(drafts, BASE);
        expect(issues).toEqual([]);
        expect(members).toHaveLength(drafts.length);
        members.forEach((member, i) => {
          // Each completed member is a valid complete record, with a queryCompute.
          expect(validateMemberSummary(member, '', { mode: 'complete' })).toEqual([]);
          expect(typeof member.paymentConfiguration.queryCompute.isResponsible).toBe('boolean');
          // Explicit choices are kept.
          const draft = drafts[i]!.paymentConfiguration;
          if (draft?.queryCompute !== undefined)
            expect(member.paymentConfiguration.queryCompute).toEqual(draft.queryCompute);
          if (draft?.jobCompute !== undefined) expect(member.paymentConfiguration.jobCompute).toEqual(draft.jobCompute);
          for (const item of ['modelTraining', 'modelInference', 'syntheticDataGeneration'] as const) {
            const given = draft?.machineLearning?.[item];
            if (given !== undefined) expect(member.paymentConfiguration.machineLearning?.[item]).toEqual(given);
          }
        });
        // Someone always pays for query compute.
        expect(members.some((m) => m.paymentConfiguration.queryCompute.isResponsible)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('make the querier the default payer exactly for the items nobody is named for', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const { members } = applyPaymentRules(drafts, BASE);
        const q = querierIndex(drafts);
        const named = (get: (m: MemberDraft) => boolean | undefined) => drafts.some((m) => get(m) === true);
        const expected: string[] = [];
        if (!named((m) => m.paymentConfiguration?.queryCompute?.isResponsible)) expected.push('queryCompute');
        // Rule 2 of the spec names all three items, with or without mlAbilities in the collaboration.
        if (!named((m) => m.paymentConfiguration?.machineLearning?.modelTraining?.isResponsible))
          expected.push('modelTraining');
        if (!named((m) => m.paymentConfiguration?.machineLearning?.modelInference?.isResponsible))
          expected.push('modelInference');
        expect(members[q]!.defaultedPayments).toEqual(expected);
        if (expected.includes('queryCompute'))
          expect(members[q]!.paymentConfiguration.queryCompute.isResponsible).toBe(true);
        if (expected.includes('modelTraining'))
          expect(members[q]!.paymentConfiguration.machineLearning?.modelTraining).toEqual({ isResponsible: true });
        if (expected.includes('modelInference'))
          expect(members[q]!.paymentConfiguration.machineLearning?.modelInference).toEqual({ isResponsible: true });
        members.forEach((m, i) => {
          if (i !== q) expect(m.defaultedPayments).toEqual([]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('allow any number of payer candidates', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const everyonePays = drafts.map((m) => ({
          ...m,
          paymentConfiguration: { ...m.paymentConfiguration, queryCompute: { isResponsible: true } },
        }));
        const { members, issues } = applyPaymentRules(everyonePays, BASE);
        expect(issues).toEqual([]);
        expect(members.every((m) => m.paymentConfiguration.queryCompute.isResponsible)).toBe(true);
        expect(members.every((m) => !m.defaultedPayments?.includes('queryCompute'))).toBe(true);
      }),
    );
  });

  it('reject jobCompute.isResponsible false for the member who can query and run jobs, at that field only', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const q = querierIndex(drafts);
        const querier = drafts[q]!;
        const mutated = [...drafts];
        mutated[q] = {
          ...querier,
          abilities: querier.abilities.includes('CAN_RUN_JOB')
            ? querier.abilities
            : [...querier.abilities, 'CAN_RUN_JOB'],
          paymentConfiguration: { ...querier.paymentConfiguration, jobCompute: { isResponsible: false } },
        };
        const { issues } = applyPaymentRules(mutated, BASE);
        expect(pathRules(issues)).toEqual([
          { path: `${BASE}[${q}].paymentConfiguration.jobCompute.isResponsible`, rule: 'configuration' },
        ]);
        expect(issues[0]!.message).toContain(querier.accountId);
        const error = invalidConfigurationError(issues);
        expect([error.name, error.httpStatus, error.reason]).toEqual([
          'ValidationException',
          400,
          'INVALID_CONFIGURATION',
        ]);
        expect(error.fieldList).toEqual([{ name: issues[0]!.path, message: issues[0]!.message }]);
      }),
    );
  });

  it('allow jobCompute false for a job runner who cannot query', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, arbMemberDraft(fc.constant(['CAN_RUN_JOB' as const])), (drafts, runner) => {
        const withRunner = [...drafts, { ...runner, paymentConfiguration: { jobCompute: { isResponsible: false } } }];
        expect(applyPaymentRules(withRunner, BASE).issues).toEqual([]);
      }),
    );
  });

  it('require exactly one member who can query', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, fc.nat(), (drafts, pick) => {
        const q = querierIndex(drafts);
        const none = drafts.map((m) => ({ ...m, abilities: m.abilities.filter((a) => a !== 'CAN_QUERY') }));
        expect(pathRules(applyPaymentRules(none, BASE).issues)).toEqual([{ path: BASE, rule: 'configuration' }]);
        if (drafts.length < 2) return;
        const other = (q + 1 + (pick % (drafts.length - 1))) % drafts.length;
        // The second querier gets no jobCompute decline, which would be a separate issue.
        const two = drafts.map((m, i) =>
          i === other
            ? {
                ...m,
                abilities: [...m.abilities, 'CAN_QUERY' as const],
                paymentConfiguration: { ...m.paymentConfiguration, jobCompute: undefined },
              }
            : m,
        );
        const paths = pathRules(applyPaymentRules(two, BASE).issues)
          .map((i) => i.path)
          .sort();
        expect(paths).toEqual([`${BASE}[${q}].abilities`, `${BASE}[${other}].abilities`].sort());
      }),
    );
  });

  it('reject a querier declining an item nobody else pays for', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const q = querierIndex(drafts);
        const nobodyElse = drafts.map((m) => ({
          ...m,
          paymentConfiguration: { ...m.paymentConfiguration, queryCompute: { isResponsible: false } },
        }));
        expect(pathRules(applyPaymentRules(nobodyElse, BASE).issues)).toEqual([
          { path: `${BASE}[${q}].paymentConfiguration.queryCompute.isResponsible`, rule: 'configuration' },
        ]);
      }),
    );
  });

  it('never mutate its input', () => {
    fc.assert(
      fc.property(arbValidMemberDrafts, (drafts) => {
        const before = structuredClone(drafts);
        applyPaymentRules(drafts, BASE);
        expect(drafts).toEqual(before);
      }),
    );
  });
});
