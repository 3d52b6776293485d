// `switchyard github rate-limit`: GitHub's `GET /rate_limit` for every caller, for scripts and CI gates. The JSON
// output of a single caller is GitHub's body unchanged (scripts written for `gh api rate_limit` keep working); table
// and text show one row per caller and bucket; prometheus prints the exposition format. Never loads Ink or React.
import { bucketsFromRateLimitBody } from '../../domain/ratelimits/fromGithub.js';
import { isServiceError } from '../../domain/errors.js';
import { openGithubRateLimits } from '../../compose/select.js';
import type { GithubRateLimitSource, GithubSourceOptions } from '../../service/githubRateLimitSource.js';
import type { RateLimitCaller, RateLimitEvent } from '../../service/rateLimitsPort.js';
import { EXIT_OK, EXIT_OTHER, EXIT_PARAM, EXIT_SERVICE, ParamError } from '../errors.js';
import { processIO, type CommandIO } from '../io.js';
import { jmespathLib, loadLibraries } from '../lazy.js';
import type { Doc } from '../output/document.js';
import { renderJson } from '../output/json.js';
import { renderTable } from '../output/table.js';
import { renderText } from '../output/text.js';
import { parseRateLimitArgs, RATE_LIMIT_USAGE, type RateLimitArgs } from './rateLimitArgs.js';
import { watchAlerts, type AlertLine } from './watchAlerts.js';

/** `--min-remaining` not met: distinct from every error status, so a CI gate can tell "wait" from "broken". */
export const EXIT_BELOW_MINIMUM = 3;

export interface CallerReading {
  caller: RateLimitCaller;
  /** The token's fingerprint, or `unauthenticated`. */
  callerLabel: string;
  host: string;
  body: unknown;
}

