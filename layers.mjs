// The layers of src/, written once: eslint.config.js makes its import zones from this list, and
// test/lint/layers.test.ts checks that docs/ARCHITECTURE.md lists the same layers in the same order and that every
// folder of src/ is in it.
//
// Lowest first. Each entry is one tier; the folders of a tier are peers. A layer imports only the layers of the
// tiers below its own: never a peer, never a layer above. Two rules more than the order (also in eslint.config.js):
// only compose/ imports engine/ or backends/ (the implementations of the ports), and only ui/ (and src/cli.ts)
// imports ui/.
export const LAYER_TIERS = [
  ['domain'],
  ['crypto', 'codeCache', 'settings'],
  ['service'],
  ['history', 'operations'],
  ['engine', 'backends'],
  ['compose'],
  ['state', 'formats'],
  ['commands', 'server', 'ui'],
  ['emulator'],
];

/** Every layer, lowest first. */
export const LAYERS = LAYER_TIERS.flat();

/** The layers `layer` may import (those of lower tiers), lowest first. */
export function layersBelow(layer) {
  const tier = LAYER_TIERS.findIndex((t) => t.includes(layer));
  if (tier === -1) throw new Error(`${layer} is not a layer of layers.mjs`);
  return LAYER_TIERS.slice(0, tier).flat();
}
