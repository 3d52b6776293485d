// The YAML emitter against the one the AWS CLI uses (ruamel.yaml 0.17.21 safe dumper on libyaml, as Debian's
// awscli 2.9.19 runs it): fixtures/ruamel-0.17.21/yaml-cases.json holds 250 random JSON documents full of YAML
// edge cases (indicators, quotes, tabs, line breaks, astral characters, implicit-type look-alikes, long foldable
// text, long keys) and what that dumper printed for each; gen.py (beside it) made them. Byte equality is the test.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../src/commands/output/document.js';
import { yamlDump } from '../../src/commands/output/yaml.js';

interface Case {
  input: Doc;
  expected: string;
}

const cases = JSON.parse(
  readFileSync(new URL('./fixtures/ruamel-0.17.21/yaml-cases.json', import.meta.url), 'utf8'),
) as Case[];

describe('yaml output equals the AWS CLI dumper', () => {
  it(`${cases.length} random documents byte for byte`, () => {
    const mismatches = cases.filter((c) => yamlDump(c.input) !== c.expected);
    expect(
      mismatches.slice(0, 3).map((c) => ({ input: c.input, expected: c.expected, got: yamlDump(c.input) })),
    ).toEqual([]);
  });

  it('folds long text after column 80 at single spaces, as libyaml does', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const out = yamlDump({ k: long, list: [long] });
    expect(out).toMatch(/^k: word0 .* word12\n {2}word13 /);
    expect(out).toMatch(/\nlist:\n- word0 .*\n {2}word13 /);
  });

  it('quotes what would read back as another type', () => {
    expect(yamlDump({ a: '111122223333', b: '2023-07-22T04:26:40+00:00', c: 'true', d: '', e: 'yes', f: 'null' })).toBe(
      "a: '111122223333'\nb: '2023-07-22T04:26:40+00:00'\nc: 'true'\nd: ''\ne: yes\nf: 'null'\n",
    );
  });
});
