// Matches a request's method and raw path against the AWS operations and percent-decodes the path labels.
import { ServiceError } from '../../domain/errors.js';
import { validationError } from '../../domain/validation.js';
import type { AwsService } from './errorWire.js';
import { AWS_OPERATIONS, SERVICE_OF_FIRST_SEGMENT, type AwsOperation } from './operations.js';

export type RouteMatch =
  | { kind: 'operation'; operation: AwsOperation; rawLabels: Record<string, string> }
  | { kind: 'unknown'; service: AwsService | undefined; error: ServiceError };

/**
 * `signingService` is the credential scope's service of a signed request: it tells apart the services that share a
 * route (`/tags/{resourceArn}`) when the ARN does not.
 */
export function matchAwsRoute(method: string, rawPath: string, signingService?: string): RouteMatch {
  const segments = rawPath.split('/').slice(1);
  const onPath: Candidate[] = [];
  for (const operation of AWS_OPERATIONS) {
    const rawLabels = matchSegments(operation.path, segments);
    if (rawLabels !== undefined) onPath.push({ operation, rawLabels });
  }
  const withMethod = onPath.filter((c) => c.operation.method === method);
  if (withMethod.length > 0) return { kind: 'operation', ...pickService(withMethod, signingService) };
  const first = segments[0] ?? '';
  // Own keys only: a path like `/constructor` must not find Object.prototype members.
  const service =
    onPath.length > 0
      ? pickService(onPath, signingService).operation.service
      : Object.hasOwn(SERVICE_OF_FIRST_SEGMENT, first)
        ? SERVICE_OF_FIRST_SEGMENT[first]
        : undefined;
  const what = onPath.length > 0 ? `${method} is not supported on this path` : 'No operation matches the request';
  return {
    kind: 'unknown',
    service,
    error: new ServiceError({
      name: 'UnknownOperationException',
      service: service ?? 'appfabric',
      httpStatus: 404,
      message: `${what}: ${method} ${truncate(rawPath)}`,
    }),
  };
}

interface Candidate {
  operation: AwsOperation;
  rawLabels: Record<string, string>;
}

/**
 * One of the operations several services serve on the same route (TagResource, UntagResource, ListTagsForResource
 * on `/tags/{resourceArn}`): the one of the service the ARN names (`arn:aws:appflow:...`), else the one of the
 * service the request was signed for, else the first. So each answers, errors included, in its own service's shape.
 */
function pickService(candidates: readonly Candidate[], signingService: string | undefined): Candidate {
  const first = candidates[0]!;
  if (candidates.length === 1) return first;
  const arnService = serviceOfArn(first.rawLabels.resourceArn);
  return (
    candidates.find((c) => c.operation.service === arnService) ??
    candidates.find((c) => c.operation.service === signingService) ??
    first
  );
}

/** The service part of a percent-encoded ARN label (`arn%3Aaws%3Aappflow%3A...` -> `appflow`). */
function serviceOfArn(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let arn: string;
  try {
    arn = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return /^arn:[^:]*:([^:]*):/.exec(arn)?.[1];
}

function matchSegments(template: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  if (template.length !== segments.length) return undefined;
  const labels: Record<string, string> = {};
  for (let i = 0; i < template.length; i += 1) {
    const part = template[i] as string;
    const actual = segments[i] as string;
    if (part.startsWith('{')) labels[part.slice(1, -1)] = actual;
    else if (part !== actual) return undefined;
  }
  return labels;
}

/** Percent-decodes labels; a label that does not decode is a ValidationException naming it. */
export function decodeLabels(service: AwsService, rawLabels: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = {};
  const issues = [];
  for (const [name, raw] of Object.entries(rawLabels)) {
    try {
      labels[name] = decodeURIComponent(raw);
    } catch {
      issues.push({
        path: name,
        rule: 'type' as const,
        message: 'Member must be a validly percent-encoded path segment',
      });
    }
  }
  if (issues.length > 0) throw validationError(service, issues);
  return labels;
}

/** Paths are echoed in messages; cap their length so a hostile path cannot inflate every error. */
function truncate(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}
