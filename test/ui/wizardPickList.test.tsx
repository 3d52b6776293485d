// The wizard's pick list: the chosen item is marked by key, and a render reads only the rows in its window (so a
// long bundle list costs the window per keypress, not the list).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'ink';
import { PickList, type PickItem } from '../../src/ui/screens/authorizations/PickList.js';

const ITEMS: PickItem[] = Array.from({ length: 200 }, (_, i) => ({ key: `b${i}`, text: `bundle-${i}` }));

describe('wizard pick list', () => {
  it('marks the chosen key with ✓ and the cursor row with ›', () => {
    const out = renderToString(<PickList items={ITEMS} cursor={1} chosenKey="b2" width={40} height={6} />);
    const lines = out.split('\n');
    expect(lines.find((l) => l.includes('bundle-2'))).toContain('✓ bundle-2');
    expect(lines.find((l) => l.includes('bundle-1'))).toContain('› ');
    expect(lines.filter((l) => l.includes('✓'))).toHaveLength(1);
    expect(renderToString(<PickList items={ITEMS} cursor={1} width={40} height={6} />)).not.toContain('✓');
  });

  it('reads only the items in its window', () => {
    const read = new Set<number>();
    const items = new Proxy(ITEMS, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && /^\d+$/.test(prop)) read.add(Number(prop));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const out = renderToString(<PickList items={items} cursor={100} chosenKey="b100" width={40} height={6} />);
    expect(out).toContain('✓ bundle-100');
    expect(read.size).toBeGreaterThan(0);
    expect(read.size).toBeLessThanOrEqual(6);
  });
});
