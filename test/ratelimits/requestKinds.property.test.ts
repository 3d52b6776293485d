// The simulator holds back the rest of a burst after one hold check, which is right only if every request of a kind
// counts against the same bucket.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_MIX_KINDS } from '../../src/domain/ratelimits/simulatorSettings.js';
import { resourceForRequest } from '../../src/domain/ratelimits/resources.js';
import { requestOfKind } from '../../src/engine/ratelimits/simulator/requestKinds.js';

describe('simulated request kinds', () => {
  it('property: every request of a kind counts against one bucket', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_MIX_KINDS),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 4, maxLength: 4 }),
        (kind, a, b) => {
          const from = (values: number[]) => {
            let i = 0;
            return () => values[i++ % values.length]!;
          };
          const first = requestOfKind(kind, from(a)).request;
          const second = requestOfKind(kind, from(b)).request;
          expect(resourceForRequest(second.method, second.path)).toBe(resourceForRequest(first.method, first.path));
        },
      ),
    );
  });
});
