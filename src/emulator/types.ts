// The public types of `switchyard-cli/emulator`. This file imports nothing: the build copies it as the package's
// declaration file (dist/emulator.d.ts), so what the types say is what the implementation is typed with.

export interface StartEmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Address to bind; default 127.0.0.1. */
  host?: string;
  /** A dataset: a path to a dataset JSON file, or the dataset itself as an object. Default: the demo dataset. */
  data?: string | Record<string, unknown>;
  /** Keep what clients create in a journal at this path, replayed at start. Default: memory only. */
  state?: string;
  /** Reject AWS requests whose SigV4 signature does not verify against the dataset's awsCredentials. */
  verifySigV4?: boolean;
  /** Serve HTTPS with this PEM certificate (chain) and private key; `url` is then `https://...`. */
  tls?: { cert: string | Uint8Array; key: string | Uint8Array };
  /**
   * Control requests over HTTP (but health) must carry `Authorization: Bearer <controlToken>`. Generated when `host`
   * is not a loopback address and none is given (then read it from `RunningEmulator.controlToken`).
   */
  controlToken?: string;
}

/** The emulator's clock, as `GET /_switchyard/clock` reports it. */
export interface ClockState {
  /** The emulator's time now. */
  now: Date;
  /** A frozen clock stands still until set, advanced or unfrozen. */
  frozen: boolean;
}

/** The operations of each AWS service the emulator serves, by name (a fault's `operation`). */
export interface AwsFaultOperations {
  appfabric:
    | 'CreateAppAuthorization'
    | 'ListAppAuthorizations'
    | 'GetAppAuthorization'
    | 'ConnectAppAuthorization'
    | 'UpdateAppAuthorization'
    | 'DeleteAppAuthorization'
    | 'CreateAppBundle'
    | 'ListAppBundles'
    | 'GetAppBundle'
    | 'DeleteAppBundle'
    | 'TagResource'
    | 'UntagResource'
    | 'ListTagsForResource';
  appflow:
    | 'DescribeConnectorProfiles'
    | 'CreateConnectorProfile'
    | 'UpdateConnectorProfile'
    | 'DeleteConnectorProfile'
    | 'TagResource'
    | 'UntagResource'
    | 'ListTagsForResource';
  cleanrooms:
    | 'CreateCollaboration'
    | 'CreateConfiguredTable'
    | 'CreateMembership'
    | 'DeleteCollaboration'
    | 'DeleteConfiguredTable'
    | 'DeleteMember'
    | 'DeleteMembership'
    | 'GetCollaboration'
    | 'GetConfiguredTable'
    | 'GetMembership'
    | 'ListCollaborations'
    | 'ListConfiguredTables'
    | 'ListMembers'
    | 'ListMemberships'
    | 'ListTagsForResource'
    | 'TagResource'
    | 'UntagResource'
    | 'UpdateCollaboration'
    | 'UpdateConfiguredTable'
    | 'UpdateMembership';
}

/** The error shapes of each service's public model (a fault's `error`). */
export interface AwsFaultErrors {
  appfabric:
    | 'AccessDeniedException'
    | 'ConflictException'
    | 'InternalServerException'
    | 'ResourceNotFoundException'
    | 'ServiceQuotaExceededException'
    | 'ThrottlingException'
    | 'ValidationException';
  appflow:
    | 'AccessDeniedException'
    | 'ConflictException'
    | 'ConnectorAuthenticationException'
    | 'ConnectorServerException'
    | 'InternalServerException'
    | 'ResourceNotFoundException'
    | 'ServiceQuotaExceededException'
    | 'ThrottlingException'
    | 'UnsupportedOperationException'
    | 'ValidationException';
  cleanrooms:
    | 'AccessDeniedException'
    | 'ConflictException'
    | 'InternalServerException'
    | 'ResourceNotFoundException'
    | 'ServiceQuotaExceededException'
    | 'ThrottlingException'
    | 'ValidationException';
}

export type AwsFaultService = keyof AwsFaultOperations;

