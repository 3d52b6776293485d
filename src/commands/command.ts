// A command is an AWS operation's description (src/operations/): its command word, shapes, validator, port method
// and paginator drive parsing, help, validation and the call.

export type { AnyOperation as CommandDef, Paginator, ServiceDef } from '../operations/operation.js';
export { cliName } from '../operations/operation.js';
