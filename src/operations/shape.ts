// Where a shape may carry a secret: the masking of --debug output, the call log, prompts and argv read these. The
// shapes themselves (and their builder) live in domain/shape.ts.

import { isSecretMemberName } from '../domain/secretNames.js';
import type { Shape } from '../domain/shape.js';

/** Whether a top-level input member (by its name and shape) may carry a secret. */
export function carriesSecret(name: string, shape: Shape): boolean {
  return isSecretMemberName(name) || sensitivePaths(shape).length > 0;
}

/**
 * Paths of every sensitive member under a shape, as templates (`credential.apiKeyCredential.apiKey`, `tags[].x`): the
 * leaves flagged `sensitive`, and any member whose name holds a credential (`clientSecret`, `apiKey`, `password`,
 * ...) even without the flag.
 */
export function sensitivePaths(shape: Shape, base = ''): string[] {
  switch (shape.type) {
    case 'string':
      return shape.sensitive ? [base] : [];
    case 'list':
      return sensitivePaths(shape.member, `${base}[]`);
    case 'map':
      return sensitivePaths(shape.value, `${base}.*`);
    case 'structure':
      return Object.entries(shape.members).flatMap(([name, m]) => {
        const path = base ? `${base}.${name}` : name;
        return isSecretMemberName(name) ? [path] : sensitivePaths(m.shape, path);
      });
    default:
      return [];
  }
}
