import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderInk, type InkHarness } from '../../helpers/renderInk.js';
import { loadInkTable } from '../../../src/ui/components/inkTableAdapter.js';
import { StaticTable, fitColumnWidths, wrapCell, wrappedLineCount } from '../../../src/ui/components/StaticTable.js';

describe('ink-table adapter', () => {
  let app: InkHarness | undefined;
  afterEach(() => app?.unmount());

  it('renders ink-table 3.1 under ink 6 with a bordered frame', async () => {
    const Table = loadInkTable();
    app = renderInk(
      <Table
        data={[
          { field: 'status', value: 'ACTIVE' },
          { field: 'accountId', value: '111122223333' },
        ]}
      />,
    );
    const frame = await app.waitForFrame('accountId');
    expect(frame.split('\n')).toEqual([
      '┌───────────┬──────────────┐',
      '│ field     │ value        │',
      '├───────────┼──────────────┤',
      '│ status    │ ACTIVE       │',
      '├───────────┼──────────────┤',
      '│ accountId │ 111122223333 │',
      '└───────────┴──────────────┘',
    ]);
  });

  it('StaticTable keeps one rule under the heading and fits the width by wrapping long values', async () => {
    const arn = 'arn:aws:cleanrooms:us-east-1:111122223333:membership/' + 'a'.repeat(36);
    const rows = [
      { field: 'membershipArn', value: arn },
      { field: 'status', value: 'ACTIVE' },
    ];
    app = renderInk(<StaticTable rows={rows} columns={['field', 'value']} maxWidth={50} />, { columns: 60 });
    const frame = await app.waitForFrame('status');
    const lines = frame.split('\n');
    expect(lines.every((l) => [...l].length <= 50)).toBe(true);
    expect(frame).not.toContain('…');
    const body = lines.slice(3, -1).map((l) => l.split('│').map((c) => c.trim()));
    expect(body[0]?.[1]).toBe('membershipArn');
    expect(
      body
        .filter((c) => c[1] !== 'status')
        .map((c) => c[2])
        .join(''),
    ).toBe(arn);
    expect(body.at(-1)?.[1]).toBe('status');
    expect(lines).toHaveLength(4 + wrappedLineCount(rows, ['field', 'value'], 50));
  });

  it('wrapCell keeps every character and no line is wider than the column (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ':', '/', ' ', '-'), maxLength: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (text, width) => {
          const lines = wrapCell(text, width);
          expect(lines.every((l) => [...l].length <= width)).toBe(true);
          // Only the spaces broken at are dropped.
          expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
        },
      ),
    );
    expect(wrapCell('The role cannot reach the endpoint service', 16)).toEqual([
      'The role cannot',
      'reach the',
      'endpoint service',
    ]);
    expect(wrapCell('arn:aws:x:123456789', 8)).toEqual(['arn:aws:', 'x:', '12345678', '9']);
    // Long values break after `/` or `:`, never inside the UUID that follows.
    const arn = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/3f1c2a9e-0b7d-4e5f-9a6b-1c2d3e4f5a6b';
    expect(wrapCell(arn, 60)).toEqual([
      'arn:aws:appfabric:us-east-1:111122223333:appbundle/',
      '3f1c2a9e-0b7d-4e5f-9a6b-1c2d3e4f5a6b',
    ]);
    expect(wrapCell(`Bundle ${arn}`, 60)).toEqual([
      'Bundle arn:aws:appfabric:us-east-1:111122223333:appbundle/',
      '3f1c2a9e-0b7d-4e5f-9a6b-1c2d3e4f5a6b',
    ]);
  });

  it('fitted widths never exceed the budget while columns can still shrink (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: fc.string({ maxLength: 60 }), b: fc.string({ maxLength: 60 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 20, max: 120 }),
        (rows, maxWidth) => {
          const widths = fitColumnWidths(rows, ['a', 'b'], maxWidth);
          const total = widths.reduce((x, y) => x + y, 0) + 3 + 4;
          return total <= maxWidth || widths.every((w) => w <= 4);
        },
      ),
    );
  });
});
