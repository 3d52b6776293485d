// Matches a request's method and raw path against the AWS operations and percent-decodes the path labels.
import { ServiceError } from '../../domain/errors.js';
import { validationError } from '../../domain/validation.js';
import type { AwsService } from './errorWire.js';
import { AWS_OPERATIONS, SERVICE_OF_FIRST_SEGMENT, type AwsOperation } from './operations.js';

export type RouteMatch =
  | { kind: 'operation'; operation: AwsOperation; rawLabels: Record<string, string> }
  | { kind: 'unknown'; service: AwsService | undefined; error: ServiceError };

export function matchAwsRoute(method: string, rawPath: string): RouteMatch {
  const segments = rawPath.split('/').slice(1);
  let pathMatched = false;
  for (const operation of AWS_OPERATIONS) {
    const rawLabels = matchSegments(operation.path, segments);
    if (rawLabels === undefined) continue;
    pathMatched = true;
    if (operation.method === method) return { kind: 'operation', operation, rawLabels };
  }
  const first = segments[0] ?? '';
  // Own keys only: a path like `/constructor` must not find Object.prototype members.
  const service = Object.hasOwn(SERVICE_OF_FIRST_SEGMENT, first) ? SERVICE_OF_FIRST_SEGMENT[first] : undefined;
  const what = pathMatched ? `${method} is not supported on this path` : 'No operation matches the request';
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
