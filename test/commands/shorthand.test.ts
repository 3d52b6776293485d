import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShorthand } from '../../src/commands/parse/shorthand.js';

describe('AWS CLI shorthand', () => {
  it.each([
    ['tenantIdentifier=t1,tenantDisplayName=Acme', { tenantIdentifier: 't1', tenantDisplayName: 'Acme' }],
    ['a=b,c', { a: ['b', 'c'] }],
    ['a=b,c,d=e', { a: ['b', 'c'], d: 'e' }],
    ['apiKeyCredential={apiKey=xyz}', { apiKeyCredential: { apiKey: 'xyz' } }],
    ['a=\'x,y\',b="q\\"z"', { a: 'x,y', b: 'q"z' }],
    ['a=[1,2],b={c=d,e=[f]}', { a: ['1', '2'], b: { c: 'd', e: ['f'] } }],
    ['key=k,value=', { key: 'k', value: '' }],
    ['a=x\\,y', { a: 'x,y' }],
  ])('%s', (input, expected) => {
    expect(parseShorthand(input)).toEqual(expected);
  });

  it('rejects a repeated key and a missing =, pointing at the place', () => {
    expect(() => parseShorthand('a=b,a=c')).toThrow(/Second instance of key "a"/);
    expect(() => parseShorthand('abc')).toThrow(/Expected: '=', received: 'EOF' for input:\nabc\n {3}\^/);
  });

  it('round-trips any map of simple keys to quoted values', () => {
    const key = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
    const value = fc.string({ maxLength: 12 }).filter((s) => !s.includes("'") && !s.includes('\\'));
    fc.assert(
      fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 }), (record) => {
        const text = Object.entries(record)
          .map(([k, v]) => `${k}='${v}'`)
          .join(',');
        expect(parseShorthand(text)).toEqual(record);
      }),
    );
  });
});
