// 100 concurrent keep-alive connections, each walking a collaboration's members page by page over its own socket:
// every page answered, every walk complete and identical to the engine's order.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, demoDataset, DEMO_COLLABORATION_IDS, type Engine } from '../../../src/engine/index.js';
import { epochSeconds } from '../../../src/formats/wireOutput.js';
import { startBuiltServer, type BuiltServer } from '../helpers.js';

const CONNECTIONS = 100;
const COLLABORATION = DEMO_COLLABORATION_IDS.pharma;

let engine: Engine;
let server: BuiltServer;
let connections = 0;

interface Page {
  memberSummaries: { accountId: string; createTime: number }[];
  nextToken?: string;
}

function get(agent: Agent, path: string): Promise<{ page: Page; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}: ${Buffer.concat(chunks).toString()}`));
        else resolve({ page: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Page, reused: req.reusedSocket });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function walk(
  agent: Agent,
  pageSize: number,
): Promise<{ accountIds: string[]; requests: number; reused: number }> {
  const accountIds: string[] = [];
  let nextToken: string | undefined;
  let requests = 0;
  let reused = 0;
  do {
    const query = new URLSearchParams({ maxResults: String(pageSize), ...(nextToken ? { nextToken } : {}) });
    const { page, reused: wasReused } = await get(agent, `/collaborations/${COLLABORATION}/members?${query}`);
    requests += 1;
    if (wasReused) reused += 1;
    expect(page.memberSummaries.length).toBeLessThanOrEqual(pageSize);
    accountIds.push(...page.memberSummaries.map((m) => m.accountId));
    nextToken = page.nextToken;
  } while (nextToken);
  return { accountIds, requests, reused };
}

/** A one-socket keep-alive client that counts the connections it opens. */
function countingAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const create = agent.createConnection.bind(agent);
  agent.createConnection = (...args: Parameters<typeof create>) => {
    connections += 1;
    return create(...args);
  };
  return agent;
}

// `switchyard serve` from the built bundle, on the demo dataset; an engine over the same data gives the expectations.
describe('keep-alive walks', () => {
  beforeAll(async () => {
    connections = 0;
    engine = createEngine({ dataset: demoDataset() });
    server = await startBuiltServer();
  });
  afterAll(() => server.close());

  it(
    `answers ${CONNECTIONS} concurrent keep-alive connections walking list-members, all correctly`,
    { timeout: 120_000 },
    async () => {
      const expected: string[] = [];
      let token: string | undefined;
      do {
        const page = await engine.members.listMembers({
          collaborationIdentifier: COLLABORATION,
          maxResults: 100,
          ...(token ? { nextToken: token } : {}),
        });
        expected.push(...page.memberSummaries.map((m) => m.accountId));
        token = page.nextToken;
      } while (token);
      expect(expected).toHaveLength(250);

      const agents = Array.from({ length: CONNECTIONS }, countingAgent);
      try {
        const walks = await Promise.all(agents.map((agent, i) => walk(agent, 20 + (i % 10))));
        for (const w of walks) {
          expect(w.accountIds).toEqual(expected);
          // One socket per client: every request after the first reused it.
          expect(w.reused).toBe(w.requests - 1);
        }
        expect(walks.reduce((n, w) => n + w.requests, 0)).toBeGreaterThanOrEqual(CONNECTIONS * 9);
        expect(connections).toBe(CONNECTIONS);
        expect(server.errors).toEqual([]);
        // Spot-check one member's timestamp on the wire against the engine's Date.
        const first = (await engine.members.listMembers({ collaborationIdentifier: COLLABORATION, maxResults: 1 }))
          .memberSummaries[0];
        const { page } = await get(agents[0] as Agent, `/collaborations/${COLLABORATION}/members?maxResults=1`);
        expect(page.memberSummaries[0]?.createTime).toBe(epochSeconds(first?.createTime as Date));
      } finally {
        for (const agent of agents) agent.destroy();
      }
    },
  );
});
