// The shell's own commands: screen switching, help, command line, back, quit, interrupt, and the shell's overlays
// (confirmation). Screen-number commands are generated from the screen order so `1`-`4` follow it.

import { defineCommands, type CommandGroup, type CommandSpec } from './registry.js';

export const GLOBAL_COMMANDS = defineCommands([
  { id: 'app.nextScreen', keys: ['tab'], label: 'next screen', description: 'Switch to the next screen.' },
  {
    id: 'app.prevScreen',
    keys: ['shift+tab'],
    label: 'previous screen',
    description: 'Switch to the previous screen.',
  },
  {
    id: 'app.back',
    keys: ['escape'],
    label: 'back',
    description: 'Go back: close a detail or overlay, or return to the previous screen.',
    hint: true,
  },
  {
    id: 'app.help',
    keys: ['?'],
    label: 'help',
    description: 'Show the keys of the current screen.',
    hint: true,
    reserved: true,
  },
  {
    id: 'app.commandLine',
    keys: [':'],
    label: 'command',
    description:
      'Open the command line (:members, :profiles, :authorizations, :ratelimits, :open <collaboration-id>, :export <file>, :load-all, :log, :reload, :quit).',
    hint: true,
    reserved: true,
    opensField: true,
  },
  {
    id: 'app.callLog',
    keys: ['L'],
    label: 'call log',
    description: 'Show the call log: every API call made, its masked parameters, duration, outcome and retries.',
    reserved: true,
  },
  {
    id: 'app.quit',
    keys: ['q'],
    label: 'quit',
    description: 'Quit (not while typing into a field).',
    hint: true,
    reserved: true,
  },
  {
    id: 'app.interrupt',
    keys: ['ctrl+c'],
    label: 'cancel/quit',
    description: 'Cancel the work in flight; with nothing in flight, press twice to quit.',
    reserved: true,
    whileTyping: true,
    passesModals: true,
  },
  {
    id: 'app.suspend',
    keys: ['ctrl+z'],
    label: 'suspend',
    description: 'Suspend switchyard and go back to the shell; fg brings it back as it was (as in vim and lazygit).',
    reserved: true,
    whileTyping: true,
    passesModals: true,
  },
  {
    id: 'app.reload',
    keys: ['R'],
    label: 'reload',
    description: 'Reload what the current screen shows from the backend.',
  },
  {
    id: 'field.submit',
    keys: ['enter'],
    label: 'apply',
    description: 'Apply what was typed into the field.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'field.complete',
    keys: ['tab'],
    label: 'complete',
    description: 'In the : command line: complete the command name typed so far.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'field.cancel',
    keys: ['escape'],
    label: 'cancel',
    description: 'Leave the field without applying it.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'help.down',
    keys: ['j', 'down'],
    label: 'scroll',
    description: 'Scroll the help down (while it is open).',
    overlay: true,
  },
  {
    id: 'help.up',
    keys: ['k', 'up'],
    label: 'scroll up',
    description: 'Scroll the help up (while it is open).',
    overlay: true,
  },
  {
    id: 'help.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Filter the help by key or words (while it is open; Esc clears the filter, then closes).',
    overlay: true,
    opensField: true,
  },
  { id: 'log.down', keys: ['j', 'down'], label: 'down', description: 'Call log: the next older call.', overlay: true },
  { id: 'log.up', keys: ['k', 'up'], label: 'up', description: 'Call log: the next newer call.', overlay: true },
  {
    id: 'log.pageDown',
    keys: ['pagedown', 'ctrl+f'],
    label: 'page down',
    description: 'Call log: one screen older.',
    overlay: true,
  },
  {
    id: 'log.pageUp',
    keys: ['pageup', 'ctrl+b'],
    label: 'page up',
    description: 'Call log: one screen newer.',
    overlay: true,
  },
  { id: 'log.top', keys: ['g', 'home'], label: 'newest', description: 'Call log: the newest call.', overlay: true },
  { id: 'log.bottom', keys: ['G', 'end'], label: 'oldest', description: 'Call log: the oldest call.', overlay: true },
  {
    id: 'log.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Call log: filter by operation, parameters, status or error (Esc clears the filter, then closes).',
    hint: true,
    overlay: true,
    opensField: true,
  },
  {
    id: 'log.copy',
    keys: ['y'],
    label: 'copy',
    description: 'Call log: copy the selected call as JSON (parameters masked as shown).',
    hint: true,
    overlay: true,
  },
  { id: 'confirm.yes', keys: ['y', 'enter'], label: 'yes', description: 'Confirm the question asked.', overlay: true },
  {
    id: 'confirm.no',
    keys: ['n'],
    label: 'no',
    description: 'Decline the question asked (Esc also declines).',
    overlay: true,
  },
]);

/** `1`..`n` go to the screens in order: `app.goto.members` and so on. */
export function screenSwitchCommands(screens: readonly { id: string; title: string }[]): CommandSpec[] {
  return screens.map((screen, index) => ({
    id: `app.goto.${screen.id}`,
    keys: [String(index + 1)],
    label: screen.title.toLowerCase(),
    description: `Go to the ${screen.title} screen.`,
    reserved: true,
  }));
}

export function globalCommandGroup(screens: readonly { id: string; title: string }[]): CommandGroup {
  return { scope: 'global', title: 'Global', commands: [...screenSwitchCommands(screens), ...GLOBAL_COMMANDS] };
}
