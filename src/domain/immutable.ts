// Deeply immutable records. The engine stores its hot records (collaboration members) deeply frozen and hands out
// the stored objects themselves instead of deep copies: paging a million members spent most of its time copying
// them. Freezing keeps the guarantee the copies gave (a caller cannot change the engine's state through what it
// received: an assignment throws in strict-mode code) and makes each record a stable value, so the server can
// memoise its wire JSON per record object (src/formats/wireOutput.ts).
//
// The engine freezes its records field by field (src/engine/frozenMember.ts: a generic deep freeze was ten times
// slower on a million members); isDeepFrozen lets a consumer check the guarantee before relying on it.
//
// A Date cannot be frozen in a useful way (Object.freeze does not stop setTime, which changes an internal slot),
// so stored timestamps are ReadonlyDate: a Date in every other respect (instanceof Date, getTime, toISOString,
// equal to a Date of the same time under deep equality) whose setters throw. Only a deliberate
// `Date.prototype.setTime.call(date, ...)` gets past it.

const DATE_SETTERS = [
  'setTime',
  'setMilliseconds',
  'setUTCMilliseconds',
  'setSeconds',
  'setUTCSeconds',
  'setMinutes',
  'setUTCMinutes',
  'setHours',
  'setUTCHours',
  'setDate',
  'setUTCDate',
  'setMonth',
  'setUTCMonth',
  'setFullYear',
  'setUTCFullYear',
  'setYear',
] as const;

export class ReadonlyDate extends Date {}

for (const name of DATE_SETTERS) {
  Object.defineProperty(ReadonlyDate.prototype, name, {
    value: function readonlyDateSetter(): never {
      throw new TypeError(
        `Cannot call ${name} on a read-only date (a stored record's timestamp): copy it with new Date(date) first`,
      );
    },
    writable: false,
    enumerable: false,
    configurable: false,
  });
}
Object.freeze(ReadonlyDate.prototype);

/** Whether `value` is deeply immutable: frozen all the way down, every Date a ReadonlyDate. */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (value instanceof Date) return value instanceof ReadonlyDate;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) return value.every(isDeepFrozen);
  for (const key of Object.keys(value)) if (!isDeepFrozen((value as Record<string, unknown>)[key])) return false;
  return true;
}
