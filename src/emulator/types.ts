// The public types of `switchyard/emulator`. This file imports nothing: the build copies it as the package's
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
  /**
   * Control requests over HTTP (but health) must carry `Authorization: Bearer <controlToken>`. Generated when `host`
   * is not a loopback address and none is given (then read it from `RunningEmulator.controlToken`).
   */
  controlToken?: string;
}

/** A fault, as `injectFault` and `POST /_switchyard/faults` take it. */
export type FaultSpec =
  | {
      service: 'appfabric' | 'appflow' | 'cleanrooms';
      /** An operation of that service (every operation when absent). */
      operation?: string;
      /** An error shape name, e.g. `ThrottlingException`. */
      error?: string;
      status?: number;
      message?: string;
      /** ConnectAppAuthorization answers, but the authorization ends in this failure status. */
      connectStatus?: 'ConnectionValidationFailed' | 'TokenAutoRotationFailed';
      count?: number;
      latencyMs?: number;
    }
  | {
      service: 'github';
      /** A path under /api/v3 (`/graphql` for GraphQL); a trailing `*` matches a prefix. */
      path?: string;
      error?: 'secondary' | 'server';
      status?: number;
      retryAfter?: number;
      count?: number;
      latencyMs?: number;
    };

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
  /** Moves the emulator's clock forward (or back, with a negative number). */
  advanceClock(seconds: number): void;
  /** Sets the emulator's clock. */
  setClock(date: Date | string | number): void;
  /** Adds a fault; throws an Error naming the field when the spec is not valid. */
  injectFault(spec: FaultSpec): ActiveFault;
  /** The recent API calls, oldest first. */
  requests(): RequestRecord[];
  /** Stops the server (and closes the state journal). */
  close(): Promise<void>;
}

export type StartEmulator = (options?: StartEmulatorOptions) => Promise<RunningEmulator>;
