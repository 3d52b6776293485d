// The control plane's world endpoints: `POST /_switchyard/state` replaces the world with a dataset document
// (validated whole, as `--data` is), `GET /_switchyard/state` returns it as one (never with secrets), and
// `POST /_switchyard/seed {"seed": N}` makes generated IDs and page tokens deterministic from then on.
import { ControlError } from './controlError.js';

export interface WorldState {
  /** Throws an error whose message lists every problem (a DatasetError) when the document is not a valid dataset. */
  load(json: unknown): void;
  dump(): Record<string, unknown>;
  seed(seed: number): void;
}

export function loadWorld(state: WorldState, body: Buffer): void {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    // As for `--data`: the parser's complaint, never the body's text.
    throw new ControlError('', 'the body is not valid JSON (a dataset document is expected: docs/datasets.md)');
  }
  try {
    state.load(json);
  } catch (error) {
    if (error instanceof Error && error.name === 'DatasetError') throw new ControlError('', error.message);
    throw error;
  }
}

export function seedWorld(state: WorldState, input: Record<string, unknown>): number {
  for (const key of Object.keys(input)) if (key !== 'seed') throw new ControlError(key, `${key} is not a seed field`);
  const { seed } = input;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
    throw new ControlError('seed', 'seed must be an integer from 0 to 4294967295');
  state.seed(seed);
  return seed;
}
