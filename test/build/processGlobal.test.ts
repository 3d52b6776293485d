// The bundle's `node:process` module (scripts/processGlobal.mjs) must hand out the global process and its members.

import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { PROCESS_GLOBAL_SOURCE } from '../../scripts/processGlobal.mjs';

describe('processGlobal', () => {
  it('exports the global process, its values and its functions', async () => {
    const shim = (await import(
      `data:text/javascript,${encodeURIComponent(PROCESS_GLOBAL_SOURCE as string)}`
    )) as Record<string, unknown> & { cwd(): string; default: NodeJS.Process };
    expect(shim.default).toBe(process);
    expect(shim.env).toBe(process.env);
    expect(shim.versions).toBe(process.versions);
    expect(shim.platform).toBe(process.platform);
    expect(shim.cwd()).toBe(process.cwd());
  });
});
