// A TCP port on 127.0.0.1 where a connection attempt stays pending, for connect-timeout tests that never leave
// loopback. The listening socket belongs to a worker thread whose event loop is blocked, so nothing is ever accepted;
// its accept queue (backlog 1) is filled with idle connections, and Linux then drops further SYNs: a new connect()
// stays in SYN-SENT, retransmitting, exactly as against an unreachable host.
import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

export interface UnacceptingServer {
  port: number;
  close(): Promise<void>;
}

const WORKER = `
const { createServer } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const server = createServer();
server.listen({ host: '127.0.0.1', port: 0, backlog: 1 }, () => {
  parentPort.postMessage(server.address().port);
  // Blocks this thread's event loop (so the server accepts nothing) until the parent sets the flag.
  Atomics.wait(new Int32Array(workerData), 0, 0);
  server.close();
});
`;

/** The backlog plus one: what the Linux accept queue of a socket listening with backlog 1 holds. */
const QUEUE = 2;

export async function startUnacceptingServer(): Promise<UnacceptingServer> {
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER, { eval: true, workerData: flag });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const fillers: Socket[] = [];
  for (let i = 0; i < QUEUE; i += 1) {
    const socket = connect(port, '127.0.0.1');
    fillers.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  }
  return {
    port,
    async close() {
      for (const socket of fillers) socket.destroy();
      const flags = new Int32Array(flag);
      Atomics.store(flags, 0, 1);
      Atomics.notify(flags, 0);
      await new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    },
  };
}
