// createEngine: the in-memory implementation of the AWS-shaped ports, started from a dataset.
import { systemClock, type Clock } from '../domain/clock.js';
import type { AppAuthorization } from '../domain/appfabric/types.js';
import type { ConnectorProfile } from '../domain/appflow/types.js';
import type { MemberDraft } from '../domain/cleanrooms/payment.js';
import type { MemberSummary } from '../domain/cleanrooms/types.js';
import type { AppAuthorizationsPort, ConnectorProfilesPort, MembersPort } from '../service/ports.js';
import {
  APP_AUTHORIZATION_REMOVED,
  APP_AUTHORIZATION_SAVED,
  APP_BUNDLE_REMOVED,
  APP_BUNDLE_SAVED,
  APPFABRIC_TAGS_SET,
  EngineAppAuthorizations,
  type ConnectFailure,
} from './appAuthorizations.js';
import {
  APPFLOW_TAGS_SET,
  CONNECTOR_PROFILE_REMOVED,
  CONNECTOR_PROFILE_SAVED,
  EngineConnectorProfiles,
} from './connectorProfiles.js';
import type { Dataset } from './dataset/types.js';
import { CallerAccounts, defaultAccountOf } from './callerScope.js';
import { EngineCleanRooms } from './cleanRooms.js';
import { CLEANROOMS_EVENT_TYPES } from './cleanRoomsJournal.js';
import { PageTokenCodec } from './pageTokens.js';
import { mulberry32 } from './demo/prng.js';
import { makeUuidGenerator, secretKey, seededKey, type RandomSource } from './random.js';
import { createMemoryStore } from './store/memoryStore.js';
import { StateStoreError, type EngineStore, type StoredEvent } from './store/types.js';

export interface EngineOptions {
  dataset: Dataset;
  clock?: Clock;
  /** Source of the UUIDs the engine generates (client tokens, authorization IDs); node:crypto when absent. */
  random?: RandomSource;
  /**
   * The HMAC key of page tokens. Default: a fresh random key, so tokens die with the engine. Command mode passes a
   * key derived from the dataset (`pageTokenKeyFor`) so a NextToken printed by one run resumes in the next.
   */
  tokenKey?: Buffer;
  /**
   * Where the engine keeps what clients create, replayed on top of the dataset at start (`--state`). Every engine
   * write goes through `store.transaction`. Default: in memory, gone with the engine.
   */
  store?: EngineStore;
}

export interface Engine {
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
  /** The dataset the engine started from (its github section feeds the rate-limit engine). */
  dataset: Dataset;
  /** Engine-only hooks for tests and datasets built in code; not part of any port. */
  admin: EngineAdmin;
}

export interface EngineAdmin {
  addAppBundle(arn: string): void;
  addMember(collaborationId: string, member: MemberDraft): MemberSummary;
  addConnectorProfile(profile: ConnectorProfile): void;
  listAppAuthorizations(): AppAuthorization[];
  /**
   * Makes generated IDs and page tokens deterministic from now on: UUIDs drawn from a PRNG seeded with `seed`, page
   * tokens signed with a key derived from it (the control plane's `POST /_switchyard/seed`).
   */
  seed(seed: number): void;
  /** The world as a dataset (port shape): what the dataset gave, plus what clients created, changed or deleted. */
  snapshot(): Dataset;
  /** The next `count` ConnectAppAuthorization calls end in this failure state instead of Connected (faults). */
  failNextConnects(status: ConnectFailure, count?: number): void;
}

/**
 * Builds an engine over `dataset`. The dataset is trusted (it comes from `loadDataset`, which validates, or from
 * `demoDataset`, validated by its test); records are indexed lazily (members are frozen into the engine on their collaboration's first read), so starting is cheap.
 */
