// `switchyard serve --data FILE` over a dataset of 1,000,000 members in one collaboration: the time from spawning the
// shipped bundle to its ready line, its resident memory once listening (VmRSS) and its peak (VmHWM), from
// /proc/PID/status. Target: listening within 3 s with at most 600 MiB. The dataset file is written once per run.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { datasetToJson, demoDataset, generateMemberDrafts } from '../src/engine/index.js';

const MEMBERS = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLLABORATION = 'a0a0a0a0-1111-4222-8333-444455556666';

async function writeDataset(path: string): Promise<number> {
  const base = datasetToJson(demoDataset());
  const drafts = generateMemberDrafts({
    count: MEMBERS,
    seed: 0x5eed_1000,
    region: 'us-east-1',
    startMs: Date.UTC(2025, 0, 1),
    creator: { accountId: '135792468013', displayName: 'Million Members Inc' },
    othersMayPay: [],
  });
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const { collaborations, ...rest } = base as { collaborations: unknown[] };
  await write(`${JSON.stringify(rest).slice(0, -1)},"collaborations":[`);
  for (const c of collaborations) await write(`${JSON.stringify(c)},`);
  await write(
    `{"id":"${COLLABORATION}","name":"Million","creatorAccountId":"135792468013","creatorDisplayName":"Million Members Inc","createTime":1735689600,"updateTime":1735689600,"memberStatus":"ACTIVE","members":[`,
  );
  for (let i = 0; i < drafts.length; i += 1) {
    const d = drafts[i]!;
    // Times as epoch seconds, as datasetToJson writes them. The replacer reads the holder's own value: the one it is
    // given for a Date is already Date.toJSON's ISO string (so a test of `value instanceof Date` never matched).
    const json = JSON.stringify(d, function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? raw.getTime() / 1000 : value;
    });
    await write(i === 0 ? json : `,${json}`);
  }
  await write(']}]}');
  out.end();
  await once(out, 'finish');
  return out.bytesWritten;
}

function statusField(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

async function startOnce(path: string): Promise<{ seconds: number; rss: number; peak: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0', '--data', path], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) if (line.startsWith('listening on ')) break;
  const seconds = (performance.now() - started) / 1000;
  const rss = statusField(child.pid!, 'VmRSS');
  const peak = statusField(child.pid!, 'VmHWM');
  child.kill('SIGTERM');
  await once(child, 'exit');
  return { seconds, rss, peak };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const dir = mkdtempSync(join(tmpdir(), 'switchyard-million-'));
try {
  const file = join(dir, 'million.json');
  const bytes = await writeDataset(file);
  const runs = [];
  for (let i = 0; i < ROUNDS; i += 1) runs.push(await startOnce(file));
  console.log(
    `serve --data, ${MEMBERS.toLocaleString('en')} members (${(bytes / 2 ** 20).toFixed(0)} MiB file), ${ROUNDS} starts:`,
  );
  console.log(`  listening after  ${median(runs.map((r) => r.seconds)).toFixed(2)} s median (target <= 3 s)`);
  console.log(`  RSS listening    ${median(runs.map((r) => r.rss)).toFixed(0)} MiB median (target <= 600 MiB)`);
  console.log(`  RSS peak         ${median(runs.map((r) => r.peak)).toFixed(0)} MiB median`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
