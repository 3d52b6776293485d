// Tags kept per resource ARN, for the services whose tags the state store journals (AppFabric, AppFlow). A tag set
// is journaled whole after each change (`entries`, key order kept), so replaying the last event of an ARN restores
// it; a deleted resource's tags go with the event that deletes it.

export type TagEntries = readonly (readonly [string, string])[];

export class ResourceTags {
  private readonly byArn = new Map<string, Map<string, string>>();

  /** The tags of `arn`, in the order their keys were first set. */
  entries(arn: string): [string, string][] {
    return [...(this.byArn.get(arn) ?? [])];
  }

  /** What `arn`'s tags become with `added` set over them (a key given again takes the new value). */
  merged(arn: string, added: TagEntries): [string, string][] {
    const next = new Map(this.byArn.get(arn));
    for (const [key, value] of added) next.set(key, value);
    return [...next];
  }

  /** What `arn`'s tags become without `keys` (keys it does not have are ignored). */
  without(arn: string, keys: readonly string[]): [string, string][] {
    const next = new Map(this.byArn.get(arn));
    for (const key of keys) next.delete(key);
    return [...next];
  }

  /** Replaces `arn`'s tags (none: forgets the ARN). */
  set(arn: string, entries: TagEntries): void {
    if (entries.length === 0) this.byArn.delete(arn);
    else this.byArn.set(arn, new Map(entries));
  }

  delete(arn: string): void {
    this.byArn.delete(arn);
  }

  /** Every tagged ARN with its tags (the dataset dump). */
  all(): { resourceArn: string; tags: Record<string, string> }[] {
    return [...this.byArn].map(([resourceArn, tags]) => ({ resourceArn, tags: Object.fromEntries(tags) }));
  }
}

/** A journaled tag set, checked: a list of `[key, value]` string pairs, else undefined. */
export function storedTagEntries(value: unknown): TagEntries | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: [string, string][] = [];
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string')
      return undefined;
    out.push([pair[0], pair[1]]);
  }
  return out;
}
