// A dataset: what an engine starts with. `loadDataset` builds one from JSON (validating everything), `demoDataset`
// builds the demo one in code. Records are in port shape (Dates, wire member names).
import type { AppAuthorization, AppBundleSummary } from '../../domain/appfabric/types.js';
import type { ConnectorProfile } from '../../domain/appflow/types.js';
import type { CollaborationSummary, MemberSummary } from '../../domain/cleanrooms/types.js';
import type { ConfiguredTable, Membership } from '../../domain/cleanrooms/writes.js';
import type { Issue } from '../../domain/validation.js';
import type { PackedMembers } from '../packedMembers.js';

/** How a dataset holds a collaboration's members. */
export type DatasetMembers = readonly MemberSummary[] | PackedMembers;

export interface DatasetCollaboration<Members extends DatasetMembers = DatasetMembers> {
  summary: CollaborationSummary;
  /**
   * In list order, with the payment rules applied (`defaultedPayments` filled). Loaded from JSON: packed, each
   * member built when read (src/engine/packedMembers.ts); built in code: an array.
   */
  members: Members;
  /**
   * Seen by every member's account, each with its own member status and membership, as a collaboration created
   * through the API is (a dump writes it for those). Absent: seen by its creator's account and the default account,
   * with the summary's `memberStatus`.
   */
  visibleToMembers?: boolean;
}

/** An access key the emulator accepts with `--verify-sigv4`. The secret is a test credential. */
export interface DatasetAwsCredential {
  accessKeyId: string;
  secretAccessKey: string;
  /** The account requests signed with this key act in (12 digits); absent: the dataset's default account. */
  accountId?: string;
}

/**
 * The tags of one resource the dataset holds (an app bundle or authorization, a collaboration, membership or
 * configured table, a profile).
 */
export interface DatasetTags {
  resourceArn: string;
  tags: Record<string, string>;
}

/** `Members`: a dataset built in code (demoDataset) holds arrays. */
export interface Dataset<Members extends DatasetMembers = DatasetMembers> {
  appBundles: AppBundleSummary[];
  /** Authorizations the engine starts with (wire shape, no credential). Absent: none. */
  appAuthorizations?: AppAuthorization[];
  collaborations: DatasetCollaboration<Members>[];
  /**
   * Clean Rooms memberships (wire shape, as GetMembership answers), each kept in the Region and account its ARN
   * names. Absent: none.
   */
  memberships?: Membership[];
  /** Clean Rooms configured tables (wire shape), each kept in the Region and account its ARN names. Absent: none. */
  configuredTables?: ConfiguredTable[];
  connectorProfiles: ConnectorProfile[];
  /** The raw `github` section, validated by `validateGithubSection`; interpreted by the rate-limit engine. */
  github: { callers: unknown[] };
  awsCredentials: DatasetAwsCredential[];
  /** Tags of the dataset's resources, one entry per ARN. Absent: none. */
  tags?: DatasetTags[];
  /** The account of callers no key maps to one (default: the first collaboration's creator, else 123456789012). */
  defaultAccountId?: string;
  /**
   * What the dataset is, for keys derived from it (page tokens that survive a restart on the same data): a SHA-256
   * of the file's bytes, or a fixed label for a dataset built in code. Absent for datasets built from JSON values.
   */
  identity?: string;
}

/** A dataset that cannot be loaded, with every problem and its JSON path (`collaborations[1].members[3].accountId`). */
export class DatasetError extends Error {
  override readonly name = 'DatasetError';
  constructor(
    readonly source: string,
    readonly problems: readonly Issue[],
    summary?: string,
  ) {
    super(summary ?? describeProblems(source, problems));
  }
}

/**
 * How many problems the message lists one by one. A file with a million bad records must not print a million lines
 * (tens of megabytes on stderr): the first ones are listed, then how many more there are.
 */
export const LISTED_PROBLEMS = 100;

function describeProblems(source: string, problems: readonly Issue[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const lines = problems.slice(0, LISTED_PROBLEMS).map((p) => `  ${p.path === '' ? '(root)' : p.path}: ${p.message}`);
  const more = problems.length - LISTED_PROBLEMS;
  if (more > 0) lines.push(`  ... and ${more} more ${more === 1 ? 'problem' : 'problems'}`);
  return [`dataset ${source} is invalid (${count}):`, ...lines].join('\n');
}
