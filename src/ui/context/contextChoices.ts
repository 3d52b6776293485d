// What `:profile`, `:region` and `:endpoint` take, and the rules a value must keep (pure, tested without rendering).
// The profiles come from the AWS config files (read by ../../service/awsSettings/profileNames.ts); the Regions are a
// short list kept here rather than the SDK's partitions, so that the explorer on the engine never loads the SDK. A
// profile's own `region` is taken too, so a Region newer than the list is still reachable through a profile.

import type { BackendKind } from '../../service/ports.js';
import { endpointUrlProblem } from '../../service/awsSettings/endpointUrl.js';

/** The commercial AWS Regions (2026), plus GovCloud. */
export const KNOWN_REGIONS: readonly string[] = [
  'af-south-1',
  'ap-east-1',
  'ap-east-2',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-south-1',
  'ap-south-2',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
  'ca-central-1',
  'ca-west-1',
  'eu-central-1',
  'eu-central-2',
  'eu-north-1',
  'eu-south-1',
  'eu-south-2',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
  'sa-east-1',
  'us-east-1',
  'us-east-2',
  'us-gov-east-1',
  'us-gov-west-1',
  'us-west-1',
  'us-west-2',
];

/** The profiles of the AWS config files and the Regions they name. */
export interface ContextChoices {
  profiles: readonly string[];
  /** KNOWN_REGIONS and every profile's `region`, sorted. */
  regions: readonly string[];
}

export const NO_CHOICES: ContextChoices = { profiles: [], regions: KNOWN_REGIONS };

export function contextChoicesOf(profiles: Readonly<Record<string, { region?: string }>>): ContextChoices {
  const names = Object.keys(profiles).sort();
  const regions = new Set(KNOWN_REGIONS);
  for (const name of names) {
    const region = profiles[name]?.region;
    if (region !== undefined && region !== '') regions.add(region);
  }
  return { profiles: names, regions: [...regions].sort() };
}

export type ContextField = 'profile' | 'region' | 'endpoint';

/** One change of context: `endpoint` `none` drops the endpoint override (AWS's own endpoints again). */
export interface ContextChange {
  field: ContextField;
  value: string;
}

/** The words `:endpoint` takes to go back to AWS's own endpoints. */
export const NO_ENDPOINT_WORDS: readonly string[] = ['none', 'default'];

function listed(values: readonly string[]): string {
  if (values.length === 0) return 'none found';
  return values.length > 8 ? `${values.slice(0, 8).join(', ')}, …` : values.join(', ');
}

/**
 * Why the change cannot apply, in one sentence naming the field and the rule; undefined when it can. On the engine
 * only `:endpoint` applies: the embedded engine holds one demo world, with no profiles and no Regions to choose.
 */
export function contextChangeProblem(
  change: ContextChange,
  choices: ContextChoices,
  backend: BackendKind,
): string | undefined {
  const { field, value } = change;
  if (field === 'endpoint') {
    if (NO_ENDPOINT_WORDS.includes(value)) {
      return backend === 'engine' ? ':endpoint none: the embedded engine has no endpoint to drop' : undefined;
    }
    const problem = endpointUrlProblem(value);
    if (problem === undefined) return undefined;
    const what = problem.kind === 'not a URL' ? 'not a URL' : problem.scheme;
    return `:endpoint takes an http:// or https:// URL (or none): '${value}' is ${what}`;
  }
  if (backend === 'engine')
    return (
      `:${field} applies to the AWS backend: the embedded engine holds one demo world, with no profiles or ` +
      `Regions (:endpoint URL moves to an AWS endpoint such as switchyard serve)`
    );
  if (field === 'profile' && !choices.profiles.includes(value))
    return (
      `Unknown profile '${value}': :profile takes a profile of AWS_CONFIG_FILE or AWS_SHARED_CREDENTIALS_FILE ` +
      `(~/.aws/config, ~/.aws/credentials): ${listed(choices.profiles)}`
    );
  if (field === 'region' && !choices.regions.includes(value))
    return `Unknown Region '${value}': :region takes an AWS Region such as us-east-1 or eu-west-1, or a profile's region`;
  return undefined;
}
