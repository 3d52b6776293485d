// `switchyard metrics --port N [--host H]`: a Prometheus exporter of GitHub rate limits for every watched caller
// (tokens as `switchyard github rate-limit` resolves them), with the secondary-limit estimates of switchyard's own
// traffic marked `estimated="true"`. Polls at the GitHub backend's interval; prints `listening on http://HOST:PORT`;
// stops cleanly on SIGTERM and SIGINT.
import { parseArgs } from 'node:util';
import { DEFAULT_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS } from '../../domain/ratelimits/polling.js';
import { systemClock } from '../../domain/clock.js';
import { openHistoryFile } from '../../history/historyFile.js';
import { openGithubRateLimits } from '../../compose/select.js';
import { createLastingHistory } from '../../history/lastingHistory.js';
import { startMetricsServer } from './metricsServer.js';
import { listenAddress } from '../listenFlags.js';

const USAGE = `usage: switchyard metrics [--port N] [--host ADDRESS] [--github-url URL] [--token-env NAME ...]
                         [--interval SECONDS]

  --port N            port to listen on; 0 picks a free one (default 9464)
  --host ADDRESS      address to bind (default 127.0.0.1)
  --github-url URL    API root (default GH_HOST's, else https://api.github.com; GHES: https://HOST/api/v3)
  --token-env NAME    an environment variable holding a token to watch (repeat for several callers); default
                      GH_TOKEN / GITHUB_TOKEN (GHES: GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN), then
                      \`gh auth token --hostname HOST\`
  --interval SECONDS  how often GET /rate_limit is polled (default ${DEFAULT_POLL_INTERVAL_MS / 1000}, at least ${MIN_POLL_INTERVAL_MS / 1000})
`;

interface MetricsArgs {
  port: number;
  host: string;
  githubUrl?: string;
  tokens?: string[];
  intervalMs: number;
}

export function parseMetricsArgs(argv: string[], env: NodeJS.ProcessEnv): MetricsArgs | { help: true } {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'github-url': { type: 'string' },
      'token-env': { type: 'string', multiple: true },
      interval: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true };
  const { port, host } = listenAddress(values, 9464);
  const intervalText = values.interval ?? String(DEFAULT_POLL_INTERVAL_MS / 1000);
  const intervalMs = Number(intervalText) * 1000;
  if (!/^\d+(\.\d+)?$/.test(intervalText) || intervalMs < MIN_POLL_INTERVAL_MS) {
    throw new Error(
      `--interval must be a number of seconds, at least ${MIN_POLL_INTERVAL_MS / 1000} (the polling floor)`,
    );
  }
  const tokens = (values['token-env'] ?? []).map((name) => {
    const value = env[name]?.trim();
    if (value === undefined || value === '')
      throw new Error(`--token-env: the variable ${name} is not set or is empty`);
    return value;
  });
  return {
    port,
    host,
    ...(values['github-url'] !== undefined ? { githubUrl: values['github-url'] } : {}),
    ...(tokens.length > 0 ? { tokens } : {}),
    intervalMs,
  };
}

export async function runMetrics(argv: string[]): Promise<number> {
  let args: MetricsArgs;
  try {
    const parsed = parseMetricsArgs(argv, process.env);
    if ('help' in parsed) {
      process.stdout.write(USAGE);
      return 0;
    }
    args = parsed;
  } catch (error) {
    // parseArgs names unknown options by their name only; values are never echoed.
    process.stderr.write(`switchyard metrics: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const log = (message: string) => void process.stderr.write(`${message}\n`);
  let source;
  try {
    source = await openGithubRateLimits({
      ...(args.githubUrl !== undefined ? { githubUrl: args.githubUrl } : {}),
      ...(args.tokens !== undefined ? { tokens: args.tokens } : {}),
      env: process.env,
      pollIntervalMs: args.intervalMs,
    });
  } catch (error) {
    log(`switchyard metrics: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  let server;
  try {
    server = await startMetricsServer(source, args.port, args.host, log);
  } catch (error) {
    source.close();
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? `port ${args.port} is already in use` : String(error);
    log(`switchyard metrics: cannot listen on ${args.host}:${args.port}: ${reason}`);
    return 1;
  }
  // The exporter records what it polls into the same lasting history the explorer reads back.
  const history = createLastingHistory({
    port: source,
    clock: systemClock,
    persistence: openHistoryFile({ warn: log }),
    intervalMs: args.intervalMs,
  });
  void history.actions.open().catch((error: unknown) => log(`switchyard metrics: history: ${String(error)}`));
  process.stdout.write(`listening on ${server.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  history.actions.close();
  source.close();
  await server.close();
  return 0;
}
