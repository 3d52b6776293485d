// Faults a test injects through POST /_switchyard/faults: the next `count` matching calls fail (an AWS error in that
// service's error shape, or a GitHub secondary-limit or server error) and/or are delayed by `latencyMs`.
import { ServiceError } from '../../domain/errors.js';
import type { AwsService } from '../aws/errorWire.js';
import { MODEL_ERRORS } from '../aws/modelErrors.js';
import { AWS_OPERATIONS } from '../aws/operations.js';
import { ControlError } from './controlError.js';

const AWS_SERVICES: readonly AwsService[] = ['appfabric', 'appflow', 'cleanrooms'];
const GITHUB_ERRORS = ['secondary', 'server'] as const;
type GithubFaultError = (typeof GITHUB_ERRORS)[number];
const MAX_LATENCY_MS = 60_000;
const MAX_COUNT = 1_000_000;

interface FaultBase {
  id: number;
  /** Calls still to be affected. */
  remaining: number;
  latencyMs?: number;
}

export interface AwsFault extends FaultBase {
  service: AwsService;
  operation?: string;
  error?: string;
  status?: number;
  message?: string;
  /** ConnectAppAuthorization only: the call succeeds but the authorization ends in this failure status. */
  connectStatus?: ConnectStatusFault;
}

const CONNECT_STATUSES = ['ConnectionValidationFailed', 'TokenAutoRotationFailed'] as const;
export type ConnectStatusFault = (typeof CONNECT_STATUSES)[number];

export interface GithubFault extends FaultBase {
  service: 'github';
  /** A path under /api/v3 (`/graphql` for POST /api/graphql); a trailing `*` matches every path with that prefix. */
  path?: string;
  error?: GithubFaultError;
  status?: number;
  retryAfter?: number;
}

export type Fault = AwsFault | GithubFault;

/**
 * Faults active at once. A test injects a handful; 20,000 made every call scan them (1 ms became 5-7 ms) and the
 * list answer 21 MiB. At 1,000 the list stays under about 1 MiB.
 */
export const MAX_FAULTS = 1_000;

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Active faults per service: a call to a service with none (the usual case) scans nothing. */
  private readonly perService = new Map<string, number>();

  add(spec: unknown): Fault {
    if (this.faults.length >= MAX_FAULTS)
      throw new ControlError('faults', `at most ${MAX_FAULTS} faults can be active at once; clear some first`, 409);
    const fault = parseFault(spec, this.nextId);
    this.nextId += 1;
    this.faults.push(fault);
    this.perService.set(fault.service, (this.perService.get(fault.service) ?? 0) + 1);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
    this.perService.clear();
  }

  /** Consumes one use of the first fault matching the AWS call, if any. */
  takeAws(service: AwsService, operation: string): Fault | undefined {
    if (!this.perService.get(service)) return undefined;
    return this.take((f) => f.service === service && (f.operation === undefined || f.operation === operation));
  }

  /** Consumes one use of the first fault matching the GitHub path (relative to /api/v3), if any. */
  takeGithub(path: string): GithubFault | undefined {
    if (!this.perService.get('github')) return undefined;
    return this.take((f) => f.service === 'github' && githubPathMatches(f.path, path)) as GithubFault | undefined;
  }

  private take(matches: (fault: Fault) => boolean): Fault | undefined {
    const index = this.faults.findIndex(matches);
    if (index === -1) return undefined;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) {
      this.faults.splice(index, 1);
      this.perService.set(fault.service, (this.perService.get(fault.service) ?? 1) - 1);
    }
    return fault;
  }
}

/** The ServiceError an AWS fault raises, or undefined for a latency-only fault. */
export function awsFaultError(fault: AwsFault): ServiceError | undefined {
  if (fault.error === undefined) return undefined;
  const status = fault.status ?? MODEL_ERRORS[fault.service][fault.error] ?? 400;
  return new ServiceError({
    name: fault.error,
    service: fault.service,
    httpStatus: status,
    message: fault.message ?? `Injected fault: ${fault.error}`,
  });
}

