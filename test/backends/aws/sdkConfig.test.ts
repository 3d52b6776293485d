// The SDK client configuration switchyard applies. No request is sent.
import { AppflowClient } from '@aws-sdk/client-appflow';
import { CleanRoomsClient } from '@aws-sdk/client-cleanrooms';
import { describe, expect, it } from 'vitest';
import { withoutSdkLogging } from '../../../src/backends/aws/sdkConfig.js';

const config = { region: 'us-east-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' } };

describe('withoutSdkLogging', () => {
  it('removes the logger middleware (which redacts each response for a logger switchyard never sets)', () => {
    for (const client of [new CleanRoomsClient(config), new AppflowClient(config)]) {
      expect(client.middlewareStack.identify().some((name) => name.startsWith('loggerMiddleware'))).toBe(true);
      const stack = withoutSdkLogging(client).middlewareStack.identify();
      expect(stack.some((name) => name.startsWith('loggerMiddleware'))).toBe(false);
      // Signing, retries and the rest of the stack stay.
      expect(stack.some((name) => name.startsWith('retryMiddleware'))).toBe(true);
      expect(stack.some((name) => name.startsWith('httpSigningMiddleware'))).toBe(true);
      client.destroy();
    }
  });
});
