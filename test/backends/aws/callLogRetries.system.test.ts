// The retries the AWS SDK makes within one call reach the explorer's call log: the backend reports the SDK's
// attempts (CallOptions.onAttempts) and the recorder counts the ones after the first. A local endpoint on 127.0.0.1
// port 0 answers 503 once, then the page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, type ClosableServices } from '../../../src/compose/select.js';
import { systemClock } from '../../../src/domain/clock.js';
import { recordCalls } from '../../../src/operations/recordCalls.js';
import { CallLog } from '../../../src/service/callLog.js';

let server: Server | undefined;
let services: ClosableServices | undefined;
afterEach(async () => {
  services?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  services = undefined;
});

async function flakyEndpoint(failures: number): Promise<string> {
  let left = failures;
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (left > 0) {
        left -= 1;
        response.writeHead(503, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' });
        response.end('{"message":"try again"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"collaborationList":[]}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('call log retries on the AWS backend', () => {
  it('a call the SDK retried once is logged ok with 1 retry', async () => {
    const endpointUrl = await flakyEndpoint(1);
    services = await createServices({ backend: 'aws', endpointUrl, noSignRequest: true, region: 'us-east-1', env: {} });
    const log = new CallLog();
    const recorded = recordCalls(services, log, systemClock);
    await recorded.members.listCollaborations({ maxResults: 10 });
    expect(log.entries()).toHaveLength(1);
    expect(log.entries()[0]).toMatchObject({ operation: 'ListCollaborations', outcome: { status: 'ok' }, retries: 1 });
  });
});
