// Entry of command mode: `switchyard <service> <command> [parameters] [options]`, AWS-CLI style. Parses the line,
// validates every parameter with the domain validators before any call (exit 252), calls the operation on the
// engine or the AWS backends, paginates as the AWS CLI does, and prints the result in the chosen format. Never
// imports Ink or React.

import packageJson from '../../package.json' with { type: 'json' };
import { isServiceError } from '../domain/errors.js';
import { validateFieldWith } from '../domain/validation.js';
import { BackendUnavailableError, commandBackend, createCommandServices } from './backend.js';
import { cliName, type CommandDef } from './command.js';
import { findCommand, findService, SERVICES } from '../operations/index.js';
import { DebugLog, logHttpTraffic } from './debug.js';
import { EXIT_CONFIG, EXIT_OK, EXIT_OTHER, EXIT_PARAM, EXIT_SERVICE, ParamError, USAGE } from './errors.js';
import { readGlobals, type CommandGlobals } from './globals.js';
import { writeOutput } from './pager.js';
import { insecureRequestWarning, resolveCommandSettings } from './settings.js';
import { commandHelp, serviceHelp, topHelp } from './help.js';
import { assembleInput, fillIdempotencyToken } from './input.js';
import { operationCaller, type Caller } from './invoke.js';
import { processIO, type CommandIO } from './io.js';
import { resolveErrorFormat } from './output/errorFormat.js';
import { cliErrorReport, renderStructuredError, serviceErrorReport, type StructuredError } from './output/errors.js';
import { renderJson } from './output/json.js';
import { renderResult, type CommandResult } from './output/render.js';
import type { TableOptions } from './output/table.js';
import { decodeResumeToken, paginate, type PaginateOptions as PagingOptions } from './paginate.js';
import { splitArgv, type ParsedLine } from './parse/argv.js';
import { invalidChoice } from './parse/invalidChoice.js';
import { unpackParameter } from './parse/value.js';
import { loadLibraries } from './lazy.js';
import { inputSkeleton, outputSkeleton, yamlInputSkeleton } from './skeleton.js';
import { issuesToParamError } from './validate.js';

export function versionLine(): string {
  return `switchyard/${packageJson.version} Node.js/${process.version} ${process.platform}/${process.arch}`;
}

export async function runCommand(argv: string[], io: CommandIO = processIO()): Promise<number> {
  let operation = '';
  let globals: CommandGlobals | undefined;
  try {
    const words = argv.map((w) => (w === '--help' || w === '-h' ? 'help' : w));
    const line = splitArgv(words, (positionals) => {
      const service = positionals[0] === undefined ? undefined : findService(positionals[0]);
      return service && positionals[1] !== undefined ? findCommand(service, positionals[1]) : undefined;
    });
    await loadLibraries({ jmespath: line.globals.has('query'), yaml: needsYaml(line) });
    globals = readGlobals(line.globals, io.env);
    if (globals.version) {
      io.stdout.write(`${versionLine()}\n`);
      return EXIT_OK;
    }
    const [serviceName, commandName, third] = line.positionals;
    if (serviceName === undefined || serviceName === 'help') {
      io.stdout.write(topHelp());
      return serviceName === 'help' ? EXIT_OK : EXIT_PARAM;
    }
    const service = findService(serviceName);
    if (service === undefined) {
      // The command words the shipped CLI answers (runMode.ts) in order, then help, as the AWS CLI lists them.
      const words = [...SERVICES.map((s) => s.name), 'github', 'metrics', 'serve'].sort();
      throw invalidChoice('command', serviceName, [...words, 'help']);
    }
    if (commandName === undefined || commandName === 'help') {
      io.stdout.write(serviceHelp(service));
      return commandName === 'help' ? EXIT_OK : EXIT_PARAM;
    }
    const command = findCommand(service, commandName);
    if (command === undefined) {
      throw invalidChoice('operation', commandName, [...service.operations.map((c) => c.name).sort(), 'help']);
    }
    if (third === 'help') {
      io.stdout.write(commandHelp(command));
      return EXIT_OK;
    }
    operation = command.operation;
    await resolveCommandSettings(line.globals, globals, io.env);
    return await runOperation(command, line, globals, io);
  } catch (error) {
    return await report(error, operation, globals, io);
  }
}

