// Where the wizard keeps the secrets the user types: a closure owned by one open wizard, never a store, never
// state that could be persisted, logged or snapshotted. `clear()` runs when the wizard closes.

import type { SecretFieldId } from './fields.js';

export interface SecretVault {
  get(field: SecretFieldId): string;
  set(field: SecretFieldId, value: string): void;
  clear(): void;
}

export function createSecretVault(): SecretVault {
  const values = new Map<SecretFieldId, string>();
  const vault: SecretVault = {
    get: (field) => values.get(field) ?? '',
    set: (field, value) => {
      if (value === '') values.delete(field);
      else values.set(field, value);
    },
    clear: () => values.clear(),
  };
  // Keep the secrets out of anything that serialises or inspects the vault by accident.
  Object.defineProperty(vault, 'toJSON', { value: () => '[secret vault]', enumerable: false });
  return Object.freeze(vault);
}