export function createEngine(options: EngineOptions): Engine {
  const clock = options.clock ?? systemClock;
  // Swapped by admin.seed: every generated ID goes through this indirection.
  let generate = makeUuidGenerator(options.random);
  const newUuid = (): string => generate();
  const tokens = new PageTokenCodec(options.tokenKey ?? secretKey());
  const { dataset } = options;
  const store = options.store ?? createMemoryStore();
  const accounts = new CallerAccounts(defaultAccountOf(dataset), dataset.awsCredentials);
  // The dataset's tags, each to the part that keeps its resource (the service its ARN names; the dataset was checked
  // so): seeded when a part is built, and so again when it is rebuilt on a reset.
  const seedTags = <P extends { seedTags(arn: string, tags: Readonly<Record<string, string>>): void }>(
    service: 'appfabric' | 'appflow' | 'cleanrooms',
    part: P,
  ): P => {
    for (const { resourceArn, tags } of dataset.tags ?? [])
      if (resourceArn.split(':')[2] === service) part.seedTags(resourceArn, tags);
    return part;
  };
  const newAppAuthorizations = () =>
    seedTags(
      'appfabric',
      new EngineAppAuthorizations(
        dataset.appBundles.map((b) => b.arn),
        clock,
        newUuid,
        store,
        tokens,
        accounts,
        dataset.appAuthorizations ?? [],
      ),
    );
  const appAuthorizations = newAppAuthorizations();
  const newMembers = () =>
    seedTags(
      'cleanrooms',
      new EngineCleanRooms(
        dataset.collaborations,
        tokens,
        clock,
        accounts,
        newUuid,
        {
          ...(dataset.memberships !== undefined ? { memberships: dataset.memberships } : {}),
          ...(dataset.configuredTables !== undefined ? { configuredTables: dataset.configuredTables } : {}),
        },
        store,
      ),
    );
  const members = newMembers();
  const newConnectorProfiles = () =>
    seedTags(
      'appflow',
      new EngineConnectorProfiles(dataset.connectorProfiles, tokens, {
        clock,
        newUuid,
        store,
        accounts,
      }),
    );
  const connectorProfiles = newConnectorProfiles();
  // One entry per kind of stored write: the store replays them at start and when another process appends.
  const replay: Record<string, (event: StoredEvent) => void> = {
    [APP_AUTHORIZATION_SAVED]: (event) => appAuthorizations.restore(event),
    [APP_AUTHORIZATION_REMOVED]: (event) => appAuthorizations.restore(event),
    [APP_BUNDLE_SAVED]: (event) => appAuthorizations.restore(event),
    [APP_BUNDLE_REMOVED]: (event) => appAuthorizations.restore(event),
    [APPFABRIC_TAGS_SET]: (event) => appAuthorizations.restore(event),
    [APPFLOW_TAGS_SET]: (event) => connectorProfiles.restore(event),
    [CONNECTOR_PROFILE_SAVED]: (event) => connectorProfiles.restore(event),
    [CONNECTOR_PROFILE_REMOVED]: (event) => connectorProfiles.restore(event),
    ...Object.fromEntries(
      CLEANROOMS_EVENT_TYPES.map((type) => [type, (event: StoredEvent) => members.restore(event)] as const),
    ),
  };
  store.attach(
    (event) => {
      const apply = Object.hasOwn(replay, event.type) ? replay[event.type] : undefined;
      if (apply === undefined)
        throw new StateStoreError(
          `state ${store.location} holds a record of type ${event.type.slice(0, 60)}, unknown to this switchyard`,
        );
      apply(event);
    },
    {
      // Another process reset the shared journal: back to the dataset, then the store replays what follows. The
      // parts are refilled in place, since the explorer and command mode hold them as ports.
      onReset() {
        Object.assign(appAuthorizations, newAppAuthorizations());
        Object.assign(connectorProfiles, newConnectorProfiles());
        Object.assign(members, newMembers());
      },
    },
  );
  return {
    appAuthorizations,
    members,
    connectorProfiles,
    dataset,
    admin: {
      addAppBundle: (arn) => appAuthorizations.addAppBundle(arn),
      addMember: (collaborationId, member) => members.addMember(collaborationId, member),
      addConnectorProfile: (profile) => connectorProfiles.addConnectorProfile(profile),
      listAppAuthorizations: () => appAuthorizations.listCreated(),
      failNextConnects: (status, count) => appAuthorizations.failNextConnects(status, count),
      seed(seed) {
        generate = makeUuidGenerator(mulberry32(seed));
        tokens.rekey(seededKey(seed));
      },
      snapshot: () => ({
        ...dataset,
        appBundles: appAuthorizations.bundleArns().map((arn) => ({ arn })),
        appAuthorizations: appAuthorizations.listCreated(),
        collaborations: members.snapshot(),
        ...members.recordSnapshot(),
        connectorProfiles: connectorProfiles.listAll(),
        tags: [...appAuthorizations.tagSnapshot(), ...members.tagSnapshot(), ...connectorProfiles.tagSnapshot()],
      }),
    },
  };
}
