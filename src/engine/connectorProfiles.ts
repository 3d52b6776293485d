// AppFlow in memory: DescribeConnectorProfiles.
// Every filter combination is answered from an index (by name, by type, by label, by type and label), all kept in
// the global insertion order, so a page costs O(log n + page) even over 100,000 profiles: no call scans.
import type {
  ConnectorProfile,
  ConnectorType,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
} from '../domain/appflow/types.js';
import { validateConnectorProfile, validateDescribeConnectorProfilesRequest } from '../domain/appflow/validators.js';
import { assertValid, validationError, type Issue } from '../domain/validation.js';
import type { CallOptions, ConnectorProfilesPort } from '../service/ports.js';
import { cloneRecord } from './clone.js';
import { scopeDigest, type PageTokenCodec } from './pageTokens.js';
import { SequencedList } from './sequence.js';

/** AppFlow's documented default page size. */
export const DEFAULT_PROFILES_PAGE_SIZE = 20;

interface NamedEntry {
  seq: number;
  profile: ConnectorProfile;
}

export class EngineConnectorProfiles implements ConnectorProfilesPort {
  private readonly everything = new SequencedList<ConnectorProfile>();
  private readonly byName = new Map<string, NamedEntry>();
  private readonly byType = new Map<ConnectorType, SequencedList<ConnectorProfile>>();
  private readonly byLabel = new Map<string, SequencedList<ConnectorProfile>>();
  private readonly byTypeAndLabel = new Map<string, SequencedList<ConnectorProfile>>();

  constructor(
    profiles: readonly ConnectorProfile[],
    private readonly tokens: PageTokenCodec,
  ) {
    for (const p of profiles) this.insert(p);
  }

  /** Engine-only: adds one profile, validated like a dataset record (tests, datasets built in code). */
  addConnectorProfile(profile: ConnectorProfile): void {
    const issues: Issue[] = validateConnectorProfile(profile, 'profile');
    const name = profile.connectorProfileName;
    if (name !== undefined && this.byName.has(name)) {
      issues.push({
        path: 'profile.connectorProfileName',
        rule: 'unique',
        message: `Member ${name} is already the name of a profile`,
      });
    }
    assertValid('appflow', issues);
    this.insert(cloneRecord(profile));
  }

  /** Engine-only: how many profiles are stored. */
  get size(): number {
    return this.everything.size;
  }

  async describe(
    input: DescribeConnectorProfilesRequest = {},
    options?: CallOptions,
  ): Promise<DescribeConnectorProfilesResponse> {
    options?.signal?.throwIfAborted();
    assertValid('appflow', validateDescribeConnectorProfilesRequest(input));
    const pageSize = input.maxResults ?? DEFAULT_PROFILES_PAGE_SIZE;
    const names = input.connectorProfileNames?.length ? [...new Set(input.connectorProfileNames)].sort() : undefined;
    const filter = { names: names ?? null, type: input.connectorType ?? null, label: input.connectorLabel ?? null };
    const binding = { kind: 'connectorProfiles' as const, scope: scopeDigest(filter) };
    let after = -1;
    if (input.nextToken !== undefined) {
      const decoded = this.tokens.decode(input.nextToken, binding);
      if ('issue' in decoded) throw validationError('appflow', [decoded.issue]);
      after = decoded.after;
    }
    const page = this.candidates(names, input.connectorType, input.connectorLabel).page(after, pageSize);
    const out: DescribeConnectorProfilesResponse = { connectorProfileDetails: page.items.map(cloneRecord) };
    if (page.more) out.nextToken = this.tokens.encode(binding, page.lastSeq);
    return out;
  }

  /** The profiles matching every given filter (AND), in insertion order. */
  private candidates(
    names: string[] | undefined,
    type: ConnectorType | undefined,
    label: string | undefined,
  ): SequencedList<ConnectorProfile> {
    if (names !== undefined) {
      // At most 100 names: look each up and order them.
      const found = names
        .map((n) => this.byName.get(n))
        .filter((e): e is NamedEntry => e !== undefined)
        .filter(
          (e) =>
            (type === undefined || e.profile.connectorType === type) &&
            (label === undefined || e.profile.connectorLabel === label),
        )
        .sort((a, b) => a.seq - b.seq);
      const list = new SequencedList<ConnectorProfile>();
      for (const e of found) list.append(e.profile, e.seq);
      return list;
    }
    const empty = new SequencedList<ConnectorProfile>();
    if (type !== undefined && label !== undefined) return this.byTypeAndLabel.get(typeAndLabel(type, label)) ?? empty;
    if (type !== undefined) return this.byType.get(type) ?? empty;
    if (label !== undefined) return this.byLabel.get(label) ?? empty;
    return this.everything;
  }

  private insert(profile: ConnectorProfile): void {
    const seq = this.everything.push(profile);
    if (profile.connectorProfileName !== undefined) this.byName.set(profile.connectorProfileName, { seq, profile });
    if (profile.connectorType !== undefined) indexed(this.byType, profile.connectorType).append(profile, seq);
    if (profile.connectorLabel !== undefined) {
      indexed(this.byLabel, profile.connectorLabel).append(profile, seq);
      if (profile.connectorType !== undefined) {
        indexed(this.byTypeAndLabel, typeAndLabel(profile.connectorType, profile.connectorLabel)).append(profile, seq);
      }
    }
  }
}

function indexed<K>(index: Map<K, SequencedList<ConnectorProfile>>, key: K): SequencedList<ConnectorProfile> {
  let list = index.get(key);
  if (list === undefined) {
    list = new SequencedList<ConnectorProfile>();
    index.set(key, list);
  }
  return list;
}

function typeAndLabel(type: ConnectorType, label: string): string {
  return `${type}\u0000${label}`;
}
