import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanTyped, keysAfterEnter, tabAfterText } from '../../src/state/wizard/typedText.js';

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

describe('line-editing keys in a chunk', () => {
  it('Backspace, Ctrl+W and Ctrl+U typed fast act as they would one by one', () => {
    expect(cleanTyped('teh\u007F\u007Fhe', '')).toEqual({ value: 'the', submitted: false });
    expect(cleanTyped('northth\u0015ret', 'nor')).toEqual({ value: 'ret', submitted: false });
    expect(cleanTyped('acme web\u0017app', 'acme web')).toEqual({ value: 'acme app', submitted: false });
    // In the middle of the value (the cursor moved left): what is after the cursor stays.
    expect(cleanTyped('abx\u007Fc', 'ac')).toEqual({ value: 'abc', submitted: false });
    expect(cleanTyped('retail\u007F\u007Fl\r', 'ret')).toEqual({ value: 'retal', submitted: true });
  });

  // The model: keys applied one at a time to the text before the cursor.
  const key = fc.oneof(
    fc.constantFrom('a', 'b', ' ', 'é', '-'),
    fc.constantFrom('\u007F', '\b', '\u0015', '\u0017', '\u001B'),
  );
  function oneByOne(before: string, keys: string[]): string {
    let text = [...before];
    for (const k of keys) {
      if (k === '\u007F' || k === '\b') text = text.slice(0, -1);
      else if (k === '\u0015') text = [];
      else if (k === '\u0017') {
        const joined = text.join('').replace(/\S*\s*$/, '');
        text = [...joined];
      } else if (k !== '\u001B') text.push(k);
    }
    return text.join('');
  }

  it('a chunk typed at the end gives what the keys one by one give (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é'), maxLength: 12 }),
        fc.array(key, { maxLength: 16 }),
        (previous, keys) => {
          const typed = cleanTyped(previous + keys.join(''), previous);
          expect(typed.refused).toBeUndefined();
          expect(typed.value).toBe(oneByOne(previous, keys));
        },
      ),
    );
  });
});

describe('Enter and the keys after it in one chunk', () => {
  it('the field keeps its text and takes the Enter; the keys after it are given back', () => {
    expect(keysAfterEnter('retail\rj', 'retail')).toEqual({ raw: 'retail\r', after: 'j' });
    expect(keysAfterEnter('ctrl\r\n2q', 'ctrl')).toEqual({ raw: 'ctrl\r\n', after: '2q' });
    // Inserted mid-text (the cursor moved left): the field's text around it is kept.
    expect(keysAfterEnter('ab\rjcd', 'abcd')).toEqual({ raw: 'ab\rcd', after: 'j' });
  });

  it('leaves alone a chunk with text before its line break (a paste, refused whole) or with nothing after it', () => {
    expect(keysAfterEnter('id\tsecret', '')).toEqual({ raw: 'id\tsecret', after: '' });
    expect(keysAfterEnter('one\rtwo', '')).toEqual({ raw: 'one\rtwo', after: '' });
    expect(keysAfterEnter('retail\r', 'retail')).toEqual({ raw: 'retail\r', after: '' });
    expect(keysAfterEnter('retailx', 'retail')).toEqual({ raw: 'retailx', after: '' });
  });

  it('property: what the field keeps plus what is given back is the chunk, in order', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[\r\n]{1,2}$/), fc.string({ minLength: 1 }), (text, enter, keys) => {
        const { raw, after } = keysAfterEnter(text + enter + keys, text);
        expect(raw).toBe(text + enter);
        expect(after).toBe(keys);
        expect(cleanTyped(raw, text).submitted).toBe(true);
      }),
    );
  });
});

describe('a Tab right after typed text in one chunk', () => {
  it('is split off as the key it is, with an Enter after it; the text is the field’s', () => {
    expect(tabAfterText(':prode\t', ':pro')).toEqual({ raw: ':prode', tab: true, after: '' });
    expect(tabAfterText('ev\t\r', '')).toEqual({ raw: 'ev', tab: true, after: '\r' });
    // Inserted mid-text (the cursor moved left): the field's text around it is kept.
    expect(tabAfterText('abXYcd', 'abcd')).toEqual({ raw: 'abXYcd', tab: false, after: '' });
    expect(tabAfterText('abXY\tcd', 'abcd')).toEqual({ raw: 'abXYcd', tab: true, after: '' });
  });

  it('leaves alone a tab with text after it (a paste, refused whole) and a Tab alone', () => {
    expect(tabAfterText('id\tsecret', '')).toEqual({ raw: 'id\tsecret', tab: false, after: '' });
    expect(tabAfterText('id\tsecret\r', '')).toEqual({ raw: 'id\tsecret\r', tab: false, after: '' });
    expect(tabAfterText('a\t\t', 'a')).toEqual({ raw: 'a\t\t', tab: false, after: '' });
    expect(tabAfterText('a\t', 'a')).toEqual({ raw: 'a\t', tab: false, after: '' });
    expect(cleanTyped(tabAfterText('id\tsecret', '').raw, '').refused).toBe(true);
  });
});
