// The bundle's rewrite of Smithy's JSON deserializer (scripts/smithyStructMembers.mjs: a member table kept per
// structure shape, values that need no reading taken as they are) must read every response body as the SDK does.
// Smithy's deserializer is bundled twice, with and without the plugin, and reads the same bodies: made from every
// output shape of the Clean Rooms and AppFlow clients (the two switchyard calls), with members left out, null, unknown
// keys, `__type`, timestamps, blobs, numbers as strings and nested lists, maps and unions.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs build helper without types
import { rewriteJsonShapeDeserializer, smithyStructMembersPlugin } from '../../scripts/smithyStructMembers.mjs';

interface Reader {
  /** The output shapes' names. */
  outputs: string[];
  /** A wire body for the named output shape, made from a seed. */
  body(output: string, seed: number): string;
  read(output: string, body: string): Promise<unknown>;
}

const ENTRY = `
import { JsonShapeDeserializer2 } from '@smithy/core/protocols';
import { NormalizedSchema } from '@smithy/core/schema';
import * as cleanrooms from './node_modules/@aws-sdk/client-cleanrooms/dist-es/schemas/schemas_0.js';
import * as appflow from './node_modules/@aws-sdk/client-appflow/dist-es/schemas/schemas_0.js';

// The restJson1 settings of @aws-sdk/core's AwsRestJsonProtocol.
const settings = { timestampFormat: { useTrait: true, default: 7 }, httpBindings: true, jsonName: true };
const shapes = {};
for (const [prefix, module] of [['cleanrooms', cleanrooms], ['appflow', appflow]]) {
  for (const [name, schema] of Object.entries(module)) if (name.endsWith('Output$')) shapes[prefix + '.' + name] = schema;
}
export const outputs = Object.keys(shapes);

function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wire(schema, next, depth) {
  const ns = NormalizedSchema.of(schema);
  const pick = (values) => values[Math.floor(next() * values.length)];
  if (ns.isStructSchema()) {
    if (depth > 4) return {};
    const out = {};
    const members = [...ns.structIterator()];
    const union = ns.isUnionSchema();
    const chosen = union && members.length > 0 ? pick(members) : undefined;
    for (const [name, member] of members) {
      if (union && member !== chosen[1]) continue;
      const key = member.getMergedTraits().jsonName ?? name;
      const roll = next();
      if (roll < 0.15) continue;
      out[key] = roll < 0.22 ? null : wire(member, next, depth + 1);
    }
    if (next() < 0.2) out['unknownMember' + Math.floor(next() * 3)] = pick(['x', 1, true, { nested: 'y' }]);
    if (next() < 0.1) out.__type = 'com.example#Thing';
    return out;
  }
  if (ns.isListSchema()) {
    return Array.from({ length: Math.floor(next() * 4) }, () => wire(ns.getValueSchema(), next, depth + 1));
  }
  if (ns.isMapSchema()) {
    const out = {};
    for (let i = Math.floor(next() * 3); i > 0; i--) out['key' + i] = wire(ns.getValueSchema(), next, depth + 1);
    return out;
  }
  if (ns.isTimestampSchema()) {
    const ms = Date.UTC(2020, 0, 1) + Math.floor(next() * 1e11);
    const format = ns.getMergedTraits().timestampFormat;
    if (format === 'date-time') return new Date(ms).toISOString();
    if (format === 'http-date') return new Date(ms).toUTCString();
    return ms / 1000;
  }
  if (ns.isBlobSchema()) return Buffer.from('blob-' + Math.floor(next() * 100)).toString('base64');
  if (ns.isBooleanSchema()) return next() < 0.5;
  if (ns.isBigIntegerSchema() || ns.isBigDecimalSchema()) return Math.floor(next() * 1e6);
  if (ns.isNumericSchema()) return pick([0, 7, 2.5, -3, 'NaN', 'Infinity', '-Infinity']);
  if (ns.isDocumentSchema()) return pick([{ a: [1, 'b'] }, 'text', 3, null]);
  if (ns.isStringSchema()) return pick(['', 'plain', 'é ü 世界', '{"json":true}', 'ACTIVE']);
  return pick(['other', 1]);
}

export function body(output, seed) {
  return JSON.stringify(wire(shapes[output], random(seed), 0));
}

export function read(output, text) {
  return new JsonShapeDeserializer2(settings).read(shapes[output], text);
}
`;

const REPO = fileURLToPath(new URL('../..', import.meta.url));

async function bundle(withPlugin: boolean): Promise<Reader> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: REPO, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    plugins: withPlugin ? [smithyStructMembersPlugin] : [],
    logLevel: 'silent',
  });
  const file = join(mkdtempSync(join(tmpdir(), 'sy-smithy-members-')), `reader-${String(withPlugin)}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.text);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Reader;
}

describe('smithyStructMembers', () => {
  it('reads every response body as the SDK does', async () => {
    const [patched, original] = await Promise.all([bundle(true), bundle(false)]);
    expect(patched.outputs.length).toBeGreaterThan(100);
    expect(patched.outputs).toContain('cleanrooms.ListMembersOutput$');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...patched.outputs), fc.integer(), async (output, seed) => {
        const body = original.body(output, seed);
        // The same deserializer reads the body twice (the second time from its member tables).
        const first = await patched.read(output, body);
        expect(first).toEqual(await original.read(output, body));
        expect(await patched.read(output, body)).toEqual(first);
      }),
      { numRuns: 600 },
    );
  });

  it('fails the build when Smithy no longer reads as expected', () => {
    const source = readFileSync(
      join(REPO, 'node_modules/@smithy/core/dist-es/submodules/protocols/json/codec-v2/JsonShapeDeserializer2.js'),
      'utf8',
    );
    expect(rewriteJsonShapeDeserializer(source)).toContain('const members = this.structMembers(ns);');
    expect(() => rewriteJsonShapeDeserializer(source.replace('ns.structIterator()', 'ns.members()'))).toThrow(
      /no longer reads as expected/,
    );
  });
});
