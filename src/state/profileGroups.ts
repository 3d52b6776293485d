// Connector profiles grouped by property group (pure): the group of a profile comes from its connector type
// (PROPERTY_GROUP_OF); the tree the screen shows is the non-empty groups in PROPERTY_GROUPS order, each followed by
// its profiles when expanded.

import {
  CONNECTOR_TYPES,
  PROPERTY_GROUP_OF,
  PROPERTY_GROUPS,
  type ConnectorProfile,
  type ConnectorType,
  type PropertyGroup,
} from '../domain/appflow/types.js';

export const GROUP_TITLE: Record<PropertyGroup, string> = {
  empty: 'Empty properties',
  'instance-only': 'Instance URL only',
  'warehouse-with-bucket': 'Warehouse with bucket',
  crm: 'CRM',
  'stage-warehouse': 'Stage warehouse',
  'erp-odata': 'ERP OData',
  'custom-connector': 'Custom connector',
  marketing: 'Marketing',
  none: 'No properties',
  unknown: 'Unknown kind',
};

/** The connector types of each group, for the group row (`Redshift`, `Marketo, Pardot`). */
export const GROUP_TYPES: Record<PropertyGroup, ConnectorType[]> = Object.fromEntries(
  PROPERTY_GROUPS.map((g) => [g, CONNECTOR_TYPES.filter((t) => PROPERTY_GROUP_OF[t] === g)]),
) as Record<PropertyGroup, ConnectorType[]>;

export function groupOf(profile: ConnectorProfile): PropertyGroup {
  return profile.connectorType === undefined ? 'unknown' : PROPERTY_GROUP_OF[profile.connectorType];
}

export function groupProfiles(profiles: readonly ConnectorProfile[]): Map<PropertyGroup, ConnectorProfile[]> {
  const groups = new Map<PropertyGroup, ConnectorProfile[]>();
  for (const profile of profiles) {
    const group = groupOf(profile);
    const list = groups.get(group) ?? [];
    list.push(profile);
    groups.set(group, list);
  }
  return groups;
}

export type TreeRow =
  | {
      kind: 'group';
      group: PropertyGroup;
      count: number;
      expanded: boolean;
      /** The connector types of the group's listed profiles, in CONNECTOR_TYPES order (not every type of the group). */
      types: readonly ConnectorType[];
    }
  | { kind: 'profile'; group: PropertyGroup; profile: ConnectorProfile };

export function treeRows(profiles: readonly ConnectorProfile[], collapsed: ReadonlySet<PropertyGroup>): TreeRow[] {
  const groups = groupProfiles(profiles);
  const rows: TreeRow[] = [];
  for (const group of PROPERTY_GROUPS) {
    const members = groups.get(group);
    if (members === undefined) continue;
    const expanded = !collapsed.has(group);
    const present = new Set(members.map((m) => m.connectorType));
    const types = GROUP_TYPES[group].filter((t) => present.has(t));
    rows.push({ kind: 'group', group, count: members.length, expanded, types });
    if (expanded) for (const profile of members) rows.push({ kind: 'profile', group, profile });
  }
  return rows;
}

/** Whether a profile matches a typed filter (name, connector type or label, case-insensitive). */
export function profileMatches(profile: ConnectorProfile, needle: string): boolean {
  return (
    (profile.connectorProfileName ?? '').toLowerCase().includes(needle) ||
    (profile.connectorType ?? '').toLowerCase().includes(needle) ||
    (profile.connectorLabel ?? '').toLowerCase().includes(needle)
  );
}

/** A row's identity, so a list keeps its selection when rows are added, filtered or folded. */
export function treeRowKey(row: TreeRow): string {
  return row.kind === 'group'
    ? `g:${row.group}`
    : `p:${row.profile.connectorProfileArn ?? row.profile.connectorProfileName ?? ''}`;
}
