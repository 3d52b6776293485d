// What an implementation under contract provides: the three ports, started with the contract dataset, plus optional
// engine-only hooks. A test that needs a hook the fixture lacks is skipped, so the same suite runs against the
// engine and against the AWS backends pointed at the emulator.
import type { MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import type {
  AppAuthorizationsPort,
  AwsCaller,
  CallOptions,
  ConnectorProfilesPort,
  MembersPort,
} from '../../src/service/ports.js';

export interface ContractHooks {
  /** Adds a member to a collaboration (it joins the end of the member order). */
  addMember?(collaborationId: string, member: MemberDraft): unknown;
  /** How many app authorizations exist, to prove that an idempotent retry created nothing. */
  countAppAuthorizations?(): number;
  /** The next `count` ConnectAppAuthorization calls end in this failure state (a fault) instead of Connected. */
  failNextConnects?(status: 'ConnectionValidationFailed' | 'TokenAutoRotationFailed', count: number): unknown;
  /** The time (epoch ms) the implementation stamps on records it creates, when the test controls its clock. */
  now?(): number;
}

/** The three ports, as one caller sees them. */
export interface ContractPorts {
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
}

export interface ContractFixture extends ContractPorts {
  /**
   * The Region the ports call in (through `serve`, their SigV4 scope): resources live per Region and account, so a
   * caller of us-east-1 does not see the contract dataset's eu-west-1 bundle.
   */
  region: string;
  /** The same implementation, as a caller of the same account in another Region. */
  inRegion(region: string): Promise<ContractPorts>;
  /** The dataset JSON the implementation was started with: `contractDataset()`. */
  dataset: Record<string, unknown>;
  hooks?: ContractHooks;
  /** Called after each test. */
  close?(): Promise<void>;
}

/** Called before every test: each test gets a fresh implementation (quotas and idempotency state do not leak). */
export type MakeFixture = () => Promise<ContractFixture>;

/**
 * A port whose every call is made as `caller` (the engine's view of a signed request): each method's second
 * argument is its CallOptions.
 */
export function callingAs<T extends object>(port: T, caller: AwsCaller): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (input?: unknown, options?: CallOptions) =>
        (value as (input: unknown, options: CallOptions) => unknown).call(target, input, { ...options, caller });
    },
  });
}

/** The three ports of `ports`, each called as `caller`. */
export function portsAs(ports: ContractPorts, caller: AwsCaller): ContractPorts {
  return {
    appAuthorizations: callingAs(ports.appAuthorizations, caller),
    members: callingAs(ports.members, caller),
    connectorProfiles: callingAs(ports.connectorProfiles, caller),
  };
}
