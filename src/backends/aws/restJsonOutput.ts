// restJson1 response bodies -> port output, read through the operation's output shape: timestamps become Dates
// (AppFabric's are RFC 3339 strings), other members pass as they are.
import { ServiceError } from '../../domain/errors.js';
import type { Shape } from '../../domain/shape.js';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/;

export function parseDateTime(value: unknown, member: string): Date {
  if (typeof value !== 'string' || !RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ServiceError({
      name: 'DeserializationError',
      service: 'appfabric',
      httpStatus: 0,
      message: `AppFabric returned an invalid ${member}`,
    });
  }
  return new Date(value);
}

/** Reads an AppFabric response member by its shape; `member` names it in a deserialisation error. */
export function fromAppFabricWire(shape: Shape, value: unknown, member: string): unknown {
  if (value === undefined || value === null) return undefined;
  switch (shape.type) {
    case 'timestamp':
      return parseDateTime(value, member);
    case 'list':
      return Array.isArray(value) ? value.map((item) => fromAppFabricWire(shape.member, item, member)) : value;
    case 'structure': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const result: Record<string, unknown> = {};
      for (const [key, m] of Object.entries(shape.members)) {
        const read = fromAppFabricWire(m.shape, (value as Record<string, unknown>)[key], key);
        if (read !== undefined) result[key] = read;
      }
      return result;
    }
    default:
      return value;
  }
}
