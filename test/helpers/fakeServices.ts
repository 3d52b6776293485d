// Small in-test implementations of the ports (until and besides the engine): deterministic members and
// connector profiles with real paging through opaque tokens, optional holding of calls (to test spinners and
// Ctrl+C cancellation), and call counting. Only for tests.

import { rejectingCleanRoomsWrites } from './cleanRoomsWrites.js';
import { unusedAppAuthorizations } from './appAuthorizationsDouble.js';
import { ServiceError } from '../../src/domain/errors.js';
import type { CollaborationSummary, MemberSummary, MemberStatus } from '../../src/domain/cleanrooms/types.js';
import type { ConnectorProfile } from '../../src/domain/appflow/types.js';
import type { CallOptions, Services } from '../../src/service/ports.js';
import { VirtualClock } from '../../src/domain/clock.js';
import { createEngineRateLimits } from '../../src/engine/ratelimits/index.js';

export const BIG_COLLABORATION = '0b5a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
export const SMALL_COLLABORATION = '1c6b8d2f-3a4e-4f60-9bac-1d2e3f4a5b6c';

const FIRST = ['Ana', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Fatima', 'Gustav', 'Hana', 'Ivan', 'Jonas'];
const LAST = ['Lima', 'Okafor', 'Wang', 'Novak', 'Silva', 'Haddad', 'Berg', 'Sato', 'Petrov', 'Meyer'];
const STATUSES: MemberStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'INVITED', 'LEFT', 'REMOVED'];

