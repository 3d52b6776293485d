// What the simulator line says per caller, in words: a caller that gave up on a request still waits out its limit,
// and the line says until when.
import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../src/ui/screens/ratelimits/SimulatorLine.js';

const at = Date.UTC(2026, 0, 1, 12, 0, 1);
const reset = Date.UTC(2026, 0, 1, 13, 0, 0);

describe('describeActivity', () => {
  it('a give-up while the limit holds names the limit and the end of the wait', () => {
    expect(
      describeActivity({ callerId: 'anon', state: 'gave-up', at, limit: 'primary', limitOn: 'core', until: reset }),
    ).toBe('anon gave up at 12:00:01 (primary core), waiting until 13:00:00');
  });

  it('a give-up whose wait is over says only when it gave up', () => {
    expect(
      describeActivity({ callerId: 'anon', state: 'gave-up', at, limit: 'secondary', limitOn: 'concurrency' }),
    ).toBe('anon gave up at 12:00:01 (secondary concurrency)');
  });

  it('an idle caller says why', () => {
    expect(describeActivity({ callerId: 'anonymous', state: 'idle', reason: 'GraphQL needs a token' })).toBe(
      'anonymous idle (GraphQL needs a token)',
    );
  });

  it('backing off names the limit and the rule', () => {
    expect(
      describeActivity({
        callerId: 'pat',
        state: 'backing-off',
        until: reset,
        limit: 'primary',
        limitOn: 'core',
        rule: 1,
      }),
    ).toBe('pat backing off until 13:00:00 (primary core, rule 1)');
  });
});
