// Which recents list the members screen uses: the backend kind and the command flags that select its endpoint and
// dataset (`engine --data /abs/panel.json`, `aws --endpoint-url http://127.0.0.1:4566 --region us-east-1`), the
// same flags a copied command carries. Flags about trust (`--ca-bundle`, `--no-verify-ssl`) do not change what the
// backend holds and are left out. The embedded engine on the demo dataset is the default context.

import { DEFAULT_RECENTS_CONTEXT } from '../../settings/recents.js';
import type { BackendInfo } from '../../service/ports.js';

export function recentsContextOf(backend: BackendInfo): string {
  const flags = backend.commandFlags ?? [];
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i]!;
    if (flag === '--no-verify-ssl') continue;
    if (flag === '--ca-bundle') {
      i += 1;
      continue;
    }
    kept.push(flag);
  }
  if (backend.kind === 'engine' && kept.length === 0) return DEFAULT_RECENTS_CONTEXT;
  return [backend.kind, ...kept].join(' ');
}
