// Which Region and account a call acts in: the SigV4 scope's Region and the account its access key maps to (the
// dataset's awsCredentials[].accountId), as AWS and moto keep resources. A call that says nothing (the explorer,
// command mode, an unsigned request) acts in the default Region and account.
import type { CallOptions } from '../service/ports.js';

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
