// esbuild plugin for the bundle: the AWS SDK reads a JSON response body member by member through the operation's
// schema (Smithy's JsonShapeDeserializer2). For every object of a structure shape it walks the structure's members
// afresh (a generator making a new member schema per member), reads each member's jsonName trait again, and sends
// every value, plain strings included, through `_read`, which asks the schema eight questions before handing a string
// back as it was. A Clean Rooms page of 50 members is thousands of such values: a few milliseconds of every
// `list-members` call, and much of its garbage. The plugin rewrites `_readStruct` so that:
// - a structure's member table (name, member schema, JSON name, whether its values need reading) is built once per
//   structure schema and kept (a WeakMap on the SDK's own normalized schema objects, which it caches per shape), and
//   walked by index (iterating and destructuring arrays allocates on every member while the code is not optimised);
// - a member whose schema needs no transform (the SDK's own `needsTransform`: no timestamp, blob, big number,
//   numeric string, document, media-typed string or nested shape) takes its value as it is, which is what `_read`
//   returns for it.
// Objects and values come out the same as the SDK's (test/build/smithyStructMembers.test.ts reads the same bodies
// both ways); the build fails if Smithy's file changes shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

const FILE = 'dist-es/submodules/protocols/json/codec-v2/JsonShapeDeserializer2.js';

/** Each patch: the exact text in @smithy/core 3.41's file and what replaces it. */
const PATCHES = [
  {
    find: 'export class JsonShapeDeserializer2 extends SerdeContextConfig {\n',
    replace: `const STRUCT_MEMBERS = new WeakMap();
export class JsonShapeDeserializer2 extends SerdeContextConfig {
    structMembers(ns) {
        let members = STRUCT_MEMBERS.get(ns);
        if (members === undefined) {
            members = [];
            for (const [name, schema] of ns.structIterator()) {
                members.push({ name, schema, jsonName: schema.getMergedTraits().jsonName ?? name, transform: this.needsTransform(schema) });
            }
            STRUCT_MEMBERS.set(ns, members);
        }
        return members;
    }
`,
  },
  {
    find: `        for (const [memberName, memberSchema] of ns.structIterator()) {
            let fromKey = memberName;
            if (jsonName) {
                fromKey = memberSchema.getMergedTraits().jsonName ?? fromKey;
                if (hasType) {
                    nameMap[fromKey] = memberName;
                }
            }
            if (union) {
                unionSerde.mark(fromKey);
            }
            if (record[fromKey] != null) {
                out[memberName] = this._read(memberSchema, record[fromKey]);
            }
        }`,
    replace: `        const members = this.structMembers(ns);
        for (let i = 0; i < members.length; i++) {
            const { name: memberName, schema: memberSchema, jsonName: memberJsonName, transform } = members[i];
            let fromKey = memberName;
            if (jsonName) {
                fromKey = memberJsonName;
                if (hasType) {
                    nameMap[fromKey] = memberName;
                }
            }
            if (union) {
                unionSerde.mark(fromKey);
            }
            const value = record[fromKey];
            if (value != null) {
                out[memberName] = transform ? this._read(memberSchema, value) : value;
            }
        }`,
  },
];

export function rewriteJsonShapeDeserializer(source) {
  return applySourcePatches(
    source,
    PATCHES,
    `smithyStructMembers: @smithy/core's ${FILE} no longer reads as expected; review the plugin`,
  );
}

export const smithyStructMembersPlugin = {
  name: 'smithy-struct-members',
  setup(build) {
    onLoadRewritten(
      build,
      /[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]protocols[\\/]json[\\/]codec-v2[\\/]JsonShapeDeserializer2\.js$/,
      rewriteJsonShapeDeserializer,
    );
  },
};
