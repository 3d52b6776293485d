// Property tests of paging: walks with insertions never skip or repeat, filters equal a naive filter, and a token
// changed in any way is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTOR_TYPES, type ConnectorProfile, type ConnectorType } from '../../src/domain/appflow/types.js';
import { isServiceError } from '../../src/domain/errors.js';
import { generateMembers } from '../../src/engine/demo/members.js';
import { generateConnectorProfiles } from '../../src/engine/demo/profiles.js';
import { createEngine, type Dataset } from '../../src/engine/index.js';

const COLLABORATION = '0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b';

function datasetWith(memberCount: number, profiles: ConnectorProfile[] = []): Dataset {
  const members = generateMembers({
    count: memberCount,
    seed: memberCount,
    region: 'us-east-1',
    startMs: Date.UTC(2025, 0, 1),
    creator: { accountId: '111111111111', displayName: 'Creator' },
    othersMayPay: [],
  });
  return {
    appBundles: [],
    collaborations: [
      {
        summary: {
          id: COLLABORATION,
          arn: `arn:aws:cleanrooms:us-east-1:111111111111:collaboration/${COLLABORATION}`,
          name: 'Property',
          creatorAccountId: '111111111111',
          creatorDisplayName: 'Creator',
          createTime: new Date(0),
          updateTime: new Date(0),
          memberStatus: 'ACTIVE',
        },
        members,
      },
    ],
    connectorProfiles: profiles,
    github: { callers: [] },
    awsCredentials: [],
  };
}

describe('list-members paging', () => {
  it('never skips or repeats a member, whatever the page size and the insertions between pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 40 }),
        async (initial, pageSize, insertions) => {
          const dataset = datasetWith(initial);
          const engine = createEngine({ dataset });
          const expected = Array.from(dataset.collaborations[0]!.members, (m) => m.accountId);
          const seen: string[] = [];
          let nextToken: string | undefined;
          let page = 0;
          let added = 0;
          do {
            const out = await engine.members.listMembers({
              collaborationIdentifier: COLLABORATION,
              maxResults: pageSize,
              ...(nextToken ? { nextToken } : {}),
            });
            expect(out.memberSummaries.length).toBeLessThanOrEqual(pageSize);
            seen.push(...out.memberSummaries.map((m) => m.accountId));
            nextToken = out.nextToken;
            if (nextToken !== undefined) expect(out.memberSummaries).toHaveLength(pageSize);
            for (let i = 0; nextToken !== undefined && i < (insertions[page] ?? 0); i += 1) {
              const accountId = String(800000000000 + added);
              added += 1;
              expected.push(accountId);
              engine.admin.addMember(COLLABORATION, {
                accountId,
                status: 'INVITED',
                displayName: `Added ${added}`,
                abilities: [],
                createTime: new Date(0),
                updateTime: new Date(0),
              });
            }
            page += 1;
          } while (nextToken !== undefined);
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a token with any single character changed', async () => {
    const engine = createEngine({ dataset: datasetWith(30) });
    const { nextToken } = await engine.members.listMembers({ collaborationIdentifier: COLLABORATION, maxResults: 10 });
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: nextToken!.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        async (at, replacement) => {
          fc.pre(nextToken![at] !== replacement);
          const forged = nextToken!.slice(0, at) + replacement + nextToken!.slice(at + 1);
          const error = await engine.members
            .listMembers({ collaborationIdentifier: COLLABORATION, maxResults: 10, nextToken: forged })
            .then(
              () => undefined,
              (e: unknown) => e,
            );
          expect(
            isServiceError(error) && error.name === 'ValidationException' && error.fieldList?.[0]?.name === 'nextToken',
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('describe-connector-profiles paging and filters', () => {
  const profiles = generateConnectorProfiles({
    count: 300,
    seed: 7,
    region: 'us-east-1',
    accountId: '111111111111',
    startMs: 0,
  });
  const engine = createEngine({ dataset: datasetWith(1, profiles) });
  const labels = [...new Set(profiles.map((p) => p.connectorLabel).filter((l): l is string => l !== undefined))];

  it('returns exactly the profiles a naive AND of the filters selects, in order, on every page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(
          fc.subarray(
            profiles.map((p) => p.connectorProfileName!),
            { maxLength: 100 },
          ),
          { nil: undefined },
        ),
        fc.option(fc.constantFrom<ConnectorType>(...CONNECTOR_TYPES), { nil: undefined }),
        fc.option(fc.constantFrom(...labels, 'NoSuchLabel'), { nil: undefined }),
        fc.integer({ min: 1, max: 100 }),
        async (names, type, label, maxResults) => {
          const connectorType = label !== undefined ? 'CustomConnector' : type;
          const request = {
            ...(names !== undefined ? { connectorProfileNames: names } : {}),
            ...(connectorType !== undefined ? { connectorType } : {}),
            ...(label !== undefined ? { connectorLabel: label } : {}),
            maxResults,
          };
          const got: string[] = [];
          let nextToken: string | undefined;
          do {
            const out = await engine.connectorProfiles.describe({ ...request, ...(nextToken ? { nextToken } : {}) });
            got.push(...(out.connectorProfileDetails ?? []).map((p) => p.connectorProfileName!));
            nextToken = out.nextToken;
          } while (nextToken !== undefined);
          const want = profiles
            .filter((p) => !names?.length || names.includes(p.connectorProfileName!))
            .filter((p) => connectorType === undefined || p.connectorType === connectorType)
            .filter((p) => label === undefined || p.connectorLabel === label)
            .map((p) => p.connectorProfileName!);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 200 },
    );
  });
});
