// --debug: logs each call (operation, backend, parameters) and its response or error to stderr, in the spirit of the
// AWS CLI's debug log. Sensitive members (clientSecret, apiKey) and anything that looks like a credential are
// replaced by `***` before anything is written (operations/redact.ts, shared with the explorer's call log).

import { REDACTED } from '../operations/redact.js';
import type { Output } from './io.js';

export class DebugLog {
  constructor(
    private readonly out: Output | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.out !== undefined;
  }

  log(message: string): void {
    if (this.out === undefined) return;
    const stamp = this.now().toISOString().replace('T', ' ').replace('Z', '');
    this.out.write(`${stamp} - switchyard.commands - DEBUG - ${message}\n`);
  }
}

// ---- HTTP ----------------------------------------------------------------------------------------------------
// With the AWS backends, --debug also logs each HTTP request and response (method, URL, status, headers), as the
// AWS CLI's debug log does. The SDK clients send through node:http and the AppFabric backend through fetch
// (undici); both publish diagnostics_channel events, so this needs no hook in the backends. Bodies are not logged
// here: the port-level lines above carry the (redacted) parameters and responses.

const SECRET_HEADERS = /^(authorization|x-amz-security-token|x-amz-content-sha256-secret|cookie|set-cookie)$/i;

function headerLines(headers: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [
        k,
        SECRET_HEADERS.test(k)
          ? typeof v === 'string' && /^AWS4-HMAC-SHA256 /.test(v)
            ? `AWS4-HMAC-SHA256 ${REDACTED}`
            : REDACTED
          : v,
      ]),
    ),
  );
}

/** undici gives headers as [name, value, name, value, ...] (strings or Buffers) or as one CRLF-joined string. */
function undiciHeaders(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) out[String(raw[i]).toLowerCase()] = String(raw[i + 1]);
  } else if (typeof raw === 'string') {
    for (const line of raw.split('\r\n')) {
      const at = line.indexOf(':');
      if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return out;
}

interface HttpRequestLike {
  method?: string;
  host?: string;
  protocol?: string;
  path?: string;
  getHeaders?: () => Record<string, unknown>;
}

/** Subscribes the log to HTTP traffic; returns the unsubscribe. */
export async function logHttpTraffic(log: DebugLog): Promise<() => void> {
  if (!log.enabled) return () => {};
  const dc = await import('node:diagnostics_channel');
  const subscriptions: [string, (message: unknown) => void][] = [
    [
      'http.client.request.start',
      (m) => {
        const r = (m as { request: HttpRequestLike }).request;
        const headers = r.getHeaders?.() ?? {};
        log.log(
          `HTTP request: ${r.method} ${r.protocol ?? 'http:'}//${String(headers.host ?? r.host)}${r.path} headers=${headerLines(headers)}`,
        );
      },
    ],
    [
      'http.client.response.finish',
      (m) => {
        const { response } = m as { response: { statusCode?: number; headers?: Record<string, unknown> } };
        log.log(`HTTP response: ${response.statusCode} headers=${headerLines(response.headers ?? {})}`);
      },
    ],
    [
      'undici:request:create',
      (m) => {
        const r = (m as { request: { method?: string; origin?: string; path?: string; headers?: unknown } }).request;
        log.log(`HTTP request: ${r.method} ${r.origin}${r.path} headers=${headerLines(undiciHeaders(r.headers))}`);
      },
    ],
    [
      'undici:request:headers',
      (m) => {
        const { response } = m as { response: { statusCode?: number; headers?: unknown } };
        log.log(`HTTP response: ${response.statusCode} headers=${headerLines(undiciHeaders(response.headers))}`);
      },
    ],
  ];
  for (const [name, handler] of subscriptions) dc.subscribe(name, handler);
  return () => {
    for (const [name, handler] of subscriptions) dc.unsubscribe(name, handler);
  };
}
