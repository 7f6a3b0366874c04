/**
 * Keeps `process.nextTick` on its fast path for the life of the server.
 *
 * Node builds each queued tick as an object literal with two symbol keys, and V8 (Node 20)
 * caches, per key, the hidden class it last saw, holding it weakly. Measured on this server: a
 * full garbage collection during start-up (compiling the route schemas) ran while no tick object
 * was alive; the hidden classes were collected, the caches were left pointing at nothing, and
 * from then on every `nextTick` took V8's slow path (about 450 ns instead of 50–100 ns, and
 * about 4 µs per request under load: Node's HTTP streams call it several times per request).
 *
 * Holding one tick object for the life of the process keeps those hidden classes alive, so the
 * caches stay valid. It costs one small object.
 */
import { executionAsyncResource } from 'node:async_hooks';

let keptTickObject: object | undefined;

/** Keeps the first tick object that runs after this call (inside a tick, the current async resource is the tick object). */
export function keepTickObjectShape(): void {
  if (keptTickObject !== undefined) return;
  process.nextTick(() => {
    keptTickObject = executionAsyncResource();
  });
}
