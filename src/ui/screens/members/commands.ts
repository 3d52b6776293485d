// The members screen's keymap entries (scope `members`).

import { COPY_COMMANDS } from '../../keymap/copyCommands.js';
import { LIST_COMMANDS } from '../../keymap/listCommands.js';
import { defineCommands } from '../../keymap/registry.js';

export const MEMBERS_OWN_COMMANDS = defineCommands([
  {
    id: 'members.open',
    keys: ['enter'],
    label: 'open',
    description: 'Open the selected collaboration or member.',
    hint: true,
  },
  {
    id: 'members.typeId',
    keys: ['i'],
    label: 'type ID',
    description: 'Type a collaboration ID to open (validated as you type).',
    hint: true,
    opensField: true,
  },
  {
    id: 'members.nextPage',
    keys: [']'],
    label: 'next page',
    description:
      'Load the next page of members now (pages also load as the cursor nears the end; :load-all loads every page).',
    hint: true,
  },
  {
    id: 'members.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Filter the loaded members by name, account ID or status; in the picker, the collaborations.',
    hint: true,
    opensField: true,
  },
  {
    id: 'members.sort',
    keys: ['s'],
    label: 'sort',
    description: 'Sort by the next column (name, account, status, abilities, pays, none).',
    hint: true,
  },
  { id: 'members.sortDirection', keys: ['S'], label: 'reverse', description: 'Reverse the sort direction.' },
]);

export const MEMBERS_COMMANDS = [...MEMBERS_OWN_COMMANDS, ...LIST_COMMANDS, ...COPY_COMMANDS];
