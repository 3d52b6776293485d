// SDK exceptions -> ServiceError, checked against a scripted server so the SDK builds its real exception objects.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/domain/errors.js';
import { createAwsServices } from '../../../src/backends/aws/index.js';
import { toServiceError } from '../../../src/backends/aws/sdkErrors.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function scripted(status: number, headers: Record<string, string>, body: unknown): Promise<string> {
  server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function services(endpointUrl: string) {
  return createAwsServices({
    region: 'us-east-1',
    endpointUrl,
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'sy-test-secret-7Hq2Zx' },
    maxAttempts: 1,
  });
}

describe('toServiceError with the real SDK clients', () => {
  it('keeps Clean Rooms AccessDeniedException reason and status', async () => {
    const aws = await services(
      await scripted(
        403,
        { 'x-amzn-errortype': 'AccessDeniedException' },
        { message: 'no', reason: 'INSUFFICIENT_PERMISSIONS' },
      ),
    );
    const error = await aws.members.listCollaborations().catch((e: unknown) => e);
    aws.destroy();
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      name: 'AccessDeniedException',
      httpStatus: 403,
      reason: 'INSUFFICIENT_PERMISSIONS',
      service: 'cleanrooms',
      fault: 'client',
    });
  });

  it('reads Retry-After of a throttled SDK call', async () => {
    const aws = await services(
      await scripted(
        429,
        { 'x-amzn-errortype': 'ThrottlingException', 'retry-after': '9' },
        { message: 'Rate exceeded' },
      ),
    );
    const error = await aws.members.listCollaborations().catch((e: unknown) => e);
    aws.destroy();
    expect(error).toMatchObject({ name: 'ThrottlingException', httpStatus: 429, retryAfterSeconds: 9 });
  });

  it('maps an AppFlow InternalServerException as a server fault', async () => {
    const aws = await services(
      await scripted(500, { 'x-amzn-errortype': 'InternalServerException' }, { message: 'oops' }),
    );
    const error = await aws.connectorProfiles.describe().catch((e: unknown) => e);
    aws.destroy();
    expect(error).toMatchObject({
      name: 'InternalServerException',
      httpStatus: 500,
      fault: 'server',
      service: 'appflow',
    });
  });

  it('turns a non-error value into a ServiceError and leaves ServiceErrors and aborts alone', () => {
    expect(toServiceError('appflow', 'weird')).toMatchObject({ name: 'UnknownError', httpStatus: 0 });
    const original = new ServiceError({ name: 'X', service: 'appflow', httpStatus: 400, message: 'm' });
    expect(toServiceError('appflow', original)).toBe(original);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(toServiceError('appflow', abort)).toBe(abort);
  });
});
