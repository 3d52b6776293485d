// `switchyard serve` as a process: flags, exactly one ready line on stdout, --data with --verify-sigv4 (keys from the
// dataset), clean stop on SIGTERM and SIGINT, clear failures for bad flags, bad files and a busy port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CleanRoomsClient, ListMembersCommand } from '@aws-sdk/client-cleanrooms';
import { contractDataset, MAIN_COLLABORATION, MAIN_MEMBER_COUNT } from '../contract/dataset.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const KEY = { accessKeyId: 'AKIDSERVECOMMAND', secretAccessKey: SECRET };
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function serve(args: string[]): Promise<Started> {
  const child = spawn(process.execPath, [BUNDLE_CLI, 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /^listening on (http:\/\/[^\s]+)\n/.exec(out);
      if (match) resolve({ child, url: match[1] as string, stdout: () => out, stderr: () => err, exit });
    });
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    void exit.then((code) => reject(new Error(`serve exited with ${code}: ${err}`)));
  });
}

async function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BUNDLE_CLI, 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function datasetFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-serve-'));
  const path = join(dir, 'dataset.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('switchyard serve', () => {
  it('serves --data with --verify-sigv4, prints one ready line, and stops cleanly on SIGTERM', async () => {
    const file = datasetFile({ ...contractDataset(), awsCredentials: [KEY] });
    const started = await serve(['--port', '0', '--data', file, '--verify-sigv4']);
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const signed = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: started.url,
      credentials: KEY,
      maxAttempts: 1,
    });
    const output = await signed.send(
      new ListMembersCommand({ collaborationIdentifier: MAIN_COLLABORATION, maxResults: 100 }),
    );
    expect(output.memberSummaries).toHaveLength(MAIN_MEMBER_COUNT);
    const wrong = new CleanRoomsClient({
      region: 'us-east-1',
      endpoint: started.url,
      credentials: { ...KEY, secretAccessKey: 'nope' },
      maxAttempts: 1,
    });
    const error = await wrong
      .send(new ListMembersCommand({ collaborationIdentifier: MAIN_COLLABORATION }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidSignatureException', $metadata: { httpStatusCode: 403 } });
    signed.destroy();
    wrong.destroy();

    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
    expect(started.stdout()).toBe(`listening on ${started.url}\n`);
    expect(started.stdout() + started.stderr()).not.toContain(SECRET);
  });

  it('serves the demo dataset by default and stops on SIGINT', async () => {
    const started = await serve([]);
    const response = await fetch(`${started.url}/collaborations`);
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { collaborationList: unknown[] }).collaborationList.length,
    ).toBeGreaterThanOrEqual(3);
    started.child.kill('SIGINT');
    expect(await started.exit).toBe(0);
  });

  it('rejects bad flags with the usage and exit code 2', async () => {
    for (const args of [['--port', 'abc'], ['--port', '70000'], ['--bogus'], ['extra']]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('usage: switchyard serve');
      expect(result.stdout).toBe('');
    }
  });

  it('rejects an unreadable or invalid dataset with exit code 1, naming the problem', async () => {
    const missing = await run(['--data', '/nonexistent/switchyard.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file');
    const invalid = await run([
      '--data',
      datasetFile({ appBundles: [{ arn: 'not-an-arn' }], collaborations: [], connectorProfiles: [] }),
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('appBundles[0].arn');
  });

  it('reports a busy port with exit code 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await run(['--port', String(port)]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