/** An AWS fault of one service: its operations and its error shapes only. */
export interface AwsFaultSpecOf<S extends AwsFaultService> {
  service: S;
  /** An operation of that service (every operation when absent). */
  operation?: AwsFaultOperations[S];
  /** An error shape of that service's model, e.g. `ThrottlingException`. */
  error?: AwsFaultErrors[S];
  /** 400-599; default from the error (429 throttling, 500 internal, 404 not found, ...). */
  status?: number;
  message?: string;
  /** Calls affected (default 1). */
  count?: number;
  /** Delay of each affected call, 0-60000 ms. */
  latencyMs?: number;
}

/** ConnectAppAuthorization answers, but the authorization ends in this failure status. */
export interface ConnectStatusFaultSpec {
  service: 'appfabric';
  operation?: 'ConnectAppAuthorization';
  connectStatus: 'ConnectionValidationFailed' | 'TokenAutoRotationFailed';
  count?: number;
  latencyMs?: number;
}

export interface GithubFaultSpec {
  service: 'github';
  /** A path under /api/v3 (`/graphql` for GraphQL); a trailing `*` matches a prefix. */
  path?: string;
  error?: 'secondary' | 'server';
  status?: number;
  /** With error `secondary`: the `retry-after` seconds (default 60). */
  retryAfter?: number;
  count?: number;
  latencyMs?: number;
}

/** A fault, as `injectFault` and `POST /_switchyard/faults` take it. */
export type FaultSpec =
  { [S in AwsFaultService]: AwsFaultSpecOf<S> }[AwsFaultService] | ConnectStatusFaultSpec | GithubFaultSpec;

/** An active fault: its spec, an id, and the calls it still affects. */
export type ActiveFault = FaultSpec & { id: number; remaining: number };

export interface RequestRecord {
  time: string;
  method: string;
  path: string;
  service: string;
  operation?: string;
  status: number;
  /** A digest of the access key ID or token, or `ip:ADDRESS`. */
  caller: string;
}

export interface RunningEmulator {
  /** The base URL, e.g. `http://127.0.0.1:45678` (AWS endpoint; GitHub is under `${url}/api/v3`). */
  readonly url: string;
  /** The control plane's token, when it needs one (a non-loopback host, or `controlToken` given). */
  readonly controlToken?: string;
  /** Back to the dataset: created records, GitHub budgets, faults, the request log and the clock reset. */
  reset(): Promise<void>;
  /** Moves the emulator's clock forward (or back, with a negative number); a frozen clock stays frozen there. */
  advanceClock(seconds: number): void;
  /**
   * Sets the emulator's clock (a Date, an RFC 3339 string or epoch ms; a RangeError outside the years 1970-9999); a
   * frozen clock stays frozen there.
   */
  setClock(date: Date | string | number): void;
  /** Stops the emulator's clock where it is: it moves only when set or advanced, until `unfreezeClock`. */
  freezeClock(): void;
  /** Lets a frozen clock run again from where it stands. */
  unfreezeClock(): void;
  /** The emulator's time and whether it is frozen. */
  clock(): ClockState;
  /** Adds a fault; throws a TypeError naming the field when the spec is not valid (an unknown error name too). */
  injectFault(spec: FaultSpec): ActiveFault;
  /** The active faults, in the order they apply, with the calls each still affects. */
  listFaults(): ActiveFault[];
  /** Removes every fault. */
  clearFaults(): void;
  /** The recent API calls, oldest first. */
  requests(): RequestRecord[];
  /**
   * Replaces the world with a dataset (an object in the `--data` format), validated whole: a bad one throws an Error
   * listing every problem with its path, and nothing changes. `POST /_switchyard/state`.
   */
  loadState(data: Record<string, unknown>): void;
  /** The world as a dataset object, never with secrets (no awsCredentials, no github). `GET /_switchyard/state`. */
  dumpState(): Record<string, unknown>;
  /** Generated IDs and page tokens deterministic from now on, resets included. `POST /_switchyard/seed`. */
  seed(seed: number): void;
  /** Stops the server (and closes the state journal). Calling it again does nothing. */
  close(): Promise<void>;
  /** `await using emulator = await startEmulator()`: closes it when the scope ends. */
  [Symbol.asyncDispose](): Promise<void>;
}

export type StartEmulator = (options?: StartEmulatorOptions) => Promise<RunningEmulator>;
