// An in-process emulator (the same composition `switchyard serve` runs) on port 0, with JSON helpers for its
// control plane and its API routes.
import { demoDataset, type Dataset, type Engine } from '../../../src/engine/index.js';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../../src/server/emulator.js';
import { createEmulatorBackend } from '../../../src/service/select.js';

export const SECRET = 'sy-test-secret-7Hq2Zx';
export const SECRET_TOKEN_CALLER = { id: 'secret-user', name: 'secret', kind: 'user', token: SECRET, userId: 4242 };

export interface RunningEmulator {
  url: string;
  emulator: Emulator<Engine>;
  errors: string[];
  close(): Promise<void>;
}

/** The demo dataset plus a GitHub user whose token is the known test secret. */
export function datasetWithSecretCaller(): Dataset {
  const dataset = demoDataset();
  dataset.github.callers.push(SECRET_TOKEN_CALLER);
  return dataset;
}

export async function startTestEmulator(
  options: Partial<EmulatorOptions<Engine>> & { dataset?: Dataset } = {},
): Promise<RunningEmulator> {
  const errors: string[] = [];
  const { dataset, ...rest } = options;
  const backend = rest.backend ?? (await createEmulatorBackend({ loaded: dataset ?? datasetWithSecretCaller() }));
  const emulator = createEmulator({
    logError: (m) => errors.push(m),
    ...rest,
    backend,
  });
  const { url } = await emulator.server.listen(0, '127.0.0.1');
  return { url, emulator, errors, close: () => emulator.server.close() };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are asserted field by field
  text: string;
}

export async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
