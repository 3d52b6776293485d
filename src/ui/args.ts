// Flags of the explorer (`switchyard [flags]`), parsed strictly: an unknown flag or a missing value is an error that
// names the flag, not something ignored.

import type { ScreenId } from './screenContract.js';
import { SCREEN_WORDS_SHOWN, screenOfWord } from '../settings/screenWords.js';

export interface ExplorerArgs {
  help: boolean;
  backend?: 'engine' | 'aws';
  dataPath?: string;
  /** Where the embedded engine keeps what the user creates (a journal path, or :memory:). */
  statePath?: string;
  screen?: ScreenId;
  openCollaboration?: string;
  region?: string;
  profile?: string;
  endpointUrl?: string;
  noSignRequest?: boolean;
  /** A PEM file of certificates to trust, for AWS and GitHub requests alike. */
  caBundle?: string;
  /** `--no-verify-ssl`: skip the certificate check of AWS and GitHub requests. */
  noVerifySsl?: boolean;
  /** Watch GitHub's real budgets on the rate-limit screen (api.github.com unless githubUrl says otherwise). */
  github?: boolean;
  githubUrl?: string;
  /** Settings directory instead of the platform one (tests, portable use). */
  configDir?: string;
  /** No rate-limit alerts (bell, desktop notification), whatever the settings say. */
  noAlerts?: boolean;
  /** No colour escapes (as NO_COLOR does); the selection stays visible by its `›` marker. */
  noColor?: boolean;
  /** `--cli-read-timeout`: seconds a call may wait for its answer, 0 = none (else the setting, else 60). */
  readTimeoutSeconds?: number;
  /** `--cli-connect-timeout`: seconds a connection may take, 0 = none (else the setting, else 60). AWS only. */
  connectTimeoutSeconds?: number;
  /** Ink's screen-reader mode (as INK_SCREEN_READER=true): the screens as words, the selection and levels said. */
  screenReader?: boolean;
}

export const EXPLORER_USAGE = `Usage: switchyard [options]

Opens the explorer (an interactive terminal is required).

Options:
  --data FILE            load this dataset into the embedded engine instead of the demo dataset
  --state PATH           keep what you create in this journal (:memory: keeps nothing; default:
                         $XDG_STATE_HOME/switchyard/)
  --backend engine|aws   which backend to use (default: the settings' defaultBackend, else engine)
  --screen NAME          open on members, profiles, create or limits (default: the last screen used)
  --open ID              open this collaboration's members at start
  --region, --profile, --endpoint-url, --no-sign-request   AWS backend options
  --ca-bundle FILE       trust the certificates in FILE (AWS and GitHub; also AWS_CA_BUNDLE, profile ca_bundle)
  --no-verify-ssl        do not check certificates (AWS and GitHub)
  --cli-read-timeout N   seconds a call waits for its answer, 0 = no timeout (default: the setting
                         readTimeoutSeconds, else 60)
  --cli-connect-timeout N  seconds an AWS request waits for a connection, 0 = no timeout (default: the
                         setting connectTimeoutSeconds, else 60)
  --github               rate-limit screen on GitHub's real budgets: GH_HOST's host, else api.github.com; token
                         from GH_TOKEN/GITHUB_TOKEN (GHES: GH_ENTERPRISE_TOKEN/GITHUB_ENTERPRISE_TOKEN) or
                         \`gh auth token\`, never stored
  --github-url URL       the same against another GitHub API root (GitHub Enterprise, or switchyard serve)
  --config-dir DIR       keep settings in DIR instead of $XDG_CONFIG_HOME/switchyard
  --no-color             no colours (also when NO_COLOR is set); the selection keeps its › marker
  --no-alerts            no rate-limit alerts (bell, desktop notification), whatever the settings say
  --screen-reader        accessible mode: every screen as text for a screen reader, the selection and
                         statuses in words (also INK_SCREEN_READER=true)
  -h, --help             show this help

Command mode: switchyard help`;

export class ArgsError extends Error {}

/** Whole seconds, 0 or more, as command mode takes its timeouts. */
function seconds(flag: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    throw new ArgsError(`${flag} must be a whole number of seconds (0 = no timeout), not '${raw}'`);
  return Number(raw);
}

export function parseExplorerArgs(argv: readonly string[]): ExplorerArgs {
  const args: ExplorerArgs = { help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const raw = argv[i] ?? '';
    const [flag, inline] =
      raw.startsWith('--') && raw.includes('=')
        ? [raw.slice(0, raw.indexOf('=')), raw.slice(raw.indexOf('=') + 1)]
        : [raw, undefined];
    const value = (): string => {
      const v = inline ?? argv[(i += 1)];
      if (v === undefined || v === '') throw new ArgsError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '-h':
      case '--help':
        args.help = true;
        break;
      case '--data':
        args.dataPath = value();
        break;
      case '--state':
        args.statePath = value();
        break;
      case '--backend': {
        const v = value();
        if (v !== 'engine' && v !== 'aws') throw new ArgsError(`--backend must be engine or aws, not '${v}'`);
        args.backend = v;
        break;
      }
      case '--screen': {
        const v = value();
        const screen = screenOfWord(v);
        if (screen === undefined)
          throw new ArgsError(`--screen must be one of ${SCREEN_WORDS_SHOWN.join(', ')}, not '${v}'`);
        args.screen = screen;
        break;
      }
      case '--open':
        args.openCollaboration = value();
        break;
      case '--region':
        args.region = value();
        break;
      case '--profile':
        args.profile = value();
        break;
      case '--endpoint-url':
        args.endpointUrl = value();
        break;
      case '--no-sign-request':
        args.noSignRequest = true;
        break;
      case '--ca-bundle':
        args.caBundle = value();
        break;
      case '--no-verify-ssl':
        args.noVerifySsl = true;
        break;
      case '--cli-read-timeout':
        args.readTimeoutSeconds = seconds(flag, value());
        break;
      case '--cli-connect-timeout':
        args.connectTimeoutSeconds = seconds(flag, value());
        break;
      case '--github':
        args.github = true;
        break;
      case '--github-url':
        args.githubUrl = value();
        break;
      case '--config-dir':
        args.configDir = value();
        break;
      case '--no-color':
        args.noColor = true;
        break;
      case '--no-alerts':
        args.noAlerts = true;
        break;
      case '--screen-reader':
        args.screenReader = true;
        break;
      default:
        throw new ArgsError(`unknown option '${raw}' (see switchyard --help)`);
    }
  }
  return args;
}