export interface GithubCommandDeps {
  open: (options: GithubSourceOptions) => Promise<GithubRateLimitSource>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

const defaultDeps: GithubCommandDeps = {
  open: openGithubRateLimits,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

const GITHUB_USAGE = `usage: switchyard github rate-limit [options]\n\nSee \`switchyard github rate-limit --help\`.\n`;

export async function runGithubCommand(
  argv: readonly string[],
  io: CommandIO = processIO(),
  deps: GithubCommandDeps = defaultDeps,
): Promise<number> {
  const [, sub, ...rest] = argv;
  if (sub === undefined || sub === 'help' || sub === '--help' || sub === '-h') {
    io.stdout.write(GITHUB_USAGE);
    return sub === undefined ? EXIT_PARAM : EXIT_OK;
  }
  let source: GithubRateLimitSource | undefined;
  try {
    if (sub !== 'rate-limit')
      throw new ParamError(`switchyard: error: argument operation: Invalid choice, valid choices are: rate-limit`);
    const args = parseRateLimitArgs(rest);
    if (args.help) {
      io.stdout.write(RATE_LIMIT_USAGE);
      return EXIT_OK;
    }
    await loadLibraries({ jmespath: args.query !== undefined });
    if (args.query !== undefined) checkQuery(args.query);
    source = await deps
      .open({
        ...(args.githubUrl !== undefined ? { githubUrl: args.githubUrl } : {}),
        tokens: tokensFromEnv(args.tokenEnv, io.env),
        env: io.env,
        ...(args.connectTimeoutSeconds !== undefined ? { connectTimeoutMs: args.connectTimeoutSeconds * 1000 } : {}),
        ...(args.profile !== undefined ? { profile: args.profile } : {}),
        ...(args.caBundle !== undefined ? { caBundle: args.caBundle } : {}),
        verifySsl: args.verifySsl,
        ...(args.maxRetries !== undefined ? { retryPolicy: { maxRetries: args.maxRetries } } : {}),
      })
      .catch((error: unknown) => {
        // Checked before any request: the API root's form (--github-url, or GH_HOST's host).
        if (isServiceError(error) && error.name === 'ValidationException') {
          const field = error.fieldList?.[0];
          const option = field?.name === 'GH_HOST' ? 'GH_HOST' : "parameter '--github-url'";
          throw new ParamError(`Error parsing ${option}: ${field?.message ?? error.message}`);
        }
        throw error;
      });
    for (const warning of source.warnings ?? []) io.stderr.write(`switchyard: warning: ${warning}\n`);
    // A rate-limited read waits (rules 1-5) before its retry: say so, or a CI log shows a silent pause of a minute.
    source.subscribe((event) => {
      if (event.type === 'retry-scheduled') io.stderr.write(`${retryLine(event, deps.now())}\n`);
    });
    if (!args.verifySsl && new URL(source.baseUrl).protocol === 'https:') {
      // As the AWS CLI warns for --no-verify-ssl (urllib3's InsecureRequestWarning), once per run.
      io.stderr.write(
        `InsecureRequestWarning: Unverified HTTPS request is being made to host '${new URL(source.baseUrl).hostname}'. Adding certificate verification is strongly advised.\n`,
      );
    }
    const alerts = args.watchSeconds !== undefined && args.alerts ? await watchAlerts(io.env) : undefined;
    for (;;) {
      const readings = await readAll(source);
      io.stdout.write(await render(readings, args, io));
      alerts?.(readings, deps.now()).forEach((line: AlertLine) => io.stderr.write(`${line}\n`));
      const short = belowMinimum(readings, args);
      if (short !== undefined) {
        io.stderr.write(`${short}\n`);
        return EXIT_BELOW_MINIMUM;
      }
      if (args.watchSeconds === undefined) return EXIT_OK;
      await deps.sleep(args.watchSeconds * 1000);
    }
  } catch (error) {
    return report(error, io);
  } finally {
    source?.close();
  }
}

/** The stderr line of a scheduled retry: what limited the read, how long it waits, and which try comes next. */
export function retryLine(event: Extract<RateLimitEvent, { type: 'retry-scheduled' }>, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((event.retryAt - nowMs) / 1000));
  const at = new Date(event.retryAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `switchyard: github rate-limit: ${event.method} ${event.path} met a ${event.limit} rate limit (${event.reason}); retry ${event.attempt} in ${seconds} s, at ${at}`;
}

function checkQuery(query: string): void {
  try {
    (jmespathLib() as unknown as { compile(e: string): unknown }).compile(query);
  } catch (error) {
    throw new ParamError(`Bad value for --query ${query}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function tokensFromEnv(names: readonly string[], env: NodeJS.ProcessEnv): string[] | undefined {
  if (names.length === 0) return undefined;
  return names.map((name) => {
    const value = env[name]?.trim();
    if (value === undefined || value === '')
      throw new ParamError(`Error parsing parameter '--token-env': the variable ${name} is not set or is empty`);
    return value;
  });
}

async function readAll(source: GithubRateLimitSource): Promise<CallerReading[]> {
  const callers = await source.listCallers();
  const host = new URL(source.baseUrl).host;
  return Promise.all(
    callers.map(async (caller) => {
      const answer = await source.request(caller.id, 'GET /rate_limit');
      return { caller, callerLabel: caller.fingerprint ?? 'unauthenticated', host, body: answer.data };
    }),
  );
}

/** The document `--output json` prints: one caller's body as GitHub sent it, or every caller's under `callers`. */
export function jsonDocument(readings: readonly CallerReading[]): Doc {
  if (readings.length === 1) return readings[0]!.body as Doc;
  return {
    callers: readings.map((r) => ({
      caller: r.callerLabel,
      label: r.caller.label,
      host: r.host,
      rate_limit: r.body as Doc,
    })),
  };
}

/** The document table and text print: one row per caller and bucket. */
export function rowsDocument(readings: readonly CallerReading[], nowMs: number): Doc {
  return {
    RateLimits: readings.flatMap((r) =>
      bucketsFromRateLimitBody(r.body, nowMs).map((b) => ({
        Caller: r.callerLabel,
        Host: r.host,
        Resource: b.resource,
        Limit: b.limit,
        Used: b.used,
        Remaining: b.remaining,
        Reset: new Date(b.reset * 1000).toISOString(),
      })),
    ),
  };
}

async function render(readings: readonly CallerReading[], args: RateLimitArgs, io: CommandIO): Promise<string> {
  const query = (doc: Doc): Doc =>
    args.query === undefined ? doc : ((jmespathLib().search(doc, args.query) as Doc | undefined) ?? null);
  const now = Date.now();
  switch (args.output) {
    case 'prometheus': {
      const { prometheusText } = await import('../../formats/exposition.js');
      return prometheusText(
        readings.map((r) => ({ caller: r.callerLabel, host: r.host, buckets: bucketsFromRateLimitBody(r.body, now) })),
      );
    }
    case 'table':
      return renderTable('RateLimit', query(rowsDocument(readings, now)), {
        terminalWidth: io.stdout.columns ?? 80,
        color: false,
      });
    case 'text':
      return renderText(query(rowsDocument(readings, now)));
    default:
      return renderJson(query(jsonDocument(readings)));
  }
}

/** The one-line message when a caller's bucket is below `--min-remaining`, or undefined when every caller meets it. */
export function belowMinimum(readings: readonly CallerReading[], args: RateLimitArgs): string | undefined {
  if (args.minRemaining === undefined) return undefined;
  for (const r of readings) {
    const bucket = bucketsFromRateLimitBody(r.body, Date.now()).find((b) => b.resource === args.resource);
    if (bucket === undefined) {
      throw new ParamError(
        `Error parsing parameter '--resource': caller ${r.callerLabel} on ${r.host} has no '${args.resource}' bucket`,
      );
    }
    if (bucket.remaining < args.minRemaining) {
      const reset = new Date(bucket.reset * 1000).toISOString();
      return `switchyard: ${args.resource} remaining ${bucket.remaining} < ${args.minRemaining} for caller ${r.callerLabel} on ${r.host} (resets ${reset})`;
    }
  }
  return undefined;
}

function report(error: unknown, io: CommandIO): number {
  if (error instanceof ParamError) {
    io.stderr.write(`${error.message}\n${error.showUsage ? RATE_LIMIT_USAGE : ''}`);
    return EXIT_PARAM;
  }
  if (isServiceError(error)) {
    io.stderr.write(`switchyard: github rate-limit: ${error.message}\n`);
    return EXIT_SERVICE;
  }
  io.stderr.write(`switchyard: github rate-limit: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_OTHER;
}
