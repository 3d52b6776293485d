// The options of command mode besides a command's own parameters: the AWS CLI's global options (accepted anywhere
// on the line), switchyard's `--data`, and the per-command options the AWS CLI adds (cli-input, skeleton,
// pagination). One table drives parsing and help.

export type Arity = 0 | 1 | 'optional';

export interface OptionDef {
  name: string;
  arity: Arity;
  choices?: readonly string[];
  integer?: boolean;
  help: string;
}

export const OUTPUT_FORMATS = ['json', 'text', 'table', 'yaml', 'yaml-stream', 'off'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const ERROR_FORMATS = ['legacy', 'json', 'yaml', 'text', 'table', 'enhanced'] as const;
export type ErrorFormat = (typeof ERROR_FORMATS)[number];
export const COLORS = ['on', 'off', 'auto'] as const;
export const SKELETON_KINDS = ['input', 'yaml-input', 'output'] as const;

export const GLOBAL_OPTIONS: readonly OptionDef[] = [
  { name: 'debug', arity: 0, help: 'Log each request and response to stderr, with credentials and secrets redacted.' },
  {
    name: 'endpoint-url',
    arity: 1,
    help: 'Send the call to this URL (an AWS endpoint or `switchyard serve`) through the AWS backends instead of the engine.',
  },
  {
    name: 'no-verify-ssl',
    arity: 0,
    help: 'Do not verify TLS certificates of the AWS endpoint (AWS backends; the engine makes no connection).',
  },
  { name: 'no-paginate', arity: 0, help: 'Make one call only, instead of following nextToken (paginated commands).' },
  {
    name: 'output',
    arity: 1,
    choices: OUTPUT_FORMATS,
    help: 'Output format: json (default), text, table, yaml, yaml-stream, off.',
  },
  { name: 'query', arity: 1, help: 'A JMESPath expression applied to the response before it is printed.' },
  { name: 'profile', arity: 1, help: 'Use this profile of the shared AWS config/credentials files (AWS backends).' },
  { name: 'region', arity: 1, help: 'The AWS Region to call (AWS backends).' },
  { name: 'version', arity: 0, help: 'Print the version and exit.' },
  {
    name: 'color',
    arity: 1,
    choices: COLORS,
    help: 'Colour table output: on, off, auto (default: on when stdout is a terminal).',
  },
  { name: 'no-sign-request', arity: 0, help: 'Do not sign requests (AWS backends; the engine ignores credentials).' },
  {
    name: 'ca-bundle',
    arity: 1,
    help: 'PEM file of the certificates to trust for HTTPS endpoints (else AWS_CA_BUNDLE, the profile ca_bundle). AWS backends.',
  },
  {
    name: 'cli-read-timeout',
    arity: 1,
    integer: true,
    help: 'Seconds to wait for a response; 0 = no timeout (default 60).',
  },
  {
    name: 'cli-connect-timeout',
    arity: 1,
    integer: true,
    help: 'Seconds to wait for a connection; 0 = no timeout (default 60). AWS backends.',
  },
  {
    name: 'cli-binary-format',
    arity: 1,
    choices: ['base64', 'raw-in-base64-out'],
    help: 'How blob parameters are read: base64 (default) or raw-in-base64-out. These commands have no blob members; a fileb:// file is always read as binary (bytes used as they are, refused when not UTF-8 text).',
  },
  {
    name: 'no-cli-pager',
    arity: 0,
    help: 'Do not send output to a pager (else AWS_PAGER, the profile cli_pager, PAGER, `less -R`; only on a terminal).',
  },
  {
    name: 'cli-auto-prompt',
    arity: 0,
    help: 'Prompt for missing required parameters (when stdin and stderr are terminals).',
  },
  { name: 'no-cli-auto-prompt', arity: 0, help: 'Never prompt.' },
  {
    name: 'cli-error-format',
    arity: 1,
    choices: ERROR_FORMATS,
    help: 'How errors are printed: enhanced (default), legacy, json, yaml, text, table; else AWS_CLI_ERROR_FORMAT, the profile cli_error_format.',
  },
  { name: 'data', arity: 1, help: 'switchyard: a dataset file for the embedded engine instead of the demo dataset.' },
  {
    name: 'state',
    arity: 1,
    help: 'switchyard: where the embedded engine keeps what you create (a journal file), or :memory: to keep nothing; default: $XDG_STATE_HOME/switchyard/.',
  },
];

export const COMMAND_OPTIONS: readonly OptionDef[] = [
  {
    name: 'cli-input-json',
    arity: 1,
    help: 'Read the parameters from a JSON document shaped like the input skeleton (a string or file://path). Arguments on the command line override it.',
  },
  {
    name: 'cli-input-yaml',
    arity: 1,
    help: 'Read the parameters from a YAML document shaped like the input skeleton. Cannot be combined with --cli-input-json.',
  },
  {
    name: 'generate-cli-skeleton',
    arity: 'optional',
    choices: SKELETON_KINDS,
    help: 'Print a sample input (input, the default), a YAML sample input (yaml-input), or validate the arguments and print a sample output (output), without calling.',
  },
];

export const PAGINATION_OPTIONS: readonly OptionDef[] = [
  {
    name: 'starting-token',
    arity: 1,
    help: 'Where to start: the NextToken printed by an earlier call that was cut by --max-items.',
  },
  {
    name: 'page-size',
    arity: 1,
    integer: true,
    help: 'How many items each service call fetches (1-100). Does not change the output, only the number of calls.',
  },
  {
    name: 'max-items',
    arity: 1,
    integer: true,
    help: 'The most items to print in total; when more exist a NextToken is printed, to pass to --starting-token.',
  },
];
