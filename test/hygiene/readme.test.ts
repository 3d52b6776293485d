// The README's security and reliability section: short, it states the limits the code enforces (read from the
// constants, so a changed limit fails here until the README follows), and it links the full table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UNAUTHENTICATED_ADDRESSES } from '../../src/engine/ratelimits/rateLimitEngine.js';
import { REST_POINTS_BYTES } from '../../src/engine/ratelimits/budget.js';
import { ROUTE_CACHE_BYTES } from '../../src/engine/ratelimits/classify.js';
import { MAX_CACHED_SIGNERS } from '../../src/server/aws/sigv4Verify.js';
import { DEFAULT_TIMEOUTS } from '../../src/server/createServer.js';
import { MAX_BODY_BYTES } from '../../src/server/http/readBody.js';

const README = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');

function section(title: string): string[] {
  const lines = README.split('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => line.trim() !== '');
}

const grouped = (n: number): string => n.toLocaleString('en-US');
const mib = (bytes: number): string => `${bytes / (1024 * 1024)} MiB`;

describe('README', () => {
  it('stays under 300 lines', () => {
    expect(README.split('\n').length).toBeLessThan(300);
  });

  it('has a security and reliability section of 3-8 lines that links docs/security.md', () => {
    const lines = section('Security and reliability');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(lines.join('\n')).toContain('(docs/security.md');
  });

  it('states the limits the code enforces: connections, timeouts, body size, caches', () => {
    const text = section('Security and reliability').join(' ').replace(/\s+/g, ' ');
    for (const figure of [
      '1,024 connections',
      `${DEFAULT_TIMEOUTS.headersMs / 1000} s`,
      `${DEFAULT_TIMEOUTS.requestMs / 1000} s`,
      `${mib(MAX_BODY_BYTES)} (\`413\`)`,
      `route cache ${mib(ROUTE_CACHE_BYTES)}`,
      `${grouped(MAX_UNAUTHENTICATED_ADDRESSES)} unauthenticated addresses`,
      `${mib(REST_POINTS_BYTES)} of endpoint windows`,
      `${MAX_CACHED_SIGNERS} SigV4 signers`,
    ])
      expect(text).toContain(figure);
  });
});
