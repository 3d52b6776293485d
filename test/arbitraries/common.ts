// Building blocks shared by the arbitraries of the three services. Every value they produce satisfies the wire
// constraints it is named after; lengths are in code points, as Smithy counts them.
import fc from 'fast-check';

/** A lowercase-hex UUID (the AppFabric UUID and Clean Rooms identifier shape). */
export const arbUuid: fc.Arbitrary<string> = fc.uuid().map((u) => u.toLowerCase());

export const arbAccountId: fc.Arbitrary<string> = fc.stringMatching(/^\d{12}$/);

/** Regions in the shape the Clean Rooms membership ARN pattern requires (`xx-xxxx-9`). */
export const arbRegion: fc.Arbitrary<string> = fc.constantFrom(
  'us-east-1',
  'us-west-2',
  'eu-west-1',
  'ap-northeast-1',
  'ap-southeast-2',
);

/** Any text of `min`..`max` code points (whole Unicode range, surrogate pairs included). */
export function arbText(min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: 'binary', minLength: min, maxLength: max });
}

/** Text of `min`..`max` code points with no whitespace (the `^\S+$` shapes). */
export function arbNoWhitespace(min: number, max: number): fc.Arbitrary<string> {
  const unit = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !/\s/.test(c));
  return fc.string({ unit, minLength: Math.max(min, 1), maxLength: max });
}

/** Text from an explicit character set, `min`..`max` characters. */
export function arbFromChars(chars: string, min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max });
}

export const WORD_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';

/** An http(s) URL matching the AppFlow URL pattern, at most 256 characters. */
export const arbUrl: fc.Arbitrary<string> = fc
  .record({
    scheme: fc.constantFrom('http', 'https'),
    host: fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]{1,10}){1,3}$/),
    path: fc.option(fc.stringMatching(/^(\/[a-zA-Z0-9_~%=+-]{1,12}){1,4}$/), { nil: undefined }),
  })
  .map(({ scheme, host, path }) => `${scheme}://${host}${path ?? ''}`);

/** A timestamp as a Date (record form). */
export const arbDate: fc.Arbitrary<Date> = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/** A timestamp in any form a dataset may use: Date, epoch seconds (fraction allowed), RFC 3339 string. */
export const arbWireTimestamp: fc.Arbitrary<Date | number | string> = arbDate.chain((date) =>
  fc.constantFrom<Date | number | string>(
    date,
    date.getTime() / 1000,
    Math.floor(date.getTime() / 1000),
    date.toISOString(),
  ),
);
