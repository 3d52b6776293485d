// One error model for every service (docs/ARCHITECTURE.md principle 3). The engine throws these, the AWS backends map
// SDK exceptions into them, the emulator serialises them per service, the UI and the CLI render them.

export type ServiceId = 'appfabric' | 'cleanrooms' | 'appflow' | 'github';

/** Wire shape of one entry of a ValidationException's `fieldList`. */
export interface ValidationExceptionField {
  name: string;
  message: string;
}

export interface ServiceErrorInit {
  /** The error shape's name on the wire, e.g. `ValidationException`. */
  name: string;
  service: ServiceId;
  httpStatus: number;
  message: string;
  fault?: 'client' | 'server';
  /** `ValidationException.reason` / `AccessDeniedException.reason`, in the service's own spelling. */
  reason?: string;
  fieldList?: ValidationExceptionField[];
  resourceId?: string;
  resourceType?: string;
  serviceCode?: string;
  quotaCode?: string;
  retryAfterSeconds?: number;
}

export class ServiceError extends Error {
  override readonly name: string;
  readonly service: ServiceId;
  readonly httpStatus: number;
  readonly fault: 'client' | 'server';
  readonly reason?: string;
  readonly fieldList?: ValidationExceptionField[];
  readonly resourceId?: string;
  readonly resourceType?: string;
  readonly serviceCode?: string;
  readonly quotaCode?: string;
  readonly retryAfterSeconds?: number;

  constructor(init: ServiceErrorInit) {
    super(init.message);
    this.name = init.name;
    this.service = init.service;
    this.httpStatus = init.httpStatus;
    this.fault = init.fault ?? (init.httpStatus >= 500 ? 'server' : 'client');
    if (init.reason !== undefined) this.reason = init.reason;
    if (init.fieldList !== undefined) this.fieldList = init.fieldList;
    if (init.resourceId !== undefined) this.resourceId = init.resourceId;
    if (init.resourceType !== undefined) this.resourceType = init.resourceType;
    if (init.serviceCode !== undefined) this.serviceCode = init.serviceCode;
    if (init.quotaCode !== undefined) this.quotaCode = init.quotaCode;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The modeled members of the error, as the service puts them in the JSON body. */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message };
    for (const key of ['reason', 'fieldList', 'resourceId', 'resourceType', 'serviceCode', 'quotaCode'] as const) {
      if (this[key] !== undefined) body[key] = this[key];
    }
    return body;
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}
