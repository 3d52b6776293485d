// close() releases what backend selection built: the AWS backend's SDK clients (a fake here, so no SDK is loaded and
// no socket opened) and the rate-limit feed; a failure half-way releases what was already built.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwsServices } from '../../src/backends/aws/index.js';
import type { AwsSettings } from '../../src/service/awsSettings/types.js';

const built = vi.hoisted(() => ({ options: [] as unknown[], destroyed: 0 }));

vi.mock('../../src/backends/aws/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/backends/aws/index.js')>();
  return {
    awsBackendOptions: original.awsBackendOptions,
    createAwsServices: async (options: unknown): Promise<AwsServices> => {
      built.options.push(options);
      const unused = () => Promise.reject(new Error('not called in this test'));
      return {
        backend: { kind: 'aws', label: 'aws us-east-1 (fake)' },
        appAuthorizations: {} as AwsServices['appAuthorizations'],
        members: { listCollaborations: unused } as unknown as AwsServices['members'],
        connectorProfiles: {} as AwsServices['connectorProfiles'],
        destroy: () => {
          built.destroyed += 1;
        },
      };
    },
  };
});

// Files share a worker (isolate: false in vitest.config.ts), so an earlier file may have loaded what this one tests
// with the real modules: load it afresh so it sees the mocks, and drop the mocks when this file ends.
vi.resetModules();
const { createOperationServices, createServices } = await import('../../src/compose/select.js');
afterAll(() => {
  vi.doUnmock('../../src/backends/aws/index.js');
  vi.resetModules();
});

beforeEach(() => {
  built.options = [];
  built.destroyed = 0;
});

describe('closing the services', () => {
  it("the explorer's close() destroys the AWS SDK clients and stops the rate-limit feed", async () => {
    const services = await createServices({ backend: 'aws', region: 'us-east-1' });
    expect(services.backend.label).toBe('aws us-east-1 (fake)');
    const close = vi.spyOn(services.rateLimits, 'close');
    expect(built.destroyed).toBe(0);
    services.close();
    expect(built.destroyed).toBe(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("command mode's close() destroys the AWS SDK clients, and the resolved settings reach the backend", async () => {
    const awsSettings = { endpoints: {} } as unknown as AwsSettings;
    const services = await createOperationServices({
      backend: 'aws',
      region: 'eu-west-1',
      endpointUrl: 'http://127.0.0.1:9',
      noSignRequest: true,
      awsSettings,
    });
    expect(built.options).toEqual([
      { region: 'eu-west-1', endpointUrl: 'http://127.0.0.1:9', noSignRequest: true, settings: awsSettings },
    ]);
    services.close();
    expect(built.destroyed).toBe(1);
  });

  it('destroys the AWS SDK clients when the rate-limit budgets cannot be built', async () => {
    await expect(
      createServices({ backend: 'aws', region: 'us-east-1', dataPath: '/nonexistent/switchyard.json' }),
    ).rejects.toThrow();
    expect(built.destroyed).toBe(1);
  });

  it('the engine has no SDK client to destroy: close() is safe', async () => {
    const services = await createOperationServices({ state: ':memory:' });
    expect(services.backend.kind).toBe('engine');
    services.close();
    expect(built.options).toEqual([]);
  });
});
