// Copying and showing the selected item, shared by the list screens: spread into their ScreenDefinition commands.

import { defineCommands } from './registry.js';

export const COPY_COMMANDS = defineCommands([
  {
    id: 'item.copy',
    keys: ['y'],
    label: 'copy',
    description:
      "Copy the selected item's identifier to the clipboard (OSC 52, so it works over SSH and in tmux): a member's account ID, a profile's ARN, a collaboration's ID, an authorization's ARN, a rate-limit bucket's name.",
  },
  {
    id: 'item.copyJson',
    keys: ['Y'],
    label: 'copy JSON',
    description: 'Copy the whole selected record to the clipboard as the API returns it (the JSON J shows).',
  },
  {
    id: 'item.copyCommand',
    keys: ['C'],
    label: 'copy command',
    description:
      'Copy the switchyard command that reproduces this view or record, with the filters that are parameters of it.',
  },
  {
    id: 'item.copyAwsCommand',
    keys: ['A'],
    label: 'copy aws command',
    description: 'Copy the same command for the AWS CLI (aws instead of switchyard).',
  },
  {
    id: 'item.raw',
    keys: ['J'],
    label: 'json',
    description:
      "Show the selected record's JSON as the API returns it (never a credential); j/k and PgDn/PgUp scroll, Esc closes.",
    hint: true,
  },
]);
