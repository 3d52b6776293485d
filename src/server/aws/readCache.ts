// Serialise-once cache of successful read answers (ListAppBundles, ListMembers, ListCollaborations,
// DescribeConnectorProfiles). Optional (the factory's `cacheReads`, off by default and not used by `switchyard serve`,
// whose answers always come from the engine). Valid only while nothing changes what those reads return: true for a
// fixed dataset (its only write, CreateAppAuthorization, does not change any read answer), false when the ports can
// change behind the server (tests that add members through engine.admin, a live backend). Bounded by entries and
// bytes, least recently used out first.

export interface CachedAnswer {
  status: number;
  body: Buffer;
}

export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 4096,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.body.length + key.length;
      this.entries.delete(key);
    }
    this.entries.set(key, answer);
    this.bytes += answer.body.length + key.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length + oldest.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get sizeBytes(): number {
    return this.bytes;
  }
}

/** Bodies above this size are not part of a cache key (DescribeConnectorProfiles filters are small). */
export const MAX_CACHED_BODY_BYTES = 4096;

export function readCacheKey(operation: string, rawPath: string, rawQuery: string, body: Buffer): string | undefined {
  if (body.length > MAX_CACHED_BODY_BYTES) return undefined;
  return `${operation}\n${rawPath}\n${rawQuery}\n${body.toString('latin1')}`;
}
