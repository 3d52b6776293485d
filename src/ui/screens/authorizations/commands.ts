// The wizard's keymap entries (registry scope `wizard`). Keys that must work inside a text field (Enter, Esc,
// arrows, Tab between fields) are `whileTyping`; their handlers decline (return false) where they do not apply,
// so Tab still switches screens from a picker step and Esc on the first step still leaves the screen.

import { COPY_COMMANDS } from '../../keymap/copyCommands.js';
import { LIST_COMMANDS } from '../../keymap/listCommands.js';
import { defineCommands } from '../../keymap/registry.js';

const WIZARD_OWN_COMMANDS = defineCommands([
  {
    id: 'wizard.next',
    keys: ['enter'],
    label: 'next',
    description: 'Pick the item, go to the next field, or to the next step if valid.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'wizard.submit',
    keys: ['enter'],
    label: 'submit',
    description: 'Review: create it; a retry after a failure reuses the client token.',
    hint: true,
  },
  {
    id: 'wizard.back',
    keys: ['escape'],
    label: 'back',
    description: 'Previous step or close the tag editor; first step: leave the field.',
    hint: true,
    whileTyping: true,
  },
  { id: 'wizard.up', keys: ['up'], label: 'up', description: 'Previous item or field.', whileTyping: true },
  { id: 'wizard.down', keys: ['down'], label: 'down', description: 'Next item or field.', whileTyping: true },
  {
    id: 'wizard.nextField',
    keys: ['tab'],
    label: 'next field',
    description: 'Next field of the step (on a list step Tab switches screens).',
    whileTyping: true,
  },
  {
    id: 'wizard.prevField',
    keys: ['shift+tab'],
    label: 'previous field',
    description: 'Previous field of the step.',
    whileTyping: true,
  },
  { id: 'wizard.cursorDown', keys: ['j'], label: 'down', description: 'Next item of a list.' },
  { id: 'wizard.cursorUp', keys: ['k'], label: 'up', description: 'Previous item of a list.' },
  {
    id: 'wizard.tagAdd',
    keys: ['a'],
    label: 'add tag',
    description: 'Tags step: add a tag (key and value).',
    hint: true,
  },
  {
    id: 'wizard.tagEdit',
    keys: ['e'],
    label: 'edit tag',
    description: 'Tags step: edit the highlighted tag.',
    hint: true,
  },
  {
    id: 'wizard.tagRemove',
    keys: ['d'],
    label: 'remove tag',
    description: 'Tags step: remove the highlighted tag.',
    hint: true,
  },
  {
    id: 'wizard.new',
    keys: ['n'],
    label: 'new',
    description: 'After a success: start another one (with a new client token).',
    hint: true,
  },
]);

/** The app authorizations list that screen 3 opens on (the wizard is one of its views). */
const AUTHORIZATIONS_COMMANDS = defineCommands([
  { id: 'auths.open', keys: ['enter'], label: 'open', description: 'Open the selected authorization.', hint: true },
  {
    id: 'auths.new',
    keys: ['n'],
    label: 'new',
    description: 'Create an authorization with the wizard (Esc on its first step returns to the list).',
    hint: true,
  },
  {
    id: 'auths.connect',
    keys: ['c'],
    label: 'connect',
    description:
      'Connect the selected authorization (PendingConnect to Connected), after a y/N confirmation. An OAuth 2.0 one then asks for the redirect URI and the authorization code the app gave after consent on its Auth URL.',
    hint: true,
  },
  {
    id: 'auths.connectNext',
    keys: ['enter'],
    label: 'next / connect',
    description: 'Connect form (OAuth 2.0): go to the authorization code; on it, connect.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'auths.connectField',
    keys: ['tab', 'down'],
    label: 'next field',
    description: 'Connect form: the next field.',
    whileTyping: true,
  },
  {
    id: 'auths.connectPrevField',
    keys: ['shift+tab', 'up'],
    label: 'previous field',
    description: 'Connect form: the previous field.',
    whileTyping: true,
  },
  {
    id: 'auths.connectCancel',
    keys: ['escape'],
    label: 'cancel',
    description: 'Connect form: close it; the authorization code typed is forgotten.',
    hint: true,
    whileTyping: true,
  },
  {
    id: 'auths.delete',
    keys: ['d'],
    label: 'delete',
    description: 'Delete the selected authorization, after a y/N confirmation.',
    hint: true,
  },
  {
    id: 'auths.filter',
    keys: ['/'],
    label: 'filter',
    description: 'Filter the list by app, tenant, auth type, status or ARN (Enter keeps it, Esc clears it).',
    hint: true,
    opensField: true,
  },
  {
    id: 'auths.bundle',
    keys: ['b'],
    label: 'next bundle',
    description: "List the next app bundle's authorizations.",
    hint: true,
  },
  {
    id: 'auths.confirmYes',
    keys: ['y'],
    label: 'yes',
    description:
      'Delete or connect confirmation: do it. Keys typed in the same burst as the d or c never answer it; press y after the question shows.',
    hint: true,
  },
  {
    id: 'auths.confirmNo',
    keys: ['n', 'escape'],
    label: 'no',
    description: 'Delete or connect confirmation: leave it as it is.',
    hint: true,
  },
]);

export const WIZARD_COMMANDS = [...WIZARD_OWN_COMMANDS, ...AUTHORIZATIONS_COMMANDS, ...LIST_COMMANDS, ...COPY_COMMANDS];
