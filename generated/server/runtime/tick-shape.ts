/**
 * Keeps `process.nextTick` on its fast path for the life of the server.
 *
 * Node builds each queued tick as an object literal with two symbol keys, and V8 (Node 20)
 * caches, per key, the hidden class it last saw, holding it weakly. A full garbage collection
 * while no tick object is alive collects those classes and leaves the caches pointing at
 * nothing; from then on every `nextTick` takes V8's slow path (about 450 ns instead of 50–100 ns,
 * and about 4 µs per request under load: Node's HTTP streams call it several times per request).
 * The generated server was found in that state in every start measured, within a second of
 * start-up, once the process fell idle.
 *
 * Holding one tick object for the life of the process keeps those hidden classes alive, so the
 * caches stay valid. It costs one small object, and one side effect: once a program has asked
 * for `executionAsyncResource()`, Node routes its native callbacks (socket reads, finished
 * writes) through a JavaScript trampoline, as it does for every AsyncLocalStorage user; in the
 * route benchmark every server pays it, and a TCP ping-pong showed no difference.
 *
 * It protects from the moment it runs: caches already broken stay broken (V8 then treats them as
 * megamorphic). The runtime calls it when it is imported, before a server is built, so an entry
 * point that imports the runtime first is covered from its start.
 */
import { executionAsyncResource } from 'node:async_hooks';

let keptTickObject: object | undefined;

/** Keeps the first tick object that runs after this call (inside a tick, the current async resource is the tick object). */
export function keepTickObjectShape(): void {
  process.nextTick(() => {
    keptTickObject ??= executionAsyncResource();
  });
}
