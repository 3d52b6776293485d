// Every AWS operation switchyard knows, per service. Command mode and the emulator read them from here.

import { APPFABRIC } from './appfabric/index.js';
import { APPFLOW } from './appflow/index.js';
import { CLEANROOMS } from './cleanrooms/index.js';
import type { AnyOperation, AwsServiceId, ServiceDef } from './operation.js';

/** One entry per service: a service without one is a type error. */
export const SERVICE_BY_ID: Readonly<Record<AwsServiceId, ServiceDef>> = {
  appfabric: APPFABRIC,
  cleanrooms: CLEANROOMS,
  appflow: APPFLOW,
};

export const SERVICES: readonly ServiceDef[] = [APPFABRIC, CLEANROOMS, APPFLOW];

export const ALL_OPERATIONS: readonly AnyOperation[] = SERVICES.flatMap((s) => s.operations);

export function findService(name: string): ServiceDef | undefined {
  return SERVICES.find((s) => s.name === name);
}

export function findCommand(service: ServiceDef, name: string): AnyOperation | undefined {
  return service.operations.find((c) => c.name === name);
}
