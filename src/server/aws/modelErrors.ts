// The error shapes of each service's public model and the status of each one's @httpError (read from the AWS SDK's
// schemas: AppFlow 3.1048.0, Clean Rooms 3.1048.0; AppFabric's model). A fault names one of these, so a misspelt
// name is refused instead of becoming a 400 that no SDK retries.
import type { AwsService } from './errorWire.js';

export const MODEL_ERRORS: Readonly<Record<AwsService, Readonly<Record<string, number>>>> = {
  appfabric: {
    AccessDeniedException: 403,
    ConflictException: 409,
    InternalServerException: 500,
    ResourceNotFoundException: 404,
    ServiceQuotaExceededException: 402,
    ThrottlingException: 429,
    ValidationException: 400,
  },
  appflow: {
    AccessDeniedException: 403,
    ConflictException: 409,
    ConnectorAuthenticationException: 401,
    ConnectorServerException: 400,
    InternalServerException: 500,
    ResourceNotFoundException: 404,
    ServiceQuotaExceededException: 402,
    ThrottlingException: 429,
    UnsupportedOperationException: 400,
    ValidationException: 400,
  },
  cleanrooms: {
    AccessDeniedException: 403,
    ConflictException: 409,
    InternalServerException: 500,
    ResourceNotFoundException: 404,
    ServiceQuotaExceededException: 402,
    ThrottlingException: 429,
    ValidationException: 400,
  },
};
