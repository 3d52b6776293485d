// The emulator for the control-plane tests: `switchyard serve` from the built bundle (dist/cli.js), on port 0, with a
// dataset written to a temporary file, so what is tested is what ships. Errors are what it writes to stderr. JSON
// helpers for its control plane and its API routes.
//
// Kept in-process from src/ (`startInProcessEmulator`), each for a reason:
// - the request log's size is not a `serve` option (controlPlane.system.test.ts, "keeps only the most recent calls").
import { demoDataset, type Dataset, type Engine } from '../../../src/engine/index.js';
import { createEmulator, type EmulatorOptions } from '../../../src/server/emulator.js';
import { createEmulatorBackend } from '../../../src/compose/select.js';
import { startBuiltServer } from '../helpers.js';

export const SECRET = 'sy-test-secret-7Hq2Zx';
export const SECRET_TOKEN_CALLER = { id: 'secret-user', name: 'secret', kind: 'user', token: SECRET, userId: 4242 };

export interface RunningEmulator {
  url: string;
  /** Error lines the server logged. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** The demo dataset plus a GitHub user whose token is the known test secret. */
export function datasetWithSecretCaller(): Dataset {
  const dataset = demoDataset();
  dataset.github.callers.push(SECRET_TOKEN_CALLER);
  return dataset;
}

/** `node dist/cli.js serve --data <dataset> ...args` (the demo dataset plus the secret caller by default). */
export function startTestEmulator(options: { dataset?: Dataset; args?: string[] } = {}): Promise<RunningEmulator> {
  return startBuiltServer({
    dataset: options.dataset ?? datasetWithSecretCaller(),
    ...(options.args ? { args: options.args } : {}),
  });
}

/** The same composition in-process from src/, for what `serve` has no option for (see the list above). */
export async function startInProcessEmulator(
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
  return { url, errors, close: () => emulator.server.close() };
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
