// Which Region and account a call acts in: the SigV4 scope's Region and the account its access key maps to (the
// dataset's awsCredentials[].accountId), as AWS and moto keep resources. A call that says nothing (the explorer,
// command mode, an unsigned request) acts in the default Region and account.
import type { CallOptions } from '../service/ports.js';
import type { Dataset } from './dataset/types.js';

export interface CallerScope {
  /** Where the caller creates resources. */
  region: string;
  /**
   * The caller named no Region (the explorer, command mode on the engine, an unsigned request): it sees every
   * Region's resources, so a dataset whose records live in several Regions browses as before.
   */
  anyRegion: boolean;
  accountId: string;
}

export const DEFAULT_REGION = 'us-east-1';
/** The account of callers the dataset does not map, when it names none: the one AWS's examples and moto use. */
export const FALLBACK_ACCOUNT_ID = '123456789012';

/**
 * The account of callers the dataset does not map to one (unsigned requests, the explorer, command mode), and of its
 * profiles without an ARN: the dataset's `defaultAccountId`, else the creator of its first collaboration, else the
 * account of its first app bundle or profile ARN (a dataset of AppFabric or AppFlow only is its account's), else
 * moto's and AWS's example account.
 */
export function defaultAccountOf(
  dataset: Pick<Dataset, 'defaultAccountId' | 'collaborations'> &
    Partial<Pick<Dataset, 'appBundles' | 'connectorProfiles'>>,
): string {
  if (dataset.defaultAccountId !== undefined) return dataset.defaultAccountId;
  const creator = dataset.collaborations[0]?.summary.creatorAccountId;
  if (creator !== undefined) return creator;
  // The loader asks before the profiles are checked: an ARN that is not a string is passed over.
  const arn =
    dataset.appBundles?.[0]?.arn ??
    dataset.connectorProfiles?.find((p) => typeof p.connectorProfileArn === 'string')?.connectorProfileArn;
  const account = arn?.split(':')[4];
  return account !== undefined && /^\d{12}$/.test(account) ? account : FALLBACK_ACCOUNT_ID;
}

export class CallerAccounts {
  private readonly byKey: ReadonlyMap<string, string>;

  constructor(
    readonly defaultAccountId: string,
    keys: readonly { accessKeyId: string; accountId?: string }[],
  ) {
    this.byKey = new Map(keys.flatMap((k) => (k.accountId === undefined ? [] : [[k.accessKeyId, k.accountId]])));
  }

  scopeOf(options: CallOptions | undefined): CallerScope {
    const caller = options?.caller;
    const key = caller?.accessKeyId;
    return {
      region: caller?.region ?? DEFAULT_REGION,
      anyRegion: caller?.region === undefined,
      accountId: (key !== undefined ? this.byKey.get(key) : undefined) ?? this.defaultAccountId,
    };
  }
}

/** Whether a resource of `region` is in the caller's view. */
export function inRegion(scope: CallerScope, region: string): boolean {
  return scope.anyRegion || scope.region === region;
}

/** The Region of an ARN (`arn:aws:service:REGION:...`), or the default Region when it has none. */
export function regionOfArn(arn: string): string {
  return arn.split(':')[3] || DEFAULT_REGION;
}

/**
 * Where a resource is kept: the Region and account its ARN names (`arn:aws:service:REGION:ACCOUNT:...`). A record
 * without an ARN (a dataset may leave it out) is kept in the default Region and `fallbackAccountId`.
 */
export function scopeOfArn(arn: string | undefined, fallbackAccountId = ''): CallerScope {
  const [, , , region = '', accountId = ''] = arn?.split(':') ?? [];
  return { region: region || DEFAULT_REGION, anyRegion: false, accountId: accountId || fallbackAccountId };
}

/** Whether a resource kept in `kept` is in the view of a caller in `caller`: its account, and its Region. */
export function sameScope(kept: Pick<CallerScope, 'region' | 'accountId'>, caller: CallerScope): boolean {
  return kept.accountId === caller.accountId && inRegion(caller, kept.region);
}

/** One text per Region and account, to key what is unique there (a profile name, a client token). */
export function scopeKey(scope: Pick<CallerScope, 'region' | 'accountId'>, item?: string): string {
  const key = `${scope.accountId}\u0000${scope.region}`;
  return item === undefined ? key : `${key}\u0000${item}`;
}
