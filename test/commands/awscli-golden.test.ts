// Our renderers against the AWS CLI's own output (aws-cli 2.9.19, Debian bookworm) for the same responses: the files
// under fixtures/awscli-2.9.19 were printed by that CLI against the stub server stub.mjs (kept beside them), and the
// JSON it printed is the input our renderers get here. Byte-for-byte equality is the test.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLibraries } from '../../src/commands/lazy.js';
import { listMembers } from '../../src/operations/cleanrooms/listMembers.js';
import { describeConnectorProfiles } from '../../src/operations/appflow/describeConnectorProfiles.js';
import type { Doc } from '../../src/commands/output/document.js';
import { renderJson } from '../../src/commands/output/json.js';
import { renderResult } from '../../src/commands/output/render.js';
import { renderTable } from '../../src/commands/output/table.js';
import { renderText } from '../../src/commands/output/text.js';
import { renderYaml } from '../../src/commands/output/yaml.js';
import { paginate, type Page } from '../../src/commands/paginate.js';
import { inputSkeleton, yamlInputSkeleton } from '../../src/commands/skeleton.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/awscli-2.9.19/${name}`, import.meta.url), 'utf8');
const table = { terminalWidth: 80, color: false };

// The pages the stub served (page size 2), already in the CLI's printed form.
function stubPages(): (input: Record<string, unknown>) => Promise<Page> {
  const all = (JSON.parse(fixture('lm.json')) as { memberSummaries: Doc[] }).memberSummaries;
  return async (input) => {
    const max = (input.maxResults as number | undefined) ?? 2;
    const start = Number(input.nextToken ?? 0);
    const page: Page = { memberSummaries: all.slice(start, start + max) };
    if (start + max < all.length) page.nextToken = String(start + max);
    return page;
  };
}

describe('output formats match the AWS CLI byte for byte', () => {
  beforeAll(() => loadLibraries({ yaml: true, jmespath: true }));

  for (const output of ['json', 'text', 'table', 'yaml', 'yaml-stream'] as const) {
    it(`cleanrooms list-members --output ${output} (paginated, 3 pages)`, async () => {
      const result = await paginate(listMembers.paginator!, { collaborationIdentifier: 'x' }, {}, stubPages());
      expect(renderResult(listMembers, { kind: 'paginated', result }, { output, table })).toBe(fixture(`lm.${output}`));
    });
    it(`appflow describe-connector-profiles --output ${output}`, () => {
      const response = JSON.parse(fixture('dcp.json')) as unknown;
      expect(renderResult(describeConnectorProfiles, { kind: 'single', response }, { output, table })).toBe(
        fixture(`dcp.${output}`),
      );
    });
  }

  it('--max-items 3 prints the botocore NextToken (json and text)', async () => {
    const result = await paginate(
      listMembers.paginator!,
      { collaborationIdentifier: 'x' },
      { maxItems: 3 },
      stubPages(),
    );
    expect(renderResult(listMembers, { kind: 'paginated', result }, { output: 'json', table })).toBe(
      fixture('lm-max3.json'),
    );
    expect(renderResult(listMembers, { kind: 'paginated', result }, { output: 'text', table })).toBe(
      fixture('lm-max3.text'),
    );
  });

  it('--query with --output text applies per page to the result list, then to the NextToken', async () => {
    const result = await paginate(
      listMembers.paginator!,
      { collaborationIdentifier: 'x' },
      { maxItems: 3 },
      stubPages(),
    );
    const query = 'memberSummaries[].accountId';
    expect(renderResult(listMembers, { kind: 'paginated', result }, { output: 'text', query, table })).toBe(
      fixture('lm-max3-query.text'),
    );
    const names = 'memberSummaries[].displayName';
    expect(
      renderResult(listMembers, { kind: 'paginated', result }, { output: 'yaml-stream', query: names, table }),
    ).toBe(fixture('lm-max3-query.yaml-stream'));
  });

  it('scalars, nulls, booleans and long text (json, yaml, text, table)', () => {
    // The AWS CLI's output of `--query "{long: join(' ', ...), names: ..., n: length(...), t: \`true\`, z: null, f: \`1.5\`}"`.
    const doc = JSON.parse(fixture('dcp-fold.json')) as Doc;
    expect(renderJson(doc)).toBe(fixture('dcp-fold.json'));
    expect(renderYaml(doc)).toBe(fixture('dcp-fold.yaml'));
    expect(renderText(doc)).toBe(fixture('dcp-fold.text'));
    expect(renderTable('DescribeConnectorProfiles', doc, table)).toBe(fixture('dcp-fold.table'));
  });

  it('a table that fits a 200-column terminal stays horizontal', () => {
    const doc = JSON.parse(fixture('lm-wide.json')) as Doc;
    expect(renderTable('ListMembers', doc, { terminalWidth: 200, color: false })).toBe(fixture('lm-wide.table'));
  });

  it('--generate-cli-skeleton input and yaml-input print what the AWS CLI prints for list-members', () => {
    expect(renderJson(inputSkeleton(listMembers))).toBe(fixture('lm-skeleton.json'));
    expect(yamlInputSkeleton(listMembers)).toBe(fixture('lm-skeleton.yaml-input'));
  });

  it('a --starting-token from the AWS CLI resumes where it cut', async () => {
    const token = (JSON.parse(fixture('lm-max3.json')) as { NextToken: string }).NextToken;
    const result = await paginate(
      listMembers.paginator!,
      { collaborationIdentifier: 'x' },
      { startingToken: token },
      stubPages(),
    );
    const ids = result.pages.flatMap((p) => (p.memberSummaries as { accountId: string }[]).map((m) => m.accountId));
    expect(ids).toEqual(['123412341234', '999900001111']);
  });
});
