// The command line of `switchyard github rate-limit`. Parsed by hand because `--watch` takes an optional value
// (node:util parseArgs has no optional-value options); every error names the option and the rule.
import { MIN_POLL_INTERVAL_MS, DEFAULT_POLL_INTERVAL_MS } from '../../domain/ratelimits/polling.js';
import { ParamError } from '../errors.js';
import { unknownOptionName } from '../parse/optionName.js';

export type RateLimitOutput = 'json' | 'table' | 'text' | 'prometheus';
const OUTPUTS: readonly RateLimitOutput[] = ['json', 'table', 'text', 'prometheus'];

export interface RateLimitArgs {
  help: boolean;
  githubUrl?: string;
  /** Names of environment variables holding tokens, one caller each (tokens never go on the command line). */
  tokenEnv: string[];
  output: RateLimitOutput;
  query?: string;
  /** Seconds between readings; absent: read once. */
  watchSeconds?: number;
  minRemaining?: number;
  resource: string;
  /** `--no-alerts`: no stderr line when a bucket crosses a threshold while watching. */
  alerts: boolean;
  /** `--cli-connect-timeout`: seconds, 0 = none; absent: the default 60 s. */
  connectTimeoutSeconds?: number;
  /** The AWS profile whose `ca_bundle` is trusted. */
  profile?: string;
  /** A PEM file of certificates to trust in addition to the default roots. */
  caBundle?: string;
  /** `--no-verify-ssl` gives false. */
  verifySsl: boolean;
  /** `--max-retries`: retries of a rate-limited read before giving up (retry rule 5); absent: the policy's 3. */
  maxRetries?: number;
}

/** The most retries `--max-retries` takes: rule 5 doubles the wait each time, so ten already spans hours. */
export const MAX_RETRIES_CAP = 10;

export const RATE_LIMIT_USAGE = `usage: switchyard github rate-limit [--github-url URL] [--token-env NAME ...]
                                  [--output json|table|text|prometheus] [--query JMESPATH]
                                  [--watch [SECONDS]] [--min-remaining N [--resource core]] [--no-alerts]
                                  [--ca-bundle FILE] [--no-verify-ssl] [--profile NAME] [--cli-connect-timeout SECONDS]
                                  [--max-retries N]

Reads GET /rate_limit for every caller on the API root (--github-url, else GH_HOST's, else api.github.com). Tokens:
the variables named by --token-env, else GH_TOKEN and GITHUB_TOKEN (GitHub Enterprise Server: GH_ENTERPRISE_TOKEN and
GITHUB_ENTERPRISE_TOKEN), else \`gh auth token --hostname HOST\`; none: the unauthenticated budget. Certificates:
--ca-bundle, AWS_CA_BUNDLE or the profile's ca_bundle are trusted besides the default roots. --cli-connect-timeout
bounds the time to connect to GitHub (default 60, 0 = none), as for the AWS commands. A rate-limited read waits as
GitHub asks (a line on stderr says how long) and is retried up to --max-retries times (default 3, 0-10); then the
command fails with the reason and exit status 254. Exits 3 when --min-remaining is not met.
`;

function fail(option: string, rule: string): never {
  throw new ParamError(`Error parsing parameter '${option}': ${rule}`);
}

function wholeNumber(option: string, raw: string | undefined, min: number): number {
  if (raw === undefined) fail(option, 'expected a value');
  if (!/^\d+$/.test(raw)) fail(option, `must be a whole number, got '${raw}'`);
  const n = Number(raw);
  if (n < min) fail(option, `must be at least ${min}`);
  return n;
}

export function parseRateLimitArgs(argv: readonly string[]): RateLimitArgs {
  const args: RateLimitArgs = {
    help: false,
    tokenEnv: [],
    output: 'json',
    resource: 'core',
    alerts: true,
    verifySsl: true,
  };
  let resourceGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const name = eq > 0 ? word.slice(0, eq) : word;
    const inline = eq > 0 ? word.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) fail(name, 'expected a value');
      i += 1;
      return next;
    };
    switch (name) {
      case '--help':
      case '-h':
      case 'help':
        args.help = true;
        break;
      case '--github-url':
        args.githubUrl = value();
        break;
      case '--token-env': {
        const v = value();
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v)) fail(name, 'must name an environment variable (letters, digits, _)');
        args.tokenEnv.push(v);
        break;
      }
      case '--output': {
        const v = value();
        if (!OUTPUTS.includes(v as RateLimitOutput)) fail(name, `must be one of ${OUTPUTS.join(', ')}, got '${v}'`);
        args.output = v as RateLimitOutput;
        break;
      }
      case '--query':
        args.query = value();
        break;
      case '--watch': {
        const next = inline ?? argv[i + 1];
        const hasValue = inline !== undefined || (next !== undefined && /^\d+(\.\d+)?$/.test(next));
        if (!hasValue) {
          args.watchSeconds = DEFAULT_POLL_INTERVAL_MS / 1000;
          break;
        }
        if (inline === undefined) i += 1;
        const seconds = Number(next);
        if (!Number.isFinite(seconds)) fail(name, `must be a number of seconds, got '${next}'`);
        if (seconds * 1000 < MIN_POLL_INTERVAL_MS)
          fail(name, `must be at least ${MIN_POLL_INTERVAL_MS / 1000} s (the polling floor), got ${next}`);
        args.watchSeconds = seconds;
        break;
      }
      case '--min-remaining':
        args.minRemaining = wholeNumber(name, inline ?? (argv[i + 1]?.startsWith('--') ? undefined : argv[++i]), 0);
        break;
      case '--resource': {
        const v = value();
        if (!/^[a-z_]+$/.test(v)) fail(name, `must be a bucket name such as core, search or graphql, got '${v}'`);
        args.resource = v;
        resourceGiven = true;
        break;
      }
      case '--no-alerts':
        args.alerts = false;
        break;
      case '--cli-connect-timeout':
        args.connectTimeoutSeconds = wholeNumber(name, value(), 0);
        break;
      case '--ca-bundle':
        args.caBundle = value();
        break;
      case '--no-verify-ssl':
        args.verifySsl = false;
        break;
      case '--profile':
        args.profile = value();
        break;
      case '--max-retries': {
        const n = wholeNumber(name, value(), 0);
        if (n > MAX_RETRIES_CAP) fail(name, `must be at most ${MAX_RETRIES_CAP}, got ${n}`);
        args.maxRetries = n;
        break;
      }
      default: {
        // An option by its name without its value; anything else by position, never echoed: a stray word may be a
        // token pasted by mistake.
        const option = unknownOptionName(word);
        if (option !== undefined) fail(option, 'unknown option (see --help)');
        fail(`argument ${i + 1}`, word.startsWith('-') ? 'unknown option' : 'unexpected word');
      }
    }
  }
  if (resourceGiven && args.minRemaining === undefined) fail('--resource', 'only meaningful with --min-remaining');
  if (args.query !== undefined && args.output === 'prometheus')
    fail('--query', 'cannot be combined with --output prometheus (the exposition format has fixed metric names)');
  return args;
}
