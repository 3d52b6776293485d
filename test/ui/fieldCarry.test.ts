// The keymap's carrying of text typed in the same chunk as the key that opened a field: to the field that opened
// (mounted during the dispatch or after it), never to one that was open before, and never into a later field once
// another chunk has arrived.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldTextCarry, splitCarried } from '../../src/ui/keymap/fieldCarry.js';

describe('FieldTextCarry', () => {
  it('gives carried text to the next field to mount', () => {
    const carry = new FieldTextCarry();
    const got: string[] = [];
    carry.beginKeys();
    carry.carry('pro');
    carry.addSink((t) => got.push(t));
    expect(got).toEqual(['pro']);
  });

  it('gives it at once to a field mounted while the keys were dispatched, not to one open before', () => {
    const carry = new FieldTextCarry();
    const before: string[] = [];
    const opened: string[] = [];
    carry.addSink((t) => before.push(t));
    carry.beginKeys();
    carry.addSink((t) => opened.push(t));
    carry.carry('abc');
    expect(opened).toEqual(['abc']);
    expect(before).toEqual([]);
  });

  it('keeps it from a field open before the keys arrived, for the one that opens next', () => {
    const carry = new FieldTextCarry();
    const before: string[] = [];
    const later: string[] = [];
    carry.addSink((t) => before.push(t));
    carry.beginKeys();
    carry.carry('abc');
    expect(before).toEqual([]);
    carry.addSink((t) => later.push(t));
    expect(later).toEqual(['abc']);
  });

  it('drops text no field took when the next keys arrive', () => {
    const carry = new FieldTextCarry();
    const got: string[] = [];
    carry.beginKeys();
    carry.carry('lost');
    carry.beginKeys();
    carry.addSink((t) => got.push(t));
    expect(got).toEqual([]);
  });

  it('routes keys after a field’s Enter back as new keys', () => {
    const carry = new FieldTextCarry();
    const routed: string[] = [];
    const first: string[] = [];
    carry.setRouter((keys) => {
      routed.push(keys.join(''));
      // The routed keys open another field while the first is still mounted: the text is not the first field's.
      carry.carry('x');
    });
    carry.beginKeys();
    carry.addSink((t) => first.push(t));
    carry.routeBack('/x');
    expect(routed).toEqual(['/x']);
    expect(first).toEqual([]);
    const second: string[] = [];
    carry.addSink((t) => second.push(t));
    expect(second).toEqual(['x']);
  });
});

describe('splitCarried', () => {
  it('splits after the first line break (CR LF counts as one)', () => {
    expect(splitCarried('abc')).toEqual({ field: 'abc', after: '', tab: false });
    expect(splitCarried('abc\r?')).toEqual({ field: 'abc\r', after: '?', tab: false });
    expect(splitCarried('abc\r\nj')).toEqual({ field: 'abc\r\n', after: 'j', tab: false });
    expect(splitCarried('\nq')).toEqual({ field: '\n', after: 'q', tab: false });
  });

  it('splits a Tab off as the key it is, whatever comes first', () => {
    expect(splitCarried('pro\t')).toEqual({ field: 'pro', after: '', tab: true });
    expect(splitCarried('profile d\tev\r')).toEqual({ field: 'profile d', after: 'ev\r', tab: true });
    expect(splitCarried('ab\r\tc')).toEqual({ field: 'ab\r', after: '\tc', tab: false });
  });

  it('loses nothing: the field part holds no Tab and at most one Enter, at its end', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\r', '\n', '\t', 'é') }), (text) => {
        const { field, after, tab } = splitCarried(text);
        expect(field + (tab ? '\t' : '') + after).toBe(text);
        expect(field).not.toContain('\t');
        const body = field.replace(/(\r\n|[\r\n])$/, '');
        expect(body).not.toMatch(/[\r\n]/);
        if (tab) expect(field).not.toMatch(/[\r\n]/);
        else if (field === text) expect(after).toBe('');
        else expect(field).toMatch(/[\r\n]$/);
      }),
    );
  });
});
