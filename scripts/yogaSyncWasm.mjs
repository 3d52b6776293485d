// esbuild plugin for the bundle: yoga-layout 3 (Ink's layout engine) ends its entry module with a top-level await,
// `wrapAssembly(await loadYoga())`, for Emscripten's asynchronous WebAssembly set-up. A module with a top-level await
// cannot be bundled as CommonJS, and the explorer's code-cached copy is CommonJS (on Node 20 only a vm.Script can be
// given a V8 code cache; see src/launcher.ts). Node may compile WebAssembly synchronously, and yoga's wasm is in the
// file as base64, so the plugin makes the set-up synchronous, in both builds:
// - the module is compiled and instantiated at once (`new WebAssembly.Module` / `Instance`) where Emscripten awaited
//   `WebAssembly.instantiate`; its loader then completes before `loadYoga` returns (its dependency counter is back at
//   zero, so the run step is not deferred) and the module object handed to it is the one `ready` resolves with;
// - the entry passes that object to `loadYoga` and wraps it, with no await;
// - the base64 is decoded by Buffer instead of atob plus a byte-by-byte copy.
// Emscripten's asynchronous path also fetched the data: URL whenever `fetch` exists, which on Node 20 loads undici
// (tens of ms); the synchronous one never looks at `fetch`. test/build/yogaSyncWasm.test.ts lays out the same trees
// through the original module and the rewritten one; the build fails if yoga-layout's files change shape.

import { applySourcePatches, onLoadRewritten } from './sourcePatches.mjs';

/** Each patch: the exact text in yoga-layout 3.2's files and what replaces it. */
const WASM_LOADER_PATCHES = [
  {
    find: 'function c(e){return ya().then(function(f){return WebAssembly.instantiate(f,d)}).then(function(f){return f}).then(e,function(f){v("failed to asynchronously prepare wasm: "+f);x(f)})}',
    replace:
      'function c(e){e({instance:new WebAssembly.Instance(new WebAssembly.Module(wa()),d)});return Promise.resolve()}',
  },
  {
    find: 'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
    replace: 'var d=new Uint8Array(Buffer.from(a.slice(37),"base64"))',
  },
];

const ENTRY_PATCHES = [
  {
    find: 'const Yoga = wrapAssembly(await loadYoga());',
    replace: 'const yogaModule = {};\nloadYoga(yogaModule);\nconst Yoga = wrapAssembly(yogaModule);',
  },
];

const message = (file) => `yogaSyncWasm: yoga-layout's ${file} no longer reads as expected; review the plugin`;

export function rewriteYogaWasmLoader(source) {
  return applySourcePatches(source, WASM_LOADER_PATCHES, message('dist/binaries/yoga-wasm-base64-esm.js'));
}

export function rewriteYogaEntry(source) {
  return applySourcePatches(source, ENTRY_PATCHES, message('dist/src/index.js'));
}

export const yogaSyncWasmPlugin = {
  name: 'yoga-sync-wasm',
  setup(build) {
    onLoadRewritten(
      build,
      /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
      rewriteYogaWasmLoader,
    );
    onLoadRewritten(build, /[\\/]yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/, rewriteYogaEntry);
  },
};
