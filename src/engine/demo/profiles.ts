// Generated connector profiles: deterministic from a seed. Profile k has connector type CONNECTOR_TYPES[k % 24], so
// any 48 consecutive profiles cover every type twice; every third profile is Private and the Private ones cycle
// through every provisioning state (CREATED, PENDING, and FAILED with each failure cause).
import {
  CONNECTOR_TYPES,
  PROVISIONING_FAILURE_CAUSES,
  type ConnectorProfile,
  type ConnectorType,
  type PrivateConnectionProvisioningState,
} from '../../domain/appflow/types.js';
import { connectorPropertiesFor } from './connectorProperties.js';
import { COMPANY_STEMS, TEAMS } from './names.js';
import { mulberry32, pick } from './prng.js';

export interface GeneratedProfilesOptions {
  count: number;
  seed: number;
  region: string;
  accountId: string;
  /** Epoch ms of the first profile's createdAt. */
  startMs: number;
  /** Only these types (the benchmark uses all); defaults to all 24. */
  types?: readonly ConnectorType[];
}

const FAILURE_MESSAGES: Record<(typeof PROVISIONING_FAILURE_CAUSES)[number], string> = {
  CONNECTOR_AUTHENTICATION: 'The connector rejected the OAuth client credentials for the private endpoint.',
  CONNECTOR_SERVER: 'The connector endpoint did not answer within 30 seconds.',
  INTERNAL_SERVER: 'AppFlow could not create the VPC endpoint. Try again later.',
  ACCESS_DENIED: 'The role appflow-private-link does not allow ec2/CreateVpcEndpoint.',
  VALIDATION: 'The private link service name does not match an endpoint service in this Region.',
};

const PROVISIONING_STATES: readonly PrivateConnectionProvisioningState[] = [
  { status: 'CREATED' },
  { status: 'PENDING' },
  ...PROVISIONING_FAILURE_CAUSES.map((failureCause): PrivateConnectionProvisioningState => ({
    status: 'FAILED',
    failureCause,
    failureMessage: FAILURE_MESSAGES[failureCause],
  })),
];

const CUSTOM_LABELS = ['MailchimpConnector', 'Stripe.Payments', 'InternalCRM-v2', 'Workday_HCM'] as const;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function generateConnectorProfiles(options: GeneratedProfilesOptions): ConnectorProfile[] {
  const random = mulberry32(options.seed);
  const types = options.types ?? CONNECTOR_TYPES;
  const profiles: ConnectorProfile[] = [];
  const used = new Set<string>();
  let privateCount = 0;
  for (let k = 0; k < options.count; k += 1) {
    const type = types[k % types.length]!;
    const company = pick(random, COMPANY_STEMS);
    const isPrivate = k % 3 === 0;
    let name = `${slug(company)}-${slug(type)}-${pick(random, TEAMS)}`;
    if (used.has(name)) name = `${name}-${k}`;
    used.add(name);
    const createdMs = options.startMs + k * 3_600_000 + Math.floor(random() * 3_600_000);
    const profile: ConnectorProfile = {
      connectorProfileArn: `arn:aws:appflow:${options.region}:${options.accountId}:connectorprofile/${name}`,
      connectorProfileName: name,
      connectorType: type,
      connectionMode: isPrivate ? 'Private' : 'Public',
      credentialsArn: `arn:aws:secretsmanager:${options.region}:${options.accountId}:secret:appflow!${options.accountId}-${name}-${Math.floor(
        random() * 0xffffff,
      )
        .toString(16)
        .padStart(6, '0')}`,
      createdAt: new Date(createdMs),
      lastUpdatedAt: new Date(createdMs + Math.floor(random() * 90 * 86_400_000)),
    };
    if (type === 'CustomConnector')
      profile.connectorLabel = CUSTOM_LABELS[Math.floor(k / types.length) % CUSTOM_LABELS.length]!;
    const properties = connectorPropertiesFor(type, random, slug(company), options, isPrivate);
    if (properties !== undefined) profile.connectorProfileProperties = properties;
    if (isPrivate) {
      profile.privateConnectionProvisioningState = {
        ...PROVISIONING_STATES[privateCount % PROVISIONING_STATES.length]!,
      };
      privateCount += 1;
    }
    profiles.push(profile);
  }
  return profiles;
}
