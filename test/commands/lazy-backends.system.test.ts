// Command mode loads only the backend it uses: bundled as the build does (esbuild, code splitting), neither the
// command path nor backend selection statically reaches the engine, the AWS backends or the AWS SDK; each is a chunk
// loaded by a dynamic import when its backend is chosen.
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The inputs of `output` and of every chunk it imports statically (what loading it loads). */
function staticInputs(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const pending = [output];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imported of metafile.outputs[next]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
    }
  }
  return [...seen].flatMap((o) => Object.keys(metafile.outputs[o]?.inputs ?? {}));
}

const IMPLEMENTATION = /^src\/(engine|backends)\/|node_modules\/@aws-sdk\//;

describe('command mode backends are lazy', () => {
  it('neither commands/main.ts nor compose/select.ts loads the engine, the AWS backends or the SDK up front', async () => {
    const result = await build({
      entryPoints: ['src/commands/main.ts'],
      bundle: true,
      splitting: true,
      outdir: 'out',
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    const { metafile } = result;
    const entry = Object.keys(metafile.outputs).find((o) => metafile.outputs[o]!.entryPoint === 'src/commands/main.ts');
    const select = Object.keys(metafile.outputs).find((o) => 'src/compose/select.ts' in metafile.outputs[o]!.inputs);
    expect(entry).toBeDefined();
    expect(select).toBeDefined();
    expect(staticInputs(metafile, entry!).filter((p) => IMPLEMENTATION.test(p))).toEqual([]);
    expect(staticInputs(metafile, select!).filter((p) => IMPLEMENTATION.test(p))).toEqual([]);
    // And they are there, behind dynamic imports.
    const all = Object.keys(metafile.inputs);
    expect(all.some((p) => p.startsWith('src/engine/'))).toBe(true);
    expect(all.some((p) => p.includes('node_modules/@aws-sdk/'))).toBe(true);
  });
});
