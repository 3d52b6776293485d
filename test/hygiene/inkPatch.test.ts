// patches/ink+8.0.0.patch is applied by the `prepare` script at install (docs/upstream.md). An install that skipped it
// would ship and test an Ink whose every frame tokenises and measures the whole screen again, which no rendered test
// would notice: the frames are the same, only slower. So check the installed Ink for each change of the patch.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const inkBuild = dirname(createRequire(import.meta.url).resolve('ink'));
const read = (file: string): string => readFileSync(join(inkBuild, file), 'utf8');

describe('the Ink in node_modules carries patches/ink+8.0.0.patch', () => {
  it('keeps its output caches, with the lines of each text, across frames and shares the empty cell', () => {
    const output = read('output.js');
    expect(output).toContain('let frameCaches = new OutputCaches();');
    expect(output).toContain('getLines(text) {');
    expect(output).toContain('row.push(emptyCell);');
  });

  it("keeps each text's widest line across frames", () => {
    expect(read('render-node-to-output.js')).toContain('let currentWidth = widestLines.get(text);');
  });
});
