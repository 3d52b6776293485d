// What keeps a web page away from serve. A page open in the user's browser can send a no-preflight request (a
// `text/plain` POST with mode 'no-cors') to 127.0.0.1, and with DNS rebinding (a name of its own that resolves to
// 127.0.0.1) it can even read the answers. Such requests give themselves away: a rebinding page sends its own name as
// `Host`, and a browser sends `Origin` on every cross-origin request and every POST. The AWS SDKs, the AWS CLI,
// Octokit and gh send no Origin, and the endpoint's own host and port as Host, so they pass.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export interface ForeignRequest {
  /** The header at fault: `host` or `origin`. */
  field: 'host' | 'origin';
  message: string;
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: names that always mean this machine (RFC 6761). */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name === '0:0:0:0:0:0:0:1' || name === '::ffff:127.0.0.1';
}

/** The host name of a Host header value (`name:port`, `[v6]:port`), lower-cased, without the port. */
function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end === -1 ? trimmed : trimmed.slice(1, end);
  }
  const colon = trimmed.indexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

/**
 * Why `req` looks like it came from a web page rather than a test or a tool, or undefined. `listenHost` is the
 * address serve was told to bind: when it is a loopback address, Host must be a loopback name or that address;
 * on any other address serve is meant to be reached by names this process cannot know (a container's service
 * name), so only Origin is checked there.
 */
export function foreignRequest(req: IncomingMessage, listenHost: string): ForeignRequest | undefined {
  const host = req.headers.host;
  if (host !== undefined && isLoopbackName(listenHost)) {
    const name = hostnameOf(host);
    const listen = listenHost.toLowerCase().replace(/^\[(.*)\]$/, '$1');
    if (!isLoopbackName(name) && name !== listen)
      return {
        field: 'host',
        message:
          `Host ${JSON.stringify(host.slice(0, 100))} is neither the address serve listens on nor a loopback name ` +
          '(refused as DNS rebinding)',
      };
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = undefined;
    }
    if (originHost === undefined || originHost === '' || originHost !== host?.trim().toLowerCase())
      return {
        field: 'origin',
        message: `a request from a web page of another origin (${JSON.stringify(origin.slice(0, 100))}) is refused`,
      };
  }
  return undefined;
}

/** A control request that changes something must say its body is JSON: a page cannot send that without preflight. */
export function controlBodyProblem(req: IncomingMessage): string | undefined {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return undefined;
  const contentType = req.headers['content-type'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
  if (contentType === undefined) return hasBody ? 'a control request body must be sent as application/json' : undefined;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json'
    ? undefined
    : `a control request must be sent as application/json, not ${JSON.stringify(contentType.slice(0, 100))}`;
}
