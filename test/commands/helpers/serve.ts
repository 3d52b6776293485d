// Starts `switchyard serve --port 0` (the emulator) from the shipped bundle for tests that go through the AWS backends.
// A serve that does not start fails the test (it is part of the product, never a reason to skip).

import type { ChildProcess } from 'node:child_process';
import { startBundleServe } from '../../helpers/bundle.js';

export interface ServeHandle {
  url?: string;
  child?: ChildProcess;
  why: string;
}

export async function startServe(): Promise<ServeHandle> {
  const serve = await startBundleServe();
  return { url: serve.url, child: serve.child, why: '' };
}
