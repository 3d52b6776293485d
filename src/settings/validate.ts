// The settings schema, as a validator built on the domain's check primitives: every key, its type and range, and
// nothing else (an unknown key, such as a token someone pasted in, makes the file invalid). Checked when the file
// is read and before every write. (conf's own JSON-schema option compiles ajv at start, 100-250 ms on the 2-core
// machine: more than half the explorer's start-up budget, so conf is used for the file and not for the schema.)

import {
  checkBoolean,
  checkEnum,
  checkInteger,
  checkKnownKeys,
  checkList,
  checkMapSize,
  checkObject,
  checkString,
  joinPath,
  type Issue,
} from '../domain/validation.js';
import { RECENT_COLLABORATIONS_MAX } from './types.js';
import { RECENT_CONTEXTS_MAX } from './recents.js';
import { SCREEN_WORDS_SHOWN, screenOfWord } from './screenWords.js';

const SETTINGS_KEYS = [
  'lastScreen',
  'recentCollaborations',
  'recentCollaborationsByContext',
  'thresholds',
  'refreshIntervalMs',
  'autoRefreshSeconds',
  'defaultBackend',
  'alerts',
  'mouse',
  'keys',
  'readTimeoutSeconds',
  'connectTimeoutSeconds',
] as const;
const PERCENT = { min: 0, max: 100 };
/** Whole seconds, 0 meaning no timeout, at most a day. */
const TIMEOUT_SECONDS = { min: 0, max: 86_400 };
/** A command name of the keymap: dotted words (`members.sort`, `app.goto.members`). */
const COMMAND_NAME = {
  min: 1,
  max: 100,
  pattern: /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)+$/,
  patternText: 'a dotted command name such as members.sort',
};
/** A key as the keymap spells it: one printable character, a named key (`pagedown`, `shift+tab`) or `ctrl+x`. */
const KEY_NAME = {
  min: 1,
  max: 20,
  pattern:
    /^(?:[\x21-\x7e]|up|down|left|right|pageup|pagedown|home|end|enter|escape|tab|shift\+tab|backspace|space|ctrl\+[a-z])$/u,
  patternText: 'one printable character, a named key such as pagedown, or ctrl+ and a letter',
};

export function validateSettings(value: unknown): Issue[] {
  const out: Issue[] = [];
  if (!checkObject(out, '', value)) return out;
  checkKnownKeys(out, '', value, SETTINGS_KEYS);
  if (typeof value.lastScreen !== 'string' || screenOfWord(value.lastScreen) === undefined)
    out.push({
      path: 'lastScreen',
      rule: 'enum',
      message: `Member must satisfy enum value set: [${SCREEN_WORDS_SHOWN.join(', ')}]`,
    });
  if (
    checkList(out, 'recentCollaborations', value.recentCollaborations, { max: RECENT_COLLABORATIONS_MAX, unique: true })
  ) {
    value.recentCollaborations.forEach((id, index) =>
      checkString(out, joinPath('recentCollaborations', index), id, { min: 1, max: 100 }),
    );
  }
  const byContext = value.recentCollaborationsByContext;
  if (
    checkObject(out, 'recentCollaborationsByContext', byContext) &&
    checkMapSize(out, 'recentCollaborationsByContext', byContext, { max: RECENT_CONTEXTS_MAX })
  ) {
    for (const [context, ids] of Object.entries(byContext)) {
      const path = joinPath('recentCollaborationsByContext', context);
      checkString(out, path, context, { min: 1, max: 2000 });
      if (checkList(out, path, ids, { max: RECENT_COLLABORATIONS_MAX, unique: true }))
        ids.forEach((id, index) => checkString(out, joinPath(path, index), id, { min: 1, max: 100 }));
    }
  }
  const thresholds = value.thresholds;
  if (checkObject(out, 'thresholds', thresholds)) {
    checkKnownKeys(out, 'thresholds', thresholds, ['warningPercent', 'criticalPercent']);
    const warningOk = checkInteger(out, 'thresholds.warningPercent', thresholds.warningPercent, PERCENT);
    const criticalOk = checkInteger(out, 'thresholds.criticalPercent', thresholds.criticalPercent, PERCENT);
    if (warningOk && criticalOk && (thresholds.criticalPercent as number) > (thresholds.warningPercent as number)) {
      out.push({
        path: 'thresholds.criticalPercent',
        rule: 'range',
        message: 'Member must not be above thresholds.warningPercent',
      });
    }
  }
  checkInteger(out, 'refreshIntervalMs', value.refreshIntervalMs, { min: 100, max: 60_000 });
  checkInteger(out, 'autoRefreshSeconds', value.autoRefreshSeconds, { min: 0, max: 3600 });
  checkEnum(out, 'defaultBackend', value.defaultBackend, ['engine', 'aws']);
  checkBoolean(out, 'alerts', value.alerts);
  checkBoolean(out, 'mouse', value.mouse);
  checkInteger(out, 'readTimeoutSeconds', value.readTimeoutSeconds, TIMEOUT_SECONDS);
  checkInteger(out, 'connectTimeoutSeconds', value.connectTimeoutSeconds, TIMEOUT_SECONDS);
  const keys = value.keys;
  if (checkObject(out, 'keys', keys) && checkMapSize(out, 'keys', keys, { max: 200 })) {
    for (const [command, bound] of Object.entries(keys)) {
      const path = joinPath('keys', command);
      checkString(out, path, command, COMMAND_NAME);
      if (checkList(out, path, bound, { min: 1, max: 8, unique: true }))
        bound.forEach((key, index) => checkString(out, joinPath(path, index), key, KEY_NAME));
    }
  }
  return out;
}
