/**
 * The load test's server, run as its own process: the sandbox as `npm start` serves it (both
 * versions on the generated routes, demo data from sandbox/demo.yaml, response validation on) on
 * an ephemeral port. Prints its port; answers the IPC message `memory` with its memory use, and
 * `memory-after-gc` with its memory use after a full garbage collection (run with --expose-gc).
 */
import { resolve } from 'node:path';
import { analyse } from '../src/pipeline/compile.ts';
import { sandboxModel } from '../src/demo/model-facts.ts';
import { buildSandbox } from '../src/sandbox/server.ts';
import { Store } from '../src/demo/store.ts';

const ROOT = resolve(import.meta.dirname, '..');

const analysed = analyse(resolve(ROOT, 'spec'));
if (!analysed.ok) throw new Error('the model has errors; run `npm run validate`');
const store = Store.fromFile(resolve(ROOT, 'sandbox', 'demo.yaml'));
const { app } = await buildSandbox({ store, model: sandboxModel(analysed.resolved, analysed.views) });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log((app.server.address() as { port: number }).port);

process.on('message', (message) => {
  if (message === 'memory-after-gc') (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal });
});
process.on('SIGTERM', () => process.exit(0));
