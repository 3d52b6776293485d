// --query's code points on the shipped bundle (the in-process cases: jmespath.test.ts): Python's jmespath, the AWS
// CLI's library, counts an emoji as one code point.
import { expect, it } from 'vitest';
import { run, RETAIL } from '../helpers/run.js';

it('the shipped bundle: --query length() of a name with an emoji is 3', async () => {
  const r = await run([
    'cleanrooms',
    'list-members',
    '--collaboration-identifier',
    RETAIL,
    '--query',
    "length('a\u{1F600}b')",
  ]);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe('3\n');
});