function githubPathMatches(pattern: string | undefined, path: string): boolean {
  if (pattern === undefined) return true;
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

function parseFault(spec: unknown, id: number): Fault {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    throw new ControlError('', 'the body must be a JSON object describing one fault');
  const input = spec as Record<string, unknown>;
  const service = input.service;
  if (service !== 'github' && !AWS_SERVICES.includes(service as AwsService))
    throw new ControlError('service', `service must be one of ${[...AWS_SERVICES, 'github'].join(', ')}`);
  const count = optionalInteger(input, 'count', 1, MAX_COUNT) ?? 1;
  const latencyMs = optionalInteger(input, 'latencyMs', 0, MAX_LATENCY_MS);
  const base: FaultBase = { id, remaining: count, ...(latencyMs !== undefined ? { latencyMs } : {}) };
  if (service === 'github') return parseGithubFault(input, base);
  return parseAwsFault(input, base, service as AwsService);
}

function parseAwsFault(input: Record<string, unknown>, base: FaultBase, service: AwsService): AwsFault {
  allowOnly(input, ['service', 'operation', 'error', 'status', 'message', 'count', 'latencyMs', 'connectStatus']);
  if (input.connectStatus !== undefined) return parseConnectStatusFault(input, base, service);
  const operation = optionalString(input, 'operation');
  if (operation !== undefined) {
    const known = AWS_OPERATIONS.filter((o) => o.service === service).map((o) => o.name);
    if (!known.includes(operation))
      throw new ControlError('operation', `operation must be one of ${service}'s operations: ${known.join(', ')}`);
  }
  const error = optionalString(input, 'error');
  if (error !== undefined && !Object.hasOwn(MODEL_ERRORS[service], error))
    throw new ControlError(
      'error',
      `error ${JSON.stringify(error.slice(0, 100))} is not an error of ${service}; one of ${Object.keys(MODEL_ERRORS[service]).join(', ')}`,
    );
  const status = optionalInteger(input, 'status', 400, 599);
  const message = optionalString(input, 'message');
  if (error === undefined && base.latencyMs === undefined)
    throw new ControlError('error', 'a fault needs an error, a latencyMs, or both');
  if (error === undefined && status !== undefined) throw new ControlError('status', 'status needs an error');
  return {
    ...base,
    service,
    ...(operation !== undefined ? { operation } : {}),
    ...(error !== undefined ? { error } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}

function parseConnectStatusFault(input: Record<string, unknown>, base: FaultBase, service: AwsService): AwsFault {
  const connectStatus = input.connectStatus;
  if (!(CONNECT_STATUSES as readonly unknown[]).includes(connectStatus))
    throw new ControlError('connectStatus', `connectStatus must be one of ${CONNECT_STATUSES.join(', ')}`);
  if (service !== 'appfabric') throw new ControlError('service', 'connectStatus is a fault of service appfabric');
  if (input.operation !== undefined && input.operation !== 'ConnectAppAuthorization')
    throw new ControlError('operation', 'connectStatus applies to ConnectAppAuthorization only');
  for (const field of ['error', 'status', 'message'])
    if (input[field] !== undefined) throw new ControlError(field, `${field} cannot be given with connectStatus`);
  return {
    ...base,
    service,
    operation: 'ConnectAppAuthorization',
    connectStatus: connectStatus as ConnectStatusFault,
  };
}

function parseGithubFault(input: Record<string, unknown>, base: FaultBase): GithubFault {
  allowOnly(input, ['service', 'path', 'error', 'status', 'retryAfter', 'count', 'latencyMs']);
  let path = optionalString(input, 'path');
  if (path !== undefined) {
    if (path.startsWith('/api/v3/')) path = path.slice('/api/v3'.length);
    if (!path.startsWith('/')) throw new ControlError('path', 'path must start with / (a path under /api/v3)');
  }
  const error = optionalString(input, 'error');
  if (error !== undefined && !(GITHUB_ERRORS as readonly string[]).includes(error))
    throw new ControlError('error', `error must be one of ${GITHUB_ERRORS.join(', ')}`);
  const status = optionalInteger(input, 'status', 400, 599);
  if (error === 'secondary' && status !== undefined && status !== 403 && status !== 429)
    throw new ControlError('status', 'a secondary-limit answer is 403 or 429');
  const retryAfter = optionalInteger(input, 'retryAfter', 0, 86_400);
  if (retryAfter !== undefined && error !== 'secondary')
    throw new ControlError('retryAfter', 'retryAfter applies to error "secondary" only');
  if (error === undefined && base.latencyMs === undefined)
    throw new ControlError('error', 'a fault needs an error, a latencyMs, or both');
  return {
    ...base,
    service: 'github',
    ...(path !== undefined ? { path } : {}),
    ...(error !== undefined ? { error: error as GithubFaultError } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(error === 'secondary' ? { retryAfter: retryAfter ?? 60 } : {}),
  };
}

function allowOnly(input: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(input))
    if (!allowed.includes(key)) throw new ControlError(key, `${key} is not a field of this kind of fault`);
}

function optionalString(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 1024)
    throw new ControlError(field, `${field} must be a non-empty string of at most 1024 characters`);
  return value;
}

function optionalInteger(input: Record<string, unknown>, field: string, min: number, max: number): number | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ControlError(field, `${field} must be an integer from ${min} to ${max}`);
  return value;
}
