// Exit codes and the command-line errors of command mode, as the AWS CLI has them (awscli/constants.py):
// 0 success, 252 parameter errors (before any call), 253 configuration errors (no region, no credentials), 254
// service errors, 255 anything else.

export const EXIT_OK = 0;
export const EXIT_PARAM = 252;
export const EXIT_CONFIG = 253;
export const EXIT_SERVICE = 254;
export const EXIT_OTHER = 255;

/** A bad command line or parameter; printed to stderr, exit 252, no call made. */
export class ParamError extends Error {
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
    this.name = 'ParamError';
  }
}

/** `Error parsing parameter '--tenant': <why>`, as awscli's ParamError says it. */
export function parsingError(cliOption: string, why: string): ParamError {
  return new ParamError(`Error parsing parameter '${cliOption}': ${why}`);
}

export const USAGE = `usage: switchyard [options] <command> <subcommand> [parameters]
To see help text, you can run:

  switchyard help
  switchyard <command> help
  switchyard <command> <subcommand> help
`;
