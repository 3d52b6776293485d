// Ink lays out with yoga-layout, whose Emscripten loader holds its WebAssembly as an inline base64 `data:` URL and
// reads it with `fetch` whenever `fetch` is a function. In Node that first use of `fetch` loads undici, Node's HTTP
// client (tens of ms of the explorer's start-up, more than the decoding it is used for); without `fetch` the loader
// decodes the same bytes itself. So the interactive chunk is imported with the global `fetch` out of sight, and it is
// put back as it was (Node's lazy getter, still untouched) once the import settles. Nothing else runs meanwhile: the
// explorer's services are created after the import.

export async function importWithoutFetch<T>(load: () => Promise<T>): Promise<T> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (descriptor?.configurable !== true) return load();
  delete (globalThis as { fetch?: unknown }).fetch;
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'fetch', descriptor);
  }
}
