// Names with wide characters (CJK) and tabs (the API's display-name pattern allows one) keep the members table's
// columns: cells are fitted by display width, and a tab is shown as `→`, never written raw. Before, a CJK name took
// more columns than its cell counted, shifting the row and cutting the Pays column; a tab jumped to the next tab stop.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { displayWidth, fit, truncate, visibleText } from '../../src/ui/text.js';

const NAMES = ['東京データ株式会社の分析チーム', 'Tab\tInside Name', 'Ana Lima 00000'];

describe('wide characters and tabs', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('text helpers measure display width and show control characters', () => {
    expect(displayWidth('東京')).toBe(4);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(visibleText('a\tb\nc\u0007')).toBe('a→b↵c�');
    expect(displayWidth(fit('東京データ株式会社', 9))).toBe(9);
    expect(truncate('東京データ', 5)).toBe('東京…');
  });

  it('the members table keeps its columns with a CJK name and a tab in a name (80x24)', async () => {
    const services = createFakeServices({ bigCount: 10 });
    const list = services.members.listMembers.bind(services.members);
    services.members.listMembers = async (input, options) => {
      const page = await list(input, options);
      return {
        ...page,
        memberSummaries: page.memberSummaries.map((m, i) => ({ ...m, displayName: NAMES[i] ?? m.displayName })),
      };
    };
    ui = renderExplorer({ services, columns: 80, rows: 24 });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    const frame = await ui.waitForFrame('10 loaded');
    const lines = frame.split('\n');
    const header = lines.find((l) => l.includes('Account')) ?? '';
    const column = displayWidth(header.slice(0, header.indexOf('Account')));
    for (const accountId of ['100000000000', '100000007919', '100000015838']) {
      const row = lines.find((l) => l.includes(accountId)) ?? '';
      expect(displayWidth(row.slice(0, row.indexOf(accountId))), row).toBe(column);
    }
    // The creator's badges (Pays) stay on its row, and the tab shows as an arrow.
    expect(lines.find((l) => l.includes('東京'))).toMatch(/Q\*? J\*?/);
    expect(frame).toContain('Tab→Inside Name');
    expect(frame.startsWith('switchyard │ Members')).toBe(true);
  });
});
