// The text and table formatters against awscli's own (the Python modules of Debian's awscli 2.9.19):
// fixtures/awscli-2.9.19/text-table-cases.json holds 120 random JSON documents (nested dicts, lists of dicts with
// missing keys, mixed lists, wide and East Asian text, booleans, nulls) with what awscli.text.format_text and
// awscli.formatter.TableFormatter printed for each (terminal width 80 and 200); text-table-gen.py made them. Cases
// where awscli itself raised are recorded as errors and not compared.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../src/commands/output/document.js';
import { renderTable } from '../../src/commands/output/table.js';
import { renderText } from '../../src/commands/output/text.js';

interface Case {
  input: Doc;
  text?: string;
  table80?: string;
  table200?: string;
}

const cases = JSON.parse(
  readFileSync(new URL('./fixtures/awscli-2.9.19/text-table-cases.json', import.meta.url), 'utf8'),
) as Case[];

describe('text and table output equal awscli formatters', () => {
  it('--output text on every case', () => {
    const compared = cases.filter((c) => c.text !== undefined);
    expect(compared.length).toBeGreaterThan(100);
    const mismatches = compared.filter((c) => renderText(c.input) !== c.text);
    expect(mismatches.slice(0, 2).map((c) => ({ input: c.input, expected: c.text, got: renderText(c.input) }))).toEqual(
      [],
    );
  });

  for (const width of [80, 200] as const) {
    it(`--output table at ${width} columns on every case`, () => {
      const key = `table${width}` as const;
      const compared = cases.filter((c) => c[key] !== undefined);
      expect(compared.length).toBeGreaterThan(100);
      const render = (c: Case): string => renderTable('Operation', c.input, { terminalWidth: width, color: false });
      const mismatches = compared.filter((c) => render(c) !== c[key]);
      expect(mismatches.slice(0, 2).map((c) => ({ input: c.input, expected: c[key], got: render(c) }))).toEqual([]);
    });
  }
});
