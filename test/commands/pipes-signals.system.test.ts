// The built CLI in a pipeline and under Ctrl+C: a reader that closes early (`| head -1`) ends the run quietly with
// status 141 (as a tool killed by SIGPIPE), on the engine and on the SDK path alike, and SIGINT during a call ends
// it with 130; never a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { startDistServe, stopAllServes } from './helpers/dist.js';

const STACK = /\n\s+at |Unhandled|node:events|EPIPE/;
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
});

describe('pipes and signals (dist/cli.js)', () => {
  it('`| head -1` leaves no stack trace and exits 141', () => {
    const script =
      `set -o pipefail; "${process.execPath}" dist/cli.js cleanrooms list-members ` +
      `--collaboration-identifier ${DEMO_COLLABORATION_IDS.pharma} --output json | head -1`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(run.stdout).toBe('{\n');
    expect(run.stderr).not.toMatch(STACK);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(141);
  });

  it('`| head -1` on the SDK path (--endpoint-url, serve) leaves no stack trace and exits 141', async () => {
    // The adtech collaboration has thousands of members: every page of JSON is far more than a pipe holds.
    const serve = await startDistServe([]);
    try {
      const script =
        `set -o pipefail; "${process.execPath}" dist/cli.js cleanrooms list-members ` +
        `--collaboration-identifier ${DEMO_COLLABORATION_IDS.adtech} --output json ` +
        `--endpoint-url ${serve.url} --region us-east-1 --no-sign-request | head -1`;
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('bash', ['-c', script], { env: { PATH: process.env.PATH, HOME: process.env.HOME } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
      expect(run.stdout).toBe('{\n');
      expect(run.stderr).not.toMatch(STACK);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(141);
    } finally {
      stopAllServes();
    }
  });

  it('Ctrl+C during a call exits 130 without a stack trace', async () => {
    // An endpoint that accepts the connection and never answers: the call is in flight when SIGINT arrives.
    let connected!: () => void;
    const inFlight = new Promise<void>((resolve) => (connected = resolve));
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.on('data', () => connected());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const child = spawn(
      process.execPath,
      [
        'dist/cli.js',
        'cleanrooms',
        'list-members',
        '--collaboration-identifier',
        DEMO_COLLABORATION_IDS.pharma,
        '--endpoint-url',
        `http://127.0.0.1:${port}`,
        '--region',
        'us-east-1',
        '--no-sign-request',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH } },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await inFlight;
    child.kill('SIGINT');
    const { code, signal } = await exited;
    expect({ code, signal }).toEqual({ code: 130, signal: null });
    expect(stderr).not.toMatch(STACK);
  });
});
