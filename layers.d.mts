// Types of layers.mjs (a plain module, so eslint.config.js can import it), for the TypeScript tests that read it.
export declare const LAYER_TIERS: readonly (readonly string[])[];
export declare const LAYERS: readonly string[];
export declare function layersBelow(layer: string): string[];
