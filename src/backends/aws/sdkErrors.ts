// SDK and transport failures -> the domain ServiceError, so the explorer and command mode show AWS errors exactly
// like engine errors (name, status, reason, fieldList, resource, Retry-After).
import { ServiceError, type ServiceId, type ValidationExceptionField } from '../../domain/errors.js';
import type { CallOptions } from '../../service/ports.js';
import { CERTIFICATE_ERROR_CODES } from '../net/certificateErrors.js';

type AwsServiceId = Exclude<ServiceId, 'github'>;

interface SdkErrorLike {
  name?: unknown;
  message?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  reason?: unknown;
  fieldList?: unknown;
  resourceId?: unknown;
  resourceType?: unknown;
  serviceCode?: unknown;
  quotaCode?: unknown;
  retryAfterSeconds?: unknown;
  $response?: { headers?: Record<string, string | undefined> };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function fieldList(value: unknown): ValidationExceptionField[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((f: { name?: unknown; message?: unknown }) => ({
    name: String(f?.name ?? ''),
    message: String(f?.message ?? ''),
  }));
}

function retryAfter(error: SdkErrorLike): number | undefined {
  const modeled = error.retryAfterSeconds;
  if (typeof modeled === 'number' && Number.isFinite(modeled)) return modeled;
  const header = error.$response?.headers?.['retry-after'];
  if (header !== undefined && /^\d+$/.test(header)) return Number(header);
  return undefined;
}

/** True for a user's abort (Ctrl+C, timeout): those are passed through, not turned into service errors. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error as { code?: unknown }).code === 'ABORT_ERR');
}

/**
 * Maps an error thrown by an AWS SDK client (or by our own signed fetch) to a ServiceError. Errors with an HTTP
 * response keep their status and modeled members; failures before any response (no credentials, connection
 * refused, DNS) become a client-side error with status 0 and the cause in the message.
 */
export function toServiceError(service: AwsServiceId, error: unknown): unknown {
  if (error instanceof ServiceError || isAbort(error)) return error;
  if (typeof error !== 'object' || error === null) {
    return new ServiceError({ name: 'UnknownError', service, httpStatus: 0, fault: 'client', message: String(error) });
  }
  const e = error as SdkErrorLike;
  const name = str(e.name) ?? 'UnknownError';
  const message = str(e.message) ?? name;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status !== 'number') {
    const cause = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof cause === 'string' && CERTIFICATE_ERROR_CODES.has(cause)) {
      return new ServiceError({
        name: 'SSLError',
        service,
        httpStatus: 0,
        fault: 'client',
        message:
          `SSL validation failed: certificate verify failed: ${message} (${cause}). Trust the endpoint's certificate ` +
          "with --ca-bundle, AWS_CA_BUNDLE or the profile's ca_bundle, or skip the check with --no-verify-ssl",
      });
    }
    return new ServiceError({
      name,
      service,
      httpStatus: 0,
      fault: 'client',
      message: typeof cause === 'string' && !message.includes(cause) ? `${message} (${cause})` : message,
    });
  }
  const reason = str(e.reason);
  const list = fieldList(e.fieldList);
  const resourceId = str(e.resourceId);
  const resourceType = str(e.resourceType);
  const serviceCode = str(e.serviceCode);
  const quotaCode = str(e.quotaCode);
  const retryAfterSeconds = retryAfter(e);
  return new ServiceError({
    name,
    service,
    httpStatus: status,
    message,
    fault: e.$fault === 'server' ? 'server' : e.$fault === 'client' ? 'client' : status >= 500 ? 'server' : 'client',
    ...(reason !== undefined ? { reason } : {}),
    ...(list !== undefined ? { fieldList: list } : {}),
    ...(resourceId !== undefined ? { resourceId } : {}),
    ...(resourceType !== undefined ? { resourceType } : {}),
    ...(serviceCode !== undefined ? { serviceCode } : {}),
    ...(quotaCode !== undefined ? { quotaCode } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

/**
 * Tells the caller how many HTTP attempts the SDK made for a call (its `$metadata.attempts`, on the output and on
 * an error alike), so the explorer's call log can show the retries the SDK made on its own.
 */
export function reportAttempts(options: CallOptions, outputOrError: unknown): void {
  const metadata = (outputOrError as { $metadata?: { attempts?: unknown } } | null | undefined)?.$metadata;
  if (typeof metadata?.attempts === 'number') options.onAttempts?.(metadata.attempts);
}
