import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import { validationError } from '../../../src/domain/validation.js';
import { errorToWire } from '../../../src/server/aws/errorWire.js';

const issue = { path: 'maxResults', rule: 'range' as const, message: 'Member must have value between 1 and 100' };

describe('errorToWire', () => {
  it('writes the bare shape name in X-Amzn-Errortype and the status of the error', () => {
    const wire = errorToWire('cleanrooms', validationError('cleanrooms', [issue]));
    expect(wire.status).toBe(400);
    expect(wire.headers['X-Amzn-Errortype']).toBe('ValidationException');
  });

  it('sanitises qualified names to the bare shape name', () => {
    const error = new ServiceError({
      name: 'com.amazonaws.cleanrooms#ThrottlingException:http://x',
      service: 'cleanrooms',
      httpStatus: 429,
      message: 'slow',
    });
    expect(errorToWire('cleanrooms', error).headers['X-Amzn-Errortype']).toBe('ThrottlingException');
  });

  it('Clean Rooms ValidationException: message, upper-case reason and fieldList', () => {
    expect(errorToWire('cleanrooms', validationError('cleanrooms', [issue])).body).toEqual({
      message: expect.stringContaining('maxResults'),
      reason: 'FIELD_VALIDATION_FAILED',
      fieldList: [{ name: 'maxResults', message: issue.message }],
    });
  });

  it('AppFabric ValidationException: camelCase reason and fieldList', () => {
    const body = errorToWire('appfabric', validationError('appfabric', [issue])).body;
    expect(body.reason).toBe('fieldValidationFailed');
    expect(body.fieldList).toEqual([{ name: 'maxResults', message: issue.message }]);
  });

  it('AppFlow errors carry message only, whatever the error holds', () => {
    const error = new ServiceError({
      name: 'ValidationException',
      service: 'appflow',
      httpStatus: 400,
      message: 'bad',
      reason: 'X',
      fieldList: [],
    });
    expect(errorToWire('appflow', error).body).toEqual({ message: 'bad' });
  });

  it('Clean Rooms ResourceNotFoundException keeps resourceId and resourceType', () => {
    const error = new ServiceError({
      name: 'ResourceNotFoundException',
      service: 'cleanrooms',
      httpStatus: 404,
      message: 'no',
      resourceId: 'c',
      resourceType: 'COLLABORATION',
      reason: 'dropped',
    });
    expect(errorToWire('cleanrooms', error).body).toEqual({
      message: 'no',
      resourceId: 'c',
      resourceType: 'COLLABORATION',
    });
  });

  it('AppFabric throttling binds retryAfterSeconds to the Retry-After header, not the body', () => {
    const error = new ServiceError({
      name: 'ThrottlingException',
      service: 'appfabric',
      httpStatus: 429,
      message: 'slow',
      retryAfterSeconds: 7,
      serviceCode: 's',
      quotaCode: 'q',
    });
    const wire = errorToWire('appfabric', error);
    expect(wire.headers['Retry-After']).toBe('7');
    expect(wire.body).toEqual({ message: 'slow', serviceCode: 's', quotaCode: 'q' });
  });

  it('Clean Rooms throttling has no Retry-After binding', () => {
    const error = new ServiceError({
      name: 'ThrottlingException',
      service: 'cleanrooms',
      httpStatus: 429,
      message: 'slow',
      retryAfterSeconds: 7,
    });
    expect(errorToWire('cleanrooms', error).headers['Retry-After']).toBeUndefined();
  });
});
