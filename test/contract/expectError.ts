// Asserting on errors through the ports only: every implementation maps its failures to the domain ServiceError.
import { expect } from 'vitest';
import { isServiceError, type ServiceError } from '../../src/domain/errors.js';

export interface ExpectedError {
  name: string;
  httpStatus: number;
  /** Fields that must be named: in `fieldList` where the service has one, else in the message (AppFlow). */
  fields?: string[];
  reason?: string;
  resourceType?: string;
  resourceId?: string;
}

export async function expectServiceError(call: Promise<unknown>, expected: ExpectedError): Promise<ServiceError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${expected.name}, but the call succeeded`).toBeDefined();
  if (!isServiceError(caught)) throw caught;
  expect(caught.name).toBe(expected.name);
  expect(caught.httpStatus).toBe(expected.httpStatus);
  if (expected.reason !== undefined) expect(caught.reason).toBe(expected.reason);
  if (expected.resourceType !== undefined) expect(caught.resourceType).toBe(expected.resourceType);
  if (expected.resourceId !== undefined) expect(caught.resourceId).toBe(expected.resourceId);
  for (const field of expected.fields ?? []) {
    if (caught.fieldList !== undefined) expect(caught.fieldList.map((f) => f.name)).toContain(field);
    else expect(caught.message).toContain(field);
  }
  return caught;
}
