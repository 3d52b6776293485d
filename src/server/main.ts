// `switchyard serve`: the engine over HTTP, wire-compatible with the AWS SDKs and CLI (restJson1) and, through the
// GitHub handler, with Octokit. Prints one line `listening on http://HOST:PORT` (https with --tls-cert) when ready; stops on SIGINT/SIGTERM.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { EmulatorBackend } from '../service/emulatorBackend.js';
import { createEmulatorBackend } from '../compose/select.js';
import { createEmulator, type Emulator } from './emulator.js';
import { listenAddress } from './listenFlags.js';
import { checkTlsFiles } from './tlsFiles.js';
import { controlTokenProblem, controlTokenRequired, generateControlToken } from './control/controlToken.js';

const USAGE = `usage: switchyard serve [--port N] [--host ADDRESS] [--data FILE] [--state PATH] [--verify-sigv4]
                       [--region REGION] [--tls-cert FILE --tls-key FILE] [--github-hold-ms N]
                       [--control-token TOKEN]

  --port N          port to listen on; 0 picks a free one (default 0)
  --host ADDRESS    address to bind (default 127.0.0.1)
  --data FILE       dataset JSON to serve (default: the demo dataset)
  --state PATH      keep what clients create in this journal and reload it at start (default: memory only)
  --verify-sigv4    reject AWS requests whose SigV4 signature does not verify against the
                    dataset's awsCredentials (without it, signed and unsigned requests are accepted)
  --region REGION   with --verify-sigv4, also reject signatures scoped to another region
  --github-hold-ms N  hold each allowed GitHub response N ms (0-60000, default 0) while it counts as
                    concurrent, so a burst from one token reaches the 100-concurrent secondary limit
  --tls-cert FILE   serve HTTPS with this PEM certificate (chain); needs --tls-key
  --tls-key FILE    the PEM private key of --tls-cert
  --control-token TOKEN  require Authorization: Bearer TOKEN on the control plane (/_switchyard/); on a
                    non-loopback --host or with --verify-sigv4 it is required, and generated (printed once
                    to stderr) when not given
`;

export interface ServeArgs {
  port: number;
  host: string;
  data?: string;
  state?: string;
  verifySigv4: boolean;
  region?: string;
  githubHoldMs: number;
  tlsCert?: string;
  tlsKey?: string;
  controlToken?: string;
}

export function parseServeArgs(argv: string[]): ServeArgs | { help: true } {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      state: { type: 'string' },
      'verify-sigv4': { type: 'boolean' },
      region: { type: 'string' },
      'github-hold-ms': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'control-token': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true };
  const { port, host } = listenAddress(values, 0);
  if (values.state === '') throw new Error('--state must not be empty (a journal path, or :memory:)');
  if (values.region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d+$/.test(values.region)) {
    throw new Error(`--region must be an AWS region such as us-east-1, got '${values.region.slice(0, 40)}'`);
  }
  const holdText = values['github-hold-ms'] ?? '0';
  if (!/^\d{1,5}$/.test(holdText) || Number(holdText) > 60_000) {
    throw new Error(`--github-hold-ms must be an integer between 0 and 60000, got '${holdText.slice(0, 40)}'`);
  }
  if ((values['tls-cert'] === undefined) !== (values['tls-key'] === undefined)) {
    throw new Error('--tls-cert and --tls-key go together: give both files, or neither for plain HTTP');
  }
  const controlToken = values['control-token'];
  if (controlToken !== undefined) {
    const problem = controlTokenProblem(controlToken);
    if (problem !== undefined) throw new Error(problem);
  }
  return {
    port,
    host,
    ...(controlToken !== undefined ? { controlToken } : {}),
    ...(values.data !== undefined ? { data: values.data } : {}),
    ...(values.state !== undefined ? { state: values.state } : {}),
    verifySigv4: values['verify-sigv4'] ?? false,
    ...(values.region !== undefined ? { region: values.region } : {}),
    githubHoldMs: Number(holdText),
    ...(values['tls-cert'] !== undefined ? { tlsCert: values['tls-cert'] } : {}),
    ...(values['tls-key'] !== undefined ? { tlsKey: values['tls-key'] } : {}),
  };
}

export async function runServe(argv: string[]): Promise<number> {
  let args: ServeArgs;
  try {
    const parsed = parseServeArgs(argv);
    if ('help' in parsed) {
      process.stdout.write(USAGE);
      return 0;
    }
    args = parsed;
  } catch (error) {
    process.stderr.write(`switchyard serve: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }

  let backend: EmulatorBackend;
  try {
    backend = await createEmulatorBackend({
      ...(args.data !== undefined ? { data: args.data } : {}),
      ...(args.state !== undefined ? { state: args.state } : {}),
    });
  } catch (error) {
    process.stderr.write(`switchyard serve: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (args.verifySigv4 && backend.awsCredentials.length === 0) {
    process.stderr.write(
      'switchyard serve: --verify-sigv4: the dataset lists no awsCredentials, so every AWS request will be rejected\n',
    );
  }

  let tls: { cert: string; key: string } | undefined;
  if (args.tlsCert !== undefined && args.tlsKey !== undefined) {
    try {
      tls = { cert: await readFile(args.tlsCert, 'utf8'), key: await readFile(args.tlsKey, 'utf8') };
    } catch (error) {
      backend.close();
      process.stderr.write(`switchyard serve: cannot read the TLS files: ${(error as Error).message}\n`);
      return 1;
    }
    const checked = checkTlsFiles({ certPath: args.tlsCert, keyPath: args.tlsKey, ...tls });
    if (checked.error !== undefined) {
      backend.close();
      process.stderr.write(`switchyard serve: ${checked.error}\n`);
      return 1;
    }
    for (const warning of checked.warnings) process.stderr.write(`switchyard serve: warning: ${warning}\n`);
  }

  // A token printed here once, to stderr, and nowhere else (never logged, never written to a file).
  let controlToken = args.controlToken;
  if (controlToken === undefined && controlTokenRequired(args.host, args.verifySigv4)) {
    controlToken = generateControlToken();
    const why = args.verifySigv4 ? 'with --verify-sigv4' : `on ${args.host}, reachable from other hosts`;
    process.stderr.write(
      `switchyard serve: ${why}, the control plane needs this token (Authorization: Bearer): ${controlToken}\n`,
    );
  }

  let emulator: Emulator;
  try {
    emulator = createEmulator({
      ...(controlToken !== undefined ? { controlToken } : {}),
      backend,
      verifySigv4: args.verifySigv4,
      ...(args.region !== undefined ? { region: args.region } : {}),
      githubHoldMs: args.githubHoldMs,
      ...(tls !== undefined ? { tls } : {}),
    });
  } catch (error) {
    backend.close();
    process.stderr.write(`switchyard serve: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const server = emulator.server;

  let url: string;
  try {
    ({ url } = await server.listen(args.port, args.host));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${args.port} is already in use`
        : error instanceof Error
          ? error.message
          : String(error);
    backend.close();
    process.stderr.write(`switchyard serve: cannot listen on ${args.host}:${args.port}: ${reason}\n`);
    return 1;
  }
  process.stdout.write(`listening on ${url}\n`);

  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
  backend.close();
  return 0;
}
