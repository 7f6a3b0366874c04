/**
 * A worker thread running a TypeScript entry of the tests: a worker inherits no TypeScript
 * loader, so it registers tsx's (its ES-module entry, as the package declares it), then imports
 * the entry. Used by the fuzzing runners (model-fuzz-runner.ts, diff-completeness-runner.ts).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export function tsWorker(entry: URL, workerData: unknown): Worker {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  const tsx = pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}
