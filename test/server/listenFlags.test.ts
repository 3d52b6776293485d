import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '../../src/server/main.js';
import { parseMetricsArgs } from '../../src/server/metrics/main.js';

describe('--port and --host of serve and metrics', () => {
  const parsers = [
    ['serve', (argv: string[]) => parseServeArgs(argv), 0],
    ['metrics', (argv: string[]) => parseMetricsArgs(argv, {}), 9464],
  ] as const;

  for (const [name, parse, defaultPort] of parsers) {
    it(`${name}: defaults, a given port and host`, () => {
      expect(parse([])).toMatchObject({ port: defaultPort, host: '127.0.0.1' });
      expect(parse(['--port', '8081', '--host', '0.0.0.0'])).toMatchObject({ port: 8081, host: '0.0.0.0' });
    });

    it(`${name}: a bad port names the flag and the rule, and quotes at most 40 characters`, () => {
      for (const bad of ['65536', '-1', 'abc', '80.5', ''])
        expect(() => parse([`--port=${bad}`])).toThrow(`--port must be an integer between 0 and 65535, got '${bad}'`);
      expect(() => parse(['--port', '9'.repeat(100)])).toThrow(new RegExp(`got '9{40}'$`));
    });

    it(`${name}: an empty host is refused`, () => {
      expect(() => parse(['--host', ''])).toThrow('--host must not be empty');
    });
  }
});
