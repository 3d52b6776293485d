// Every settings example docs/settings.md shows loads as shown: no key of it is left out, and its `keys` remap
// applies to the keymap with no refusal (an example the explorer refuses teaches the wrong thing).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/settings/settings.js';
import { applyUserKeys } from '../../src/ui/keymap/userKeys.js';
import { keymapGroupsFor } from '../../src/ui/App.js';
import { SCREENS } from '../../src/ui/screens/registry.js';

const DOC = resolve(import.meta.dirname, '../../docs/settings.md');

function jsonExamples(markdown: string): string[] {
  return [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

describe('the examples in docs/settings.md', () => {
  const examples = jsonExamples(readFileSync(DOC, 'utf8'));

  it('are there (the extraction finds them)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  it.each(examples.map((text, index) => [index + 1, text] as const))(
    'example %i loads whole and applies',
    (_n, text) => {
      const dir = mkdtempSync(join(tmpdir(), 'sy-doc-settings-'));
      try {
        writeFileSync(join(dir, 'config.json'), text);
        const loaded = loadSettings({ directory: dir });
        expect(loaded.warnings).toEqual([]);
        const settings = loaded.api.get();
        for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>))
          expect((settings as unknown as Record<string, unknown>)[key]).toEqual(value);
        expect(applyUserKeys(keymapGroupsFor(SCREENS), settings.keys).warnings).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
