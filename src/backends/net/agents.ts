// The Node HTTP agents every AWS and GitHub request goes through: the trusted CAs, certificate checking, and the
// proxy the environment names (HTTP_PROXY / HTTPS_PROXY / NO_PROXY, either case, as curl and the AWS CLI read them).
// Proxying is proxy-agent's job (it reads those variables with proxy-from-env and speaks CONNECT); it is loaded only
// when a proxy variable is set, so a run without one does not pay for it.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

export interface AgentOptions {
  /** PEM certificates to trust instead of Node's bundled roots (`--ca-bundle`); undefined keeps the defaults. */
  ca?: string | string[];
  /** False for `--no-verify-ssl`. */
  verifySsl?: boolean;
  /** The environment the proxy variables are read from. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
  /** Whether a proxy variable is set, so requests may go through a proxy. */
  proxied: boolean;
  destroy(): void;
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy'];

export function proxyConfigured(env: Readonly<Record<string, string | undefined>>): boolean {
  return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
}

export async function createAgents(options: AgentOptions = {}): Promise<Agents> {
  const tls = {
    keepAlive: true,
    ...(options.ca !== undefined ? { ca: options.ca } : {}),
    ...(options.verifySsl === false ? { rejectUnauthorized: false } : {}),
  };
  if (!proxyConfigured(options.env ?? process.env)) {
    const http = new HttpAgent({ keepAlive: true });
    const https = new HttpsAgent(tls);
    return {
      http,
      https,
      proxied: false,
      destroy() {
        http.destroy();
        https.destroy();
      },
    };
  }
  const { ProxyAgent } = await import('proxy-agent');
  // One ProxyAgent serves both schemes: it picks the proxy per request URL (NO_PROXY included) and passes the TLS
  // options on to the connection to the endpoint, through the proxy's tunnel or directly.
  const agent = new ProxyAgent(tls);
  return {
    http: agent as unknown as HttpAgent,
    https: agent as unknown as HttpsAgent,
    proxied: true,
    destroy: () => agent.destroy(),
  };
}
