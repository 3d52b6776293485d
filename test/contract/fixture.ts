// What an implementation under contract provides: the three ports, started with the contract dataset, plus optional
// engine-only hooks. A test that needs a hook the fixture lacks is skipped, so the same suite runs against the
// engine and against the AWS backends pointed at the emulator.
import type { MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import type { AppAuthorizationsPort, ConnectorProfilesPort, MembersPort } from '../../src/service/ports.js';

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

export interface ContractFixture {
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
  /** The dataset JSON the implementation was started with: `contractDataset()`. */
  dataset: Record<string, unknown>;
  hooks?: ContractHooks;
  /** Called after each test. */
  close?(): Promise<void>;
}

/** Called before every test: each test gets a fresh implementation (quotas and idempotency state do not leak). */
export type MakeFixture = () => Promise<ContractFixture>;
