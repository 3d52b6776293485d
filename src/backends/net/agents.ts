// The Node HTTP agents every AWS and GitHub request goes through: the trusted CAs, certificate checking, and the
// proxy the environment names (HTTP_PROXY / HTTPS_PROXY / NO_PROXY, either case, as curl and the AWS CLI read them).
// Proxying is proxy-agent's job (it reads those variables with proxy-from-env and speaks CONNECT); it is loaded only
// when a proxy variable is set, so a run without one does not pay for it.
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { isIP } from 'node:net';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';
import { limitConnectTime } from './connectTimeout.js';

export interface AgentOptions {
  /** PEM certificates to trust instead of Node's bundled roots (`--ca-bundle`); undefined keeps the defaults. */
  ca?: string | string[];
  /** False for `--no-verify-ssl`. */
  verifySsl?: boolean;
  /** The environment the proxy variables are read from. */
  env?: Readonly<Record<string, string | undefined>>;
  /** `--cli-connect-timeout` in milliseconds (connectTimeout.ts says what it covers); 0 or absent: none. */
  connectTimeoutMs?: number;
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
  const connectTimeoutMs = options.connectTimeoutMs ?? 0;
  if (!proxyConfigured(options.env ?? process.env)) {
    const http = limitConnectTime(new HttpAgent({ keepAlive: true }), connectTimeoutMs);
    const https = limitConnectTime(new HttpsAgent(tls), connectTimeoutMs);
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
  const trust = {
    ...(options.ca !== undefined ? { ca: options.ca } : {}),
    ...(options.verifySsl === false ? { rejectUnauthorized: false } : {}),
  };
  // One ProxyAgent serves both schemes: it picks the proxy per request URL (NO_PROXY included). The TLS session
  // to the endpoint, inside the proxy's tunnel, is opened with the request's options, not the agent's: the trust
  // settings are added to them here (agent-base hands the same options object on to the tunnelling agent).
  class TrustingProxyAgent extends ProxyAgent {
    override connect(...args: Parameters<InstanceType<typeof ProxyAgent>['connect']>) {
      const target = args[1].host;
      // The tunnelling agent drops `host` from the TLS options, so Node would check an IP endpoint's certificate
      // against the name `localhost`: check it against the address itself.
      const identity =
        target !== undefined && isIP(target) !== 0
          ? { checkServerIdentity: (_name: string, cert: PeerCertificate) => checkServerIdentity(target, cert) }
          : {};
      Object.assign(args[1], trust, identity);
      return super.connect(...args);
    }
  }
  const agent = limitConnectTime(new TrustingProxyAgent({ ...tls, httpsAgent: new HttpsAgent(tls) }), connectTimeoutMs);
  return {
    http: agent as unknown as HttpAgent,
    https: agent as unknown as HttpsAgent,
    proxied: true,
    destroy: () => agent.destroy(),
  };
}
