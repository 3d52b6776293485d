// Reading a dataset file in chunks (file.ts, splitLoad.ts, the check thread), with clear errors for a missing or
// unreadable file.
import { open, type FileHandle } from 'node:fs/promises';
import { DatasetError } from './types.js';

/**
 * Bytes read at a time: large enough that a read costs little, small enough that a few in memory cost nothing. A
 * chunk's members are parsed at once: with half a MiB they mostly die before a young-generation collection would
 * copy them (1 MiB cost the check thread about twice the GC time on a million members).
 */
export const CHUNK_BYTES = 1 << 19;

/** Buffers a `reuse` read goes round: the chunk handled, the one read meanwhile, and the one before (see below). */
const RING = 3;

/**
 * Calls `onChunk` with the file's bytes in order from `from` (and each chunk's offset), reading the next chunk while
 * the current one is handled; stops early when `onChunk` answers false.
 *
 * `reuse`: the chunks are read into RING buffers in turn, so a chunk's memory is overwritten two chunks later; the
 * caller may keep a view of a chunk only until it has handled the next one (the scanners carry the end of a chunk into
 * the next one, no further). A new buffer per chunk made the garbage collector mark the whole heap every few dozen
 * chunks (V8 counts their memory as external, and ~200 MiB of it went by per thread on a large file).
 */
export async function readChunks(
  path: string,
  onChunk: (chunk: Buffer, offset: number) => void | boolean | Promise<void | boolean>,
  from = 0,
  reuse = false,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw readError(path, error);
  }
  // A read starts once the one before it ended (see the loop), where that one stopped.
  let position = from;
  const ring: Buffer[] = [];
  let reads = 0;
  const read = async (): Promise<Buffer> => {
    let buffer: Buffer;
    if (!reuse) buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    else buffer = ring[reads % RING] ??= Buffer.allocUnsafeSlow(CHUNK_BYTES);
    reads += 1;
    try {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
      position += bytesRead;
      return buffer.subarray(0, bytesRead);
    } catch (error) {
      throw readError(path, error);
    }
  };
  let next: Promise<Buffer> | undefined;
  try {
    next = read();
    for (let offset = from; ;) {
      const chunk = await next;
      if (chunk.length === 0) break;
      next = read();
      if ((await onChunk(chunk, offset)) === false) break;
      offset += chunk.length;
    }
  } finally {
    await next?.catch(() => undefined);
    await handle.close();
  }
}

export function readError(path: string, error: unknown): DatasetError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'is a directory'
        : code === 'EACCES'
          ? 'permission denied'
          : String(code ?? error);
  return new DatasetError(
    path,
    [{ path: '', rule: 'required', message: `cannot read the file: ${why}` }],
    `cannot read dataset ${path}: ${why}`,
  );
}
