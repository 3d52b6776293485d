// Cost of the domain validators and the payment rules, the work a dataset load and every wizard keystroke pay.
// The issue sets no target for them; the targets printed are switchyard's own: a keystroke's field check far below
// a 16 ms frame, and validating the demo's 10,000-member collaboration well under the 1 s the engine has to start.
import fc from 'fast-check';
import { validateAppFabricField, validateCreateAppAuthorizationRequest } from '../src/domain/appfabric/validators.js';
import { validateConnectorProfile } from '../src/domain/appflow/validators.js';
import { applyPaymentRules, type MemberDraft } from '../src/domain/cleanrooms/payment.js';
import { validateMemberSummary } from '../src/domain/cleanrooms/validators.js';
import {
  arbConnectorProfile,
  arbCreateAppAuthorizationRequest,
  arbMemberDraft,
  arbMemberRecord,
} from '../test/arbitraries/index.js';

const SEED = 20261121;
const sample = <T>(arb: fc.Arbitrary<T>, n: number): T[] => fc.sample(arb, { numRuns: n, seed: SEED });

/** Best of 5 runs of `work` over `items` items, in ms. */
function best(work: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    work();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}
const line = (what: string, ms: number, n: number, target: string): void =>
  console.log(
    `${what.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms total  ${((ms * 1000) / n).toFixed(2).padStart(8)} us/item   target ${target}`,
  );

const records = sample(arbMemberRecord, 10_000);
line(
  'validateMemberSummary x 10,000 dataset records',
  best(() => records.forEach((r, i) => validateMemberSummary(r, `members[${i}]`))),
  10_000,
  '< 100 ms',
);

const querier: MemberDraft = { ...sample(arbMemberDraft(), 1)[0]!, abilities: ['CAN_QUERY', 'CAN_RUN_JOB'] };
const others = sample(arbMemberDraft(fc.constant(['CAN_RECEIVE_RESULTS' as const])), 10_000).map((m) => ({
  ...m,
  paymentConfiguration: {},
}));
const tenK = [querier, ...others.slice(0, 9_999)];
line(
  'applyPaymentRules over 10,000 members',
  best(() => applyPaymentRules(tenK, 'members')),
  10_000,
  '< 50 ms',
);
const million: MemberDraft[] = [querier];
for (let i = 1; i < 1_000_000; i += 1) million.push(others[i % others.length]!);
line(
  'applyPaymentRules over 1,000,000 members',
  best(() => applyPaymentRules(million, 'members')),
  1_000_000,
  '< 2 s',
);

const profiles = sample(arbConnectorProfile(), 20_000);
line(
  'validateConnectorProfile x 20,000 (all 24 types)',
  best(() => profiles.forEach((p, i) => validateConnectorProfile(p, `connectorProfiles[${i}]`))),
  20_000,
  '< 200 ms',
);

const requests = sample(arbCreateAppAuthorizationRequest(), 10_000);
line(
  'validateCreateAppAuthorizationRequest x 10,000',
  best(() => requests.forEach((r) => validateCreateAppAuthorizationRequest(r))),
  10_000,
  '< 100 us/item',
);
line(
  'validateAppFabricField x 100,000 (one keystroke each)',
  best(() => {
    for (let i = 0; i < 100_000; i += 1) validateAppFabricField('tenant.tenantDisplayName', `Acme ${i}`);
  }),
  100_000,
  '< 100 us/item (16 ms frame)',
);
console.log('(figures measured on a shared 2-core machine: pessimistic)');
