// `switchyard metrics` (the shipped bundle) under hostile HTTP, as `serve` is (issue 28, item 4): before,
// `GET http://[ HTTP/1.1` ended the exporter with an uncaught `TypeError: Invalid URL`. Every bad request line,
// header or framing gets a 4xx and the exporter keeps serving /metrics; a web page cannot read it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUNDLE_CLI, REPO_ROOT } from '../helpers/bundle.js';
import { parseRawResponse, sendRaw } from './helpers.js';

let dir: string;
let child: ChildProcess;
let port: number;
let stderr = '';
let exited: number | null | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sy-metrics-hostile-'));
  // Nothing listens on port 9: polls fail (logged), which does not matter to what is tested here.
  child = spawn(
    process.execPath,
    [BUNDLE_CLI, 'metrics', '--port', '0', '--github-url', 'http://127.0.0.1:9/api/v3', '--interval', '60'],
    {
      cwd: REPO_ROOT,
      env: { GH_ENTERPRISE_TOKEN: 'sy-test-secret-7Hq2Zx', HOME: dir, XDG_STATE_HOME: dir, PATH: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.once('exit', (code) => (exited = code));
  port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line; stderr: ${stderr}`)), 20_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
});
afterAll(() => {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

async function statusOf(text: string): Promise<number | undefined> {
  return parseRawResponse(await sendRaw(port, [text], { idleMs: 3_000 }))?.status;
}

const MUST_ANSWER: [string, number][] = [
  ['GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
  ['GET http://[::1 HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
  ['GET http://evil.example/metrics HTTP/1.1\r\nHost: localhost\r\n\r\n', 200],
  ['GARBAGE\r\n\r\n', 400],
  ['GET /metrics HTTP/9.9\r\nHost: localhost\r\n\r\n', 400],
  ['GET /metrics HTTP/1.1\r\nBad Header: v\r\n\r\n', 400],
  [`GET /metrics HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ['GET /metrics HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', 400],
  ['OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n', 404],
  ['GET /metrics HTTP/1.1\r\n\r\n', 400],
  ['GET /metrics HTTP/1.1\r\nHost: rebind.attacker.example\r\n\r\n', 403],
  ['GET /metrics HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\n\r\n', 403],
];

describe('switchyard metrics under hostile HTTP', () => {
  it('answers each bad request line, header and framing with a 4xx, and keeps serving', async () => {
    for (const [text, status] of MUST_ANSWER)
      expect(await statusOf(text), JSON.stringify(text.slice(0, 60))).toBe(status);
    expect(exited).toBeUndefined();
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
  }, 120_000);

  it('survives generated request targets and raw bytes', { timeout: 180_000 }, async () => {
    const target = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('http://[', 'http://', '//', '/%', '/metrics?%zz', 'https://[::1', '*', 'http://a:b@c/metrics'),
    );
    await fc.assert(
      fc.asyncProperty(target, fc.string({ unit: 'binary', maxLength: 60 }), async (path, junk) => {
        const clean = path.replace(/[\s]/g, '');
        await sendRaw(port, [`GET ${clean || '/'} HTTP/1.1\r\nHost: localhost\r\n\r\n`], { idleMs: 1_000 });
        await sendRaw(port, [`${junk}\r\n\r\n`], { idleMs: 500 });
      }),
      { numRuns: 150 },
    );
    expect(exited).toBeUndefined();
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    expect(stderr).not.toMatch(/TypeError|Uncaught|at .*\.js/);
  });
});
