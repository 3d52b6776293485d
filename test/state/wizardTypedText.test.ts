import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanTyped } from '../../src/state/wizard/typedText.js';

describe('typed text', () => {
  it('drops control characters and submits on a line break', () => {
    expect(cleanTyped('sy-test-secret-7Hq2Zx\n')).toEqual({ value: 'sy-test-secret-7Hq2Zx', submitted: true });
    expect(cleanTyped('acme\rA')).toEqual({ value: 'acmeA', submitted: true });
    expect(cleanTyped('a\tb\u001b')).toEqual({ value: 'ab', submitted: false });
    expect(cleanTyped('Zürich – café')).toEqual({ value: 'Zürich – café', submitted: false });
  });

  it('refuses a chunk with a tab, or with text on both sides of a line break, keeping the previous value', () => {
    expect(cleanTyped('idclient-1\tsecret', 'id')).toEqual({ value: 'id', submitted: false, refused: true });
    expect(cleanTyped('line one\nline two', '')).toEqual({ value: '', submitted: false, refused: true });
    expect(cleanTyped('ab\r\ncd', '')).toMatchObject({ refused: true });
    // A trailing line break is Enter; Enter merged before the next key is Enter then the key.
    expect(cleanTyped('secret\n', '')).toEqual({ value: 'secret', submitted: true });
    expect(cleanTyped('acme\rA', 'acme')).toEqual({ value: 'acmeA', submitted: true });
    expect(cleanTyped('acmeX', 'acme')).toEqual({ value: 'acmeX', submitted: false });
  });

  it('never keeps a control character, keeps every other one in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const { value, submitted } = cleanTyped(raw);
        expect(value).not.toMatch(/[\u0000-\u001F\u007F]/);
        expect(value).toBe([...raw].filter((c) => !/[\u0000-\u001F\u007F]/.test(c)).join(''));
        expect(submitted).toBe(/[\r\n]/.test(raw));
      }),
    );
  });
});
