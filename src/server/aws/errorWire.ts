// ServiceError -> restJson1 error response, per service: the bare shape
// name in X-Amzn-Errortype, the status of its @httpError, and only the members that service's error shape models.
import { ServiceError, type ServiceId } from '../../domain/errors.js';

export type AwsService = Exclude<ServiceId, 'github'>;

type Member = 'reason' | 'fieldList' | 'resourceId' | 'resourceType' | 'serviceCode' | 'quotaCode';

/** Modeled body members besides `message`, per service and error shape. Unmodeled names keep every set member. */
const MODELED_MEMBERS: Record<AwsService, Record<string, readonly Member[]>> = {
  appfabric: {
    ValidationException: ['reason', 'fieldList'],
    ServiceQuotaExceededException: ['resourceId', 'resourceType', 'serviceCode', 'quotaCode'],
    AccessDeniedException: [],
    ResourceNotFoundException: ['resourceId', 'resourceType'],
    ConflictException: ['resourceId', 'resourceType'],
    ThrottlingException: ['serviceCode', 'quotaCode'],
    InternalServerException: [],
  },
  cleanrooms: {
    ValidationException: ['reason', 'fieldList'],
    AccessDeniedException: ['reason'],
    ResourceNotFoundException: ['resourceId', 'resourceType'],
    ConflictException: ['resourceId', 'resourceType', 'reason'],
    // The model's ServiceQuotaExceededException carries quotaName and quotaValue, which no answer here sets.
    ServiceQuotaExceededException: [],
    ThrottlingException: [],
    InternalServerException: [],
  },
  // AppFlow's error shapes carry `message` only, whatever the error.
  appflow: {},
};

const ALL_MEMBERS: readonly Member[] = [
  'reason',
  'fieldList',
  'resourceId',
  'resourceType',
  'serviceCode',
  'quotaCode',
];

/** Services whose ThrottlingException/InternalServerException bind retryAfterSeconds to the Retry-After header. */
const RETRY_AFTER_HEADER: ReadonlySet<AwsService> = new Set(['appfabric']);

export interface WireError {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export function errorToWire(service: AwsService | undefined, error: ServiceError): WireError {
  const name = bareName(error.name);
  const body: Record<string, unknown> = { message: error.message };
  const members =
    service === undefined
      ? ALL_MEMBERS
      : service === 'appflow'
        ? []
        : Object.hasOwn(MODELED_MEMBERS[service], name)
          ? (MODELED_MEMBERS[service][name] as readonly Member[])
          : ALL_MEMBERS;
  for (const key of members) {
    if (error[key] !== undefined) body[key] = error[key];
  }
  const headers: Record<string, string> = { 'X-Amzn-Errortype': name };
  if (error.retryAfterSeconds !== undefined && (service === undefined || RETRY_AFTER_HEADER.has(service))) {
    headers['Retry-After'] = String(Math.max(0, Math.ceil(error.retryAfterSeconds)));
  }
  return { status: error.httpStatus, headers, body };
}

/** The same sanitising clients apply (text before `:`, then after `#`), so the header is always a bare name. */
function bareName(name: string): string {
  const beforeColon = name.split(':')[0] ?? name;
  const afterHash = beforeColon.split('#').pop() ?? beforeColon;
  return afterHash.replace(/[^A-Za-z0-9_]/g, '') || 'InternalServerException';
}

export function internalError(service: AwsService | undefined): ServiceError {
  return new ServiceError({
    name: 'InternalServerException',
    service: service ?? 'appfabric',
    httpStatus: 500,
    message: 'An internal error occurred while processing the request',
  });
}
