// The SDK client configuration switchyard applies. No request is sent.
import { AppflowClient } from '@aws-sdk/client-appflow';
import { CleanRoomsClient } from '@aws-sdk/client-cleanrooms';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collectBody, withoutSdkLogging } from '../../../src/backends/aws/sdkConfig.js';

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

describe('collectBody', () => {
  it('reads a Node stream into the bytes it carried, chunk after chunk', async () => {
    const bytes = await collectBody(Readable.from([Buffer.from('{"member'), Buffer.from('Summaries":[]}')]));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).toString('utf8')).toBe('{"memberSummaries":[]}');
  });

  it('rejects with the stream error', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('socket hang up'));
      },
    });
    await expect(collectBody(failing)).rejects.toThrow('socket hang up');
  });

  it('hands other bodies (a web stream) to the SDK collector', async () => {
    const web = new Blob(['abc']).stream();
    expect(Buffer.from(await collectBody(web)).toString('utf8')).toBe('abc');
  });
});
