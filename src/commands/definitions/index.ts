// The services and commands of command mode.

import { createAppAuthorization } from './appfabric.js';
import { describeConnectorProfiles } from './appflow.js';
import { listMembers } from './cleanrooms.js';
import type { CommandDef, ServiceDef } from './command.js';

export const SERVICES: readonly ServiceDef[] = [
  {
    name: 'appfabric',
    title: 'AWS AppFabric',
    summary: 'Connects SaaS applications for security and productivity; here: app authorizations.',
    commands: [createAppAuthorization],
  },
  {
    name: 'cleanrooms',
    title: 'AWS Clean Rooms',
    summary: 'Collaborations for analysing shared data; here: the members of a collaboration.',
    commands: [listMembers],
  },
  {
    name: 'appflow',
    title: 'Amazon AppFlow',
    summary: 'Data flows between SaaS applications and AWS; here: connector profiles.',
    commands: [describeConnectorProfiles],
  },
];

export function findService(name: string): ServiceDef | undefined {
  return SERVICES.find((s) => s.name === name);
}

export function findCommand(service: ServiceDef, name: string): CommandDef | undefined {
  return service.commands.find((c) => c.name === name);
}
