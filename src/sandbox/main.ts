/**
 * `npm start`: the sandbox server, both versions under /api/v3 and /api/v4 on HOST:PORT
 * (default 127.0.0.1:8080), with demo data from sandbox/demo.yaml or `--fixture <file>`.
 */
import { resolve } from 'node:path';
import { analyse } from '../pipeline/compile.ts';
import { sandboxModel } from './model-facts.ts';
import { buildSandbox } from './server.ts';
import { FixtureError, Store } from './store.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

function fixturePath(argv: readonly string[]): string {
  const index = argv.indexOf('--fixture');
  if (index < 0) return resolve(ROOT, 'sandbox', 'demo.yaml');
  const path = argv[index + 1];
  if (!path) throw new FixtureError('--fixture needs a file');
  return resolve(path);
}

async function main(): Promise<number> {
  const analysed = analyse(resolve(ROOT, 'spec'));
  if (!analysed.ok) {
    console.error('The model has errors; run `npm run validate`.');
    return 1;
  }
  const store = Store.fromFile(fixturePath(process.argv.slice(2)));
  const model = sandboxModel(analysed.resolved, analysed.views);
  const { app } = await buildSandbox({ store, model });
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 8080);
  await app.listen({ host, port });
  console.log(`Sandbox on http://${host}:${port} (v3: /api/v3, v4: /api/v4). Tenant header: ${analysed.resolved.tenantHeaderName}.`);
  for (const [tenant, data] of store.tenants) {
    console.log(`  tenant ${tenant}: v3 API keys ${data.apiKeys.join(', ') || '-'}; v4 clients ${data.clients.map((c) => `${c.id} / ${c.secret} (${c.scopes === 'all' ? 'every scope' : c.scopes.join(' ')})`).join('; ')}`);
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
