/**
 * The route benchmark's servers keep `process.nextTick` on its fast path (Node 20).
 *
 * Node builds each queued tick as an object literal with two symbol keys, and V8 (Node 20)
 * caches, per key, the hidden class it last saw, holding it weakly. A full garbage collection
 * while no tick object is alive collects those classes and leaves the caches pointing at
 * nothing; from then on every `nextTick` takes V8's slow path (about 450 ns instead of 50–100 ns,
 * and about 4 µs per request under load: Node's HTTP streams call it several times per request).
 * Holding one tick object for the life of the process keeps those hidden classes alive.
 *
 * It is a measure of the benchmark harness, applied to every server it compares, so that which
 * server happens to hit that state does not decide the ratio. The route-stub runtime does not do
 * it: a library must not change how its importer's process runs, and this relies on V8 internals
 * of one Node major.
 */
import { executionAsyncResource } from 'node:async_hooks';

let keptTickObject: object | undefined;

/** Keeps the first tick object that runs after this call (inside a tick, the current async resource is the tick object). */
export function keepTickObjectShape(): void {
  process.nextTick(() => {
    keptTickObject ??= executionAsyncResource();
  });
}
