// The connector-profiles screen's keymap entries (scope `profiles`).

import { COPY_COMMANDS } from '../../keymap/copyCommands.js';
import { LIST_COMMANDS } from '../../keymap/listCommands.js';
import { defineCommands } from '../../keymap/registry.js';

export const PROFILES_OWN_COMMANDS = defineCommands([
  {
    id: 'profiles.open',
    keys: ['enter'],
    label: 'open',
    description: 'Open the selected profile, or expand/collapse the selected group.',
    hint: true,
  },
  {
    id: 'profiles.toggle',
    keys: ['space'],
    label: 'fold',
    description: 'Expand or collapse the group of the selected row.',
  },
  { id: 'profiles.expand', keys: ['right', 'l'], label: 'expand', description: 'Expand the selected group.' },
  {
    id: 'profiles.collapse',
    keys: ['left', 'h'],
    label: 'collapse',
    description: 'Collapse the group of the selected row.',
  },
  {
    id: 'profiles.toggleAll',
    keys: ['z'],
    label: 'fold all',
    description: 'Collapse every group, or expand them all.',
  },
  {
    id: 'profiles.type',
    keys: ['t'],
    label: 'type',
    description: 'Filter by connector type (a picker of the 24 types).',
    hint: true,
  },
  {
    id: 'profiles.label',
    keys: ['T'],
    label: 'label',
    description: 'Filter by connector label (custom connectors: the type of a custom connector).',
    hint: true,
    opensField: true,
  },
  {
    id: 'profiles.names',
    keys: ['i'],
    label: 'names',
    description: 'Type the profile names to look up, comma-separated.',
    hint: true,
    opensField: true,
  },
  {
    id: 'profiles.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Filter the loaded profiles by name, connector type or label (Esc clears it).',
    hint: true,
    opensField: true,
  },
  { id: 'profiles.clearFilters', keys: ['x'], label: 'clear', description: 'Clear the type, label and name filters.' },
  {
    id: 'profiles.pageSize',
    keys: ['+', '='],
    label: 'bigger page',
    description: 'Next larger page size (10, 25, 50, 100) and reload.',
  },
  {
    id: 'profiles.pageSizeDown',
    keys: ['-'],
    label: 'smaller page',
    description: 'Next smaller page size (100, 50, 25, 10) and reload.',
  },
  {
    id: 'profiles.nextPage',
    keys: [']'],
    label: 'next page',
    description: 'Load the next page of profiles (:load-all loads every page).',
    hint: true,
  },
  {
    id: 'profiles.pick',
    keys: ['enter'],
    label: 'pick',
    description: 'In the type picker: filter by the selected type.',
  },
  {
    id: 'profiles.typeFilter',
    keys: ['/'],
    label: 'filter',
    description: 'In the type picker: filter the types by name (Esc clears it).',
    hint: true,
    opensField: true,
  },
]);

export const PROFILES_COMMANDS = [...PROFILES_OWN_COMMANDS, ...LIST_COMMANDS, ...COPY_COMMANDS];
