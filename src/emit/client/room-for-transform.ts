/**
 * Room in memory for a large transform. The transformer (oxc-transform, native) builds its trees
 * outside V8's heap: ~55 MB for the ×100 model's 4-million-character `types.ts`, which V8 does not
 * see. Whatever garbage the heap holds while it runs adds to that, and a large model's client
 * sources are made just before they are transformed, in megabytes of garbage: the process peaked
 * where a transform fell just before one of V8's own full collections, and kept well below where
 * it fell just after one. So before a large transform, the garbage is collected when the heap
 * has grown by a third since the last collection made here (and by MIN_GROWTH at least): about
 * when V8 would collect anyway under generate's cap (src/cli/heap-growth.ts), made at the moment
 * it lowers the peak, and no more often at ×420 than at ×100. Sources under LARGE_SOURCE (the
 * seed model's are kilobytes, a ×10 model's a few hundred thousand characters) never collect.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A source this long (characters) is transformed in tens of megabytes outside the heap. */
const LARGE_SOURCE = 1_000_000;
/** The least heap growth (bytes) since the last collection made here that is worth collecting before a large transform. */
const MIN_GROWTH = 32 * 1024 * 1024;

let collect: (() => void) | undefined;
/** Heap in use after the last collection made here. */
let usedAfterCollection = 0;

/** Collects the heap's garbage before a transform of `sourceLength` characters, when it is large and the heap has grown enough. */
export function makeRoomForTransform(sourceLength: number): void {
  if (sourceLength < LARGE_SOURCE) return;
  if (getHeapStatistics().used_heap_size - usedAfterCollection < Math.max(MIN_GROWTH, usedAfterCollection / 3)) return;
  // V8's `gc`, exposed to a context made after the flag is set (this one was made before).
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  usedAfterCollection = getHeapStatistics().used_heap_size;
}
