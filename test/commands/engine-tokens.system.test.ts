// Engine page tokens survive a restart on the same dataset (each run below builds its own engine, as separate
// processes would), and a token from another dataset is refused as foreign.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetToJson, demoDataset, DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { run } from './helpers/run.js';

type Page = { memberSummaries: { accountId: string }[]; NextToken?: string };

describe('engine page tokens across runs', () => {
  it('a --max-items walk with --starting-token resumes in a fresh engine on the demo dataset', async () => {
    const base = [
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.pharma,
      '--page-size',
      '40',
    ];
    const seen: string[] = [];
    let token: string | undefined;
    for (let i = 0; i < 20; i++) {
      const r = await run([...base, '--max-items', '70', ...(token ? ['--starting-token', token] : [])]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const page = JSON.parse(r.stdout) as Page;
      seen.push(...page.memberSummaries.map((m) => m.accountId));
      token = page.NextToken;
      if (!token) break;
    }
    expect(seen.length).toBe(250);
    expect(new Set(seen).size).toBe(250);
  });

  it('refuses a token issued on another dataset', async () => {
    const first = await run([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.pharma,
      '--page-size',
      '40',
      '--max-items',
      '40',
    ]);
    const token = (JSON.parse(first.stdout) as Page).NextToken;
    expect(token).toBeTruthy();
    const dir = mkdtempSync(join(tmpdir(), 'sy-tokens-'));
    const file = join(dir, 'copy.json');
    // Same records, different bytes: a different dataset identity, so a different key.
    writeFileSync(file, JSON.stringify(datasetToJson(demoDataset()), null, 1));
    const other = await run([
      '--data',
      file,
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.pharma,
      '--page-size',
      '40',
      '--max-items',
      '40',
      '--starting-token',
      token!,
      '--cli-error-format',
      'legacy',
    ]);
    expect(other.code).toBe(254);
    expect(other.stderr).toContain('ValidationException');
    expect(other.stderr).toContain('nextToken');
  });
});
