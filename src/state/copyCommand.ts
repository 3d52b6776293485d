// `C` (and `A`) copy the command that reproduces what the explorer shows: the operation and the filters that are
// parameters of it, as `switchyard` (command mode, same flags) or `aws` (the AWS CLI v2) would run it. Filters
// that are only the explorer's (the `/` text filter, a sort) have no parameter and are left out.

export type CommandProgram = 'switchyard' | 'aws';

/** `value` as one POSIX shell word: bare when safe, else single-quoted. */
export function shellWord(value: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `switchyard cleanrooms list-members --collaboration-identifier ID`. */
export function listMembersCommand(program: CommandProgram, collaborationId: string): string {
  return `${program} cleanrooms list-members --collaboration-identifier ${shellWord(collaborationId)}`;
}

export interface ProfileQuery {
  connectorType?: string | null;
  label?: string;
  names?: readonly string[];
}

/** `switchyard appflow describe-connector-profiles` with the type, label and names given. */
export function describeConnectorProfilesCommand(program: CommandProgram, query: ProfileQuery): string {
  const words = [program, 'appflow', 'describe-connector-profiles'];
  if (query.connectorType) words.push('--connector-type', shellWord(query.connectorType));
  if (query.label) words.push('--connector-label', shellWord(query.label));
  if (query.names !== undefined && query.names.length > 0)
    words.push('--connector-profile-names', ...query.names.map(shellWord));
  return words.join(' ');
}
