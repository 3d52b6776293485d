import { describe, expect, it } from 'vitest';
import {
  checkEnum,
  checkInteger,
  checkList,
  checkString,
  summarizeIssues,
  validationError,
  type Issue,
} from '../../src/domain/validation.js';

describe('validation primitives', () => {
  it('counts string length in code points, as Smithy does', () => {
    const out: Issue[] = [];
    expect(checkString(out, 'name', '😀😀', { min: 1, max: 2 })).toBe(true);
    expect(checkString(out, 'name', '😀😀😀', { min: 1, max: 2 })).toBe(false);
    expect(out).toEqual([{ path: 'name', rule: 'length', message: 'Member must have length between 1 and 2' }]);
  });

  it('reports pattern, range, enum and list-size rules with the field path', () => {
    const out: Issue[] = [];
    checkString(out, 'clientToken', 'ABC', { pattern: /^[a-f0-9]+$/ });
    checkInteger(out, 'maxResults', 0, { min: 1, max: 100 });
    checkEnum(out, 'authType', 'basic', ['oauth2', 'apiKey']);
    checkList(out, 'tags', new Array(51).fill({}), { max: 50 });
    expect(out.map((i) => [i.path, i.rule])).toEqual([
      ['clientToken', 'pattern'],
      ['maxResults', 'range'],
      ['authType', 'enum'],
      ['tags', 'size'],
    ]);
  });

  it('builds a ValidationException in each service spelling', () => {
    const issues: Issue[] = [
      { path: 'tenant.tenantIdentifier', rule: 'length', message: 'Member must have length between 1 and 1024' },
    ];
    const fabric = validationError('appfabric', issues);
    expect(fabric.name).toBe('ValidationException');
    expect(fabric.httpStatus).toBe(400);
    expect(fabric.reason).toBe('fieldValidationFailed');
    expect(fabric.fieldList).toEqual([
      { name: 'tenant.tenantIdentifier', message: 'Member must have length between 1 and 1024' },
    ]);
    expect(validationError('cleanrooms', issues).reason).toBe('FIELD_VALIDATION_FAILED');
    const flow = validationError('appflow', issues);
    expect(flow.reason).toBeUndefined();
    expect(flow.fieldList).toBeUndefined();
    expect(flow.toBody()).toEqual({ message: summarizeIssues(issues) });
  });
});
