// `--cli-connect-timeout` for requests sent through a Node agent (the AppFabric signed fetch, the GitHub transport).
// It is measured as the AWS SDK's NodeHttpHandler measures its `connectionTimeout`, so the three AWS services and
// GitHub agree on what it covers: from the moment a request asks the agent for a socket until that socket's TCP
// connection is established (a reused keep-alive socket is already connected; through a proxy, until the agent hands
// over the tunnelled socket). The TLS handshake and the wait for the answer are not part of it: the read timeout
// covers those. A request still waiting when the time is up is destroyed with a TimeoutError (code ETIMEDOUT).
import type { Agent, ClientRequest } from 'node:http';
import type { Socket } from 'node:net';

/** The hook every request of an agent goes through (Node calls it from the ClientRequest constructor). */
interface AddRequest {
  addRequest(request: ClientRequest, options: Target): void;
}

/** What addRequest is given: the connection options of the request. */
interface Target {
  host?: string | null;
  port?: number | string | null;
}

function connectTimeoutError(timeoutMs: number, target: Target): Error {
  const where = target.host ? ` to ${target.host}${target.port ? `:${target.port}` : ''}` : '';
  return Object.assign(
    new Error(`Connect timeout: no connection${where} within ${timeoutMs / 1000} s (--cli-connect-timeout)`),
    { name: 'TimeoutError', code: 'ETIMEDOUT' },
  );
}

/** Applies the connect timeout to every request of `agent`; 0 (or less) leaves the agent as it is: no timeout. */
export function limitConnectTime<A extends Agent>(agent: A, timeoutMs: number): A {
  if (!(timeoutMs > 0)) return agent;
  const hooked = agent as unknown as AddRequest;
  const addRequest = hooked.addRequest.bind(agent);
  hooked.addRequest = (request, options) => {
    const timer = setTimeout(() => request.destroy(connectTimeoutError(timeoutMs, options)), timeoutMs);
    const connected = () => clearTimeout(timer);
    request.once('socket', (socket: Socket) => {
      if (socket.connecting) socket.once('connect', connected);
      else connected();
    });
    request.once('close', connected);
    addRequest(request, options);
  };
  return agent;
}
