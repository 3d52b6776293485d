// The emulator's record of recent calls: a fixed-size ring, oldest dropped first. An entry holds what a test needs to
// assert on (who called what and how it ended) and never a credential, a token, a query string or a body.

export interface RequestLogEntry {
  /** RFC 3339, from the emulator's clock. */
  time: string;
  method: string;
  /** The path without its query string. */
  path: string;
  service: string;
  operation?: string;
  status: number;
  /** A digest of the caller's access key ID or token (8 hex digits), or `ip:ADDRESS` for an anonymous caller. */
  caller: string;
}

export const DEFAULT_REQUEST_LOG_SIZE = 1000;

export class RequestLog {
  private readonly ring: (RequestLogEntry | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number = DEFAULT_REQUEST_LOG_SIZE) {
    this.ring = new Array<RequestLogEntry | undefined>(capacity);
  }

  add(entry: RequestLogEntry): void {
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** Oldest first. */
  entries(): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    const start = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i += 1) out.push(this.ring[(start + i) % this.capacity]!);
    return out;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.count = 0;
  }
}