export function makeMembers(count: number, prefix = 'm'): MemberSummary[] {
  const members: MemberSummary[] = [];
  for (let i = 0; i < count; i += 1) {
    const creator = i === 0;
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${String(i).padStart(5, '0')}`;
    const status = STATUSES[i % STATUSES.length] ?? 'ACTIVE';
    const member: MemberSummary = {
      accountId: String(100000000000 + i * 7919),
      status,
      displayName: name,
      abilities: creator ? ['CAN_QUERY', 'CAN_RUN_JOB'] : i % 3 === 0 ? ['CAN_RECEIVE_RESULTS'] : [],
      createTime: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)),
      updateTime: new Date(Date.UTC(2026, 0, 2, 0, 0, i % 60)),
      paymentConfiguration: {
        queryCompute: { isResponsible: creator },
        jobCompute: { isResponsible: creator },
        ...(i === 5
          ? { machineLearning: { modelTraining: { isResponsible: true }, modelInference: { isResponsible: true } } }
          : {}),
      },
      ...(creator ? { defaultedPayments: ['jobCompute' as const] } : { defaultedPayments: [] }),
      ...(i === 5 ? { mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT' as const] } } : {}),
    };
    if (status !== 'INVITED') {
      member.membershipId = `${prefix}${String(i).padStart(7, '0')}-aaaa-4bbb-8ccc-dddddddddddd`.slice(0, 36);
      member.membershipArn = `arn:aws:cleanrooms:us-east-1:${member.accountId}:membership/${member.membershipId}`;
    }
    members.push(member);
  }
  return members;
}

export interface FakeServicesOptions {
  bigCount?: number;
  smallCount?: number;
  profiles?: ConnectorProfile[];
  /** Calls wait for `release()` (or their abort signal) before answering. */
  hold?: boolean;
  backendLabel?: string;
}

export interface FakeServices extends Services {
  calls: { listMembers: number; describe: number; listCollaborations: number };
  /** Answers held calls. */
  release(): void;
  setHold(hold: boolean): void;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : Object.assign(new Error('aborted'), { name: 'AbortError' });
}

export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  const collaborations: CollaborationSummary[] = [
    {
      id: BIG_COLLABORATION,
      arn: `arn:aws:cleanrooms:us-east-1:111122223333:collaboration/${BIG_COLLABORATION}`,
      name: 'Retail panel',
      creatorAccountId: '100000000000',
      creatorDisplayName: 'Ana Lima 00000',
      createTime: new Date(Date.UTC(2026, 0, 1)),
      updateTime: new Date(Date.UTC(2026, 0, 1)),
      memberStatus: 'ACTIVE',
    },
    {
      id: SMALL_COLLABORATION,
      arn: `arn:aws:cleanrooms:us-east-1:111122223333:collaboration/${SMALL_COLLABORATION}`,
      name: 'Ad measurement',
      creatorAccountId: '100000000000',
      creatorDisplayName: 'Ana Lima 00000',
      createTime: new Date(Date.UTC(2026, 0, 1)),
      updateTime: new Date(Date.UTC(2026, 0, 1)),
      memberStatus: 'INVITED',
    },
  ];
  const members = new Map<string, MemberSummary[]>([
    [BIG_COLLABORATION, makeMembers(options.bigCount ?? 10_000)],
    [SMALL_COLLABORATION, makeMembers(options.smallCount ?? 100, 's')],
  ]);
  const profiles = options.profiles ?? [];
  let hold = options.hold ?? false;
  let waiting: (() => void)[] = [];
  const calls = { listMembers: 0, describe: 0, listCollaborations: 0 };

  async function gate(callOptions?: CallOptions): Promise<void> {
    const signal = callOptions?.signal;
    if (signal?.aborted === true) throw abortError(signal);
    if (!hold) return;
    await new Promise<void>((resolve, reject) => {
      waiting.push(resolve);
      signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
    });
  }

  function page<T>(
    items: readonly T[],
    nextToken: string | undefined,
    maxResults: number | undefined,
    fallback: number,
  ) {
    const start = nextToken === undefined ? 0 : Number(nextToken);
    const size = maxResults ?? fallback;
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? String(start + size) : undefined;
    return { slice, next };
  }

  return {
    calls,
    release() {
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve();
    },
    setHold(value) {
      hold = value;
    },
    backend: { kind: 'engine', label: options.backendLabel ?? 'engine (test data)' },
    members: {
      async listCollaborations(_input, callOptions) {
        calls.listCollaborations += 1;
        await gate(callOptions);
        return { collaborationList: collaborations };
      },
      async listMembers(input, callOptions) {
        calls.listMembers += 1;
        await gate(callOptions);
        const all = members.get(input.collaborationIdentifier);
        if (all === undefined) {
          throw new ServiceError({
            name: 'ResourceNotFoundException',
            service: 'cleanrooms',
            httpStatus: 404,
            message: `Collaboration ${input.collaborationIdentifier} not found`,
            resourceId: input.collaborationIdentifier,
            resourceType: 'COLLABORATION',
          });
        }
        const { slice, next } = page(all, input.nextToken, input.maxResults, 50);
        return { memberSummaries: slice, ...(next !== undefined ? { nextToken: next } : {}) };
      },
      async getCollaboration(input, callOptions) {
        await gate(callOptions);
        const found = collaborations.find((c) => c.id === input.collaborationIdentifier);
        if (found === undefined) throw new Error(`collaboration ${input.collaborationIdentifier} not found`);
        return { collaboration: { ...found, queryLogStatus: 'DISABLED' } };
      },
      ...rejectingCleanRoomsWrites(),
    },
    connectorProfiles: {
      async describe(input = {}, callOptions) {
        calls.describe += 1;
        await gate(callOptions);
        let matching = profiles;
        if (input.connectorType !== undefined)
          matching = matching.filter((p) => p.connectorType === input.connectorType);
        if (input.connectorLabel !== undefined)
          matching = matching.filter((p) => p.connectorLabel === input.connectorLabel);
        const names = input.connectorProfileNames;
        if (names !== undefined && names.length > 0)
          matching = matching.filter((p) => names.includes(p.connectorProfileName ?? ''));
        const { slice, next } = page(matching, input.nextToken, input.maxResults, 20);
        return { connectorProfileDetails: slice, ...(next !== undefined ? { nextToken: next } : {}) };
      },
      async create() {
        throw new Error('fake services: create is not implemented');
      },
      async update() {
        throw new Error('fake services: update is not implemented');
      },
      async delete() {
        throw new Error('fake services: delete is not implemented');
      },
      async tagResource() {
        throw new Error('fake services: tagResource is not implemented');
      },
      async untagResource() {
        throw new Error('fake services: untagResource is not implemented');
      },
      async listTagsForResource() {
        throw new Error('fake services: listTagsForResource is not implemented');
      },
    },
    appAuthorizations: {
      ...unusedAppAuthorizations(),
      async create() {
        throw new Error('fake services: create is not implemented');
      },
      async listAppBundles() {
        return { appBundleSummaryList: [] };
      },
    },
    // The engine's own rate limits with no callers: the members and profiles screens never touch them.
    rateLimits: createEngineRateLimits({ callers: [], clock: new VirtualClock() }),
  } satisfies FakeServices;
}
