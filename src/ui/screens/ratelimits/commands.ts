// The rate-limit screen's keymap entries (registry scope `rateLimits`); list movement is the shared LIST_COMMANDS,
// copying and showing the selected bucket the shared COPY_COMMANDS.

import { COPY_COMMANDS } from '../../keymap/copyCommands.js';
import { LIST_COMMANDS } from '../../keymap/listCommands.js';
import { defineCommands } from '../../keymap/registry.js';

export const RATE_LIMIT_OWN_COMMANDS = defineCommands([
  { id: 'rateLimits.prevCaller', keys: ['left', 'h'], label: 'prev caller', description: 'Show the previous caller.' },
  {
    id: 'rateLimits.nextCaller',
    keys: ['right', 'l'],
    label: 'caller',
    description: 'Show the next caller.',
    hint: true,
    hintWith: 'rateLimits.prevCaller',
  },
  {
    id: 'rateLimits.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Filter the bucket table by bucket name, or the event log by caller, bucket or text (Esc clears it).',
    hint: true,
    opensField: true,
  },
  {
    id: 'rateLimits.view',
    keys: ['v'],
    label: 'view',
    description: 'Cycle the main pane: buckets, secondary limits, event log.',
    hint: true,
  },
  {
    id: 'rateLimits.zoom',
    keys: ['z'],
    label: 'zoom',
    description: 'History span: last 5 minutes, last hour, last day (the history reaches back across restarts).',
    hint: true,
  },
  {
    id: 'rateLimits.simToggle',
    keys: ['space'],
    label: 'start/stop',
    description: 'Engine mode: start or stop the traffic simulator.',
    hint: true,
  },
  {
    id: 'rateLimits.rateUp',
    keys: ['+', '='],
    label: 'faster',
    description: 'Engine mode: raise the simulated request rate one step.',
    hint: true,
  },
  {
    id: 'rateLimits.rateDown',
    keys: ['-'],
    label: 'slower',
    description: 'Engine mode: lower the simulated request rate one step.',
  },
  {
    id: 'rateLimits.mix',
    keys: ['m'],
    label: 'mix',
    description: 'Engine mode: next request mix (reads, search, content, bursts, ...).',
    hint: true,
  },
  {
    id: 'rateLimits.simCaller',
    keys: ['a'],
    label: 'simulate caller',
    description: 'Engine mode: add this caller to the callers the simulator sends as, or remove it.',
    hint: true,
  },
]);

/** `y`, `Y` and `J` on the selected bucket; no command reproduces this view, so not `C` or `A`. */
const BUCKET_RECORD_COMMANDS = COPY_COMMANDS.filter((c) => ['item.copy', 'item.copyJson', 'item.raw'].includes(c.id));

export const RATE_LIMIT_COMMANDS = [...LIST_COMMANDS, ...RATE_LIMIT_OWN_COMMANDS, ...BUCKET_RECORD_COMMANDS] as const;
