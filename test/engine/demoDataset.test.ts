// The demo dataset is built in code (cheap start); this test holds it to the same validation as a loaded file and
// checks it covers every variant docs/datasets.md promises.
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MODES,
  CONNECTOR_TYPES,
  PROPERTY_GROUPS,
  PROPERTY_GROUP_OF,
  PROVISIONING_FAILURE_CAUSES,
  PROVISIONING_STATUSES,
} from '../../src/domain/appflow/types.js';
import {
  CUSTOM_ML_MEMBER_ABILITIES,
  MEMBER_ABILITIES,
  MEMBER_STATUSES,
  type MemberSummary,
} from '../../src/domain/cleanrooms/types.js';
import { APP_AUTHORIZATION_STATUSES } from '../../src/domain/appfabric/types.js';
import { datasetToJson, demoDataset, loadDataset } from '../../src/engine/index.js';

const demo = demoDataset();
const allMembers: MemberSummary[] = demo.collaborations.flatMap((c) => [...c.members]);

describe('demo dataset', () => {
  it('passes the dataset validation (domain validators, payment rules, uniqueness) and round-trips through JSON', () => {
    const loaded = loadDataset(JSON.parse(JSON.stringify(datasetToJson(demo))), 'demo');
    expect(loaded.appBundles).toEqual(demo.appBundles);
    expect(loaded.connectorProfiles).toEqual(demo.connectorProfiles);
    expect(loaded.collaborations.map((c) => c.summary)).toEqual(demo.collaborations.map((c) => c.summary));
    loaded.collaborations.forEach((c, i) => expect([...c.members]).toEqual(demo.collaborations[i]!.members));
    expect(loaded.appAuthorizations).toEqual(demo.appAuthorizations);
  });

  it('has an app authorization of every status in the first bundle (screen 3 opens on it), none in the second', () => {
    const auths = demo.appAuthorizations ?? [];
    expect(new Set(auths.map((a) => a.status))).toEqual(new Set(APP_AUTHORIZATION_STATUSES));
    for (const a of auths) expect(a.appBundleArn).toBe(demo.appBundles[0]!.arn);
    expect(JSON.stringify(datasetToJson(demo).appAuthorizations)).not.toMatch(/credential|secret|apiKey"\s*:/i);
  });

  it('is deterministic', () => {
    const again = demoDataset();
    expect(datasetToJson(again)).toEqual(datasetToJson(demo));
  });

  it('has two app bundles and collaborations of 6, 250 and 10,000 members', () => {
    expect(demo.appBundles.length).toBeGreaterThanOrEqual(2);
    expect(demo.collaborations.map((c) => c.members.length)).toEqual([6, 250, 10_000]);
    for (const c of demo.collaborations) expect(c.summary.creatorAccountId).toBe(c.members[0]!.accountId);
  });

  it('covers every member status, ability, ML ability, and membership present and absent', () => {
    expect(new Set(allMembers.map((m) => m.status))).toEqual(new Set(MEMBER_STATUSES));
    expect(new Set(allMembers.flatMap((m) => m.abilities))).toEqual(new Set(MEMBER_ABILITIES));
    expect(new Set(allMembers.flatMap((m) => m.mlAbilities?.customMLMemberAbilities ?? []))).toEqual(
      new Set(CUSTOM_ML_MEMBER_ABILITIES),
    );
    expect(allMembers.some((m) => m.mlAbilities === undefined)).toBe(true);
    expect(allMembers.some((m) => m.abilities.length === 0)).toBe(true);
    expect(allMembers.some((m) => m.membershipId !== undefined && m.membershipArn !== undefined)).toBe(true);
    expect(allMembers.some((m) => m.membershipId === undefined && m.membershipArn === undefined)).toBe(true);
    for (const c of demo.collaborations)
      expect(c.members.filter((m) => m.abilities.includes('CAN_QUERY'))).toHaveLength(1);
  });

  it('covers every payment configuration variant, explicit and defaulted', () => {
    const values = (pick: (m: MemberSummary) => { isResponsible: boolean } | undefined): Set<boolean | undefined> =>
      new Set(allMembers.map((m) => pick(m)?.isResponsible));
    expect(values((m) => m.paymentConfiguration.queryCompute)).toEqual(new Set([true, false]));
    expect(values((m) => m.paymentConfiguration.jobCompute)).toEqual(new Set([true, false, undefined]));
    expect(values((m) => m.paymentConfiguration.machineLearning?.modelTraining)).toEqual(
      new Set([true, false, undefined]),
    );
    expect(values((m) => m.paymentConfiguration.machineLearning?.modelInference)).toEqual(
      new Set([true, false, undefined]),
    );
    expect(values((m) => m.paymentConfiguration.machineLearning?.syntheticDataGeneration)).toEqual(
      new Set([true, false, undefined]),
    );
    expect(allMembers.some((m) => m.paymentConfiguration.machineLearning === undefined)).toBe(true);
    // Defaults: all three defaultable items somewhere, a collaboration with none defaulted, one partly defaulted.
    const defaulted = demo.collaborations.map((c) => c.members[0]!.defaultedPayments);
    expect(defaulted).toEqual([[], ['queryCompute', 'modelTraining', 'modelInference'], ['modelInference']]);
    // Several payer candidates for query compute in one collaboration.
    for (const index of [0, 2]) {
      expect(
        demo.collaborations[index]!.members.filter((m) => m.paymentConfiguration.queryCompute.isResponsible).length,
      ).toBeGreaterThan(1);
    }
  });

  it('has at least 48 connector profiles covering every type, property group, mode, status and failure cause', () => {
    const profiles = demo.connectorProfiles;
    expect(profiles.length).toBeGreaterThanOrEqual(48);
    expect(new Set(profiles.map((p) => p.connectorType))).toEqual(new Set(CONNECTOR_TYPES));
    // Every group a typed profile can fall in ('unknown' is for a profile that gives no type).
    expect(new Set(profiles.map((p) => PROPERTY_GROUP_OF[p.connectorType!]))).toEqual(
      new Set(PROPERTY_GROUPS.filter((g) => g !== 'unknown')),
    );
    expect(new Set(profiles.map((p) => p.connectionMode))).toEqual(new Set(CONNECTION_MODES));
    const states = profiles.map((p) => p.privateConnectionProvisioningState).filter((s) => s !== undefined);
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(PROVISIONING_STATUSES));
    expect(new Set(states.map((s) => s.failureCause).filter((c) => c !== undefined))).toEqual(
      new Set(PROVISIONING_FAILURE_CAUSES),
    );
    expect(new Set(profiles.map((p) => p.connectorProfileName)).size).toBe(profiles.length);
  });

  it('builds quickly because the generated members are made on first use', () => {
    // Not a timing assertion: the structure is what keeps the start cheap (bench/engine-demo.bench.ts measures it).
    const fresh = demoDataset();
    const descriptor = Object.getOwnPropertyDescriptor(fresh.collaborations[2], 'members');
    expect(typeof descriptor?.get).toBe('function');
  });
});
