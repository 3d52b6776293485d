// The Node version check of the binary's first file (src/nodeVersion.ts, built into dist/cli.js): which versions are
// refused and the one line said for them. test/package/oldNode.system.test.ts runs the built file on an old Node.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimumNodeMajor, nodeVersionProblem } from '../src/nodeVersion.js';

describe('nodeVersionProblem', () => {
  it('refuses a Node older than 22 in one line that names what it found', () => {
    expect(nodeVersionProblem('v20.20.2')).toBe('switchyard needs Node.js 22 or newer; this is Node.js v20.20.2');
    expect(nodeVersionProblem('v21.7.3')).toBe('switchyard needs Node.js 22 or newer; this is Node.js v21.7.3');
    expect(nodeVersionProblem('v8.17.0')).toMatch(/this is Node\.js v8\.17\.0$/);
  });

  it('accepts Node 22 and newer (two-digit and three-digit majors compared as numbers)', () => {
    for (const version of ['v22.0.0', 'v22.23.5', 'v24.21.0', 'v100.0.0']) {
      expect(nodeVersionProblem(version), version).toBeUndefined();
    }
  });

  it('refuses a version it cannot read rather than guessing', () => {
    expect(nodeVersionProblem('')).toBe('switchyard needs Node.js 22 or newer; this is Node.js ');
    expect(nodeVersionProblem('next')).toMatch(/needs Node\.js 22 or newer/);
  });

  it('agrees with engines.node in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${minimumNodeMajor()}`);
  });
});
