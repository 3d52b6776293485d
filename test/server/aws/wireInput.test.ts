import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ServiceError } from '../../../src/domain/errors.js';
import { parseJsonObject, readBody, readQuery, readWire, type WireShape } from '../../../src/server/aws/wireInput.js';
import type { Issue } from '../../../src/domain/validation.js';

function thrown(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
}

describe('parseJsonObject', () => {
  it('treats an empty body as {}', () => {
    expect(parseJsonObject('appflow', Buffer.alloc(0))).toEqual({});
  });

  it('answers a body that is not JSON with AppFabric reason cannotParse', () => {
    const error = thrown(() => parseJsonObject('appfabric', Buffer.from('{"app":')));
    expect(error.name).toBe('ValidationException');
    expect(error.reason).toBe('cannotParse');
  });

  it('rejects JSON that is not an object, without a reason for AppFlow', () => {
    for (const text of ['[]', '1', '"x"', 'null', 'true']) {
      const error = thrown(() => parseJsonObject('appflow', Buffer.from(text)));
      expect(error.name).toBe('ValidationException');
      expect(error.reason).toBeUndefined();
    }
  });
});

describe('readBody', () => {
  const shape: Record<string, WireShape> = {
    maxResults: 'integer',
    names: { list: 'string' },
    tenant: { structure: { tenantIdentifier: 'string' } },
  };

  it('names every member of the wrong type', () => {
    const error = thrown(() =>
      readBody('appfabric', { maxResults: '5', names: ['a', 3], tenant: { tenantIdentifier: false } }, shape),
    );
    expect(error.fieldList?.map((f) => f.name)).toEqual(['maxResults', 'names[1]', 'tenant.tenantIdentifier']);
    expect(error.reason).toBe('fieldValidationFailed');
  });

  it('drops unknown members and treats null as absent', () => {
    expect(readBody('appflow', { maxResults: null, extra: 1, names: ['a'] }, shape)).toEqual({ names: ['a'] });
  });

  it('rejects a fractional or unsafe integer', () => {
    expect(thrown(() => readBody('appflow', { maxResults: 1.5 }, shape)).name).toBe('ValidationException');
    expect(thrown(() => readBody('appflow', { maxResults: 2 ** 60 }, shape)).name).toBe('ValidationException');
  });

  it('passes unknown union members on so the validator can reject them', () => {
    const out: Issue[] = [];
    const value = readWire(
      { a: { x: 'y' }, forged: 1 },
      { union: { a: { structure: { x: 'string' } } } },
      'credential',
      out,
    );
    expect(value).toEqual({ a: { x: 'y' }, forged: 1 });
    expect(out).toEqual([]);
  });

  it('keeps a __proto__ key as data, never as the prototype', () => {
    const out: Issue[] = [];
    const parsed = JSON.parse('{"a":{"x":"y"},"__proto__":{"polluted":true}}') as unknown;
    const value = readWire(parsed, { union: { a: { structure: { x: 'string' } } } }, '', out) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(['a', '__proto__']);
  });

  it('never throws anything but a ServiceError on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          readBody('appfabric', { maxResults: value, names: value, tenant: value }, shape);
        } catch (error) {
          expect(error).toBeInstanceOf(ServiceError);
        }
      }),
    );
  });
});

describe('readQuery', () => {
  const shape = { maxResults: 'integer', nextToken: 'string' } as const;

  it('reads decimal integers and strings', () => {
    expect(readQuery('cleanrooms', new URLSearchParams('maxResults=5&nextToken=a%2Fb%20c'), shape)).toEqual({
      maxResults: 5,
      nextToken: 'a/b c',
    });
  });

  it('rejects a non-integer maxResults, naming it', () => {
    for (const raw of ['abc', '1.5', '', '1e3', '99999999999999999999']) {
      const error = thrown(() => readQuery('cleanrooms', new URLSearchParams({ maxResults: raw }), shape));
      expect(error.fieldList).toEqual([{ name: 'maxResults', message: 'Member must be an integer' }]);
    }
  });

  it('rejects a member given twice', () => {
    const error = thrown(() => readQuery('cleanrooms', new URLSearchParams('nextToken=a&nextToken=b'), shape));
    expect(error.fieldList?.[0]?.name).toBe('nextToken');
  });
});
