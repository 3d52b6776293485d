import { describe, expect, it } from 'vitest';
import { importWithoutFetch } from '../../src/ui/withoutFetch.js';

describe('importWithoutFetch', () => {
  it('hides the global fetch while the import runs, then puts it back as it was', async () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    let seen: string | undefined;
    const value = await importWithoutFetch(async () => {
      seen = typeof fetch;
      await Promise.resolve();
      return 42;
    });
    expect(seen).toBe('undefined');
    expect(value).toBe(42);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'fetch')).toEqual(before);
    expect(typeof fetch).toBe('function');
  });

  it('puts fetch back when the import fails', async () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    await expect(importWithoutFetch(() => Promise.reject(new Error('chunk missing')))).rejects.toThrow('chunk missing');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'fetch')).toEqual(before);
  });
});