async function runOperation(
  command: CommandDef,
  line: ParsedLine,
  globals: CommandGlobals,
  io: CommandIO,
): Promise<number> {
  const option = (name: string): string | true | undefined => line.commandOptions.get(name);
  const text = (name: string): string | undefined => {
    const v = option(name);
    return typeof v === 'string' ? v : undefined;
  };
  const sources = {
    params: line.params,
    cwd: io.cwd,
    ...(text('cli-input-json') !== undefined ? { cliInputJson: text('cli-input-json')! } : {}),
    ...(text('cli-input-yaml') !== undefined ? { cliInputYaml: text('cli-input-yaml')! } : {}),
  };
  const skeleton = option('generate-cli-skeleton');
  if (skeleton === true || skeleton === 'input') {
    io.stdout.write(renderJson(inputSkeleton(command)));
    return EXIT_OK;
  }
  if (skeleton === 'yaml-input') {
    io.stdout.write(yamlInputSkeleton(command));
    return EXIT_OK;
  }

  // Before the input is assembled, as the AWS CLI checks its parsed arguments (operation-args-parsed).
  const autoPaginate = pagingCombination(command, line, globals);
  let input = assembleInput(command, sources);
  if (globals.autoPrompt && io.stdin.isTTY === true && io.stderr.isTTY === true) {
    const missing = command
      .validate(input)
      .filter((i) => i.rule === 'required' && !/[.[]/.test(i.path))
      .map((i) => i.path);
    if (missing.length > 0) {
      // node:readline is loaded only when there is something to ask.
      const { promptForMissing } = await import('./prompt.js');
      const answers = await promptForMissing(command, missing, io);
      input = assembleInput(command, { ...sources, params: new Map([...line.params, ...answers]) });
    }
  }
  fillIdempotencyToken(command, input);
  const issues = command.validate(input);
  if (issues.length > 0) throw issuesToParamError(issues);

  const paging = readPagingOptions(command, line, io);
  pagingFromInput(command, line, input, autoPaginate);
  const debug = new DebugLog(globals.debug ? io.stderr : undefined);
  if (skeleton === 'output') {
    const sample = outputSkeleton(command);
    io.stdout.write(
      renderResult(
        command,
        { kind: 'single', response: sample },
        {
          output: globals.output,
          ...(globals.query !== undefined ? { query: globals.query } : {}),
          table: tableOptions(globals, io.stdout),
        },
      ),
    );
    return EXIT_OK;
  }

  if (io.services === undefined && globals.aws !== undefined && commandBackend(globals) === 'aws') {
    const warning = insecureRequestWarning(globals.aws, command.service);
    if (warning !== undefined) io.stderr.write(warning);
  }
  const built = io.services === undefined ? await createCommandServices(globals) : undefined;
  const stopHttpLog = await logHttpTraffic(debug);
  try {
    const services = io.services ?? built!.services;
    debug.log(`${versionLine()}; backend ${services.backend.label}`);
    return await callAndPrint(
      command,
      input,
      paging,
      globals,
      io,
      operationCaller(command, services, debug, globals.readTimeoutSeconds),
    );
  } finally {
    stopHttpLog();
    built?.dispose();
  }
}

async function callAndPrint(
  command: CommandDef,
  input: Record<string, unknown>,
  paging: PagingOptions,
  globals: CommandGlobals,
  io: CommandIO,
  call: Caller,
): Promise<number> {
  let result: CommandResult;
  const paginator = command.paginator;
  // The AWS CLI turns pagination off for --no-paginate and for the operation's own paging members, given on the
  // command line or in --cli-input-json (manual paging); the paging options were refused with it above.
  const manual =
    paginator !== undefined && (input[paginator.inputToken] !== undefined || input[paginator.limitKey] !== undefined);
  if (paginator !== undefined && globals.paginate && !manual) {
    result = { kind: 'paginated', result: await paginate(paginator, input, paging, call) };
  } else {
    result = { kind: 'single', response: await call(input) };
  }
  await writeOutput(
    renderResult(command, result, {
      output: globals.output,
      ...(globals.aws !== undefined ? { timestampFormat: globals.aws.timestampFormat.value } : {}),
      ...(globals.query !== undefined ? { query: globals.query } : {}),
      table: tableOptions(globals, io.stdout),
    }),
    globals.aws?.pager?.value,
    io,
  );
  return EXIT_OK;
}

const PAGING_OPTIONS = ['starting-token', 'page-size', 'max-items'] as const;

/**
 * The paging options on the command line. The AWS CLI names those with a truthy value (`--max-items 0` is not named)
 * and fails on the others too, in botocore (`Unknown parameter in input: "PaginationConfig"`); all are named here.
 */
function pagingOptionsGiven(line: ParsedLine): string[] {
  return PAGING_OPTIONS.filter((name) => line.commandOptions.has(name)).map((name) => `--${name}`);
}

function noPaginateError(options: readonly string[], why = ''): ParamError {
  return new ParamError(`Cannot specify --no-paginate along with pagination arguments: ${options.join(', ')}${why}`);
}

/**
 * awscli's check_should_enable_pagination: the operation's own paging members on the command line (`--next-token`,
 * `--max-results`) turn pagination off, and with pagination off (so also under --no-paginate) the paging options
 * are refused rather than used for one call or dropped. Returns whether pagination stays on.
 */
function pagingCombination(command: CommandDef, line: ParsedLine, globals: CommandGlobals): boolean {
  const paginator = command.paginator;
  if (paginator === undefined) return false;
  const manual = [paginator.inputToken, paginator.limitKey].some((member) => line.params.has(cliName(member)));
  const on = globals.paginate && !manual;
  const used = pagingOptionsGiven(line);
  if (!on && used.length > 0) throw noPaginateError(used);
  return on;
}

/**
 * The same paging members from --cli-input-json also turn pagination off (awscli's second check, on the call
 * parameters). The AWS CLI v2 then fails in botocore with `Unknown parameter in input: "PaginationConfig"` when a
 * paging option is given too; this names the options and the cause instead, with the same exit status.
 */
function pagingFromInput(
  command: CommandDef,
  line: ParsedLine,
  input: Record<string, unknown>,
  autoPaginate: boolean,
): void {
  const paginator = command.paginator;
  if (paginator === undefined || !autoPaginate) return;
  const members = [paginator.inputToken, paginator.limitKey].filter((member) => input[member] !== undefined);
  const used = pagingOptionsGiven(line);
  if (members.length > 0 && used.length > 0)
    throw noPaginateError(used, ` (--cli-input-json sets ${members.join(', ')}, which turns pagination off)`);
}

function readPagingOptions(command: CommandDef, line: ParsedLine, io: CommandIO): PagingOptions {
  const paginator = command.paginator;
  if (paginator === undefined) return {};
  const out: PagingOptions = {};
  const get = (name: string): string | undefined => {
    const v = line.commandOptions.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const pageSize = get('page-size');
  if (pageSize !== undefined) {
    const value = unpackParameter({ type: 'integer' }, [pageSize], '--page-size') as number;
    // --page-size becomes the limit member of each call: the service's own rule for it applies.
    const issues = validateFieldWith(command.fields, paginator.limitKey, value);
    if (issues.length > 0) throw issuesToParamError(issues, { [paginator.limitKey]: '--page-size' });
    out.pageSize = value;
  }
  const maxItems = get('max-items');
  if (maxItems !== undefined) {
    const value = unpackParameter({ type: 'integer' }, [maxItems], '--max-items') as number;
    // The AWS CLI runs with it (botocore cuts the first page to it) after this warning, word for word.
    if (value <= 0) io.stderr.write('warning: Non-positive values for --max-items may result in undefined behavior.\n');
    out.maxItems = value;
  }
  const startingToken = get('starting-token');
  if (startingToken !== undefined) {
    decodeResumeToken(startingToken, paginator.inputToken);
    out.startingToken = startingToken;
  }
  return out;
}

/** Whether this run parses YAML (--cli-input-yaml), so the yaml package must be loaded. Writing YAML needs no library. */
function needsYaml(line: ParsedLine): boolean {
  return line.commandOptions.has('cli-input-yaml');
}

function tableOptions(globals: CommandGlobals | undefined, out: CommandIO['stdout']): TableOptions {
  const tty = out.isTTY === true;
  return {
    terminalWidth: tty ? (out.columns ?? 80) : 80,
    color: globals?.color === 'on' || (globals?.color !== 'off' && tty),
  };
}

async function report(
  error: unknown,
  operation: string,
  globals: CommandGlobals | undefined,
  io: CommandIO,
): Promise<number> {
  const structured = structuredError(error, operation);
  if (structured !== undefined) {
    const { format, warning } = await resolveErrorFormat(globals?.errorFormat, globals?.profile, io.env);
    if (warning !== undefined) io.stderr.write(warning);
    io.stderr.write(renderStructuredError(structured.error, format, tableOptions(globals, io.stderr)));
    return structured.exit;
  }
  // A failure before any response (connection refused, DNS, timeout) is not a service error: plain text, as v2's
  // GeneralExceptionHandler prints it.
  if (isServiceError(error) && error.httpStatus === 0) {
    io.stderr.write(`\n${operation ? `${operation}: ` : ''}${error.message}\n`);
    return EXIT_OTHER;
  }
  if (error instanceof BackendUnavailableError) {
    io.stderr.write(`\n${error.message}\n`);
    return EXIT_OTHER;
  }
  const message =
    error instanceof Error
      ? error.name === 'TimeoutError'
        ? `Read timeout on ${operation}: ${error.message}`
        : error.message
      : String(error);
  io.stderr.write(`\n${message}\n`);
  return EXIT_OTHER;
}

/**
 * The errors the AWS CLI v2 prints in the chosen --cli-error-format (awscli/errorhandler.py,
 * construct_cli_error_handlers_chain): parameter errors (ParamValidationErrorsHandler, Code ParamValidation, 252),
 * no region and no credentials (Code NoRegion and NoCredentials, 253), and service errors (ClientErrorHandler, 254).
 * The legacy text of each is the one switchyard printed before, the AWS CLI's classic wording.
 */
function structuredError(error: unknown, operation: string): { error: StructuredError; exit: number } | undefined {
  if (error instanceof ParamError) {
    // v2's ArgParseException carries the usage after the message (awscli/argparser.py, CLIArgParser.error).
    const message = error.showUsage ? `${error.message}\n\n${USAGE}` : error.message;
    const legacy = error.showUsage ? `\n${USAGE}\n${error.message}\n\n` : `\n${error.message}\n`;
    return { error: cliErrorReport('ParamValidation', message, legacy), exit: EXIT_PARAM };
  }
  if (error instanceof Error && error.name === 'NoRegionError') {
    const message = 'You must specify a region. You can also configure your region by running "aws configure".';
    return { error: cliErrorReport('NoRegion', message, `\n${message}\n`), exit: EXIT_CONFIG };
  }
  if (isServiceError(error) && error.httpStatus === 0 && error.name === 'CredentialsProviderError') {
    const message = 'Unable to locate credentials. You can configure credentials by running "aws configure".';
    return { error: cliErrorReport('NoCredentials', message, `\n${message}\n`), exit: EXIT_CONFIG };
  }
  if (isServiceError(error) && error.httpStatus !== 0) {
    return { error: serviceErrorReport(error, operation), exit: EXIT_SERVICE };
  }
  return undefined;
}
