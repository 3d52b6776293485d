// The one place a validation issue becomes text for people: the domain validators word their messages as the AWS
// services do (`Member must have length between 1 and 2048`), which command mode and the emulator must repeat byte
// for byte; the explorer shows the same rule in plain words ("required, at most 2,048 characters"), and a pattern
// by the rule's own description rather than the regular expression.

import { formatCount } from './counts.js';

const LENGTH_BETWEEN = /^Member must have length between (\d+) and (\d+)$/;
const LENGTH_EXACT = /^Member must have length (\d+)$/;
const LENGTH_AT_LEAST = /^Member must have length greater than or equal to (\d+)$/;
const LENGTH_AT_MOST = /^Member must have length less than or equal to (\d+)$/;
const SIZE_BETWEEN = /^Member must have between (\d+) and (\d+) (items|entries)$/;
const SIZE_AT_MOST = /^Member must have at most (\d+) (items|entries)$/;
const SIZE_AT_LEAST = /^Member must have at least (\d+) (items|entries)$/;
// Greedy: the description is what the last ` (` before the closing parenthesis opens (a description may hold
// parentheses of its own, `an http(s) URL`).
const PATTERN = /^Member must satisfy regular expression pattern: (.*) \((.*)\)$/s;
const PATTERN_BARE = /^Member must satisfy regular expression pattern: /;
const VALUE_BETWEEN = /^Member must have value between (-?\d+) and (-?\d+)$/;
const VALUE_AT_LEAST = /^Member must have value greater than or equal to (-?\d+)$/;
const VALUE_AT_MOST = /^Member must have value less than or equal to (-?\d+)$/;
const ENUM = /^Member must satisfy enum value set: \[(.*)\]$/;
const NOT_IN_SHAPE = 'Member is not defined by the shape';

const count = (digits: string | undefined): string => formatCount(Number(digits));
const characters = (digits: string | undefined): string =>
  `${count(digits)} character${Number(digits) === 1 ? '' : 's'}`;

/** A validator's message in plain words; messages it does not know lose only the leading `Member`. */
export function peopleMessage(message: string): string {
  let m: RegExpExecArray | null;
  if ((m = LENGTH_BETWEEN.exec(message)))
    return m[1] === '1' || m[1] === '0'
      ? `${m[1] === '1' ? 'required, ' : ''}at most ${characters(m[2])}`
      : `${count(m[1])} to ${characters(m[2])}`;
  if ((m = LENGTH_EXACT.exec(message))) return `exactly ${characters(m[1])}`;
  if ((m = LENGTH_AT_LEAST.exec(message))) return m[1] === '1' ? 'required' : `at least ${characters(m[1])}`;
  if ((m = LENGTH_AT_MOST.exec(message))) return `at most ${characters(m[1])}`;
  if ((m = SIZE_BETWEEN.exec(message))) return `${count(m[1])} to ${count(m[2])} ${m[3]}`;
  if ((m = SIZE_AT_MOST.exec(message))) return `at most ${count(m[1])} ${m[2]}`;
  if ((m = SIZE_AT_LEAST.exec(message))) return `at least ${count(m[1])} ${m[2]}`;
  if ((m = PATTERN.exec(message))) return m[2] ?? message;
  if (PATTERN_BARE.test(message)) return 'not in the expected form';
  if ((m = VALUE_BETWEEN.exec(message))) return `from ${count(m[1])} to ${count(m[2])}`;
  if ((m = VALUE_AT_LEAST.exec(message))) return `at least ${count(m[1])}`;
  if ((m = VALUE_AT_MOST.exec(message))) return `at most ${count(m[1])}`;
  if ((m = ENUM.exec(message))) return `one of ${m[1] ?? ''}`;
  if (message === NOT_IN_SHAPE) return 'not a known key';
  return message.replace(/^Member /, '');
}

/** `field: message in plain words`, for the line under a field and the status line. */
export function fieldIssueText(field: string, message: string): string {
  return `${field}: ${peopleMessage(message)}`;
}

// `Value at 'PATH' failed to satisfy constraint: MESSAGE`, joined by `; ` after a count (the services' summary of a
// ValidationException); a part ends where the next one starts.
const SUMMARY_PART = /Value at '([^']*)' failed to satisfy constraint: (.*?)(?=; Value at '|$)/gs;

/** A service's ValidationException summary with each part as `path: message in plain words`. */
export function peopleSummary(message: string): string {
  return message.replace(SUMMARY_PART, (_part, path: string, text: string) => fieldIssueText(path, text));
}
