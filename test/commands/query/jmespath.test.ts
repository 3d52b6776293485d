// --query's JMESPath (src/commands/query/jmespath.ts) against cases of the JMESPath compliance suite
// (github.com/jmespath/jmespath.test, commit 53abcc3: literal, unicode, boolean, slice and syntax files whole, and the
// functions cases of sort, sort_by, max, min, max_by, min_by, length and reverse), and the code-point cases of issue 27
// with the results Python's jmespath 1.1.0 (the AWS CLI's library) gives. The shipped bundle's
// --query: jmespath.system.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, compile, search, standardLiterals } from '../../../src/commands/query/jmespath.js';

interface Suite {
  file: string;
  given: unknown;
  cases: { expression: string; result?: unknown; error?: string; comment?: string }[];
}
const suites = JSON.parse(
  readFileSync(new URL('../fixtures/jmespath-compliance/cases.json', import.meta.url), 'utf8'),
) as Suite[];

describe('JMESPath compliance suite cases', () => {
  for (const suite of suites) {
    for (const c of suite.cases) {
      it(`${suite.file}: ${c.expression}`, () => {
        if (c.error !== undefined) {
          expect(() => search(suite.given, c.expression)).toThrow();
        } else {
          expect(search(suite.given, c.expression)).toEqual(c.result);
        }
      });
    }
  }
});

describe('code points, as Python and the AWS CLI count and order them', () => {
  const data = {
    name: 'a\u{1F600}b',
    list: ['\u{1F600}', '\uFF5E', 'a'],
    objects: [{ k: '\u{1F600}' }, { k: '\uFF5E' }],
  };
  // Expected values printed by Python's jmespath 1.1.0 for the same data and expressions.
  it.each([
    ['length(name)', 3],
    ['reverse(name)', 'b\u{1F600}a'],
    ['sort(list)', ['a', '\uFF5E', '\u{1F600}']],
    ['sort_by(objects, &k)[].k', ['\uFF5E', '\u{1F600}']],
    ['max(list)', '\u{1F600}'],
    ['min(list)', 'a'],
    ['max_by(objects, &k).k', '\u{1F600}'],
    ['min_by(objects, &k).k', '\uFF5E'],
    ["length('\\\\')", 2],
  ])('%s', (expression, expected) => {
    expect(search(data, expression)).toEqual(expected);
  });

  it('sort_by is stable: equal keys keep their order, as Python sorts', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ k: i % 2 ? 'x' : 'y', i }));
    const odd = items.filter((x) => x.i % 2 === 1).map((x) => x.i);
    const even = items.filter((x) => x.i % 2 === 0).map((x) => x.i);
    expect(search(items, 'sort_by(@, &k)[].i')).toEqual([...odd, ...even]);
  });

  it('sort_by, max_by, min_by refuse keys of mixed types, naming the function', () => {
    expect(() => search([{ k: 1 }, { k: 'a' }], 'sort_by(@, &k)')).toThrow(/sort_by\(\)/);
  });

  it('compareCodePoints orders by code point, not UTF-16 unit', () => {
    expect(compareCodePoints('\uFF5E', '\u{1F600}')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('a', 'a')).toBe(0);
  });

  it('literals: a raw string keeps \\\\, a JSON literal unescapes every \\`; quoted identifiers are left alone', () => {
    expect(standardLiterals("'a\\\\b'")).toBe('`"a\\\\\\\\b"`');
    expect(search({}, '`"a\\`b\\`c"`')).toBe('a`b`c');
    expect(search({ "it's": 1 }, '"it\'s"')).toBe(1);
    expect(() => compile("'unterminated")).toThrow();
  });
});
