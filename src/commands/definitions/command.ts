// What a command is: its place on the command line, its operation, its input and output shapes, its paginator.

import type { ServiceId } from '../../domain/errors.js';
import type { StructureShape } from './shape.js';

export type AwsServiceId = Exclude<ServiceId, 'github'>;

export interface Paginator {
  inputToken: string;
  outputToken: string;
  limitKey: string;
  resultKey: string;
}

export interface CommandDef {
  service: AwsServiceId;
  /** The command word, e.g. `list-members`. */
  name: string;
  /** The operation name as the service spells it, e.g. `ListMembers` (table title, error messages). */
  operation: string;
  summary: string;
  input: StructureShape;
  output: StructureShape;
  /** Auto-pagination as the AWS CLI does it (botocore paginators-1.json); absent when the CLI has none. */
  paginator?: Paginator;
  /** Input member filled with a fresh UUID when absent (@idempotencyToken). */
  idempotencyToken?: string;
}

export interface ServiceDef {
  name: AwsServiceId;
  title: string;
  summary: string;
  commands: readonly CommandDef[];
}

/** botocore's xform_name for our member names: `appBundleIdentifier` -> `app-bundle-identifier`. */
export function cliName(member: string): string {
  return member
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
