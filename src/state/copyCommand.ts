// `C` (and `A`) copy the command that reproduces what the explorer shows: the operation and the filters that are
// parameters of it, as `switchyard` (command mode, same flags) or `aws` (the AWS CLI v2) would run it, followed by
// the flags that select the backend and the dataset the explorer runs on (`--endpoint-url`, `--region`,
// `--profile`, `--no-sign-request`, `--data`), so the command reads the same data. Filters that are only the
// explorer's (the `/` text filter, a sort) have no parameter and are left out.

export type CommandProgram = 'switchyard' | 'aws';

/** Flags only switchyard has (the embedded engine's dataset and journal), each with its value. */
const SWITCHYARD_ONLY = new Set(['--data', '--state']);

/** The context flags `program` takes: the AWS CLI has no engine, so `--data` and `--state` are switchyard's only. */
function contextFor(program: CommandProgram, flags: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i] ?? '';
    const takesValue = i + 1 < flags.length && !(flags[i + 1] ?? '').startsWith('--');
    if (program === 'aws' && SWITCHYARD_ONLY.has(flag)) {
      if (takesValue) i += 1;
      continue;
    }
    words.push(flag.startsWith('--') ? flag : shellWord(flag));
  }
  return words;
}

function command(program: CommandProgram, words: readonly string[], flags: readonly string[]): string {
  return [program, ...words, ...contextFor(program, flags)].join(' ');
}

/** `value` as one POSIX shell word: bare when safe, else single-quoted. */
export function shellWord(value: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `switchyard cleanrooms list-members --collaboration-identifier ID` and the context flags. */
export function listMembersCommand(
  program: CommandProgram,
  collaborationId: string,
  flags: readonly string[] = [],
): string {
  return command(
    program,
    ['cleanrooms', 'list-members', '--collaboration-identifier', shellWord(collaborationId)],
    flags,
  );
}

/** `switchyard appfabric get-app-authorization --app-bundle-identifier B --app-authorization-identifier ARN`. */
export function getAppAuthorizationCommand(
  program: CommandProgram,
  record: { appBundleArn: string; appAuthorizationArn: string },
  flags: readonly string[] = [],
): string {
  return command(
    program,
    [
      'appfabric',
      'get-app-authorization',
      '--app-bundle-identifier',
      shellWord(record.appBundleArn),
      '--app-authorization-identifier',
      shellWord(record.appAuthorizationArn),
    ],
    flags,
  );
}

export interface ProfileQuery {
  connectorType?: string | null;
  label?: string;
  names?: readonly string[];
}

/** `switchyard appflow describe-connector-profiles` with the type, label and names given. */
export function describeConnectorProfilesCommand(
  program: CommandProgram,
  query: ProfileQuery,
  flags: readonly string[] = [],
): string {
  const words = ['appflow', 'describe-connector-profiles'];
  if (query.connectorType) words.push('--connector-type', shellWord(query.connectorType));
  if (query.label) words.push('--connector-label', shellWord(query.label));
  if (query.names !== undefined && query.names.length > 0)
    words.push('--connector-profile-names', ...query.names.map(shellWord));
  return command(program, words, flags);
}
