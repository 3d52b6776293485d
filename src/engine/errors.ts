// The engine's non-validation errors, in the shapes each service's model gives them.
import { ServiceError } from '../domain/errors.js';

export function appBundleNotFound(identifier: string): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'appfabric',
    httpStatus: 404,
    message: `App bundle ${identifier} does not exist`,
    resourceId: identifier,
    resourceType: 'AppBundle',
  });
}

export function appAuthorizationNotFound(identifier: string): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'appfabric',
    httpStatus: 404,
    message: `App authorization ${identifier} does not exist`,
    resourceId: identifier,
    resourceType: 'AppAuthorization',
  });
}

export function collaborationNotFound(identifier: string): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'cleanrooms',
    httpStatus: 404,
    message: `Collaboration ${identifier} does not exist`,
    resourceId: identifier,
    resourceType: 'COLLABORATION',
  });
}

export function idempotentParameterMismatch(clientToken: string, existingArn: string): ServiceError {
  return new ServiceError({
    name: 'IdempotentParameterMismatch',
    service: 'appfabric',
    httpStatus: 409,
    message: `Client token ${clientToken} was already used to create ${existingArn} with different parameters`,
    resourceId: existingArn,
    resourceType: 'AppAuthorization',
  });
}

/** AppFabric quota: 50 application authorizations per Region, not adjustable. */
export const APP_AUTHORIZATIONS_PER_REGION = 50;

export function appAuthorizationQuotaExceeded(region: string, bundleArn: string): ServiceError {
  return new ServiceError({
    name: 'ServiceQuotaExceededException',
    service: 'appfabric',
    httpStatus: 402,
    message: `Region ${region} already has ${APP_AUTHORIZATIONS_PER_REGION} app authorizations, the quota per Region`,
    resourceId: bundleArn,
    resourceType: 'AppAuthorization',
    serviceCode: 'appfabric',
    quotaCode: 'app-authorizations-per-region',
  });
}

/** AppFabric quota: one app bundle per Region (and account), not adjustable. */
export const APP_BUNDLES_PER_REGION = 1;

export function appBundleQuotaExceeded(region: string, existingArn: string): ServiceError {
  return new ServiceError({
    name: 'ServiceQuotaExceededException',
    service: 'appfabric',
    httpStatus: 402,
    message: `Region ${region} already has an app bundle (${existingArn}); the quota is ${APP_BUNDLES_PER_REGION} per Region`,
    resourceId: existingArn,
    resourceType: 'AppBundle',
    serviceCode: 'appfabric',
    quotaCode: 'app-bundles-per-region',
  });
}

/** A client token reused for CreateAppBundle with other parameters. */
export function appBundleTokenMismatch(clientToken: string, existingArn: string): ServiceError {
  return new ServiceError({
    name: 'ConflictException',
    service: 'appfabric',
    httpStatus: 409,
    message: `Client token ${clientToken} was already used to create ${existingArn} with different parameters`,
    resourceId: existingArn,
    resourceType: 'AppBundle',
  });
}

/** DeleteAppBundle of a bundle that still holds authorizations (AppFabric: delete them first). */
export function appBundleInUse(bundleArn: string, authorizations: number): ServiceError {
  const count = authorizations === 1 ? '1 app authorization' : `${authorizations} app authorizations`;
  return new ServiceError({
    name: 'ConflictException',
    service: 'appfabric',
    httpStatus: 409,
    message: `App bundle ${bundleArn} still holds ${count}: delete them before the app bundle`,
    resourceId: bundleArn,
    resourceType: 'AppBundle',
  });
}

/** AppFabric tags: the ARN names no app bundle or app authorization that exists. */
export function appFabricResourceNotFound(arn: string): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'appfabric',
    httpStatus: 404,
    message: `Resource ${arn} does not exist`,
    resourceId: arn,
    resourceType: arn.includes('/appauthorization/')
      ? 'AppAuthorization'
      : arn.includes(':appbundle/')
        ? 'AppBundle'
        : 'Resource',
  });
}

/** A record the engine built failed its own validator: a bug in the engine, reported as the service would. */
export function internalError(service: 'appfabric' | 'cleanrooms' | 'appflow', what: string): ServiceError {
  return new ServiceError({ name: 'InternalServerException', service, httpStatus: 500, message: what });
}

/** Clean Rooms ResourceNotFoundException of a membership, configured table or tagged resource. */
export function cleanRoomsNotFound(
  resourceType: 'COLLABORATION' | 'MEMBERSHIP' | 'CONFIGURED_TABLE',
  identifier: string,
  what: string,
): ServiceError {
  return new ServiceError({
    name: 'ResourceNotFoundException',
    service: 'cleanrooms',
    httpStatus: 404,
    message: `${what} ${identifier} does not exist`,
    resourceId: identifier,
    resourceType,
  });
}

/** Clean Rooms ConflictException (409), with its reason (ALREADY_EXISTS, SUBRESOURCES_EXIST, INVALID_STATE). */
export function cleanRoomsConflict(
  reason: 'ALREADY_EXISTS' | 'SUBRESOURCES_EXIST' | 'INVALID_STATE',
  resourceType: 'COLLABORATION' | 'MEMBERSHIP' | 'CONFIGURED_TABLE',
  identifier: string,
  message: string,
): ServiceError {
  return new ServiceError({
    name: 'ConflictException',
    service: 'cleanrooms',
    httpStatus: 409,
    message,
    resourceId: identifier,
    resourceType,
    reason,
  });
}

/** Clean Rooms AccessDeniedException: the caller's account may not do this to the resource (not its creator). */
export function cleanRoomsAccessDenied(message: string): ServiceError {
  return new ServiceError({
    name: 'AccessDeniedException',
    service: 'cleanrooms',
    httpStatus: 403,
    message,
    reason: 'INSUFFICIENT_PERMISSIONS',
  });
}
