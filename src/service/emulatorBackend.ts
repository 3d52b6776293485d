// What `switchyard serve` and the JS emulator (`switchyard-cli/emulator`) run on, as the emulator sees it: an engine
// over one dataset that a reset rebuilds, and a GitHub rate limiter over the dataset's callers. Backend selection
// builds it (`createEmulatorBackend` in select.ts); the emulator depends on this port only.
import type { AppAuthorizationStatus } from '../domain/appfabric/types.js';
import type { Clock } from '../domain/clock.js';
import type { GithubLimiter } from './githubLimiter.js';
import type { AwsPorts } from './ports.js';

/** The engine as the emulator drives it: the AWS-shaped ports, and the hook its connect faults use. */
export interface EmulatedEngine extends AwsPorts {
  readonly admin: {
    /** The next `count` ConnectAppAuthorization calls end in this failure state instead of Connected. */
    failNextConnects(
      status: Extract<AppAuthorizationStatus, 'ConnectionValidationFailed' | 'TokenAutoRotationFailed'>,
      count?: number,
    ): void;
    /** Generated IDs and page tokens deterministic from now on. */
    seed(seed: number): void;
  };
}

export interface EmulatorBackend<E extends EmulatedEngine = EmulatedEngine> {
  /** The dataset's AWS credentials, the ones `--verify-sigv4` accepts. */
  readonly awsCredentials: readonly { accessKeyId: string; secretAccessKey: string }[];
  // (The same array throughout: loadState changes its contents, so a SigV4 verifier holding it sees new keys.)
  /** A new engine over the dataset and what the store kept, on `clock`. */
  createEngine(clock: Clock): E;
  /** A new GitHub rate limiter over the dataset's callers, every budget full. */
  createGithubLimiter(): GithubLimiter;
  /** Forgets what clients created (the control plane's reset). */
  resetStore(): void;
  /**
   * Replaces the dataset engines are built from with `json` (the dataset format, validated whole: a bad one throws
   * the DatasetError listing every problem and changes nothing) and forgets what clients created. Sections a dump
   * leaves out because they hold secrets (`awsCredentials`, `github`) are kept when `json` has none.
   */
  loadState(json: unknown): void;
  /** The world of `engine` as a dataset document, without the sections that hold secrets. */
  dumpState(engine: E): Record<string, unknown>;
  /** Generated IDs and page tokens deterministic from now on: `engine` now, and every engine built after. */
  seed(seed: number, engine: E): void;
  /** Releases the store (a journal's file). */
  close(): void;
}
